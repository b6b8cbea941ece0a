import { isValidationMessageKey } from "@vsme/core"
import { isRpcError } from "@vsme/sdk"
import { Either, ParseResult, Schema } from "effect"

/** Field path (`company.address.zip`) → catalogue key of its first problem (`validation.invalidPostalCode`). */
export type FieldErrors = Readonly<Record<string, string>>

const keyOf = (message: string) => (isValidationMessageKey(message) ? message : "validation.invalidValue")

const collect = (issues: ReadonlyArray<{ path: ReadonlyArray<unknown>; message: string }>, strip = 0) => {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = issue.path.slice(strip).map(String).join(".")
    errors[path] ??= keyOf(issue.message)
  }
  return errors
}

/**
 * Decodes a form's values with the contract's own Schema: the decoded value to send, or every
 * problem by field path. The same Schema refuses the same input on the server (spec §5 wording).
 */
export const decodeForm = <A, I>(
  schema: Schema.Schema<A, I, never>,
  value: unknown,
): { readonly ok: true; readonly value: A } | { readonly ok: false; readonly errors: FieldErrors } => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(value)
  if (Either.isRight(result)) return { ok: true, value: result.right }
  return { ok: false, errors: collect(ParseResult.ArrayFormatter.formatErrorSync(result.left)) }
}

/** The field problems of a server's InvalidInput answer, or null for any other failure. */
export const serverFieldErrors = (error: unknown): FieldErrors | null => {
  if (!isRpcError(error) || error.tag !== "InvalidInput") return null
  const issues = (
    error.error as { issues?: ReadonlyArray<{ path: ReadonlyArray<unknown>; message: string }> }
  ).issues
  return issues && issues.length > 0 ? collect(issues) : null
}

/** The errors below one path prefix, with the prefix removed (`company.name` → `name`). */
export const errorsUnder = (errors: FieldErrors, prefix: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, key]) => [path.slice(prefix.length + 1), key]),
  )
