import type { Context } from "koa"
import type Router from "@koa/router"
import { Schema } from "effect"
import { NotFound } from "@vsme/sdk"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import {
  createOidcClient,
  googleProvider,
  oidcFlowCookie,
  oidcFlowKey,
  openFlow,
  sealFlow,
  signInWithIdentity,
} from "../identity/oidc.js"
import { loadSigningSecret } from "../identity/secrets.js"
import { refreshCookie, sessionDays, sessionHintCookie, startSession } from "../identity/sessions.js"
import type { Services } from "../services.js"
import { transactionRetryingUniqueRace } from "../db/retryUniqueRace.js"

export const googleStartPath = "/api/auth/oidc/google/start"
export const googleCallbackPath = "/api/auth/oidc/google/callback"

/** Where the browser lands: the web app reads these to greet or explain. */
export const oidcLanding = {
  signedIn: "/?signedIn=google",
  failed: "/login?oidcError=failed",
  unverified: "/login?oidcError=unverified",
  totp: "/login?oidcError=totp",
} as const

export interface OidcRouteDeps {
  readonly config: Config
  readonly db: Db
  readonly services: Services
}

/**
 * Sign-in with Google (OpenID Connect, authorization code flow with PKCE), when configured:
 * `GET …/start` sends the browser to Google with the attempt sealed in a short-lived cookie;
 * `GET …/callback` checks Google's answer, finds, links or creates the user, starts a session (the
 * same refresh cookie as a password sign-in) and sends the browser into the app. Whatever goes wrong
 * ends on the sign-in page with a reason, never an error page.
 */
export const mountOidcRoutes = (router: Router, deps: OidcRouteDeps) => {
  const google = deps.config.googleOidc ? createOidcClient(deps.config.googleOidc) : undefined
  let flowKey: Promise<Buffer> | undefined
  // The installation's signing secret, read once (the same one services.ts signs tokens with).
  const key = () =>
    (flowKey ??= loadSigningSecret(deps.db, deps.config.authSecret)
      .then(oidcFlowKey)
      .catch((error: unknown) => {
        flowKey = undefined
        throw error
      }))
  const redirectUri = () => `${deps.services.publicUrl}${googleCallbackPath}`

  const notConfigured = (ctx: Context) => {
    ctx.status = 404
    ctx.body = { error: Schema.encodeSync(NotFound)(new NotFound()) }
  }
  const setFlowCookie = (ctx: Context, value: string, maxAgeSeconds: number) =>
    ctx.cookies.set(oidcFlowCookie.name, value, {
      httpOnly: true,
      secure: ctx.secure,
      sameSite: oidcFlowCookie.sameSite,
      path: oidcFlowCookie.path,
      maxAge: maxAgeSeconds * 1000,
      overwrite: true,
    })
  const land = (ctx: Context, where: keyof typeof oidcLanding) => {
    ctx.set("cache-control", "no-store")
    ctx.redirect(oidcLanding[where])
  }

  router.get(googleStartPath, async (ctx) => {
    if (!google) return notConfigured(ctx)
    try {
      const { url, flow } = await google.begin(redirectUri())
      setFlowCookie(ctx, sealFlow(await key(), flow, deps.services.now()), oidcFlowCookie.maxAgeSeconds)
      ctx.set("cache-control", "no-store")
      ctx.redirect(url.href)
    } catch (error) {
      ctx.state.log.warn({ err: error, provider: googleProvider }, "oidc sign-in could not start")
      land(ctx, "failed")
    }
  })

  router.get(googleCallbackPath, async (ctx) => {
    if (!google) return notConfigured(ctx)
    const sealed = ctx.cookies.get(oidcFlowCookie.name)
    // One attempt, one callback: the cookie goes whatever the outcome.
    setFlowCookie(ctx, "", 0)
    try {
      const now = deps.services.now()
      const flow = openFlow(await key(), sealed, now)
      if (!flow) throw new Error(sealed ? "flow cookie invalid or expired" : "flow cookie missing")
      // The URL the provider redirected to, as registered (the request may have come through a proxy).
      const callbackUrl = new URL(redirectUri())
      callbackUrl.search = ctx.querystring
      const identity = await google.complete(callbackUrl, flow)
      // Two callbacks for one new identity at once (a double click, two tabs): the one that loses the
      // race for the new user's row runs again and finds it.
      const signedIn = await transactionRetryingUniqueRace(deps.db, async (trx) => {
        const outcome = await signInWithIdentity(trx, googleProvider, identity, now)
        if (outcome.kind === "unverified") return null
        // The provider cannot ask for our second factor: a user who has one signs in with it.
        const user = (await trx("users").where({ id: outcome.userId }).first("totp_enabled_at")) as
          { totp_enabled_at: Date | null } | undefined
        if (user?.totp_enabled_at) return { kind: "totp" as const }
        const session = await startSession(
          trx,
          outcome.userId,
          { ip: ctx.ip, userAgent: ctx.get("user-agent").slice(0, 300) },
          now,
        )
        return { ...outcome, ...session }
      })
      if (!signedIn) {
        ctx.state.log.info({ provider: googleProvider }, "oidc sign-in refused: e-mail address not verified")
        return land(ctx, "unverified")
      }
      if (signedIn.kind === "totp") {
        ctx.state.log.info(
          { provider: googleProvider },
          "oidc sign-in refused: two-factor authentication is on",
        )
        return land(ctx, "totp")
      }
      ctx.cookies.set(refreshCookie.name, signedIn.refreshToken, {
        httpOnly: true,
        secure: ctx.secure,
        sameSite: refreshCookie.sameSite,
        path: refreshCookie.path,
        maxAge: sessionDays * 24 * 3600 * 1000,
        overwrite: true,
      })
      ctx.cookies.set(sessionHintCookie.name, "1", {
        httpOnly: false,
        secure: ctx.secure,
        sameSite: sessionHintCookie.sameSite,
        path: sessionHintCookie.path,
        maxAge: sessionDays * 24 * 3600 * 1000,
        overwrite: true,
      })
      ctx.state.log.info(
        { provider: googleProvider, userId: signedIn.userId, outcome: signedIn.kind },
        "oidc sign-in",
      )
      land(ctx, "signedIn")
    } catch (error) {
      ctx.state.log.warn({ err: error, provider: googleProvider }, "oidc sign-in failed")
      land(ctx, "failed")
    }
  })
}
