import type { DbOrTrx } from "../db/database.js"
import { randomToken, sha256Hex } from "./secrets.js"

/** A session lasts 30 days from its last refresh. */
export const sessionDays = 30
export const refreshCookie = { name: "vsme_refresh", path: "/api", sameSite: "strict" } as const
/**
 * Set and cleared with the refresh cookie, readable by the page, holding nothing but "1": it tells
 * the app at start-up that there is a session to restore, so a signed-out visitor's page does not
 * ask auth.refresh and log its 401 as an error (issue 33). No authority: the refresh cookie decides.
 */
export const sessionHintCookie = { name: "vsme_session", path: "/", sameSite: "strict" } as const

const expiry = (now: Date) => new Date(now.getTime() + sessionDays * 24 * 3600 * 1000)

/**
 * Starts a session and answers its id and first refresh token (to be set as the cookie).
 * `secondFactor`: the person gave an authenticator or recovery code too; only such a session (and
 * the API tokens it makes) carries the rights of the superadmin role.
 */
export const startSession = async (
  db: DbOrTrx,
  userId: string,
  client: { readonly ip: string; readonly userAgent: string },
  now: Date,
  options: { readonly secondFactor?: boolean } = {},
) => {
  const [session] = (await db("sessions")
    .insert({
      user_id: userId,
      expires_at: expiry(now),
      ip: client.ip,
      user_agent: client.userAgent,
      // A password sign-in is itself a fresh re-authentication.
      reauthenticated_at: now,
      second_factor_at: options.secondFactor ? now : null,
    })
    .returning("id")) as Array<{ id: string }>
  const refreshToken = randomToken()
  await db("refresh_tokens").insert({ token_hash: sha256Hex(refreshToken), session_id: session!.id })
  return { sessionId: session!.id, refreshToken }
}

export type RotateResult =
  | {
      readonly kind: "rotated"
      readonly sessionId: string
      readonly userId: string
      readonly refreshToken: string
    }
  | { readonly kind: "invalid" }
  /** An already used token came back: someone holds a copy. The whole session is revoked. */
  | { readonly kind: "reused"; readonly sessionId: string }

/**
 * Exchanges a refresh token for a new one. Each token works once; presenting a used one again means
 * it was copied, so the session it belongs to (the token family) is revoked. The row lock makes two
 * concurrent refreshes with the same token behave as a reuse rather than both succeeding.
 */
export const rotateRefreshToken = async (
  db: DbOrTrx,
  refreshToken: string,
  now: Date,
): Promise<RotateResult> => {
  const row = (await db("refresh_tokens as r")
    .join("sessions as s", "s.id", "r.session_id")
    .where("r.token_hash", sha256Hex(refreshToken))
    .forUpdate()
    .first(
      "r.token_hash",
      "r.used_at",
      "s.id as session_id",
      "s.user_id",
      "s.expires_at",
      "s.revoked_at",
    )) as
    | {
        token_hash: string
        used_at: Date | null
        session_id: string
        user_id: string
        expires_at: Date
        revoked_at: Date | null
      }
    | undefined
  if (!row || row.revoked_at || new Date(row.expires_at) <= now) return { kind: "invalid" }
  if (row.used_at) {
    await revokeSession(db, row.session_id, "refresh token reused", now)
    return { kind: "reused", sessionId: row.session_id }
  }
  await db("refresh_tokens").where({ token_hash: row.token_hash }).update({ used_at: now })
  const next = randomToken()
  await db("refresh_tokens").insert({ token_hash: sha256Hex(next), session_id: row.session_id })
  await db("sessions")
    .where({ id: row.session_id })
    .update({ expires_at: expiry(now) })
  return { kind: "rotated", sessionId: row.session_id, userId: row.user_id, refreshToken: next }
}

export const revokeSession = (db: DbOrTrx, sessionId: string, reason: string, now: Date) =>
  db("sessions")
    .where({ id: sessionId })
    .whereNull("revoked_at")
    .update({ revoked_at: now, revoke_reason: reason })

/** Ends every session of a user but the one given (password reset ends "all other sessions"). */
export const revokeUserSessions = (db: DbOrTrx, userId: string, reason: string, now: Date, except?: string) =>
  db("sessions")
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .modify((query) => {
      if (except) query.whereNot({ id: except })
    })
    .update({ revoked_at: now, revoke_reason: reason })

/**
 * Ends every session and every personal API token of a user (password reset, "sign out everywhere"):
 * whoever held a copy of any credential loses it. Answers how many of each ended.
 */
export const revokeAllCredentials = async (db: DbOrTrx, userId: string, reason: string, now: Date) => {
  const sessions = await revokeUserSessions(db, userId, reason, now)
  const apiTokens = await db("api_tokens")
    .where({ user_id: userId })
    .whereNull("revoked_at")
    .update({ revoked_at: now })
  return { sessions, apiTokens }
}

/** The session a refresh token belongs to, if any (sign-out with only the cookie). */
export const sessionOfRefreshToken = async (db: DbOrTrx, refreshToken: string) => {
  const row = (await db("refresh_tokens")
    .where({ token_hash: sha256Hex(refreshToken) })
    .first("session_id")) as { session_id: string } | undefined
  return row?.session_id ?? null
}
