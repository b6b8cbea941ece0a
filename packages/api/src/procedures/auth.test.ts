import { afterAll, describe, expect, it } from "vitest"
import {
  accountGet,
  adminCompanies,
  adminOutbox,
  apiTokenCreate,
  apiTokenList,
  apiTokenRevoke,
  attestationRedeem,
  authReauthenticate,
  authRefresh,
  authRequestPasswordReset,
  authResendVerification,
  authResetPassword,
  authSignIn,
  authSignOut,
  authSignOutEverywhere,
  authSignUp,
  authTotpBegin,
  authTotpConfirm,
  authTotpDisable,
  authVerifyEmail,
  createClient,
  filePath,
  profileGet,
  rootVersion,
  type AnyProcedure,
} from "@vsme/sdk"
import { currentTotpCode } from "../identity/totp.js"
import { browserAgent, insertAccount, solveProof, startSmtpSink } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost } from "../testing/rpcRequest.js"

let clockOffsetMs = 0
const password = "Correct horse battery 42"

// The mail sink listens before the server starts, whose configuration names it; it closes after
// the server stops (after hooks run in reverse order).
const smtp = await startSmtpSink()
afterAll(() => smtp.close())
const server = useTestServerWithRealSignIn({
  env: { SMTP_URL: smtp.url },
  now: () => new Date(Date.now() + clockOffsetMs),
})

let counter = 0
const uniqueEmail = () => `person${++counter}.${Date.now()}@example.com`

/** The server's clock (the tests move it on). */
const serverNow = () => new Date(Date.now() + clockOffsetMs)
/**
 * The authenticator code of the next 30-second step: the server accepts each step's code once, so a
 * test that signs in again moves the server's clock on instead of waiting.
 */
const nextStepCode = (secret: string) => {
  clockOffsetMs += 30_000
  return currentTotpCode(secret, serverNow())
}

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

  it("locks the account for this address after 5 failures, for 1 minute and then twice as long each time", async () => {
    const { email } = await signUp()
    const browser = browserAgent(server.url)
    const attempt = async (withPassword: string) =>
      failure(browser.call(authSignIn, { email, password: withPassword, proof: await browser.proof() }))
    const start = clockOffsetMs
    try {
      for (let i = 0; i < 5; i++)
        expect(await attempt("Wrong password 123")).toMatchObject({ tag: "SignInFailed" })
      const locked = await attempt(password)
      expect(locked).toMatchObject({ tag: "RateLimited", status: 429 })
      expect((locked.error as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50)
      expect((locked.error as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(60)

      clockOffsetMs += 61_000
      expect(await attempt("Wrong password 123")).toMatchObject({ tag: "SignInFailed" })
      const longer = await attempt(password)
      expect((longer.error as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(110)
      expect((longer.error as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(120)

      // After the wait the right password works and forgets the failures.
      clockOffsetMs += 121_000
      expect(
        (await browser.call(authSignIn, { email, password, proof: await browser.proof() })).accessToken,
      ).toBeTruthy()
      expect(await attempt("Wrong password 123")).toMatchObject({ tag: "SignInFailed" })
      expect(
        (await browser.call(authSignIn, { email, password, proof: await browser.proof() })).accessToken,
      ).toBeTruthy()
    } finally {
      clockOffsetMs = start
    }
  })

  it("counts wrong authenticator codes as failures too", async () => {
    const { browser, email } = await signUp()
    const { secret } = await browser.call(authTotpBegin, { password })
    await browser.call(authTotpConfirm, { code: currentTotpCode(secret, serverNow()) })
    const next = browserAgent(server.url)
    for (let i = 0; i < 5; i++)
      expect(
        await failure(
          next.call(authSignIn, { email, password, totpCode: "000000", proof: await next.proof() }),
        ),
      ).toMatchObject({ tag: "TotpInvalid" })
    expect(
      await failure(
        next.call(authSignIn, { email, password, totpCode: nextStepCode(secret), proof: await next.proof() }),
      ),
    ).toMatchObject({ tag: "RateLimited" })
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
    // Beside it the page's hint that a session exists (no secret in it), readable by scripts.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith("vsme_session="))!
    expect(hint).toMatch(/^vsme_session=1;/)
    expect(hint).not.toMatch(/httponly/i)
    expect(hint).toMatch(/samesite=strict/i)
    expect(hint).toMatch(/path=\/;/i)
  })

  it("clears the session hint with the refresh cookie on sign-out", async () => {
    const { browser } = await signUp()
    expect(browser.cookies.get("vsme_session")).toBe("1")
    await browser.call(authSignOut, null)
    expect(browser.cookies.get("vsme_session") ?? "").toBe("")
    expect(browser.cookies.get("vsme_refresh") ?? "").toBe("")
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
  it("mails a single-use link; resetting ends every session and API token, and the mail says so", async () => {
    const { browser: first, email } = await signUp()
    const apiToken = (await first.call(apiTokenCreate, { name: "laptop" })).token
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
    expect(await failure(cliWith(apiToken).call(profileGet, null))).toMatchObject({ status: 401 })
    const confirmation = await smtp.waitFor(email, (m) => m.subject === "Your password was changed")
    expect(confirmation.text).toContain("every personal API token was revoked")
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
      code: currentTotpCode(secret, serverNow()),
    })
    expect(recoveryCodes).toHaveLength(10)

    const next = browserAgent(server.url)
    expect(
      await failure(next.call(authSignIn, { email, password, proof: await next.proof() })),
    ).toMatchObject({ tag: "TotpRequired" })
    const withCode = await next.call(authSignIn, {
      email,
      password,
      totpCode: nextStepCode(secret),
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
    await browser.call(authTotpConfirm, { code: currentTotpCode(first.secret, serverNow()) })
    expect((await browser.call(profileGet, null)).userProfile.totpEnabled).toBe(true)

    const second = await browser.call(authTotpBegin, { password })
    const next = browserAgent(server.url)
    const withOld = await next.call(authSignIn, {
      email,
      password,
      totpCode: nextStepCode(first.secret),
      proof: await next.proof(),
    })
    expect(withOld.accessToken).toBeTruthy()

    await browser.call(authTotpConfirm, { code: currentTotpCode(second.secret, serverNow()) })
    const withNew = await next.call(authSignIn, {
      email,
      password,
      totpCode: nextStepCode(second.secret),
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
    await browser.call(authTotpConfirm, { code: currentTotpCode(secret, serverNow()) })
    // With SMTP_URL set the outbox view is closed to everyone (issue 15; mail/outboxView.test.ts).
    expect(await failure(browser.call(adminOutbox, { to: email }))).toMatchObject({ status: 403 })
  })
})

/** A CLI holding a personal API token (no attestation, no refresh). */
const cliWith = (token: string) =>
  createClient({
    baseUrl: server.url,
    getAccessToken: () => token,
    refreshSession: async () => false,
    onSessionEnded: () => {},
  })

/** One call with a bearer credential and an account header, as a browser (attested) or the CLI makes it. */
const callWith = async (bearer: string, procedure: AnyProcedure, input: unknown, accountId?: string) =>
  rpcPost(server.url, procedure, input, {
    accessToken: bearer,
    ...(accountId ? { accountId } : {}),
    ...(bearer.startsWith("vsme_pat_")
      ? {}
      : {
          attestation: (await rpcPost(server.url, attestationRedeem, { proof: await solveProof(server.url) }))
            .result.token as string,
        }),
  })

describe("two-factor codes are single-use", () => {
  it("refuses a code of the same or an earlier step than the last accepted one", async () => {
    const { browser, email } = await signUp()
    const { secret } = await browser.call(authTotpBegin, { password })
    const confirming = currentTotpCode(secret, serverNow())
    await browser.call(authTotpConfirm, { code: confirming })
    const next = browserAgent(server.url)
    const signIn = async (totpCode: string) =>
      failure(next.call(authSignIn, { email, password, totpCode, proof: await next.proof() }))
    // The confirming code itself cannot sign in.
    expect(await signIn(confirming)).toMatchObject({ tag: "TotpInvalid" })
    const code = nextStepCode(secret)
    expect(await signIn(code)).toMatchObject({ tag: "none" })
    expect(await signIn(code)).toMatchObject({ tag: "TotpInvalid" })
    // The previous step's code is still inside the drift window, but older than the one used.
    expect(await signIn(currentTotpCode(secret, new Date(serverNow().getTime() - 30_000)))).toMatchObject({
      tag: "TotpInvalid",
    })
    expect(await signIn(nextStepCode(secret))).toMatchObject({ tag: "none" })
  })
})

describe("superadmin rights need a used second factor", () => {
  it("gives a superadmin without one only their own memberships, by session and by API token", async () => {
    const { browser, email, tokens } = await signUp()
    await server.database.db("users").where({ email }).update({ role: "superadmin" })
    const foreign = await insertAccount(server.database.db)
    const early = await browser.call(apiTokenCreate, { name: "before enrolment" })
    for (const bearer of [tokens.accessToken, early.token]) {
      expect(await callWith(bearer, accountGet, null, foreign)).toMatchObject({
        status: 403,
        error: { _tag: "Forbidden" },
      })
      expect(await callWith(bearer, adminCompanies, {})).toMatchObject({
        error: { _tag: "TotpEnrolmentRequired" },
      })
    }

    // A session opened with the password before enrolment stays without the second factor.
    const other = browserAgent(server.url)
    const otherSession = await other.call(authSignIn, { email, password, proof: await other.proof() })
    const { secret } = await browser.call(authTotpBegin, { password })
    await browser.call(authTotpConfirm, { code: currentTotpCode(secret, serverNow()) })
    for (const bearer of [otherSession.accessToken, early.token]) {
      expect(await callWith(bearer, accountGet, null, foreign)).toMatchObject({ status: 403 })
      expect(await callWith(bearer, adminCompanies, {})).toMatchObject({
        status: 403,
        error: { _tag: "SecondFactorRequired" },
      })
    }
    // Confirming the authenticator used it in that session: the role counts there now.
    expect(await callWith(tokens.accessToken, accountGet, null, foreign)).toMatchObject({ status: 200 })

    // A sign-in with the code, and a token made from that session, carry the role.
    const withCode = browserAgent(server.url)
    const signedIn = await withCode.call(authSignIn, {
      email,
      password,
      totpCode: nextStepCode(secret),
      proof: await withCode.proof(),
    })
    withCode.setAccessToken(signedIn.accessToken)
    const strong = await withCode.call(apiTokenCreate, { name: "after enrolment" })
    for (const bearer of [signedIn.accessToken, strong.token]) {
      expect(await callWith(bearer, accountGet, null, foreign)).toMatchObject({ status: 200 })
      expect(await callWith(bearer, adminCompanies, {})).toMatchObject({ status: 200 })
    }
  })
})

describe("personal API token lifetime, scope and creation", () => {
  it("expire after 90 days by default, at most a year, a superadmin's after at most 30", async () => {
    const { browser, email } = await signUp()
    const start = clockOffsetMs
    try {
      const created = await browser.call(apiTokenCreate, { name: "default" })
      const days = (iso: string) => (new Date(iso).getTime() - serverNow().getTime()) / (24 * 3600 * 1000)
      expect(days(created.summary.expiresAt)).toBeCloseTo(90, 1)
      expect((await browser.call(apiTokenList, null))[0]).toMatchObject({ readOnly: false })
      expect(
        await failure(browser.call(apiTokenCreate, { name: "too long", expiresInDays: 366 })),
      ).toMatchObject({ tag: "InvalidInput" })
      const year = await browser.call(apiTokenCreate, { name: "year", expiresInDays: 365 })
      expect(days(year.summary.expiresAt)).toBeCloseTo(365, 1)

      await server.database.db("users").where({ email }).update({ role: "superadmin" })
      expect(await failure(browser.call(apiTokenCreate, { name: "admin", expiresInDays: 31 }))).toMatchObject(
        { tag: "ApiTokenLifetimeTooLong", status: 400, error: { maxDays: 30 } },
      )
      const admin = await browser.call(apiTokenCreate, { name: "admin" })
      expect(days(admin.summary.expiresAt)).toBeCloseTo(30, 1)

      const cli = cliWith(created.token)
      expect((await cli.call(profileGet, null)).userProfile.email).toBe(email)
      clockOffsetMs += 91 * 24 * 3600 * 1000
      expect(await failure(cli.call(profileGet, null))).toMatchObject({ status: 401 })
      expect((await cliWith(year.token).call(profileGet, null)).userProfile.email).toBe(email)
    } finally {
      clockOffsetMs = start
    }
  })

  it("lets a read-only token call queries and download files, and refuses mutations and uploads", async () => {
    const { browser, tokens } = await signUp()
    const accountId = await insertAccount(server.database.db, {
      members: [[{ id: tokens.userId, email: "", role: "user", token: "" }, "owner"]],
    })
    const readOnly = await browser.call(apiTokenCreate, { name: "reader", readOnly: true })
    expect(readOnly.summary.readOnly).toBe(true)
    const full = await browser.call(apiTokenCreate, { name: "writer" })

    expect(await callWith(readOnly.token, accountGet, null, accountId)).toMatchObject({ status: 200 })
    expect(await callWith(readOnly.token, authResendVerification, null)).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
    expect(await callWith(full.token, authResendVerification, null)).toMatchObject({ status: 200 })

    const report = "00000000-0000-4000-8000-000000000000"
    const file = (token: string, path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}`, "x-account-id": accountId, ...init.headers },
      })
    const upload = (token: string) =>
      file(
        token,
        filePath("/reports/:reportId/questions/:questionId/attachments", {
          reportId: report,
          questionId: "B1",
        }),
        {
          method: "POST",
          headers: { "content-type": "text/plain", "x-file-name": "notes.txt" },
          body: "notes",
        },
      )
    expect((await upload(readOnly.token)).status).toBe(403)
    expect((await upload(full.token)).status).not.toBe(403)
    // A download passes the scope check: it answers as for a full token (here: no such report).
    const download = async (token: string) => {
      const response = await file(token, filePath("/reports/:reportId/export.json", { reportId: report }))
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const [asReader, asWriter] = [await download(readOnly.token), await download(full.token)]
    expect(asReader).toEqual(asWriter)
    expect(asReader.body).not.toMatchObject({ error: { _tag: "Forbidden" } })
  })

  it("are made only in a browser session, never with a token", async () => {
    const { browser } = await signUp()
    const created = await browser.call(apiTokenCreate, { name: "laptop" })
    expect(await callWith(created.token, apiTokenCreate, { name: "minted by a token" })).toMatchObject({
      status: 403,
      error: { _tag: "Forbidden" },
    })
    expect(await callWith(created.token, authReauthenticate, { password })).toMatchObject({ status: 403 })
  })

  it("need a re-authentication within the last 10 minutes: the password, or the code without one", async () => {
    const { browser, email } = await signUp()
    const start = clockOffsetMs
    try {
      clockOffsetMs += 11 * 60_000
      expect(await failure(browser.call(apiTokenCreate, { name: "late" }))).toMatchObject({
        tag: "ReauthenticationRequired",
        status: 403,
      })
      expect(
        await failure(browser.call(authReauthenticate, { password: "Not the password 1" })),
      ).toMatchObject({ tag: "PasswordIncorrect" })
      await browser.call(authReauthenticate, { password })
      expect((await browser.call(apiTokenCreate, { name: "fresh" })).token).toMatch(/^vsme_pat_/)

      // An account without a password (Google) confirms with its authenticator code instead.
      const { secret } = await browser.call(authTotpBegin, { password })
      await browser.call(authTotpConfirm, { code: currentTotpCode(secret, serverNow()) })
      await server.database.db("users").where({ email }).update({ password_hash: null })
      clockOffsetMs += 11 * 60_000
      // The access token (15 minutes) has run out meanwhile; the session goes on.
      browser.setAccessToken((await browser.call(authRefresh, null)).accessToken)
      expect(await failure(browser.call(authReauthenticate, { password }))).toMatchObject({
        tag: "PasswordIncorrect",
      })
      expect(await failure(browser.call(authReauthenticate, { totpCode: "000000" }))).toMatchObject({
        tag: "TotpInvalid",
      })
      await browser.call(authReauthenticate, { totpCode: nextStepCode(secret) })
      expect((await browser.call(apiTokenCreate, { name: "by code" })).token).toMatch(/^vsme_pat_/)
    } finally {
      clockOffsetMs = start
    }
  })
})

describe("auth.signOutEverywhere", () => {
  it("ends every session and API token and says so in the confirmation mail", async () => {
    const { browser, email } = await signUp(uniqueEmail(), "fi")
    const other = browserAgent(server.url)
    const otherSession = await other.call(authSignIn, { email, password, proof: await other.proof() })
    other.setAccessToken(otherSession.accessToken)
    const token = (await browser.call(apiTokenCreate, { name: "laptop" })).token
    await browser.call(authSignOutEverywhere, null)
    for (const client of [browser, other, cliWith(token)])
      expect(await failure(client.call(profileGet, null))).toMatchObject({ status: 401 })
    expect(await failure(other.call(authRefresh, null))).toMatchObject({ status: 401 })
    const mail = await smtp.waitFor(email, (m) => m.subject === "Sinut kirjattiin ulos kaikkialta")
    expect(mail.text).toContain("API-tunnisteet mitätöitiin")
  })
})
