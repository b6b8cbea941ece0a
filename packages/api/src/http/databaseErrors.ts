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
