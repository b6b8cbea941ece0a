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

const periodMs = 30_000

/**
 * The 30-second step (Unix time / 30 s) a code belongs to, when it is the code of the current step or
 * one step either side (clock drift); null for a wrong code.
 */
export const totpCodeStep = (secretBase32: string, code: string, now: Date): number | null => {
  const delta = totpFor(secretBase32, "").validate({ token: code, timestamp: now.getTime(), window: 1 })
  return delta === null ? null : Math.floor(now.getTime() / periodMs) + delta
}

/**
 * Accepts a code once (RFC 6238 §5.2): it must be valid and of a later step than the last code this
 * user had accepted, so a code read over a shoulder or out of a log cannot be replayed within its
 * 90-second window. The conditional update makes two concurrent uses of one code accept only one.
 */
export const acceptTotpCode = async (
  db: DbOrTrx,
  userId: string,
  secretBase32: string,
  code: string,
  now: Date,
): Promise<boolean> => {
  const step = totpCodeStep(secretBase32, code, now)
  if (step === null) return false
  const updated = await db("users")
    .where({ id: userId })
    .where((q) => q.whereNull("totp_last_step").orWhere("totp_last_step", "<", step))
    .update({ totp_last_step: step })
  return updated === 1
}

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
