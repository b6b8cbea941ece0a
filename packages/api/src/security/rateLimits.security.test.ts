import { describe, expect, it } from "vitest"
import {
  attestationRedeem,
  authRequestPasswordReset,
  authSignIn,
  authSignUp,
  inviteCreate,
  type AnyProcedure,
} from "@vsme/sdk"
import { rateRules } from "../identity/rateLimit.js"
import { signInLockout } from "../identity/signInLockout.js"
import { browserAgent, insertAccount, solveProof } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost, uniqueClientAddress, type RawAnswer } from "../testing/rpcRequest.js"

/**
 * Rate limits (issue 10): sign-in, sign-up, password reset and invites are limited per client
 * address, per e-mail address or per company (failed sign-ins per account and address, issue 15), counted in the database (so every API process shares
 * the count, see scaleOut.reliability.test.ts), and attempts that fail for another reason count too:
 * a wrong proof of work does not buy another try.
 */
/**
 * The limits count in fixed windows (10 minutes, an hour; hours start on a 10-minute boundary): a
 * test running across a boundary would see its count start again. Within the last two minutes of
 * a 10-minute window the server's clock runs ahead into the next one instead.
 */
const clockOffsetMs = (() => {
  const intoWindow = Date.now() % 600_000
  return intoWindow > 480_000 ? 600_000 - intoWindow + 1_000 : 0
})()

const server = useTestServerWithRealSignIn({ now: () => new Date(Date.now() + clockOffsetMs) })

/** A browser's attestation token, obtained honestly from the server. */
const attestation = async (ip: string) =>
  (await rpcPost(server.url, attestationRedeem, { proof: await solveProof(server.url) }, { ip })).result
    .token as string

/** `count` attempts as one client; answers each attempt's error tag. */
const attempts = async (
  count: number,
  procedure: AnyProcedure,
  input: (i: number) => unknown,
  credentials: { ip: string; attestation: string; accessToken?: string; accountId?: string },
): Promise<RawAnswer[]> => {
  const answers: RawAnswer[] = []
  for (let i = 0; i < count; i++) answers.push(await rpcPost(server.url, procedure, input(i), credentials))
  return answers
}

const tags = (answers: ReadonlyArray<RawAnswer>) => answers.map((a) => a.error?._tag ?? "ok")

const expectRefusedWithWait = (answer: RawAnswer, windowSeconds: number) => {
  expect(answer).toMatchObject({ status: 429, error: { _tag: "RateLimited" } })
  expect(answer.error!.retryAfterSeconds).toBeGreaterThan(0)
  expect(answer.error!.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds)
}

const badProof = Buffer.from("{}").toString("base64")
let counter = 0
const email = (who: string) => `${who}.${Date.now()}.${++counter}@example.com`

describe("rate limits", () => {
  it(`sign-in: ${rateRules.signInPerIp.limit} attempts per client address, whatever the e-mail, even with a wrong proof`, async () => {
    const ip = uniqueClientAddress()
    const credentials = { ip, attestation: await attestation(ip) }
    const signIn = (i: number) => ({
      email: email(`signin${i}`),
      password: "Wrong password 12345",
      proof: badProof,
    })
    const answers = await attempts(rateRules.signInPerIp.limit + 1, authSignIn, signIn, credentials)
    expect(tags(answers.slice(0, -1))).toEqual(Array(rateRules.signInPerIp.limit).fill("AttestationInvalid"))
    expectRefusedWithWait(answers.at(-1)!, rateRules.signInPerIp.windowSeconds)
    // Another address is not held back by this one.
    const other = uniqueClientAddress()
    const elsewhere = await rpcPost(server.url, authSignIn, signIn(0), {
      ip: other,
      attestation: await attestation(other),
    })
    expect(elsewhere.error?._tag).toBe("AttestationInvalid")
  })

  describe("sign-in lockout (per account and client address)", () => {
    const password = "Correct horse battery 42"
    /** A person with an account, signed up through the real procedure. */
    const person = async () => {
      const browser = browserAgent(server.url)
      const address = email("lockout")
      await browser.call(authSignUp, {
        email: address as never,
        password,
        locale: "fi",
        proof: await browser.proof(),
      })
      return address
    }
    const signInFrom = async (ip: string, address: string, withPassword: string) =>
      rpcPost(
        server.url,
        authSignIn,
        { email: address, password: withPassword, proof: await solveProof(server.url) },
        { ip, attestation: await attestation(ip) },
      )

    it(`locks one account for one address after ${signInLockout.freeFailures + 1} wrong passwords, even against the right one`, async () => {
      const victim = await person()
      const ip = uniqueClientAddress()
      const answers: RawAnswer[] = []
      for (let i = 0; i <= signInLockout.freeFailures; i++)
        answers.push(await signInFrom(ip, i % 2 ? victim.toUpperCase() : victim, "Wrong password 12345"))
      expect(tags(answers)).toEqual(Array(signInLockout.freeFailures + 1).fill("SignInFailed"))
      expectRefusedWithWait(await signInFrom(ip, victim, password), signInLockout.firstLockSeconds)
      // The lock is of this address only: the person signs in from elsewhere.
      const elsewhere = await signInFrom(uniqueClientAddress(), victim, password)
      expect(elsewhere.result?.accessToken).toEqual(expect.any(String))
    })

    it("does not let failures spread over many addresses lock a known person out", async () => {
      const victim = await person()
      const answers: RawAnswer[] = []
      for (let i = 0; i < 3 * (signInLockout.freeFailures + 1); i++)
        answers.push(await signInFrom(uniqueClientAddress(), victim, "Wrong password 12345"))
      expect(tags(answers).every((tag) => tag === "SignInFailed")).toBe(true)
      const own = await signInFrom(uniqueClientAddress(), victim, password)
      expect(own.result?.accessToken).toEqual(expect.any(String))
    })
  })

  it(`sign-up: ${rateRules.signUpPerIp.limit} attempts per client address an hour`, async () => {
    const ip = uniqueClientAddress()
    const credentials = { ip, attestation: await attestation(ip) }
    const signUp = (i: number) => ({
      email: email(`signup${i}`),
      password: "Correct horse battery 42",
      locale: "en",
      proof: badProof,
    })
    const answers = await attempts(rateRules.signUpPerIp.limit + 1, authSignUp, signUp, credentials)
    expect(tags(answers.slice(0, -1))).toEqual(Array(rateRules.signUpPerIp.limit).fill("AttestationInvalid"))
    expectRefusedWithWait(answers.at(-1)!, rateRules.signUpPerIp.windowSeconds)
    // Refused before anything else: even a real proof of work gets no account now.
    const honest = await rpcPost(
      server.url,
      authSignUp,
      { ...signUp(99), proof: await solveProof(server.url) },
      credentials,
    )
    expect(honest.error?._tag).toBe("RateLimited")
    expect(
      await server.database
        .db("users")
        .where({ email: signUp(99).email })
        .first(),
    ).toBeUndefined()
  })

  it(`password reset: ${rateRules.resetPerEmail.limit} requests per e-mail address and ${rateRules.resetPerIp.limit} per client address an hour`, async () => {
    const target = email("reset")
    const perEmail: RawAnswer[] = []
    for (let i = 0; i <= rateRules.resetPerEmail.limit; i++) {
      const ip = uniqueClientAddress()
      perEmail.push(
        await rpcPost(
          server.url,
          authRequestPasswordReset,
          { email: target, locale: "fi", proof: await solveProof(server.url) },
          { ip, attestation: await attestation(ip) },
        ),
      )
    }
    expect(tags(perEmail.slice(0, -1))).toEqual(Array(rateRules.resetPerEmail.limit).fill("ok"))
    expectRefusedWithWait(perEmail.at(-1)!, rateRules.resetPerEmail.windowSeconds)

    const ip = uniqueClientAddress()
    const credentials = { ip, attestation: await attestation(ip) }
    const reset = (i: number) => ({ email: email(`reset${i}`), locale: "en", proof: badProof })
    const perAddress = await attempts(
      rateRules.resetPerIp.limit + 1,
      authRequestPasswordReset,
      reset,
      credentials,
    )
    expect(tags(perAddress.slice(0, -1))).toEqual(
      Array(rateRules.resetPerIp.limit).fill("AttestationInvalid"),
    )
    expectRefusedWithWait(perAddress.at(-1)!, rateRules.resetPerIp.windowSeconds)
  })

  describe("invites", () => {
    /** An owner of a fresh company, signed in through the real sign-up, with a browser's credentials. */
    const owner = async () => {
      const browser = browserAgent(server.url)
      const address = email("owner")
      const tokens = await browser.call(authSignUp, {
        email: address as never,
        password: "Correct horse battery 42",
        locale: "en",
        proof: await browser.proof(),
      })
      const accountId = await insertAccount(server.database.db, {
        members: [[{ id: tokens.userId, email: address, role: "user", token: "" }, "owner"]],
      })
      const ip = uniqueClientAddress()
      return { accessToken: tokens.accessToken, accountId, ip, attestation: await attestation(ip) }
    }

    it(`mails one address at most ${rateRules.invitePerRecipient.limit} invites an hour, from all companies together`, async () => {
      const recipient = email("invitee")
      const [first, second] = [await owner(), await owner()]
      const answers = [
        ...(await attempts(3, inviteCreate, () => ({ email: recipient, role: "user", locale: "fi" }), first)),
        ...(await attempts(
          rateRules.invitePerRecipient.limit - 2,
          inviteCreate,
          () => ({ email: recipient.toUpperCase(), role: "user", locale: "fi" }),
          second,
        )),
      ]
      expect(tags(answers.slice(0, -1))).toEqual(Array(rateRules.invitePerRecipient.limit).fill("ok"))
      expectRefusedWithWait(answers.at(-1)!, rateRules.invitePerRecipient.windowSeconds)
      const mails = await server.database
        .db("mail_outbox")
        .whereRaw("lower(to_address) = lower(?)", [recipient])
      expect(mails).toHaveLength(rateRules.invitePerRecipient.limit)
    })

    it(`lets one company send ${rateRules.invitePerAccount.limit} invites an hour`, async () => {
      const company = await owner()
      const answers = await attempts(
        rateRules.invitePerAccount.limit + 1,
        inviteCreate,
        (i) => ({ email: email(`colleague${i}`), role: "user", locale: "sv" }),
        company,
      )
      expect(tags(answers.slice(0, -1))).toEqual(Array(rateRules.invitePerAccount.limit).fill("ok"))
      expectRefusedWithWait(answers.at(-1)!, rateRules.invitePerAccount.windowSeconds)
    })
  })
})
