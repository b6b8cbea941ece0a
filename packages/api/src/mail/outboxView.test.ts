import { afterAll, describe, expect, it } from "vitest"
import { adminOutbox, authSignIn, authSignUp, authTotpBegin, authTotpConfirm } from "@vsme/sdk"
import { currentTotpCode } from "../identity/totp.js"
import { browserAgent, startSmtpSink, startTestServer, type TestServer } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"

/**
 * The superadmin's outbox view is the development outbox only (issue 15): with SMTP_URL set, or in
 * staging and production, queued mail may hold live reset, verification and invitation links, and
 * the view answers Forbidden even to a superadmin signed in with two factors.
 */

const password = "Correct horse battery 42"
let clockOffsetMs = 0
const now = () => new Date(Date.now() + clockOffsetMs)
/** The development server (no SMTP, APP_ENV=dev); superadmins sign in with two factors, as in the app. */
const devServer = useTestServerWithRealSignIn({ now })

const started: Array<{ stop: () => Promise<void> }> = []
afterAll(async () => {
  for (const running of started.reverse()) await running.stop()
})

/** A second server, for the settings of one test (the mail transport and APP_ENV are read at start). */
const serverWith = async (env: Record<string, string>) => {
  const server = await startTestServer({ env, now })
  started.push(server)
  return server
}

/** A person who signs up, enrols an authenticator, is made superadmin and signs in with a code. */
const superadminOf = async (server: TestServer) => {
  const email = `admin.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  const enrolling = browserAgent(server.url)
  const tokens = await enrolling.call(authSignUp, {
    email: email as never,
    password,
    locale: "en",
    proof: await enrolling.proof(),
  })
  enrolling.setAccessToken(tokens.accessToken)
  const { secret } = await enrolling.call(authTotpBegin, { password })
  await enrolling.call(authTotpConfirm, { code: currentTotpCode(secret, now()) })
  await server.database.db("users").where({ email }).update({ role: "superadmin" })
  // The next time step: a code is accepted once.
  clockOffsetMs += 31_000
  const browser = browserAgent(server.url)
  const session = await browser.call(authSignIn, {
    email,
    password,
    totpCode: currentTotpCode(secret, now()),
    proof: await browser.proof(),
  })
  browser.setAccessToken(session.accessToken)
  return { browser, email }
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "answered",
    (error: { tag?: string }) => error.tag,
  )

describe("admin.outbox", () => {
  it("shows the development outbox (no SMTP, APP_ENV=dev), links included, for the demo", async () => {
    const { browser, email } = await superadminOf(devServer)
    const { mails } = await browser.call(adminOutbox, { to: email })
    expect(mails[0]).toMatchObject({ to: email, kind: "verify", transport: "outbox" })
    expect(mails[0]!.text).toContain("/verify-email?token=")
  })

  it("answers Forbidden when SMTP_URL is set", async () => {
    const smtp = await startSmtpSink()
    started.push({ stop: smtp.close })
    const server = await serverWith({ SMTP_URL: smtp.url })
    const { browser, email } = await superadminOf(server)
    expect(await refusal(browser.call(adminOutbox, { to: email }))).toBe("Forbidden")
    // The mail itself went out, and nothing readable of it stayed behind.
    await smtp.waitFor(email)
    await expect
      .poll(async () => server.database.db("mail_outbox").where({ to_address: email }).first())
      .toMatchObject({ sent_at: expect.any(Date), text_body: "", html_body: "" })
  })

  it("answers Forbidden in staging even without SMTP", async () => {
    const server = await serverWith({ APP_ENV: "staging" })
    const { browser, email } = await superadminOf(server)
    expect(await refusal(browser.call(adminOutbox, { to: email }))).toBe("Forbidden")
  })
})
