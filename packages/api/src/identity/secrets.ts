import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { DbOrTrx } from "../db/database.js"

/** A random URL-safe token: refresh tokens, e-mailed links, API tokens. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url")

/** How secrets are stored: a SHA-256 hash (they are random, so no salt or slow hash is needed). */
export const sha256Hex = (value: string) => createHash("sha256").update(value).digest("hex")

export const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The signing secret of this installation: AUTH_SECRET when configured, otherwise one generated on
 * first start and kept in `app_meta`, so that every API process on the database signs alike and
 * sessions survive restarts.
 */
export const loadSigningSecret = async (db: DbOrTrx, configured: string | undefined): Promise<string> => {
  if (configured) return configured
  const candidate = randomToken(48)
  await db("app_meta")
    .insert({ key: "signing_secret", value: JSON.stringify(candidate) })
    .onConflict("key")
    .ignore()
  const row = (await db("app_meta").where({ key: "signing_secret" }).first()) as { value: unknown }
  return String(row.value)
}
