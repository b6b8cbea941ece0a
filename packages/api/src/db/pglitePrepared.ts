import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite"

interface PreparedStatement {
  readonly text: string
  /** The parameter type OIDs PostgreSQL inferred, for serialising values as PGlite's own query does. */
  readonly parameterTypes: ReadonlyArray<number>
}

/** Which statements each PGlite has parsed: named statements live as long as its one session. */
const preparedBy = new WeakMap<PGlite, Map<string, PreparedStatement>>()

const serialised = (pglite: PGlite, parameterTypes: ReadonlyArray<number>, values: ReadonlyArray<unknown>) =>
  values.map((value, i) => {
    if (value === null || value === undefined) return null
    const serializer = pglite.serializers[parameterTypes[i]!]
    return serializer ? serializer(value) : String(value)
  })

/**
 * A named statement on PGlite (decision 032), the counterpart of node-postgres's `name`: the first
 * call parses it (and learns its parameter types), later calls only bind and execute, so PostgreSQL
 * reuses the plan instead of parsing and planning the text every time. PGlite's own `query` always
 * sends an unnamed statement; this speaks the same extended protocol with a name and reads the
 * answer with PGlite's own result parser, under its query lock (one session serves every caller).
 */
export const queryPrepared = (
  pglite: PGlite,
  name: string,
  text: string,
  values: ReadonlyArray<unknown>,
): Promise<Results> =>
  pglite.runExclusive(async () => {
    let statements = preparedBy.get(pglite)
    if (!statements) preparedBy.set(pglite, (statements = new Map()))
    const known = statements.get(name)
    if (known && known.text !== text) throw new Error(`prepared statement ${name} was used for another text`)
    const step = async (message: Uint8Array) =>
      (await pglite.execProtocol(message, { syncToFs: false })).messages
    const messages = []
    try {
      let parameterTypes = known?.parameterTypes
      if (!parameterTypes) {
        await step(protocol.serialize.parse({ name, text, types: [] }))
        parameterTypes = parse.parseDescribeStatementResults(
          await step(protocol.serialize.describe({ type: "S", name })),
        )
        statements.set(name, { text, parameterTypes })
      }
      messages.push(
        ...(await step(
          protocol.serialize.bind({ statement: name, values: serialised(pglite, parameterTypes, values) }),
        )),
        ...(await step(protocol.serialize.describe({ type: "P" }))),
        ...(await step(protocol.serialize.execute({}))),
      )
    } finally {
      // After an error PostgreSQL skips messages until a Sync: always end the exchange with one.
      messages.push(...(await step(protocol.serialize.sync())))
    }
    if (!pglite.isInTransaction()) await pglite.syncToFs()
    return parse.parseResults(messages, pglite.parsers)[0]!
  })
