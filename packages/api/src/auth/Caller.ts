import type { AccountId, GlobalRole, MemberRole, UserId } from "@vsme/core"
import type { Access } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"

export interface SignedInUser {
  readonly id: UserId
  readonly email: string
  readonly role: GlobalRole
  /** How the caller proved who they are: a browser session, or a personal API token (CLI). */
  readonly credential?: "session" | "apiToken"
  /** The session of a browser caller. */
  readonly sessionId?: string
  /** Whether two-factor authentication is on: superadmin procedures require it. */
  readonly totpEnabled?: boolean
  /**
   * Whether this credential was proven with a second factor: a session opened (or confirmed) with an
   * authenticator or recovery code, or an API token made from such a session. The superadmin role
   * grants nothing without it. The real authenticator always sets it; test seams may leave it out.
   */
  readonly secondFactor?: boolean
  /** A read-only API token: query procedures and file downloads only. */
  readonly readOnly?: boolean
}

/**
 * Whether the caller holds the superadmin role's rights now: the role alone is not enough, the person
 * must have enrolled an authenticator and used it for this credential (issue 15). Without that a
 * superadmin acts as the ordinary user they also are.
 */
export const actsAsSuperadmin = (user: SignedInUser | null | undefined) =>
  user?.role === "superadmin" && user.totpEnabled !== false && user.secondFactor !== false

/**
 * How the caller relates to the account named in the account-id header: a direct member with a role,
 * a member of the account's management parent (acts as a user), or a superadmin.
 */
export interface ActiveAccount {
  readonly id: AccountId
  readonly role: MemberRole
  readonly via: "membership" | "parent" | "superadmin"
}

/** What a handler knows about its caller, narrowed by the procedure's access level. */
export type CallerFor<A extends Access> = A extends "public"
  ? { readonly user: SignedInUser | null; readonly account: null }
  : A extends "signedIn" | "superadmin"
    ? { readonly user: SignedInUser; readonly account: ActiveAccount | null }
    : { readonly user: SignedInUser; readonly account: ActiveAccount }

/**
 * The identity seam: turns request credentials into a user and an account relation. The identity
 * issue supplies the real implementation (sessions, personal API tokens, app attestation); until then
 * the default knows nobody, so every signed-in procedure answers 401.
 */
export interface Authenticator {
  /** The user a bearer token belongs to, or null when the token is missing, expired or revoked. */
  readonly authenticate: (token: string, db: DbOrTrx) => Promise<SignedInUser | null>
  /** The user's relation to an account, or null when they may not act on it. */
  readonly accountAccess: (
    user: SignedInUser,
    accountId: AccountId,
    db: DbOrTrx,
  ) => Promise<ActiveAccount | null>
  /**
   * Checks a browser request's app-attestation header. Requests that authenticate with a personal API
   * token skip it (the CLI cannot solve challenges).
   */
  readonly verifyAttestation: (token: string | undefined, db: DbOrTrx) => Promise<boolean>
  /**
   * `authenticate` and `accountAccess` together, in one round trip where the implementation can
   * (decision 027); null when the token is not valid. Optional: without it both run in turn.
   */
  readonly authenticateForAccount?: (
    token: string,
    accountId: AccountId,
    db: DbOrTrx,
  ) => Promise<{ readonly user: SignedInUser; readonly account: ActiveAccount | null } | null>
}

export const anonymousOnlyAuthenticator: Authenticator = {
  authenticate: async () => null,
  accountAccess: async () => null,
  verifyAttestation: async () => true,
}
