import { Either, ParseResult, Schema } from "effect"
import { isValidationMessageKey } from "@vsme/core"
import { InvalidInput, type InputIssue } from "./errors.js"

/**
 * Turns a Schema parse error into the wire's issue list: every problem with its path. Messages that
 * are already catalogue keys (spec §5 wording) pass through; Effect's generic English becomes a
 * generic key, with the original kept as `detail` for developers.
 */
export const toInputIssues = (error: ParseResult.ParseError): InputIssue[] =>
  ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => {
    const path = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))
    if (isValidationMessageKey(issue.message)) return { path, message: issue.message }
    const message = issue._tag === "Unexpected" ? "validation.unexpectedField" : "validation.invalidValue"
    return { path, message, detail: issue.message.slice(0, 300) }
  })

/**
 * Decodes an input as it arrives over the wire, as the server judges every call: all issues, not
 * only the first, and a field the Schema does not name is one of them. The typed client judges an
 * input it cannot encode with the same function, so its refusal lists what the server's would.
 */
export const decodeInput = <A, I>(
  schema: Schema.Schema<A, I, never>,
  raw: unknown,
): Either.Either<A, InvalidInput> =>
  Either.mapLeft(
    Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(raw),
    (error) => new InvalidInput({ issues: toInputIssues(error) }),
  )
