import { Secret, TOTP } from "otpauth"
import { randomBytes } from "node:crypto"
import type { DbOrTrx } from "../db/database.js"
import { sha256Hex } from "./secrets.js"

const issuer = "VSME"

const totpFor = (secretBase32: string, label: string) =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  })

/** A new authenticator secret and its otpauth:// URL (what the QR code carries). */
export const newTotpSecret = (email: string) => {
  const secret = new Secret({ size: 20 })
  return { secret: secret.base32, otpauthUrl: totpFor(secret.base32, email).toString() }
}

/** Accepts the code of the current 30-second step or one step either side (clock drift). */
export const isValidTotpCode = (secretBase32: string, code: string, now: Date) =>
  totpFor(secretBase32, "").validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null

/** The current code, for tests and the demo superadmin's start-up hint. */
export const currentTotpCode = (secretBase32: string, now: Date) =>
  totpFor(secretBase32, "").generate({ timestamp: now.getTime() })

const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"
const recoveryCode = () => {
  const bytes = randomBytes(8)
  const chars = [...bytes].map((b) => recoveryAlphabet[b % recoveryAlphabet.length])
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`
}

/** Replaces a user's recovery codes with ten new ones; answers them (shown once). */
export const issueRecoveryCodes = async (db: DbOrTrx, userId: string) => {
  await db("recovery_codes").where({ user_id: userId }).delete()
  const codes = Array.from({ length: 10 }, recoveryCode)
  await db("recovery_codes").insert(codes.map((code) => ({ code_hash: sha256Hex(code), user_id: userId })))
  return codes
}

/** Uses a recovery code once. */
export const consumeRecoveryCode = async (db: DbOrTrx, userId: string, code: string, now: Date) => {
  const used = await db("recovery_codes")
    .where({ user_id: userId, code_hash: sha256Hex(code.toLowerCase()) })
    .whereNull("used_at")
    .update({ used_at: now })
  return used === 1
}
