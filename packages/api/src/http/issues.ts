import { ParseResult } from "effect"
import { isValidationMessageKey } from "@vsme/core"
import type { InputIssue } from "@vsme/sdk"

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
