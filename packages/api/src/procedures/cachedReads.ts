import type { OutputOf, profileProcedures } from "@vsme/sdk"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { ReadScope } from "../http/readCache.js"

/** A query whose answers a process may keep (decision 036), and what they depend on. */
export interface CachedRead {
  /**
   * The scope whose changes void the answer, besides changes to "anything". Its handler must read
   * nothing else that changes without the database notifying that scope or "anything" (migration
   * 20261129020000 lists what notifies what).
   */
  readonly scope: (caller: {
    readonly user: SignedInUser
    readonly account: ActiveAccount | null
  }) => ReadScope
  /** When the answer stops being true by time passing alone, if it can. */
  readonly validUntil?: (output: never) => Date | null
}

/** A company's report data: the reports, their answers, comments and state changes. */
const companyReports: CachedRead = {
  scope: ({ account }) => ({ kind: "account", id: account!.id }),
}

/** The first invitation to expire ends the profile's answer. */
const firstInviteExpiry = (output: OutputOf<typeof profileProcedures.profileGet>) =>
  output.invites.reduce<Date | null>((first, invite) => {
    const expires = new Date(invite.expiresAt)
    return first === null || expires < first ? expires : first
  }, null)

/**
 * The reads of the report form (its batch of five, issue 21). Their answers depend on the caller only
 * through the user, the company and the caller's role and way into it, which the cache key holds.
 * - report.get, report.list: reports, report_answers, report_comments (counts), accounts (sector codes);
 * - comment.list, report.stateHistory: reports, report_comments / report_state_changes, users (names);
 * - profile.get: users, memberships, accounts (and their parents), invites, and the time (expiry).
 */
export const cachedReads: ReadonlyMap<string, CachedRead> = new Map<string, CachedRead>([
  ["report.get", companyReports],
  ["report.list", companyReports],
  ["comment.list", companyReports],
  ["report.stateHistory", companyReports],
  [
    "profile.get",
    {
      scope: ({ user }) => ({ kind: "user", id: user.id }),
      validUntil: firstInviteExpiry as (output: never) => Date | null,
    },
  ],
])
