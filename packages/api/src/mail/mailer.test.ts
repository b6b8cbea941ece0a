import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { createLogger } from "../log.js"
import { createTestDatabase, startSmtpSink, type TestDatabase } from "../testing/index.js"
import { passwordResetMail } from "./identityMails.js"
import { createMailer, type DeliverySettings } from "./mailer.js"

/**
 * Delivery of the mail outbox (issue 15): claimed for a lease in one short statement, sent with no
 * transaction open, then marked sent with its body emptied, or retried with backoff and given up.
 */

let database: TestDatabase
let smtp: Awaited<ReturnType<typeof startSmtpSink>>
beforeAll(async () => {
  database = await createTestDatabase()
  smtp = await startSmtpSink()
})
afterAll(async () => {
  await database.destroy()
  await smtp.close()
})
beforeEach(async () => {
  await db()("mail_outbox").delete()
})

const db = () => database.db
const logger = createLogger("silent")
const from = "VSME <no-reply@example.com>"
let counter = 0
const address = () => `mailer${++counter}.${Date.now()}@example.com`
const resetMail = (to: string) =>
  passwordResetMail(to, "en", `https://vsme.example/reset-password?token=secret-${counter}`)

const mailer = (
  options: { smtpUrl?: string; appEnv?: "dev" | "staging"; delivery?: Partial<DeliverySettings> } = {},
) =>
  createMailer({
    db: db(),
    smtpUrl: options.smtpUrl,
    from,
    logger,
    appEnv: options.appEnv ?? "dev",
    smtpTimeoutMs: 1_000,
    delivery: { concurrency: 2, ...options.delivery },
  })

const row = (id: string) => db()("mail_outbox").where({ id }).first()

describe("mail delivery", () => {
  it("sends over SMTP outside any transaction and keeps no link readable afterwards", async () => {
    const to = address()
    const smtpMailer = mailer({ smtpUrl: smtp.url })
    const id = await smtpMailer.queue(db(), resetMail(to))
    expect(await smtpMailer.deliverPending()).toBe(1)
    const received = await smtp.waitFor(to)
    expect(received.text).toContain("reset-password?token=secret-")
    expect(await row(id)).toMatchObject({
      sent_at: expect.any(Date),
      text_body: "",
      html_body: "",
      claimed_by: null,
      attempts: 1,
      error: null,
    })
  })

  it("keeps the development outbox readable in dev, and refuses to pretend delivery elsewhere", async () => {
    const dev = mailer()
    const kept = await dev.queue(db(), resetMail(address()))
    await dev.deliverPending()
    expect(await row(kept)).toMatchObject({ sent_at: expect.any(Date) })
    expect((await row(kept)).text_body).toContain("token=secret-")

    const staging = mailer({ appEnv: "staging", delivery: { maxAttempts: 1 } })
    const dropped = await staging.queue(db(), resetMail(address()))
    await staging.deliverPending()
    expect(await row(dropped)).toMatchObject({
      sent_at: null,
      failed_at: expect.any(Date),
      text_body: "",
      error: expect.stringContaining("SMTP_URL"),
    })
  })

  it("gives a silent SMTP server up after the timeout, retries later with backoff, then gives up", async () => {
    const silent = await startSmtpSink({ greetingDelayMs: 60_000 })
    try {
      const stuck = mailer({ smtpUrl: silent.url, delivery: { maxAttempts: 2, retryBaseMs: 60_000 } })
      const id = await stuck.queue(db(), resetMail(address()))
      const started = Date.now()
      expect(await stuck.deliverPending()).toBe(1)
      expect(Date.now() - started).toBeLessThan(5_000)
      const first = await row(id)
      expect(first).toMatchObject({ sent_at: null, failed_at: null, attempts: 1, claimed_by: null })
      expect(first.error).toMatch(/greeting|timeout/i)
      // Not due again before its backoff ends.
      expect(new Date(first.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 50_000)
      expect(await stuck.deliverPending()).toBe(0)

      await db()("mail_outbox")
        .where({ id })
        .update({ next_attempt_at: new Date(Date.now() - 1000) })
      expect(await stuck.deliverPending()).toBe(1)
      expect(await row(id)).toMatchObject({ attempts: 2, failed_at: expect.any(Date), text_body: "" })
    } finally {
      await silent.close()
    }
  })

  it("takes over the claim of a process that died mid-send once its lease has run out", async () => {
    const to = address()
    const smtpMailer = mailer({ smtpUrl: smtp.url })
    const id = await smtpMailer.queue(db(), resetMail(to))
    const claim = { claimed_by: "dead-process", attempts: 1 }
    await db()("mail_outbox")
      .where({ id })
      .update({ ...claim, claimed_until: new Date(Date.now() + 60_000) })
    expect(await smtpMailer.deliverPending()).toBe(0)
    await db()("mail_outbox")
      .where({ id })
      .update({ claimed_until: new Date(Date.now() - 1000) })
    expect(await smtpMailer.deliverPending()).toBe(1)
    await smtp.waitFor(to)
    expect(await row(id)).toMatchObject({ sent_at: expect.any(Date), attempts: 2 })
  })

  it("delivers each mail once when several processes deliver at the same time", async () => {
    const recipients = Array.from({ length: 8 }, address)
    const first = mailer({ smtpUrl: smtp.url })
    const second = mailer({ smtpUrl: smtp.url })
    for (const to of recipients) await first.queue(db(), resetMail(to))
    const handled = await Promise.all([first.deliverPending(), second.deliverPending()])
    expect(handled[0] + handled[1]).toBe(recipients.length)
    for (const to of recipients) await smtp.waitFor(to)
    const copies = smtp.messages.filter((m) => recipients.some((to) => JSON.stringify(m.to).includes(to)))
    expect(copies).toHaveLength(recipients.length)
  })

  it("sends a burst over a few reused connections, not one connection per mail", async () => {
    const sink = await startSmtpSink()
    try {
      const recipients = Array.from({ length: 12 }, address)
      const pooled = mailer({ smtpUrl: sink.url })
      for (const to of recipients) await pooled.queue(db(), resetMail(to))
      expect(await pooled.deliverPending()).toBe(recipients.length)
      for (const to of recipients) await sink.waitFor(to)
      // Two at a time (the delivery's concurrency here), each connection reused.
      expect(sink.connections()).toBeLessThanOrEqual(2)
      await pooled.stop(1_000)
    } finally {
      await sink.close()
    }
  })

  it("waits on stop for a send in flight, and takes no new mail", async () => {
    const slow = await startSmtpSink({ greetingDelayMs: 500 })
    try {
      const to = address()
      const slowMailer = mailer({ smtpUrl: slow.url })
      await slowMailer.queue(db(), resetMail(to))
      slowMailer.deliverSoon()
      await new Promise((resolve) => setTimeout(resolve, 100))
      await slowMailer.stop(5_000)
      expect(slow.messages).toHaveLength(1)
      const later = await slowMailer.queue(db(), resetMail(address()))
      slowMailer.deliverSoon()
      expect(await slowMailer.deliverPending()).toBe(0)
      expect(await row(later)).toMatchObject({ sent_at: null, attempts: 0 })
    } finally {
      await slow.close()
    }
  })
})
