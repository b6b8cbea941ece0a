import { errorMessageValues, translate, type Locale } from "@vsme/core"
import type { InputIssue, RpcError } from "@vsme/sdk"

/** One problem of a refused input: where (the input's path, `company.address.zip`) and what, translated. */
export const issueText = (locale: Locale, issue: InputIssue) => {
  const message = translate(locale, issue.message, issue.values ?? {})
  return issue.path.length > 0 ? `${issue.path.join(".")}: ${message}` : message
}

/**
 * A refused call in the user's language: the shared catalogue's message filled with the error's
 * values (RateLimited's wait in words), then, for InvalidInput, each issue the server or the client
 * found, so a script's author learns which field to fix.
 */
export const rpcErrorLines = (locale: Locale, error: RpcError): ReadonlyArray<string> => {
  const message = translate(locale, error.messageKey, errorMessageValues(locale, error.error))
  const issues = error.tag === "InvalidInput" ? ((error.error.issues ?? []) as ReadonlyArray<InputIssue>) : []
  return [message, ...issues.map((issue) => issueText(locale, issue))]
}
