import { SignJWT, jwtVerify } from "jose"

/** Lifetime of an access token: short, because it is a bearer credential held in the page. */
export const accessTokenSeconds = 15 * 60
/** Lifetime of an attestation token (spec: about an hour), renewed in the background by the app. */
export const attestationTokenSeconds = 60 * 60

const issuer = "vsme"

/** HS256 tokens signed with the installation's secret: access tokens and attestation tokens. */
export const createTokenSigner = (secret: string) => {
  const key = new TextEncoder().encode(secret)

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

  const verify = async (audience: string, token: string, now: Date) => {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience,
        algorithms: ["HS256"],
        currentDate: now,
      })
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
