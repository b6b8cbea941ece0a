import type { AccountId, UserId } from "@vsme/core"
import type { ActiveAccount, Authenticator, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import type { Services } from "../services.js"
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
 * The real identity seam: bearer tokens are either access tokens (signed, short-lived, checked against
 * their session so a sign-out or password reset ends them at once) or personal API tokens (stored
 * hashed). API-token callers skip app attestation: the CLI cannot solve challenges.
 */
export const createAuthenticator = (
  services: Pick<Services, "now" | "signer" | "attestation">,
  findAccountAccess: (db: DbOrTrx, user: SignedInUser, accountId: AccountId) => Promise<ActiveAccount | null>,
): Authenticator => ({
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
        )) as
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
    const row = (await db("sessions as s")
      .join("users as u", "u.id", "s.user_id")
      .where({ "s.id": claims.sessionId, "s.user_id": claims.userId })
      .whereNull("s.revoked_at")
      .where("s.expires_at", ">", now)
      .first("u.id", "u.email", "u.role", "u.totp_enabled_at", "s.second_factor_at")) as
      (UserRow & { second_factor_at: Date | null }) | undefined
    return row
      ? {
          ...signedInUser(row),
          credential: "session",
          sessionId: claims.sessionId,
          secondFactor: row.second_factor_at !== null,
        }
      : null
  },
  accountAccess: (user, accountId, db) => findAccountAccess(db, user, accountId),
  verifyAttestation: async (token) =>
    token ? services.attestation.verifyToken(token, services.now()) : false,
})
