/**
 * A procedure's answer already in its wire form (decision 037): the JSON text its output Schema
 * encodes it to, built from parts that were each encoded by a Schema (a share version's snapshot is
 * encoded once and its text kept, since the version never changes). The rpc route splices the text
 * as it is. `value` is the answer itself: with the encoders compared (the API tests), the route
 * encodes it as usual and fails the call when the texts differ.
 */
export class EncodedAnswer<A = unknown> {
  constructor(
    readonly value: A,
    readonly text: string,
  ) {}
}

/**
 * The answer as a handler returns it: its type is the procedure's output, its value the text. Only
 * the rpc route looks inside.
 */
export const encodedAnswer = <A>(value: A, text: string): A => new EncodedAnswer(value, text) as unknown as A
