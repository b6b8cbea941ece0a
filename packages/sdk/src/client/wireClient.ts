import type { ClientOnlyErrorTag } from "../errors.js"
import type { EncodedInputOf } from "../procedure.js"
import type { Contract, ProcedureName } from "../procedures/index.js"
import { errorStatus } from "../status.js"
import type { EncodedError } from "../wire.js"
import { RpcError } from "./RpcError.js"
import { createTransport, type ClientOptions } from "./transport.js"

/** The procedure of the contract that has this name. */
export type ProcedureNamed<N extends ProcedureName> = Extract<Contract[keyof Contract], { readonly name: N }>

/** A procedure's output as it travels: JSON, before its Schema decodes it. */
export type EncodedOutputOf<P> = P extends { readonly output: { readonly Encoded: infer OE } } ? OE : never

const clientOnlyTags: ReadonlySet<string> = new Set<ClientOnlyErrorTag | "AttestationUnavailable">([
  "NetworkError",
  "SessionEnded",
  "UnknownError",
  "AttestationUnavailable",
])

/** An error as it came, when its tag is one the contract or the client knows; otherwise UnknownError. */
const knownError = (error: EncodedError): RpcError["error"] =>
  Object.hasOwn(errorStatus, error._tag) || clientOnlyTags.has(error._tag)
    ? (error as RpcError["error"])
    : { _tag: "UnknownError" }

/**
 * A client that names procedures instead of holding them, and sends and answers wire JSON without
 * decoding it: a procedure value carries its Schemas, and with them effect, which the pages before
 * sign-in (sign-in, sign-up, password reset) must not download (docs/decisions/033). Typed from the
 * contract all the same (types cost no bytes); the server still decodes every input with the
 * procedure's Schema, and refuses what does not fit with InvalidInput.
 *
 * Use it only for procedures whose output is plain JSON to the caller (strings, numbers, null: no
 * dates or other transformed values), and treat the answer as coming from our own server. Every call
 * is sent as a POST, which takes queries as well as mutations (wire.ts).
 */
export const createWireClient = (options: ClientOptions) => {
  const transport = createTransport(options)

  /** Calls the procedure of this name; resolves with its output's JSON or rejects with an RpcError. */
  const call = async <N extends ProcedureName>(
    name: N,
    input: EncodedInputOf<ProcedureNamed<N>>,
  ): Promise<EncodedOutputOf<ProcedureNamed<N>>> => {
    const result = await transport.call(name, "mutation", input)
    if ("error" in result) throw new RpcError(name, result.status, knownError(result.error))
    return result.result as EncodedOutputOf<ProcedureNamed<N>>
  }

  return { call, resetSession: transport.resetSession }
}

export type WireClient = ReturnType<typeof createWireClient>
