import type { DbOrTrx } from "../db/database.js"

/** How often each API process clears expired security records. */
export const maintenanceIntervalMs = 60 * 60 * 1000

/**
 * Deletes what only mattered until it expired: redeemed proof-of-work challenges past their expiry
 * and rate-limit windows older than a day. Idempotent, so several processes may run it at once.
 */
export const pruneExpiredSecurityRecords = async (db: DbOrTrx, now: Date) => {
  await db("used_challenges").where("expires_at", "<", now).delete()
  await db("rate_limit_hits")
    .where("window_start", "<", new Date(now.getTime() - 24 * 3600 * 1000))
    .delete()
}
