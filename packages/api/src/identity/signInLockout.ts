import { RateLimited } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"

/**
 * Failed sign-ins lock one account for one client address, with growing waits (docs/decisions/016):
 * the first `freeFailures` wrong passwords (or codes) cost nothing; each failure after that locks the
 * pair for `firstLockSeconds`, doubling, at most `maxLockSeconds`. A success, or a day without
 * failures, forgets the count. Counting per pair, not per e-mail address alone, means nobody can lock
 * a known person out by guessing from elsewhere; the per-address rate limit (`signInPerIp`) and the
 * proof of work on every attempt bound guessing spread over many accounts or addresses.
 */
export const signInLockout = {
  freeFailures: 4,
  firstLockSeconds: 60,
  maxLockSeconds: 3600,
  forgetAfterSeconds: 24 * 3600,
} as const

const pair = (email: string, ip: string) => ({ email: email.trim().toLowerCase().slice(0, 320), ip })

/** How long the pair must still wait after `failures` failures in a row (0: not locked). */
export const lockSecondsAfter = (failures: number) => {
  const beyond = failures - signInLockout.freeFailures
  if (beyond <= 0) return 0
  return Math.min(signInLockout.firstLockSeconds * 2 ** (beyond - 1), signInLockout.maxLockSeconds)
}

/** Refuses with RateLimited (and how long to wait) while the pair is locked. */
export const refuseWhileLocked = async (db: DbOrTrx, email: string, ip: string, now: Date) => {
  const row = (await db("sign_in_failures").where(pair(email, ip)).first("locked_until")) as
    { locked_until: Date | null } | undefined
  const until = row?.locked_until ? new Date(row.locked_until).getTime() : 0
  if (until > now.getTime())
    throw new RateLimited({ retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) })
}

/**
 * Counts one failure of the pair and locks it when the count is past the free ones. Must run outside
 * the attempt's transaction: the attempt fails, its count must stay.
 */
export const recordSignInFailure = async (db: DbOrTrx, email: string, ip: string, now: Date) => {
  const key = pair(email, ip)
  const forgetBefore = new Date(now.getTime() - signInLockout.forgetAfterSeconds * 1000)
  const [row] = (await db("sign_in_failures")
    .insert({ ...key, failures: 1, last_failure_at: now })
    .onConflict(["email", "ip"])
    .merge({
      failures: db.raw(
        "case when sign_in_failures.last_failure_at < ? then 1 else sign_in_failures.failures + 1 end",
        [forgetBefore],
      ),
      last_failure_at: now,
    })
    .returning("failures")) as Array<{ failures: number }>
  const seconds = lockSecondsAfter(row?.failures ?? 1)
  if (seconds > 0)
    await db("sign_in_failures")
      .where(key)
      .update({ locked_until: new Date(now.getTime() + seconds * 1000) })
}

/** A successful sign-in from the address forgets its failures. */
export const clearSignInFailures = (db: DbOrTrx, email: string, ip: string) =>
  db("sign_in_failures").where(pair(email, ip)).delete()
