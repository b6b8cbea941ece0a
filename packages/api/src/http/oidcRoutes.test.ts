import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  accountGet,
  adminCompanies,
  attestationRedeem,
  authRefresh,
  authSignIn,
  authSignUp,
  profileGet,
} from "@vsme/sdk"
import { startOidcProvider, type TestOidcProvider } from "../testing/oidcProvider.js"
import { browserAgent, insertAccount, solveProof, startTestServer } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost, uniqueClientAddress } from "../testing/rpcRequest.js"
import { googleCallbackPath, googleStartPath } from "./oidcRoutes.js"

const clientId = "vsme-test-client"
const clientSecret = "vsme-test-client-secret-0123456789"
const password = "Correct horse battery 42"

let clockOffsetMs = 0

// The provider first: the server's settings name its address.
const provider: TestOidcProvider = await startOidcProvider()
afterAll(() => provider.close())
// Google's sign-in is the service's own authenticator's.
const server = useTestServerWithRealSignIn({
  env: {
    OIDC_GOOGLE_ISSUER: provider.issuer,
    OIDC_GOOGLE_CLIENT_ID: clientId,
    OIDC_GOOGLE_CLIENT_SECRET: clientSecret,
  },
  now: () => new Date(Date.now() + clockOffsetMs),
})
beforeAll(() => {
  provider.registerClient({ clientId, clientSecret, redirectUri: `${server.url}${googleCallbackPath}` })
})

let counter = 0
const unique = (name: string) => `${name}.${++counter}.${Date.now()}`
const db = () => server.database.db

/** A browser's cookies for each host (names only: the paths do not matter for these flows). */
type Jar = Map<string, Map<string, string>>

const send = async (jar: Jar, url: string, init: RequestInit = {}) => {
  const target = new URL(url)
  const cookies = jar.get(target.host) ?? new Map<string, string>()
  jar.set(target.host, cookies)
  const headers = new Headers(init.headers)
  if (cookies.size) headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${v}`).join("; "))
  const response = await fetch(target, { ...init, headers, redirect: "manual" })
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";")
    const [name, ...rest] = pair!.split("=")
    const value = rest.join("=")
    if (value === "" || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line))
      cookies.delete(name!.trim())
    else cookies.set(name!.trim(), value)
  }
  return response
}

const locationOf = (response: Response, base: string) => {
  const location = response.headers.get("location")
  if (!location) throw new Error(`expected a redirect from ${base}, got ${response.status}`)
  return new URL(location, base).href
}

/**
 * A browser signing in with "Google": the app's start URL, the provider's authorization endpoint, its
 * sign-in page (as `sub`, or cancelled), its consent page, and back to the app's callback, following
 * each redirect by hand. `beforeCallback` may change the callback URL or the cookies first.
 */
const googleSignIn = async (
  sub: string,
  options: { cancel?: boolean; beforeCallback?: (callback: URL, jar: Jar) => void } = {},
) => {
  const jar: Jar = new Map()
  const start = await send(jar, `${server.url}${googleStartPath}`)
  expect(start.status).toBe(302)
  const flowCookie = start.headers.getSetCookie().find((line) => line.startsWith("vsme_oidc="))
  let url = locationOf(start, server.url)
  expect(url.startsWith(`${provider.issuer}/`)).toBe(true)
  for (let step = 0; !url.startsWith(`${server.url}${googleCallbackPath}`); step++) {
    if (step > 10) throw new Error(`too many steps, at ${url}`)
    let response = await send(jar, url)
    if (response.status === 200 && new URL(url).pathname.startsWith("/interaction/")) {
      const page = (await response.json()) as { prompt: string }
      const form = new URLSearchParams(
        options.cancel
          ? { prompt: "abort" }
          : page.prompt === "login"
            ? { prompt: "login", login: sub }
            : { prompt: page.prompt },
      )
      response = await send(jar, url, { method: "POST", body: form })
    }
    url = locationOf(response, url)
  }
  const callback = new URL(url)
  options.beforeCallback?.(callback, jar)
  const response = await send(jar, callback.href)
  const apiCookies = jar.get(new URL(server.url).host)!
  return {
    flowCookie,
    response,
    landing: response.headers.get("location"),
    refreshCookie: response.headers.getSetCookie().find((line) => line.startsWith("vsme_refresh=")),
    refreshToken: apiCookies.get("vsme_refresh"),
    sessionHint: response.headers.getSetCookie().find((line) => line.startsWith("vsme_session=")),
    flowCookieLeft: apiCookies.has("vsme_oidc"),
  }
}

/** The app in a browser holding this refresh cookie: renews the session and reads the profile. */
const profileWith = async (refreshToken: string) => {
  const browser = browserAgent(server.url)
  browser.cookies.set("vsme_refresh", refreshToken)
  const tokens = await browser.call(authRefresh, null)
  browser.setAccessToken(tokens.accessToken)
  return browser.call(profileGet, null)
}

const failedLines = () =>
  server.logLines().filter((line) => line.msg === "oidc sign-in failed" && line.level === 40)

describe("sign-in with Google", () => {
  it("creates a verified user without password, signs in, and knows them the next time", async () => {
    const email = `${unique("anna")}@example.com`
    const sub = unique("google-sub")
    provider.setAccount({ sub, email, email_verified: true, name: "Anna Virtanen", locale: "fi-FI" })

    const first = await googleSignIn(sub)
    expect(first.response.status).toBe(302)
    expect(first.landing).toBe("/?signedIn=google")
    expect(first.flowCookie).toMatch(/path=\/api\/auth\/oidc/i)
    expect(first.flowCookie).toMatch(/samesite=lax/i)
    expect(first.flowCookie).toMatch(/httponly/i)
    expect(first.flowCookieLeft).toBe(false)
    expect(first.refreshCookie).toMatch(/path=\/api;/i)
    expect(first.refreshCookie).toMatch(/samesite=strict/i)
    expect(first.refreshCookie).toMatch(/httponly/i)
    // The page's hint that there is a session to restore (session.ts), readable by it.
    expect(first.sessionHint).toMatch(/^vsme_session=1;.*path=\/;/i)
    expect(first.sessionHint).not.toMatch(/httponly/i)

    const profile = await profileWith(first.refreshToken!)
    expect(profile.user).toEqual({ email, email_verified: true })
    expect(profile.userProfile).toMatchObject({ email, displayName: "Anna Virtanen", locale: "fi" })
    const user = await db()("users").where({ id: profile.userProfile.id }).first()
    expect(user.password_hash).toBeNull()
    expect(await db()("user_identities").where({ provider: "google", subject: sub }).first()).toMatchObject({
      user_id: profile.userProfile.id,
    })

    // Google may change the address; the identity still names the same person.
    provider.setAccount({ sub, email: `${unique("anna.new")}@example.com`, email_verified: true })
    const again = await googleSignIn(sub)
    expect(again.landing).toBe("/?signedIn=google")
    expect((await profileWith(again.refreshToken!)).userProfile.id).toBe(profile.userProfile.id)
  })

  it("takes the language from the locale claim only when the app speaks it", async () => {
    const sub = unique("google-sub")
    const email = `${unique("pierre")}@example.com`
    provider.setAccount({ sub, email, email_verified: true, locale: "fr" })
    const { refreshToken } = await googleSignIn(sub)
    const profile = await profileWith(refreshToken!)
    expect(profile.userProfile).toMatchObject({ locale: "en", displayName: email.split("@")[0] })
  })

  it("links to the existing user with the same verified address, whatever its case", async () => {
    const email = `${unique("bertil")}@example.com`
    const browser = browserAgent(server.url)
    const signedUp = await browser.call(authSignUp, {
      email: email as never,
      password,
      locale: "sv",
      proof: await browser.proof(),
    })
    await db()("users").where({ id: signedUp.userId }).update({ email_verified_at: new Date() })
    const sub = unique("google-sub")
    provider.setAccount({ sub, email: email.toUpperCase(), email_verified: true, name: "Someone Else" })

    const { landing, refreshToken } = await googleSignIn(sub)
    expect(landing).toBe("/?signedIn=google")
    const profile = await profileWith(refreshToken!)
    expect(profile.userProfile).toMatchObject({ id: signedUp.userId, email, locale: "sv" })
    expect(await db()("users").whereRaw("lower(email) = lower(?)", [email])).toHaveLength(1)
    // The password keeps working beside Google.
    const again = browserAgent(server.url)
    expect((await again.call(authSignIn, { email, password, proof: await again.proof() })).userId).toBe(
      signedUp.userId,
    )
  })

  it("takes an unverified account over for the address's owner: its password and sessions end", async () => {
    const email = `${unique("carita")}@example.com`
    const squatter = browserAgent(server.url)
    const signedUp = await squatter.call(authSignUp, {
      email: email as never,
      password,
      locale: "en",
      proof: await squatter.proof(),
    })
    const sub = unique("google-sub")
    provider.setAccount({ sub, email, email_verified: true })

    const { landing, refreshToken } = await googleSignIn(sub)
    expect(landing).toBe("/?signedIn=google")
    const profile = await profileWith(refreshToken!)
    expect(profile.userProfile.id).toBe(signedUp.userId)
    expect(profile.user.email_verified).toBe(true)
    // The squatter's session and password are gone.
    await expect(squatter.call(authRefresh, null)).rejects.toMatchObject({ tag: "SessionEnded" })
    const retry = browserAgent(server.url)
    await expect(
      retry.call(authSignIn, { email, password, proof: await retry.proof() }),
    ).rejects.toMatchObject({ tag: "SignInFailed" })
  })

  it("gives a superadmin signed in with Google no superadmin rights: the provider is no second factor", async () => {
    const email = `${unique("erkki")}@example.com`
    const sub = unique("google-sub")
    provider.setAccount({ sub, email, email_verified: true })
    const first = await googleSignIn(sub)
    const userId = (await profileWith(first.refreshToken!)).userProfile.id
    await db()("users").where({ id: userId }).update({ role: "superadmin" })
    const foreign = await insertAccount(db())

    const { refreshToken } = await googleSignIn(sub)
    const ip = uniqueClientAddress()
    const attestation = (
      await rpcPost(server.url, attestationRedeem, { proof: await solveProof(server.url) }, { ip })
    ).result.token as string
    const refreshed = await rpcPost(server.url, authRefresh, null, {
      refreshCookie: refreshToken!,
      attestation,
      ip,
    })
    const session = { accessToken: refreshed.result.accessToken as string, attestation, ip }
    expect(await rpcPost(server.url, accountGet, null, { ...session, accountId: foreign })).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
    expect(await rpcPost(server.url, adminCompanies, {}, session)).toMatchObject({
      status: 403,
      error: { _tag: "TotpEnrolmentRequired" },
    })
  })

  it("refuses an address Google has not verified, unless the identity is already known", async () => {
    const email = `${unique("dan")}@example.com`
    const sub = unique("google-sub")
    provider.setAccount({ sub, email, email_verified: false, name: "Dan" })

    const refused = await googleSignIn(sub)
    expect(refused.landing).toBe("/login?oidcError=unverified")
    expect(refused.refreshToken).toBeUndefined()
    expect(refused.flowCookieLeft).toBe(false)
    expect(await db()("users").whereRaw("lower(email) = lower(?)", [email]).first()).toBeUndefined()
    expect(await db()("user_identities").where({ subject: sub }).first()).toBeUndefined()

    provider.setAccount({ sub, email, email_verified: true })
    expect((await googleSignIn(sub)).landing).toBe("/?signedIn=google")
    provider.setAccount({ sub, email, email_verified: false })
    expect((await googleSignIn(sub)).landing).toBe("/?signedIn=google")
  })

  it("refuses a tampered, missing or expired attempt and a cancelled sign-in, logging a warning", async () => {
    const sub = unique("google-sub")
    provider.setAccount({ sub, email: `${unique("eve")}@example.com`, email_verified: true })
    const before = failedLines().length

    const tamperedState = await googleSignIn(sub, {
      beforeCallback: (callback) => callback.searchParams.set("state", "forged-state"),
    })
    const tamperedCookie = await googleSignIn(sub, {
      beforeCallback: (_callback, jar) => {
        const cookies = jar.get(new URL(server.url).host)!
        const value = cookies.get("vsme_oidc")!
        cookies.set("vsme_oidc", `${value.slice(0, -2)}${value.endsWith("AA") ? "BB" : "AA"}`)
      },
    })
    const missingCookie = await googleSignIn(sub, {
      beforeCallback: (_callback, jar) => jar.get(new URL(server.url).host)!.delete("vsme_oidc"),
    })
    const cancelled = await googleSignIn(sub, { cancel: true })
    let expired
    try {
      expired = await googleSignIn(sub, {
        beforeCallback: () => {
          clockOffsetMs = 11 * 60 * 1000
        },
      })
    } finally {
      clockOffsetMs = 0
    }

    for (const attempt of [tamperedState, tamperedCookie, missingCookie, cancelled, expired]) {
      expect(attempt.response.status).toBe(302)
      expect(attempt.landing).toBe("/login?oidcError=failed")
      expect(attempt.refreshToken).toBeUndefined()
      expect(attempt.flowCookieLeft).toBe(false)
    }
    expect(failedLines().length - before).toBe(5)
    expect(await db()("user_identities").where({ subject: sub }).first()).toBeUndefined()
  })
})

describe("sign-in with Google when not configured", () => {
  it("answers 404 NotFound", async () => {
    // A second server, without the Google settings (read at start).
    const bare = await startTestServer()
    try {
      for (const path of [googleStartPath, googleCallbackPath]) {
        const response = await fetch(`${bare.url}${path}`, { redirect: "manual" })
        expect(response.status).toBe(404)
        expect(await response.json()).toEqual({ error: { _tag: "NotFound" } })
      }
    } finally {
      await bare.stop()
    }
  })
})
