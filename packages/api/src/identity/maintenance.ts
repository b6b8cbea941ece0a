import type { DbOrTrx } from "../db/database.js"

/** How often each API process clears expired security records. */
export const maintenanceIntervalMs = 60 * 60 * 1000

/**
 * Deletes what only mattered until it expired: redeemed proof-of-work challenges past their expiry
 * rate-limit windows and sign-in failure counts older than a day. Idempotent, so several processes may run it at once.
 */
export const pruneExpiredSecurityRecords = async (db: DbOrTrx, now: Date) => {
  await db("used_challenges").where("expires_at", "<", now).delete()
  await db("rate_limit_hits")
    .where("window_start", "<", new Date(now.getTime() - 24 * 3600 * 1000))
    .delete()
  // A day without failures forgets a sign-in failure count anyway (signInLockout.ts).
  await db("sign_in_failures")
    .where("last_failure_at", "<", new Date(now.getTime() - 24 * 3600 * 1000))
    .delete()
}
