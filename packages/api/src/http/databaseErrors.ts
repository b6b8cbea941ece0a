import { AccountExists, EmailInUse, InviteExists } from "@vsme/sdk"

/**
 * Whether an error means the database cannot be reached (as opposed to a bug): connection refused or
 * reset, the server shutting down, the pool timing out. These answer 503 so clients retry later.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  if (typeof error !== "object" || error === null) return false
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown }
  if (typeof code === "string") {
    if (["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"].includes(code))
      return true
    // 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, 08xxx connection exceptions
    if (/^(57P0[123]|08\d{3})$/.test(code)) return true
  }
  if (name === "KnexTimeoutError") return true
  return typeof message === "string" && /Connection terminated|terminating connection/i.test(message)
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, with `pg` and PGlite alike (both name it
 * on the error; the message is the fallback); null for any other error.
 */
export const uniqueViolationConstraint = (error: unknown): string | null => {
  if (typeof error !== "object" || error === null) return null
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (code !== "23505") return null
  if (typeof constraint === "string" && constraint) return constraint
  return /unique constraint "([^"]+)"/.exec(String(message))?.[1] ?? ""
}

const textField = (input: unknown, key: string): string => {
  const value = typeof input === "object" && input !== null ? (input as Record<string, unknown>)[key] : null
  return typeof value === "string" ? value : ""
}

/**
 * The domain error each unique constraint stands for. A handler checks first (and answers the
 * error itself); when two requests race past that check at once, the database refuses the second
 * insert, and that refusal must answer the same error, never a 500.
 */
const domainErrorOfConstraint: Record<string, (input: unknown) => { readonly _tag: string }> = {
  users_email_unique: () => new EmailInUse(),
  invites_open_per_email: (input) => new InviteExists({ email: textField(input, "email") }),
  accounts_business_id_live: (input) => new AccountExists({ businessId: textField(input, "businessId") }),
}

/** The domain error for a unique violation of a call with this input; null when there is none. */
export const domainErrorOfUniqueViolation = (error: unknown, input: unknown) => {
  const constraint = uniqueViolationConstraint(error)
  const toError = constraint ? domainErrorOfConstraint[constraint] : undefined
  return toError ? toError(input) : null
}
