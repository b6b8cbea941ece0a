import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  adminOutbox,
  apiTokenCreate,
  apiTokenList,
  apiTokenRevoke,
  attestationRedeem,
  authRefresh,
  authRequestPasswordReset,
  authResendVerification,
  authResetPassword,
  authSignIn,
  authSignOut,
  authSignUp,
  authTotpBegin,
  authTotpConfirm,
  authTotpDisable,
  authVerifyEmail,
  createClient,
  profileGet,
  rootVersion,
} from "@vsme/sdk"
import { currentTotpCode } from "../identity/totp.js"
import { browserAgent, startSmtpSink, startTestServer, type TestServer } from "../testing/index.js"

let server: TestServer
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
let clockOffsetMs = 0
const password = "Correct horse battery 42"

beforeAll(async () => {
  smtp = await startSmtpSink()
  server = await startTestServer({
    env: { SMTP_URL: smtp.url },
    now: () => new Date(Date.now() + clockOffsetMs),
  })
})
afterAll(async () => {
  await server.stop()
  await smtp.close()
})

let counter = 0
const uniqueEmail = () => `person${++counter}.${Date.now()}@example.com`

/** Signs a new person up in a fresh browser; answers the browser with its access token set. */
const signUp = async (email = uniqueEmail(), locale: "fi" | "en" | "sv" = "en") => {
  const browser = browserAgent(server.url)
  const tokens = await browser.call(authSignUp, {
    email: email as never,
    password,
    locale,
    proof: await browser.proof(),
  })
  browser.setAccessToken(tokens.accessToken)
  return { browser, email, tokens }
}

type Failure = { tag: string | undefined; status: number | undefined; error: unknown }
const failure = (promise: Promise<unknown>): Promise<Failure> =>
  promise.then(
    () => ({ tag: "none", status: 0, error: {} }),
    (e: { tag?: string; status?: number; error?: unknown }) => ({
      tag: e.tag,
      status: e.status,
      error: e.error,
    }),
  )

describe("app attestation", () => {
  it("refuses browser calls without an attestation token, and lets the version check through", async () => {
    const bare = createClient({
      baseUrl: server.url,
      getAccessToken: () => null,
      refreshSession: async () => false,
      onSessionEnded: () => {},
    })
    expect(await bare.call(rootVersion, null)).toEqual({ version: "test-build" })
    expect(await failure(bare.call(authSignOut, null))).toMatchObject({ tag: "SessionEnded" })
  })

  it("accepts a proof of work once: a replayed solution is refused", async () => {
    const browser = browserAgent(server.url)
    const proof = await browser.proof()
    await browser.call(attestationRedeem, { proof })
    expect(await failure(browser.call(attestationRedeem, { proof }))).toMatchObject({ tag: "SessionEnded" })
    expect(
      await failure(browser.call(attestationRedeem, { proof: Buffer.from("{}").toString("base64") })),
    ).toMatchObject({ status: 401 })
  })
})

describe("auth.signUp", () => {
  it("refuses a weak or breached password and an e-mail in use, storing nothing", async () => {
    const browser = browserAgent(server.url)
    const email = uniqueEmail()
    const attempt = async (pw: string) =>
      failure(
        browser.call(authSignUp, {
          email: email as never,
          password: pw,
          locale: "en",
          proof: await browser.proof(),
        }),
      )
    expect(await attempt("Short1a")).toMatchObject({
      tag: "PasswordRejected",
      status: 400,
      error: { reason: "too_short" },
    })
    expect(await attempt("alllowercase-but-long")).toMatchObject({ error: { reason: "no_uppercase" } })
    expect(await attempt("Password123456789")).toMatchObject({ error: { reason: "breached" } })
    expect(await server.database.db("users").whereRaw("lower(email) = ?", [email]).first()).toBeUndefined()

    await signUp(email)
    expect(await attempt(password)).toMatchObject({ tag: "EmailInUse", status: 409 })
    const upper = await failure(
      browser.call(authSignUp, {
        email: email.toUpperCase() as never,
        password,
        locale: "en",
        proof: await browser.proof(),
      }),
    )
    expect(upper).toMatchObject({ tag: "EmailInUse" })
  })

  it("refuses a malformed e-mail with the field path", async () => {
    const browser = browserAgent(server.url)
    const result = await failure(
      browser.call(authSignUp, { email: "not-an-email" as never, password, locale: "en", proof: "x" }),
    )
    expect(result.status).toBe(400)
  })

  it("accepts a 128-character password", async () => {
    const browser = browserAgent(server.url)
    const long = `Aa${"x".repeat(126)}`
    const tokens = await browser.call(authSignUp, {
      email: uniqueEmail() as never,
      password: long,
      locale: "en",
      proof: await browser.proof(),
    })
    expect(tokens.accessToken).toBeTruthy()
  })

  it("signs the person in, unverified, and mails a verification link in their language", async () => {
    const { browser, email } = await signUp(uniqueEmail(), "fi")
    const profile = await browser.call(profileGet, null)
    expect(profile).toMatchObject({
      userProfile: { email, locale: "fi" },
      role: "user",
      accounts: [],
      user: { email_verified: false },
    })
    const mail = await smtp.waitFor(email)
    expect(mail.subject).toBe("Vahvista sähköpostiosoitteesi")
    expect(mail.html).toContain("<a href=")
    const link = smtp.linkIn(mail, "/verify-email")
    await browser.call(authVerifyEmail, { token: link.searchParams.get("token")! })
    expect((await browser.call(profileGet, null)).user.email_verified).toBe(true)
    expect(
      await failure(browser.call(authVerifyEmail, { token: link.searchParams.get("token")! })),
    ).toMatchObject({ tag: "LinkInvalid" })
  })

  it("makes older verification links stop working when one is resent", async () => {
    const { browser, email } = await signUp()
    const first = smtp.linkIn(await smtp.waitFor(email), "/verify-email")
    await browser.call(authResendVerification, null)
    const second = smtp.linkIn(await smtp.waitFor(email), "/verify-email")
    expect(
      await failure(browser.call(authVerifyEmail, { token: first.searchParams.get("token")! })),
    ).toMatchObject({ tag: "LinkInvalid" })
    await browser.call(authVerifyEmail, { token: second.searchParams.get("token")! })
  })

  it("refuses an expired verification link", async () => {
    const { browser, email } = await signUp()
    const link = smtp.linkIn(await smtp.waitFor(email), "/verify-email")
    clockOffsetMs = 73 * 3600 * 1000
    try {
      expect(
        await failure(browser.call(authVerifyEmail, { token: link.searchParams.get("token")! })),
      ).toMatchObject({ tag: "LinkInvalid" })
    } finally {
      clockOffsetMs = 0
    }
  })
})

describe("auth.signIn", () => {
  it("answers the same failure for a wrong password and an unknown e-mail, and keeps the form's values", async () => {
    const { email } = await signUp()
    const browser = browserAgent(server.url)
    const wrong = await failure(
      browser.call(authSignIn, { email, password: "Wrong password 123", proof: await browser.proof() }),
    )
    const unknown = await failure(
      browser.call(authSignIn, { email: uniqueEmail(), password, proof: await browser.proof() }),
    )
    expect(wrong).toMatchObject({ tag: "SignInFailed", status: 400 })
    expect(unknown).toMatchObject({ tag: "SignInFailed", status: 400 })
    const ok = await browser.call(authSignIn, {
      email: email.toUpperCase(),
      password,
      proof: await browser.proof(),
    })
    expect(ok.accessToken).toBeTruthy()
  })

  it("limits attempts per e-mail and says how long to wait", async () => {
    const { email } = await signUp()
    const browser = browserAgent(server.url)
    let last: Failure = { tag: undefined, status: undefined, error: undefined }
    for (let i = 0; i < 9; i++)
      last = await failure(
        browser.call(authSignIn, { email, password: "Wrong password 123", proof: await browser.proof() }),
      )
    expect(last).toMatchObject({ tag: "RateLimited", error: { retryAfterSeconds: expect.any(Number) } })
  })
})

describe("sessions", () => {
  it("rotates the refresh cookie; a reused cookie ends the session", async () => {
    const { browser } = await signUp()
    const first = browser.cookies.get("vsme_refresh")!
    const renewed = await browser.call(authRefresh, null)
    const second = browser.cookies.get("vsme_refresh")!
    expect(second).not.toBe(first)
    browser.setAccessToken(renewed.accessToken)
    expect((await browser.call(profileGet, null)).userProfile).toBeTruthy()

    // Someone replays the first cookie: the session is revoked for everyone holding it.
    browser.cookies.set("vsme_refresh", first)
    expect(await failure(browser.call(authRefresh, null))).toMatchObject({ status: 401 })
    browser.cookies.set("vsme_refresh", second)
    expect(await failure(browser.call(authRefresh, null))).toMatchObject({ status: 401 })
    expect(await failure(browser.call(profileGet, null))).toMatchObject({ status: 401 })
  })

  it("keeps the refresh cookie httpOnly and SameSite=Strict on /api", async () => {
    const browser = browserAgent(server.url)
    const res = await fetch(`${server.url}/api/rpc/auth.signUp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-app-attestation": (await browser.call(attestationRedeem, { proof: await browser.proof() })).token,
      },
      body: JSON.stringify([{ email: uniqueEmail(), password, locale: "en", proof: await browser.proof() }]),
    })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("vsme_refresh="))!
    expect(cookie).toMatch(/httponly/i)
    expect(cookie).toMatch(/samesite=strict/i)
    expect(cookie).toMatch(/path=\/api/i)
  })

  it("signs out: the access token and the cookie stop working", async () => {
    const { browser } = await signUp()
    const cookie = browser.cookies.get("vsme_refresh")!
    await browser.call(authSignOut, null)
    expect(await failure(browser.call(profileGet, null))).toMatchObject({ status: 401 })
    browser.cookies.set("vsme_refresh", cookie)
    expect(await failure(browser.call(authRefresh, null))).toMatchObject({ status: 401 })
  })

  it("refuses a forged access token", async () => {
    const browser = browserAgent(server.url)
    browser.setAccessToken("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged")
    expect(await failure(browser.call(profileGet, null))).toMatchObject({ status: 401 })
  })
})

describe("password reset", () => {
  it("mails a single-use link; resetting ends every session", async () => {
    const { browser: first, email } = await signUp()
    await smtp.waitFor(email) // the verification mail
    const other = browserAgent(server.url)
    await other.call(authRequestPasswordReset, { email, locale: "sv", proof: await other.proof() })
    const mail = await smtp.waitFor(email, (m) => m.subject === "Återställ ditt lösenord")
    const token = smtp.linkIn(mail, "/reset-password").searchParams.get("token")!
    expect(await failure(other.call(authResetPassword, { token, password: "weak" }))).toMatchObject({
      tag: "PasswordRejected",
    })
    await other.call(authResetPassword, { token, password: "A brand new Passphrase" })
    expect(
      await failure(other.call(authResetPassword, { token, password: "A brand new Passphrase" })),
    ).toMatchObject({ tag: "LinkInvalid" })
    expect(await failure(first.call(profileGet, null))).toMatchObject({ status: 401 })
    const signedIn = await other.call(authSignIn, {
      email,
      password: "A brand new Passphrase",
      proof: await other.proof(),
    })
    expect(signedIn.accessToken).toBeTruthy()
  })

  it("answers the same for an unknown address and sends nothing", async () => {
    const browser = browserAgent(server.url)
    const email = uniqueEmail()
    expect(
      await browser.call(authRequestPasswordReset, { email, locale: "en", proof: await browser.proof() }),
    ).toBeNull()
    expect(await server.database.db("mail_outbox").where({ to_address: email }).first()).toBeUndefined()
  })
})

describe("two-factor authentication", () => {
  it("enrols with the password, then asks for a code at sign-in; recovery codes work once", async () => {
    const { browser, email } = await signUp()
    expect(await failure(browser.call(authTotpBegin, { password: "Not the password 1" }))).toMatchObject({
      tag: "PasswordIncorrect",
    })
    const { secret, otpauthUrl } = await browser.call(authTotpBegin, { password })
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(await failure(browser.call(authTotpConfirm, { code: "000000" }))).toMatchObject({
      tag: "TotpInvalid",
    })
    const { recoveryCodes } = await browser.call(authTotpConfirm, {
      code: currentTotpCode(secret, new Date()),
    })
    expect(recoveryCodes).toHaveLength(10)

    const next = browserAgent(server.url)
    expect(
      await failure(next.call(authSignIn, { email, password, proof: await next.proof() })),
    ).toMatchObject({ tag: "TotpRequired" })
    const withCode = await next.call(authSignIn, {
      email,
      password,
      totpCode: currentTotpCode(secret, new Date()),
      proof: await next.proof(),
    })
    expect(withCode.accessToken).toBeTruthy()
    await next.call(authSignIn, { email, password, totpCode: recoveryCodes[0]!, proof: await next.proof() })
    expect(
      await failure(
        next.call(authSignIn, { email, password, totpCode: recoveryCodes[0]!, proof: await next.proof() }),
      ),
    ).toMatchObject({ tag: "TotpInvalid" })

    await browser.call(authTotpDisable, { password })
    await next.call(authSignIn, { email, password, proof: await next.proof() })
  })
})

describe("two-factor re-enrolment", () => {
  it("keeps the enabled authenticator working until the new one is confirmed", async () => {
    const { browser, email } = await signUp()
    const first = await browser.call(authTotpBegin, { password })
    await browser.call(authTotpConfirm, { code: currentTotpCode(first.secret, new Date()) })
    expect((await browser.call(profileGet, null)).userProfile.totpEnabled).toBe(true)

    const second = await browser.call(authTotpBegin, { password })
    const next = browserAgent(server.url)
    const withOld = await next.call(authSignIn, {
      email,
      password,
      totpCode: currentTotpCode(first.secret, new Date()),
      proof: await next.proof(),
    })
    expect(withOld.accessToken).toBeTruthy()

    await browser.call(authTotpConfirm, { code: currentTotpCode(second.secret, new Date()) })
    const withNew = await next.call(authSignIn, {
      email,
      password,
      totpCode: currentTotpCode(second.secret, new Date()),
      proof: await next.proof(),
    })
    expect(withNew.accessToken).toBeTruthy()
  })
})

describe("personal API tokens", () => {
  it("are shown once, work without attestation, and stop working when revoked", async () => {
    const { browser } = await signUp()
    const created = await browser.call(apiTokenCreate, { name: "laptop" })
    expect(created.token).toMatch(/^vsme_pat_/)
    const listed = await browser.call(apiTokenList, null)
    expect(listed).toEqual([expect.objectContaining({ name: "laptop", prefix: created.token.slice(0, 13) })])
    expect(JSON.stringify(listed)).not.toContain(created.token)

    const cli = createClient({
      baseUrl: server.url,
      getAccessToken: () => created.token,
      refreshSession: async () => false,
      onSessionEnded: () => {},
    })
    expect((await cli.call(profileGet, null)).role).toBe("user")

    const stranger = (await signUp()).browser
    expect(await failure(stranger.call(apiTokenRevoke, { id: created.summary.id }))).toMatchObject({
      tag: "NotFound",
    })
    await browser.call(apiTokenRevoke, { id: created.summary.id })
    expect(await failure(cli.call(profileGet, null))).toMatchObject({ status: 401 })
  })
})

describe("admin.outbox", () => {
  it("is refused to users, and to superadmins without two-factor authentication", async () => {
    const { browser, email } = await signUp()
    expect(await failure(browser.call(adminOutbox, {}))).toMatchObject({ tag: "Forbidden", status: 403 })
    await server.database.db("users").where({ email }).update({ role: "superadmin" })
    expect(await failure(browser.call(adminOutbox, {}))).toMatchObject({
      tag: "TotpEnrolmentRequired",
      status: 403,
    })
    const { secret } = await browser.call(authTotpBegin, { password })
    await browser.call(authTotpConfirm, { code: currentTotpCode(secret, new Date()) })
    const mails = await browser.call(adminOutbox, { to: email })
    expect(mails[0]).toMatchObject({ to: email, kind: "verify", transport: "smtp" })
  })
})
