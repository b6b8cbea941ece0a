import { SignJWT, jwtVerify, type JWTPayload } from "jose"

/** Lifetime of an access token: short, because it is a bearer credential held in the page. */
export const accessTokenSeconds = 15 * 60
/** Lifetime of an attestation token (spec: about an hour), renewed in the background by the app. */
export const attestationTokenSeconds = 60 * 60

const issuer = "vsme"

/** How many verified tokens a process remembers (a few MB at most). */
const rememberedTokens = 10_000

/**
 * HS256 tokens signed with the installation's secret: access tokens and attestation tokens.
 *
 * Every request carries both, and checking a signature is an HMAC that WebCrypto runs as a job in
 * the thread pool: about a tenth of the API's CPU time on the cheapest calls (measured in
 * `pnpm bench`). A token's signature and claims never change, so a verified token is remembered,
 * by its exact text, until it expires: only a token this process has verified itself can hit, and
 * what may change (a session revoked by a sign-out on another process) is still read from the
 * database on every request. This caches a pure function's result, not state another process needs.
 */
export const createTokenSigner = (secret: string) => {
  const key = new TextEncoder().encode(secret)
  const verified = new Map<string, { readonly payload: JWTPayload; readonly expiresAtMs: number }>()

  const sign = (
    audience: string,
    subject: string,
    claims: Record<string, string>,
    seconds: number,
    now: Date,
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + seconds)
      .sign(key)

  const verify = async (audience: string, token: string, now: Date): Promise<JWTPayload | null> => {
    const cacheKey = `${audience} ${token}`
    const known = verified.get(cacheKey)
    if (known) {
      if (now.getTime() < known.expiresAtMs) return known.payload
      verified.delete(cacheKey)
      return null
    }
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience,
        algorithms: ["HS256"],
        currentDate: now,
      })
      if (typeof payload.exp === "number") {
        // Oldest first out (a Map keeps insertion order).
        if (verified.size >= rememberedTokens) verified.delete(verified.keys().next().value!)
        verified.set(cacheKey, { payload, expiresAtMs: payload.exp * 1000 })
      }
      return payload
    } catch {
      return null
    }
  }

  return {
    signAccess: async (userId: string, sessionId: string, now: Date) => ({
      token: await sign("access", userId, { sid: sessionId }, accessTokenSeconds, now),
      expiresAt: new Date(now.getTime() + accessTokenSeconds * 1000),
    }),
    /** The session id and user id of a valid access token, or null. */
    verifyAccess: async (token: string, now: Date) => {
      const payload = await verify("access", token, now)
      return payload && typeof payload.sid === "string" && typeof payload.sub === "string"
        ? { userId: payload.sub, sessionId: payload.sid }
        : null
    },
    signAttestation: async (now: Date) => ({
      token: await sign("attestation", "browser", {}, attestationTokenSeconds, now),
      expiresAt: new Date(now.getTime() + attestationTokenSeconds * 1000),
    }),
    verifyAttestation: async (token: string, now: Date) => (await verify("attestation", token, now)) !== null,
  }
}
export type TokenSigner = ReturnType<typeof createTokenSigner>
