import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto"
import { Either, Schema } from "effect"
import * as client from "openid-client"
import type { Locale } from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { revokeUserSessions } from "./sessions.js"

/** The provider name kept in `user_identities.provider` for Google accounts. */
export const googleProvider = "google"

/** What a sign-in with an OpenID provider asks for: the person's id, e-mail address and name. */
const scope = "openid email profile"

/**
 * The cookie that carries one sign-in attempt from the start to the callback. Lax, not Strict: the
 * callback is a top-level navigation coming from the provider's site. Ten minutes to sign in.
 */
export const oidcFlowCookie = {
  name: "vsme_oidc",
  path: "/api/auth/oidc",
  sameSite: "lax",
  maxAgeSeconds: 10 * 60,
} as const

export interface OidcSettings {
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: string
}

/** The secrets of one attempt: compared with what comes back to the callback. */
export interface OidcFlow {
  readonly state: string
  readonly nonce: string
  readonly codeVerifier: string
}

/** The claims of the ID token that sign-in uses (Google's names). */
const IdTokenClaims = Schema.Struct({
  sub: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)),
  email: Schema.optional(Schema.String.pipe(Schema.maxLength(320))),
  // A boolean; some older Google tokens carried it as a string.
  email_verified: Schema.optional(Schema.Union(Schema.Boolean, Schema.Literal("true", "false"))),
  name: Schema.optional(Schema.String),
  locale: Schema.optional(Schema.String),
})

export interface OidcIdentity {
  readonly subject: string
  readonly email: string | undefined
  readonly emailVerified: boolean
  readonly name: string | undefined
  readonly locale: string | undefined
}

export class OidcClaimsInvalid extends Error {
  override name = "OidcClaimsInvalid"
}

/**
 * A client of one OpenID provider. The provider's configuration is discovered on first use and kept
 * for the life of the process (a failed discovery is tried again next time). An `http:` issuer is
 * accepted only because tests run a provider on 127.0.0.1; real providers are `https:`.
 */
export const createOidcClient = (settings: OidcSettings) => {
  let discovered: Promise<client.Configuration> | undefined
  const configuration = () =>
    (discovered ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        new URL(settings.issuer).protocol === "http:" ? { execute: [client.allowInsecureRequests] } : {},
      )
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      }))

  return {
    /** Where to send the browser (authorization code flow with PKCE), and what to keep until it returns. */
    begin: async (redirectUri: string): Promise<{ url: URL; flow: OidcFlow }> => {
      const config = await configuration()
      const flow = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      }
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
      })
      return { url, flow }
    },
    /**
     * Checks the provider's answer at the callback URL (state, issuer), redeems the code (PKCE), checks
     * the ID token (signature, audience, expiry, nonce) and answers who signed in.
     */
    complete: async (callbackUrl: URL, flow: OidcFlow): Promise<OidcIdentity> => {
      const config = await configuration()
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        pkceCodeVerifier: flow.codeVerifier,
        idTokenExpected: true,
      })
      const claims = Schema.decodeUnknownEither(IdTokenClaims)(tokens.claims())
      if (Either.isLeft(claims)) throw new OidcClaimsInvalid(claims.left.message)
      const { sub, email, email_verified, name, locale } = claims.right
      return {
        subject: sub,
        email: email?.trim() || undefined,
        emailVerified: email_verified === true || email_verified === "true",
        name: name?.trim() || undefined,
        locale,
      }
    },
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>

/** The key that seals the flow cookie, derived from the installation's signing secret. */
export const oidcFlowKey = (signingSecret: string) =>
  createHash("sha256").update(`oidc-flow:${signingSecret}`).digest()

const FlowPayload = Schema.parseJson(
  Schema.Struct({
    state: Schema.String,
    nonce: Schema.String,
    codeVerifier: Schema.String,
    issuedAt: Schema.Number,
  }),
)

/**
 * The flow as a cookie value: AES-256-GCM, so the browser can neither read the PKCE verifier nor
 * change anything without the seal breaking.
 */
export const sealFlow = (key: Buffer, flow: OidcFlow, now: Date): string => {
  const iv = randomBytes(12)
  const cipher = createCipheriv("aes-256-gcm", key, iv)
  const plain = Schema.encodeSync(FlowPayload)({ ...flow, issuedAt: now.getTime() })
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url")
}

/** The flow of a cookie value, or null when it was not sealed with this key, or is older than allowed. */
export const openFlow = (key: Buffer, value: string | undefined, now: Date): OidcFlow | null => {
  if (!value) return null
  try {
    const bytes = Buffer.from(value, "base64url")
    if (bytes.length < 29) return null
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8")
    const payload = Schema.decodeUnknownEither(FlowPayload)(plain)
    if (Either.isLeft(payload)) return null
    const age = now.getTime() - payload.right.issuedAt
    if (age < 0 || age > oidcFlowCookie.maxAgeSeconds * 1000) return null
    const { state, nonce, codeVerifier } = payload.right
    return { state, nonce, codeVerifier }
  } catch {
    return null
  }
}

/** The app's language from the provider's `locale` claim ("fi", "sv-FI", "en-GB" …); English otherwise. */
export const localeOfClaim = (claim: string | undefined): Locale => {
  const language = claim?.trim().toLowerCase().split(/[-_]/)[0]
  return language === "fi" || language === "sv" ? language : "en"
}

export type OidcSignInOutcome =
  | { readonly kind: "existing" | "linked" | "created"; readonly userId: string }
  /** No identity yet, and the provider does not vouch for the e-mail address: nothing to link or create. */
  | { readonly kind: "unverified" }

/**
 * Who signs in with this identity (run it in a transaction). A known identity is its user. Otherwise,
 * when the provider says the e-mail address is verified, the identity is linked to the user with that
 * address, or a new user without password is created for it.
 *
 * Linking to a user whose address was never verified takes that account over for the address's
 * owner: whoever created it had not proven the address, and could have left a password, an
 * authenticator, API tokens or a session behind to come back later (account pre-hijacking). Those
 * are removed and the address counts as verified.
 */
export const signInWithIdentity = async (
  db: DbOrTrx,
  provider: string,
  identity: OidcIdentity,
  now: Date,
): Promise<OidcSignInOutcome> => {
  const known = (await db("user_identities")
    .where({ provider, subject: identity.subject })
    .first("user_id")) as { user_id: string } | undefined
  if (known) return { kind: "existing", userId: known.user_id }
  if (!identity.email || !identity.emailVerified) return { kind: "unverified" }

  const existing = (await db("users")
    .whereRaw("lower(email) = lower(?)", [identity.email])
    .forUpdate()
    .first("id", "email_verified_at")) as { id: string; email_verified_at: Date | null } | undefined
  let outcome: OidcSignInOutcome
  if (existing) {
    if (!existing.email_verified_at) {
      await db("users").where({ id: existing.id }).update({
        email_verified_at: now,
        password_hash: null,
        totp_secret: null,
        totp_enabled_at: null,
        updated_at: now,
      })
      await db("recovery_codes").where({ user_id: existing.id }).delete()
      await db("api_tokens")
        .where({ user_id: existing.id })
        .whereNull("revoked_at")
        .update({ revoked_at: now })
      await revokeUserSessions(db, existing.id, "e-mail address proven by another sign-in", now)
    }
    outcome = { kind: "linked", userId: existing.id }
  } else {
    const [created] = (await db("users")
      .insert({
        email: identity.email,
        display_name: (identity.name ?? identity.email.split("@")[0] ?? "").slice(0, 120),
        locale: localeOfClaim(identity.locale),
        email_verified_at: now,
      })
      .returning("id")) as Array<{ id: string }>
    outcome = { kind: "created", userId: created!.id }
  }
  await db("user_identities").insert({ provider, subject: identity.subject, user_id: outcome.userId })
  return outcome
}
