import { RateLimited } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"

export interface RateRule {
  readonly name: string
  readonly limit: number
  readonly windowSeconds: number
}

/** Limits of the identity endpoints and of invites, per client address, e-mail address, user or account. */
export const rateRules = {
  signInPerIp: { name: "signin-ip", limit: 30, windowSeconds: 600 },
  // No per-e-mail limit: anyone could lock a known person out with it. Failed sign-ins lock one
  // account for one address instead (signInLockout.ts, docs/decisions/016).
  signUpPerIp: { name: "signup-ip", limit: 10, windowSeconds: 3600 },
  resetPerIp: { name: "reset-ip", limit: 10, windowSeconds: 3600 },
  resetPerEmail: { name: "reset-email", limit: 3, windowSeconds: 3600 },
  mailPerUser: { name: "mail-user", limit: 5, windowSeconds: 3600 },
  // Every invite mails an address of the owner's choosing: enough to bring a whole team aboard, too
  // few to use the service for mail floods, and one mailbox gets only a few from all companies.
  invitePerAccount: { name: "invite-account", limit: 50, windowSeconds: 3600 },
  invitePerRecipient: { name: "invite-recipient", limit: 5, windowSeconds: 3600 },
  // Every new account claims a Business ID (one live account each), so mass creation squats real
  // companies' IDs and probes which have an account. Ten a day is more than a company needs; refused
  // attempts count too. Owners of a management account creating its clients count apart
  // (`clientAccountCreateRule`, decision 015).
  accountCreatePerUser: { name: "account-create-user", limit: 10, windowSeconds: 86_400 },
  // Every send mails up to 5,000 companies (decision 038): enough for a bank's campaigns, not a flood.
  requestSendPerAccount: { name: "request-send-account", limit: 20, windowSeconds: 86_400 },
  // Generous: every page load solves one, and an office shares one address.
  attestationPerIp: { name: "attest-ip", limit: 600, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>

/**
 * Client accounts created under one management account in a day, by all its owners together
 * (CLIENT_ACCOUNTS_PER_DAY): the operator made it a reseller or service provider, and onboarding a
 * firm's clients takes hundreds in a sitting. Per management account, not per owner, so adding
 * owners does not raise it.
 */
export const clientAccountCreateRule = (limit: number): RateRule => ({
  name: "account-create-client",
  limit,
  windowSeconds: 86_400,
})

/**
 * Counts one attempt in a fixed window kept in the database, so that every API process shares the
 * count. Answers how long to wait when the limit is exceeded. Runs outside the caller's transaction
 * on purpose: a refused or failed attempt must still count.
 */
export const hitRateLimit = async (
  db: DbOrTrx,
  rule: RateRule,
  subject: string,
  now: Date,
): Promise<{ readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number }> => {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const key = `${rule.name}:${subject.toLowerCase().slice(0, 200)}`
  const [row] = (await db("rate_limit_hits")
    .insert({ key, window_start: windowStart, count: 1 })
    .onConflict(["key", "window_start"])
    .merge({ count: db.raw("rate_limit_hits.count + 1") })
    .returning("count")) as Array<{ count: number }>
  if ((row?.count ?? 0) <= rule.limit) return { allowed: true }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
  return { allowed: false, retryAfterSeconds }
}

/** Counts one attempt and refuses it with RateLimited (and how long to wait) beyond the limit. */
export const enforceRateLimit = async (db: DbOrTrx, rule: RateRule, subject: string, now: Date) => {
  const outcome = await hitRateLimit(db, rule, subject, now)
  if (!outcome.allowed) throw new RateLimited({ retryAfterSeconds: outcome.retryAfterSeconds })
}
