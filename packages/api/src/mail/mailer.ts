import { randomUUID } from "node:crypto"
import { hostname } from "node:os"
import nodemailer from "nodemailer"
import type { Db, DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"
import { claimDueMail, insertMail, markMailFailed, markMailSent, type ClaimedMail } from "./outbox.js"

export interface MailMessage {
  readonly to: string
  readonly locale: "fi" | "en" | "sv"
  /** What the mail is for (verify, reset, invite, …): for the outbox view and tests. */
  readonly kind: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** How delivery paces itself; tests shorten the times. */
export interface DeliverySettings {
  /** How often each process looks for due mail (besides right after a request queued some). */
  readonly intervalMs: number
  /** How long a claim lasts: longer than any send can take with the SMTP timeouts. */
  readonly leaseMs: number
  /** Sends tried before a mail is given up. */
  readonly maxAttempts: number
  /** Wait before the second attempt; doubled for each further one (at most six hours). */
  readonly retryBaseMs: number
  /** Mails one process sends at the same time. */
  readonly concurrency: number
}

export const defaultDelivery: DeliverySettings = {
  intervalMs: 30_000,
  leaseMs: 5 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 60_000,
  concurrency: 4,
}

/**
 * Without SMTP_URL, in development, the outbox table is where mail is read (the superadmin view,
 * the demo). Anywhere else the outbox never shows its mail: it may hold live links.
 */
export const isDevelopmentOutbox = (config: {
  readonly appEnv: string
  readonly smtpUrl: string | undefined
}) => config.appEnv === "dev" && !config.smtpUrl

const retryDelayMs = (settings: DeliverySettings, attempts: number) =>
  Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000)

/**
 * Mail goes through the `mail_outbox` table: a handler queues it inside its transaction (so a mail is
 * never sent for a change that rolled back), and delivery runs later, in the background, never
 * inside a request or a transaction: a mail is claimed for a lease in one short statement, sent with
 * short SMTP timeouts, then marked sent (its body emptied) or retried later with backoff. A slow
 * SMTP server thus holds no database connection (PGlite has one) and delays no answer — also not the
 * answer that would otherwise reveal whether an address has an account. Several processes deliver
 * side by side; a claim of a process that died is taken over when its lease ends.
 */
export const createMailer = (options: {
  readonly db: Db
  readonly smtpUrl: string | undefined
  readonly from: string
  readonly logger: Logger
  /** Without SMTP_URL, mail is kept readable (and logged) only in development. */
  readonly appEnv?: "dev" | "staging" | "production"
  /** The SMTP connection, greeting and socket-inactivity timeouts. */
  readonly smtpTimeoutMs?: number
  readonly delivery?: Partial<DeliverySettings>
}) => {
  const settings = { ...defaultDelivery, ...options.delivery }
  const timeoutMs = options.smtpTimeoutMs ?? 10_000
  // A pool of at most `concurrency` connections, each reused for up to 100 mails and closed after a
  // second idle: a burst (a data request to 5,000 companies, decision 038) is not a connection and
  // greeting per mail, which held delivery to some 35 mails a second even on loopback. Retrying is
  // the outbox's (its backoff and attempts), never the pool's.
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: settings.concurrency,
        maxRequeues: 0,
        idleTimeout: 1_000,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : null
  const transportName = transport ? "smtp" : "outbox"
  const developmentOutbox = isDevelopmentOutbox({
    appEnv: options.appEnv ?? "dev",
    smtpUrl: options.smtpUrl,
  })
  const claimant = `${hostname()}:${process.pid}:${randomUUID()}`
  const { db, logger } = options

  const queue = (trx: DbOrTrx, mail: MailMessage) =>
    insertMail(trx, {
      to: mail.to,
      locale: mail.locale,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      transport: transportName,
    })

  const send = async (mail: ClaimedMail) => {
    if (transport) {
      await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      })
    } else if (developmentOutbox) {
      logger.info(
        { mail: { to: mail.to_address, kind: mail.kind, subject: mail.subject, text: mail.text_body } },
        "development outbox",
      )
    } else {
      throw new Error("SMTP_URL is not set: mail cannot be delivered")
    }
  }

  let stopping = false
  let round: Promise<void> | null = null
  let again = false

  /** Claims and sends mail until none is due; answers how many it handled. */
  const drainOne = async (): Promise<number> => {
    let handled = 0
    while (!stopping) {
      const mail = await claimDueMail(db, claimant, settings.leaseMs)
      if (!mail) break
      handled++
      try {
        await send(mail)
      } catch (error) {
        const giveUp = mail.attempts >= settings.maxAttempts
        logger.error({ err: error, mailId: mail.id, attempts: mail.attempts, giveUp }, "mail delivery failed")
        await markMailFailed(
          db,
          mail.id,
          claimant,
          String((error as Error).message ?? error),
          giveUp ? null : retryDelayMs(settings, mail.attempts),
        )
        continue
      }
      await markMailSent(db, mail.id, claimant, !developmentOutbox)
    }
    return handled
  }

  /** Delivers every due mail, a few at a time; safe to call from several processes at once. */
  const deliverPending = async () => {
    const counts = await Promise.all(Array.from({ length: settings.concurrency }, drainOne))
    return counts.reduce((a, b) => a + b, 0)
  }

  /**
   * Starts delivery in the background and returns at once (a request never waits for it). One
   * round runs per process; asking during a round runs another after it, for mail queued meanwhile.
   */
  const deliverSoon = () => {
    if (stopping) return
    if (round) {
      again = true
      return
    }
    round = (async () => {
      do {
        again = false
        try {
          await deliverPending()
        } catch (error) {
          logger.error({ err: error }, "mail delivery failed")
        }
      } while (again && !stopping)
    })().finally(() => {
      round = null
    })
  }

  let timer: NodeJS.Timeout | undefined
  /** Delivers what is due now (mail queued before a restart) and then every `intervalMs`. */
  const start = () => {
    deliverSoon()
    timer ??= setInterval(deliverSoon, settings.intervalMs)
    timer.unref()
  }

  /**
   * Stops taking new mail and waits up to `graceMs` for sends in flight. A send still running then
   * keeps its claim, and another process retries it when the lease ends.
   */
  const stop = async (graceMs: number) => {
    stopping = true
    clearInterval(timer)
    if (round) {
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([round, new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)))])
      clearTimeout(timeout)
    }
    // The pool's idle connections are closed; one still sending keeps its mail's claim.
    if (!round) transport?.close()
  }

  return { queue, deliverPending, deliverSoon, start, stop, transport: transportName }
}
export type Mailer = ReturnType<typeof createMailer>

const htmlEntities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}
/** Escapes text for an HTML mail body: names and other user input never become markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c]!)

/** A plain, accessible HTML mail: a heading, paragraphs and one button-styled link. */
export const simpleHtmlMail = (parts: {
  heading: string
  paragraphs: ReadonlyArray<string>
  action?: { label: string; url: string }
  footer: string
}) =>
  [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(parts.heading)}</h1>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    parts.action
      ? `<p><a href="${escapeHtml(parts.action.url)}" style="background:#1b5e3f;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(parts.action.url)}</p>`
      : "",
    `<p style="font-size:12px;color:#555">${escapeHtml(parts.footer)}</p>`,
    "</body></html>",
  ].join("")
