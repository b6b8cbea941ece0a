import type { Context } from "koa"

/** Errors of the file system that say the disk, not the request, is at fault. */
const storageErrnos = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EIO"])

/**
 * SQLSTATEs of a database that cannot write: 53100 disk_full, 25006 read_only_sql_transaction (a
 * read-only server or standby), 58030 io_error. PostgreSQL reports a file it may not write
 * (EACCES, EROFS) as 42501 insufficient_privilege; only that one, naming a file, is storage.
 */
const storageSqlStates = new Set(["53100", "25006", "58030"])
const fileAccessMessage =
  /could not (open|create|write|extend|fsync|rename|link)\b[\s\S]*(file|directory)|read-only file system/i

const isStorageError = (error: object): boolean => {
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code !== "string") return false
  if (storageErrnos.has(code) || storageSqlStates.has(code)) return true
  return code === "42501" && typeof message === "string" && fileAccessMessage.test(message)
}

/**
 * Whether an error means the storage under the API cannot take writes: a read-only or full data
 * folder (DATA_DIR: the e-invoice outbox and the embedded database), a quota, or a database that is
 * read-only or out of disk. The request was fine and may succeed later, so it answers 503, never 500.
 * Looks through `cause` a few levels, as libraries wrap the file system's errors.
 */
export const isStorageUnavailable = (error: unknown): boolean => {
  let current: unknown = error
  for (let depth = 0; depth < 4 && typeof current === "object" && current !== null; depth++) {
    if (isStorageError(current)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * Logs a storage failure of this request and marks it, so that readiness (health.ts) reports the
 * storage unusable for a while: a full disk shows only when something is written.
 */
export const noteStorageFailure = (ctx: Context, error: unknown, where: Record<string, string>) => {
  ctx.state.log.warn({ err: error, ...where }, "storage unavailable")
  ctx.state.storageFailed = true
}
