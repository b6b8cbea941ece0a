import type { DbOrTrx } from "../db/database.js"
import { randomToken, sha256Hex } from "./secrets.js"

export type LinkPurpose = "verify" | "reset"

/** How long an e-mailed link works. */
export const linkLifetimeHours: Record<LinkPurpose, number> = { verify: 72, reset: 1 }

/**
 * Issues a single-use link token. Issuing a new one supersedes the older unused ones of the same
 * purpose (spec §4: "resending creates a new link and older links stop working").
 */
export const issueEmailLink = async (db: DbOrTrx, userId: string, purpose: LinkPurpose, now: Date) => {
  await db("email_links")
    .where({ user_id: userId, purpose })
    .whereNull("used_at")
    .whereNull("superseded_at")
    .update({ superseded_at: now })
  const token = randomToken()
  await db("email_links").insert({
    token_hash: sha256Hex(token),
    user_id: userId,
    purpose,
    expires_at: new Date(now.getTime() + linkLifetimeHours[purpose] * 3600 * 1000),
  })
  return token
}

/** Uses a link token once; answers its user, or null when unknown, used, superseded or expired. */
export const consumeEmailLink = async (db: DbOrTrx, token: string, purpose: LinkPurpose, now: Date) => {
  const [row] = (await db("email_links")
    .where({ token_hash: sha256Hex(token), purpose })
    .whereNull("used_at")
    .whereNull("superseded_at")
    .where("expires_at", ">", now)
    .update({ used_at: now })
    .returning("user_id")) as Array<{ user_id: string }>
  return row?.user_id ?? null
}
