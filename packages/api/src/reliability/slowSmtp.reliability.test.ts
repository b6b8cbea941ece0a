import { afterAll, describe, expect, it } from "vitest"
import { authRequestPasswordReset, authSignOut, authSignUp, profileGet } from "@vsme/sdk"
import { browserAgent, startSmtpSink, type BrowserAgent } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"

/**
 * A slow SMTP server (issue 15): it waits five seconds before greeting. Mail is sent in the
 * background, outside requests and transactions, so no answer waits for it, no other request stalls
 * (PGlite has a single connection; PostgreSQL a pool), and a reset or sign-up for a registered
 * address answers as fast as one for an unknown address. The mail still arrives.
 */

const greetingDelayMs = 5_000
// The sink listens before the server starts, whose configuration names it; it closes after the
// server stops (after hooks run in reverse order).
const smtp = await startSmtpSink({ greetingDelayMs })
afterAll(() => smtp.close())
const server = useTestServerWithRealSignIn({ env: { SMTP_URL: smtp.url } })

const password = "Correct horse battery 42"
let counter = 0
const uniqueEmail = () => `slow${++counter}.${Date.now()}@example.com`

/** A browser that already holds its attestation token, so that timings measure only the call. */
const readyBrowser = async () => {
  const browser = browserAgent(server.url)
  await browser.call(authSignOut, null)
  return browser
}

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now()
  const outcome = await work().then(
    () => "ok",
    (error: { tag?: string }) => error.tag ?? "error",
  )
  return { outcome, ms: performance.now() - started }
}

const signUpCall = async (browser: BrowserAgent, email: string) => {
  const proof = await browser.proof()
  return timed(() =>
    browser
      .call(authSignUp, { email: email as never, password, locale: "en", proof })
      .then((tokens) => browser.setAccessToken(tokens.accessToken)),
  )
}

const resetCall = async (email: string) => {
  const browser = await readyBrowser()
  const proof = await browser.proof()
  return timed(() => browser.call(authRequestPasswordReset, { email: email as never, locale: "en", proof }))
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

describe("a slow SMTP server", () => {
  it("delays no answer and stalls no other request, and the mail still arrives", async () => {
    const email = uniqueEmail()
    const browser = await readyBrowser()
    const signUp = await signUpCall(browser, email)
    expect(signUp.outcome).toBe("ok")
    expect(signUp.ms).toBeLessThan(2_000)

    // While the verification mail waits for the server's greeting, other calls answer at once.
    const others = await Promise.all(
      Array.from({ length: 12 }, async () => timed(() => browser.call(profileGet, null))),
    )
    for (const call of others) {
      expect(call.outcome).toBe("ok")
      expect(call.ms).toBeLessThan(1_500)
    }
    const mail = await smtp.waitFor(email, undefined, greetingDelayMs + 10_000)
    expect(mail.subject).toBe("Confirm your e-mail address")
  })

  it("answers reset and sign-up as fast for a registered address as for an unknown one", async () => {
    const registered = Array.from({ length: 5 }, uniqueEmail)
    for (const email of registered) expect((await signUpCall(await readyBrowser(), email)).outcome).toBe("ok")

    const known: number[] = []
    const unknown: number[] = []
    for (const email of registered) {
      const forKnown = await resetCall(email)
      const forUnknown = await resetCall(uniqueEmail())
      expect([forKnown.outcome, forUnknown.outcome]).toEqual(["ok", "ok"])
      known.push(forKnown.ms)
      unknown.push(forUnknown.ms)
    }
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250)

    const taken: number[] = []
    const fresh: number[] = []
    for (const email of registered) {
      const inUse = await signUpCall(await readyBrowser(), email)
      const created = await signUpCall(await readyBrowser(), uniqueEmail())
      expect([inUse.outcome, created.outcome]).toEqual(["EmailInUse", "ok"])
      taken.push(inUse.ms)
      fresh.push(created.ms)
    }
    // Wider: a new account costs a few more writes than the refusal (which itself says "in use").
    expect(Math.abs(median(taken) - median(fresh))).toBeLessThan(400)

    // The reset mails do go out, once the server greets.
    await smtp.waitFor(registered[0]!, (m) => m.subject === "Reset your password", 60_000)
  }, 120_000)
})
