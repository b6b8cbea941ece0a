import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"
import { randomToken, sha256Hex } from "../identity/secrets.js"

/**
 * A share link's token: 32 random bytes (256 bits), base64url, as the sdk's `ShareToken` expects.
 * Stored as its SHA-256 (the lookup key, like API tokens) and sealed with a key derived from the
 * installation's signing secret, so that the company's owners can copy the link again later. Neither
 * form lets the database alone open a share: the hash cannot be reversed, and the sealed copy needs
 * the secret, which lives in configuration (or app_meta, decision 003).
 */
export const newLinkToken = () => randomToken(32)

export const linkTokenHash = (token: string) => sha256Hex(`share:${token}`)

export interface LinkSealer {
  readonly seal: (token: string) => string
  /** The token, or null when it was sealed with another secret (AUTH_SECRET replaced). */
  readonly unseal: (sealed: string) => string | null
}

/** AES-256-GCM with a key of its own derived from the signing secret; the output is `iv.tag.data`. */
export const createLinkSealer = (secret: string): LinkSealer => {
  const key = createHash("sha256").update(`vsme share links:${secret}`).digest()
  return {
    seal: (token) => {
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      const data = Buffer.concat([cipher.update(token, "utf8"), cipher.final()])
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString("base64url")).join(".")
    },
    unseal: (sealed) => {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"))
      if (!iv || !tag || !data) return null
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, iv)
        decipher.setAuthTag(tag)
        return Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8")
      } catch {
        return null
      }
    },
  }
}
