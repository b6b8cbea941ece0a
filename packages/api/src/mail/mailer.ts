import nodemailer from "nodemailer"
import type { Db, DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"

export interface MailMessage {
  readonly to: string
  readonly locale: "fi" | "en" | "sv"
  /** What the mail is for (verify, reset, invite, …): for the outbox view and tests. */
  readonly kind: string
  readonly subject: string
  readonly text: string
  readonly html: string
}

interface OutboxRow {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  kind: string
}

/**
 * Mail goes through the `mail_outbox` table: a handler queues it inside its transaction (so a mail is
 * never sent for a change that rolled back), and delivery runs after the commit. With SMTP_URL set,
 * nodemailer sends it; without, the row stays as the development outbox (printed to the log and
 * readable by superadmins). Delivery claims rows with SKIP LOCKED, so several processes never send
 * the same mail twice.
 */
export const createMailer = (options: {
  readonly db: Db
  readonly smtpUrl: string | undefined
  readonly from: string
  readonly logger: Logger
}) => {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  const transportName = transport ? "smtp" : "outbox"

  const queue = async (db: DbOrTrx, mail: MailMessage) => {
    const [row] = (await db("mail_outbox")
      .insert({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        kind: mail.kind,
        locale: mail.locale,
        transport: transportName,
      })
      .returning("id")) as Array<{ id: string }>
    return row!.id
  }

  /** Delivers every queued mail not yet sent; safe to call from several processes at once. */
  const deliverPending = async () => {
    for (;;) {
      const delivered = await options.db.transaction(async (trx) => {
        const row = (await trx("mail_outbox")
          .whereNull("sent_at")
          .whereNull("error")
          .orderBy("created_at")
          .forUpdate()
          .skipLocked()
          .first()) as OutboxRow | undefined
        if (!row) return false
        try {
          if (transport) {
            await transport.sendMail({
              from: options.from,
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
              html: row.html_body,
            })
          } else {
            options.logger.info(
              { mail: { to: row.to_address, kind: row.kind, subject: row.subject, text: row.text_body } },
              "development outbox",
            )
          }
          await trx("mail_outbox").where({ id: row.id }).update({ sent_at: new Date() })
        } catch (error) {
          options.logger.error({ err: error, mailId: row.id }, "mail delivery failed")
          await trx("mail_outbox")
            .where({ id: row.id })
            .update({ error: String((error as Error).message ?? error).slice(0, 500) })
        }
        return true
      })
      if (!delivered) return
    }
  }

  return { queue, deliverPending, transport: transportName }
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
