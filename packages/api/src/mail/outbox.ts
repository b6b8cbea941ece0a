import type { Db, DbOrTrx } from "../db/database.js"

/** One queued mail as delivery sees it. */
export interface ClaimedMail {
  readonly id: string
  readonly to_address: string
  readonly subject: string
  readonly text_body: string
  readonly html_body: string
  readonly kind: string
  /** Counting this one. */
  readonly attempts: number
}

export interface QueuedMail {
  readonly to: string
  readonly locale: string
  readonly kind: string
  readonly subject: string
  readonly text: string
  readonly html: string
  /** "smtp" or "outbox" (the development outbox): shown in the superadmin view. */
  readonly transport: string
}

/** Adds a mail in the caller's transaction, so that a change that rolls back sends nothing. */
export const insertMail = async (db: DbOrTrx, mail: QueuedMail) => {
  const [row] = (await db("mail_outbox")
    .insert({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      kind: mail.kind,
      locale: mail.locale,
      transport: mail.transport,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}

/**
 * Claims the oldest due mail for `leaseMs`: one statement, so no lock outlives it. SKIP LOCKED lets
 * processes claim side by side; a claim whose lease ran out (its process died mid-send) is due
 * again. Times are the database's own clock, shared by every process.
 */
export const claimDueMail = async (db: Db, claimant: string, leaseMs: number) => {
  const result = (await db.raw(
    `update mail_outbox
        set claimed_by = ?, claimed_until = now() + (? * interval '1 millisecond'), attempts = attempts + 1
      where id = (
        select id from mail_outbox
         where sent_at is null and failed_at is null and next_attempt_at <= now()
           and (claimed_until is null or claimed_until < now())
         order by next_attempt_at, created_at
         limit 1
         for update skip locked)
      returning id, to_address, subject, text_body, html_body, kind, attempts`,
    [claimant, leaseMs],
  )) as { rows: ClaimedMail[] }
  return result.rows[0] ?? null
}

const released = { claimed_by: null, claimed_until: null }
const emptied = { text_body: "", html_body: "" }

/** Marks a claimed mail sent; `dropBody` empties it, so no link in it stays readable. */
export const markMailSent = (db: Db, id: string, claimant: string, dropBody: boolean) =>
  db("mail_outbox")
    .where({ id, claimed_by: claimant })
    .update({ ...released, sent_at: db.fn.now(), error: null, ...(dropBody ? emptied : {}) })

/** Records a failed send: due again after `retryInMs`, or given up (and emptied) when that is null. */
export const markMailFailed = (
  db: Db,
  id: string,
  claimant: string,
  error: string,
  retryInMs: number | null,
) =>
  db("mail_outbox")
    .where({ id, claimed_by: claimant })
    .update({
      ...released,
      error: error.slice(0, 500),
      ...(retryInMs === null
        ? { failed_at: db.fn.now(), ...emptied }
        : { next_attempt_at: db.raw("now() + (? * interval '1 millisecond')", [retryInMs]) }),
    })
