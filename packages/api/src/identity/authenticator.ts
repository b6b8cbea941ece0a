import type { AccountId, UserId } from "@vsme/core"
import type { ActiveAccount, Authenticator, SignedInUser } from "../auth/Caller.js"
import { accessOfRow, membershipCounts, viaActiveParent, type AccessRow } from "../accounts/accountAccess.js"
import type { DbOrTrx } from "../db/database.js"
import type { Services } from "../services.js"
import { preparedStatement } from "../db/preparedStatement.js"
import type { CallerCache } from "./callerCache.js"
import { sha256Hex } from "./secrets.js"

/** Personal API tokens start with this, so they are recognised without a lookup. */
export const apiTokenPrefix = "vsme_pat_"

interface UserRow {
  id: string
  email: string
  role: "user" | "superadmin"
  totp_enabled_at: Date | null
}

const signedInUser = (row: UserRow): SignedInUser => ({
  id: row.id as UserId,
  email: row.email,
  role: row.role,
  totpEnabled: row.totp_enabled_at !== null,
})

/**
 * A browser caller and their relation to the account they name, in ONE round trip (decision 027):
 * the session (not revoked, not expired) with its user, and the account with the user's membership
 * and access through an active parent, under the very rules of `findAccountAccess` (`accessOfRow`).
 * Kept in the caller cache only under the rules of decision 034: a sign-out, a password reset or a
 * disabled reseller on any process ends access on the next request everywhere.
 */
const sessionAndAccountSql = `
  select u.id, u.email, u.role, u.totp_enabled_at, s.second_factor_at, s.expires_at,
    a.id as account_id, a.state, m.role as member_role,
    (a.id is not null and ${viaActiveParent("a", "u.id")}) as via_parent
  from sessions s
  join users u on u.id = s.user_id
  left join accounts a on a.id = ?
  left join memberships m on m.account_id = a.id and m.user_id = u.id and ${membershipCounts("m", "a")}
  where s.id = ? and s.user_id = ? and s.revoked_at is null and s.expires_at > ?
  limit 1`

type SessionAccountRow = UserRow & {
  second_factor_at: Date | null
  expires_at: Date
  account_id: string | null
  state: AccessRow["state"] | null
  member_role: AccessRow["role"]
  via_parent: boolean
}

/** The user of a live session (frozen: a cached one is shared by many requests). */
const sessionUser = (row: UserRow & { second_factor_at: Date | null }, sessionId: string): SignedInUser =>
  Object.freeze({
    ...signedInUser(row),
    credential: "session",
    sessionId,
    secondFactor: row.second_factor_at !== null,
  })

/** A browser caller as the cache keeps it: the user, and their relation to the account they named. */
export interface CachedCaller {
  readonly user: SignedInUser
  readonly account: ActiveAccount | null
}

/** The cache key of a session, alone or with the account named in the request. */
const callerKey = (sessionId: string, userId: string, accountId?: string) =>
  accountId === undefined ? `${sessionId} ${userId}` : `${sessionId} ${userId} ${accountId}`

/**
 * The real identity seam: bearer tokens are either access tokens (signed, short-lived, checked against
 * their session so a sign-out or password reset ends them at once) or personal API tokens (stored
 * hashed). API-token callers skip app attestation: the CLI cannot solve challenges.
 */
export const createAuthenticator = (
  services: Pick<Services, "now" | "signer" | "attestation">,
  findAccountAccess: (db: DbOrTrx, user: SignedInUser, accountId: AccountId) => Promise<ActiveAccount | null>,
  /** Browser callers kept between requests (decision 034); personal API tokens are always read. */
  callerCache?: CallerCache<CachedCaller>,
): Authenticator => {
  /** The caller kept under `key`, else `read` from the tables (and kept, when the cache may). */
  const throughCache = async (
    db: DbOrTrx,
    key: string,
    now: Date,
    read: () => Promise<{ readonly caller: CachedCaller; readonly expiresAt: Date } | null>,
  ): Promise<CachedCaller | null> => {
    const cached = await callerCache?.lookup(key, now)
    if (cached) return cached
    // Never from inside a transaction: it may see its own writes before they are committed.
    const reading = db.isTransaction ? undefined : callerCache?.beginRead()
    const found = await read()
    if (!found) return null
    if (reading) callerCache!.remember(reading, key, found.caller, found.expiresAt)
    return found.caller
  }
  const authenticator: Authenticator = {
    authenticate: async (token, db) => {
      const now = services.now()
      if (token.startsWith(apiTokenPrefix)) {
        const row = (await db("api_tokens as t")
          .join("users as u", "u.id", "t.user_id")
          .where("t.token_hash", sha256Hex(token))
          .whereNull("t.revoked_at")
          // An expired token is refused like a revoked one.
          .where("t.expires_at", ">", now)
          .first(
            "t.id as token_id",
            "t.last_used_at",
            "t.read_only",
            "t.second_factor",
            "u.id",
            "u.email",
            "u.role",
            "u.totp_enabled_at",
          )
          .options(preparedStatement("caller_api_token"))) as
          | (UserRow & {
              token_id: string
              last_used_at: Date | null
              read_only: boolean
              second_factor: boolean
            })
          | undefined
        if (!row) return null
        // Written at most once a minute per token, not on every call.
        if (!row.last_used_at || now.getTime() - new Date(row.last_used_at).getTime() > 60_000) {
          await db("api_tokens").where({ id: row.token_id }).update({ last_used_at: now })
        }
        return {
          ...signedInUser(row),
          credential: "apiToken",
          secondFactor: row.second_factor,
          readOnly: row.read_only,
        }
      }
      const claims = await services.signer.verifyAccess(token, now)
      if (!claims) return null
      const caller = await throughCache(db, callerKey(claims.sessionId, claims.userId), now, async () => {
        const row = (await db("sessions as s")
          .join("users as u", "u.id", "s.user_id")
          .where({ "s.id": claims.sessionId, "s.user_id": claims.userId })
          .whereNull("s.revoked_at")
          .where("s.expires_at", ">", now)
          .first("u.id", "u.email", "u.role", "u.totp_enabled_at", "s.second_factor_at", "s.expires_at")
          .options(preparedStatement("caller_session"))) as
          (UserRow & { second_factor_at: Date | null; expires_at: Date }) | undefined
        if (!row) return null
        const user = sessionUser(row, claims.sessionId)
        return { caller: Object.freeze({ user, account: null }), expiresAt: new Date(row.expires_at) }
      })
      return caller?.user ?? null
    },
    accountAccess: (user, accountId, db) => findAccountAccess(db, user, accountId),
    verifyAttestation: async (token) =>
      token ? services.attestation.verifyToken(token, services.now()) : false,
    authenticateForAccount: async (token, accountId, db) => {
      if (token.startsWith(apiTokenPrefix)) {
        const user = await authenticator.authenticate(token, db)
        return user ? { user, account: await findAccountAccess(db, user, accountId) } : null
      }
      const now = services.now()
      const claims = await services.signer.verifyAccess(token, now)
      if (!claims) return null
      const key = callerKey(claims.sessionId, claims.userId, accountId)
      return throughCache(db, key, now, async () => {
        const result = (await db
          .raw(sessionAndAccountSql, [accountId, claims.sessionId, claims.userId, now])
          .options(preparedStatement("caller_session_and_account"))) as {
          rows: SessionAccountRow[]
        }
        const row = result.rows[0]
        if (!row) return null
        const user = sessionUser(row, claims.sessionId)
        const access =
          row.account_id === null
            ? undefined
            : { state: row.state!, role: row.member_role, via_parent: row.via_parent }
        const account = accessOfRow(user, accountId, access)
        return { caller: Object.freeze({ user, account }), expiresAt: new Date(row.expires_at) }
      })
    },
  }
  return authenticator
}
