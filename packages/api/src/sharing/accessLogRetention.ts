import type { DbOrTrx } from "../db/database.js"

/** How long a share's access log keeps a line (issue 31): two years, then it is deleted. */
export const accessLogRetentionDays = 2 * 365 + 1

/**
 * Deletes access-log lines older than the retention. The log is append-only (the table refuses
 * updates) but not kept for ever: a link holder's truncated address and browser are personal data.
 * Idempotent, so several processes may run it at once.
 */
export const pruneShareAccessLog = (db: DbOrTrx, now: Date) =>
  db("share_access_log")
    .where("at", "<", new Date(now.getTime() - accessLogRetentionDays * 24 * 3600 * 1000))
    .delete()
