import type { Locale } from "@vsme/core"
import { requestLimits } from "@vsme/sdk"
import type { Db, DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Mailer } from "../mail/mailer.js"
import { buildRequestMail } from "./requestMail.js"
import { recordEvent, today, type RequestRow } from "./requestRepo.js"

/** How many companies one step of the sending job mails: one transaction each. */
const batchSize = 250
/** A claim on a sending request lasts this long; a process that died mid-way is taken over after it. */
const leaseMs = 60_000

interface RecipientRow {
  readonly id: string
  readonly business_id: string
  readonly email: string
}

/** The request's page of an asked company: the Business ID goes along, for the sign-up that may follow. */
export const incomingLink = (publicUrl: string, recipientId: string, businessId: string) =>
  `${publicUrl}/requests/incoming/${recipientId}?businessId=${encodeURIComponent(businessId)}`

interface Owner {
  readonly business_id: string
  readonly email: string
  readonly locale: Locale
}

/** The verified owners of the live accounts with these Business IDs, in one query. */
const ownersOf = async (db: DbOrTrx, businessIds: ReadonlyArray<string>) => {
  const rows = (await db("accounts as a")
    .join("memberships as m", "m.account_id", "a.id")
    .join("users as u", "u.id", "m.user_id")
    .whereIn("a.business_id", businessIds)
    .where("m.role", "owner")
    .whereNot("a.state", "disabled")
    .whereNotNull("u.email_verified_at")
    .select("a.business_id", "u.email", "u.locale")) as Owner[]
  const byBusinessId = new Map<string, Owner[]>()
  for (const row of rows)
    byBusinessId.set(row.business_id, [...(byBusinessId.get(row.business_id) ?? []), row])
  return byBusinessId
}

const requesterName = async (db: DbOrTrx, accountId: string) =>
  ((await db("accounts").where({ id: accountId }).first("name")) as { name: string }).name

/**
 * Queues the request's mail to one company: to the contact the requester named and, when an account
 * with that Business ID exists, to its owners too (they find the request in its inbox). The contact's
 * mail is the same in both cases, so the requester cannot tell from it whether the company uses the
 * product.
 */
export const queueRequestMail = async (
  db: DbOrTrx,
  mailer: Mailer,
  request: Pick<RequestRow, "account_id" | "draft">,
  recipient: RecipientRow,
  options: {
    readonly publicUrl: string
    readonly reminder: boolean
    readonly requester: string
    readonly owners: ReadonlyArray<Owner>
  },
) => {
  const { draft } = request
  const { owners } = options
  const addresses = new Map<string, Locale>([[recipient.email.toLowerCase(), draft.language]])
  for (const owner of owners)
    if (!addresses.has(owner.email.toLowerCase())) addresses.set(owner.email.toLowerCase(), owner.locale)
  for (const [to, locale] of addresses) {
    const mail = buildRequestMail({
      locale,
      requesterName: options.requester,
      title: draft.title,
      message: draft.message,
      periodYear: draft.periodYear,
      dueDate: draft.dueDate,
      contact: draft.contact,
      businessId: recipient.business_id,
      link: incomingLink(options.publicUrl, recipient.id, recipient.business_id),
      reminder: options.reminder,
    })
    await mailer.queue(db, { to, locale, kind: options.reminder ? "request-reminder" : "request", ...mail })
  }
}

export interface RequestJobDeps {
  readonly db: Db
  readonly mailer: Mailer
  readonly logger: Logger
  readonly now: () => Date
  readonly publicUrl: () => string
}

/** Claims a request being sent (or one whose claim ran out), in one statement. */
const claimSending = async (db: Db) => {
  const result = (await db.raw(
    `update data_requests set claimed_until = now() + (? * interval '1 millisecond')
      where id = (
        select id from data_requests
         where state = 'sending' and (claimed_until is null or claimed_until < now())
         order by sent_at limit 1 for update skip locked)
      returning id, account_id, draft`,
    [leaseMs],
  )) as { rows: Array<Pick<RequestRow, "id" | "account_id" | "draft">> }
  return result.rows[0]
}

/**
 * Mails one claimed request's queued companies, a batch per transaction (a batch's mails and its
 * rows' "sent" commit together, so a crash repeats no mail and loses none), renewing the claim as it
 * goes; marks the request sent when none is left.
 */
const sendClaimed = async (
  deps: RequestJobDeps,
  request: Pick<RequestRow, "id" | "account_id" | "draft">,
) => {
  const requester = await requesterName(deps.db, request.account_id)
  for (;;) {
    const done = await deps.db.transaction(async (trx) => {
      const batch = (await trx("data_request_recipients")
        .where({ request_id: request.id, status: "queued" })
        .orderBy("id")
        .limit(batchSize)
        .forUpdate()
        .skipLocked()
        .select("id", "business_id", "email")) as RecipientRow[]
      const now = deps.now()
      const owners = await ownersOf(
        trx,
        batch.map((r) => r.business_id),
      )
      for (const recipient of batch) {
        await queueRequestMail(trx, deps.mailer, request, recipient, {
          publicUrl: deps.publicUrl(),
          reminder: false,
          requester,
          owners: owners.get(recipient.business_id) ?? [],
        })
      }
      if (batch.length > 0) {
        await trx("data_request_recipients")
          .whereIn(
            "id",
            batch.map((r) => r.id),
          )
          .update({ status: "sent", status_at: now, mailed_at: now })
        await trx("data_request_events").insert(
          batch.map((r) => ({ recipient_id: r.id, kind: "sent", at: now })),
        )
        await trx("data_requests")
          .where({ id: request.id })
          .update({ claimed_until: trx.raw("now() + (? * interval '1 millisecond')", [leaseMs]) })
        return false
      }
      // Rows another claimant holds (its lease ran out while it still worked) are left to it.
      const left = (await trx("data_request_recipients")
        .where({ request_id: request.id, status: "queued" })
        .count({ n: "*" })
        .first()) as { n: string | number }
      if (Number(left.n) === 0)
        await trx("data_requests").where({ id: request.id }).update({ state: "sent", claimed_until: null })
      return true
    })
    deps.mailer.deliverSoon()
    if (done) return
  }
}

/** Sends every request waiting to be sent; several processes may run it at once. */
export const runSendingJob = async (deps: RequestJobDeps) => {
  for (let request = await claimSending(deps.db); request; request = await claimSending(deps.db))
    await sendClaimed(deps, request)
}

const dayMs = 24 * 3600 * 1000

/**
 * The automatic reminders of a request with due date `due` (issue 32): 7 days before it, on it, then
 * weekly after it, at most three times. At 06:00 UTC (08:00 in Finland in winter) of each day.
 */
export const reminderTimes = (due: string): ReadonlyArray<Date> => {
  const dueAt = new Date(`${due}T06:00:00Z`).getTime()
  return [
    -7,
    0,
    ...Array.from({ length: requestLimits.automaticRemindersAfterDue }, (_, i) => 7 * (i + 1)),
  ].map((days) => new Date(dueAt + days * dayMs))
}

/**
 * Sends the automatic reminders that are due: to every company that has not answered, of a sent
 * request with reminders on, when a reminder time has passed since its last mail; one at a time (a
 * process down for a week does not send three at once), and never within a day of the last one.
 */
export const runReminderJob = async (deps: RequestJobDeps) => {
  const now = deps.now()
  const candidates = (await deps
    .db("data_request_recipients as t")
    .join("data_requests as r", "r.id", "t.request_id")
    .where({ "r.state": "sent", "r.reminders_enabled": true })
    .whereIn("t.status", ["sent", "opened", "inProgress"])
    .where("t.automatic_reminders", "<", 2 + requestLimits.automaticRemindersAfterDue)
    .where("r.due_date", "<=", today(new Date(now.getTime() + 8 * dayMs)))
    .select(
      "t.id",
      "t.mailed_at",
      "t.last_reminded_at",
      deps.db.raw("to_char(r.due_date, 'YYYY-MM-DD') as due_date"),
    )) as Array<{ id: string; mailed_at: Date; last_reminded_at: Date | null; due_date: string }>
  for (const candidate of candidates) {
    const last = (candidate.last_reminded_at ?? candidate.mailed_at).getTime()
    const due = reminderTimes(candidate.due_date).some(
      (t) => t.getTime() > last && t.getTime() <= now.getTime(),
    )
    if (!due || now.getTime() - last < dayMs) continue
    if (await deps.db.transaction((trx) => remindRecipient(trx, deps, candidate.id, "automatic")))
      deps.mailer.deliverSoon()
  }
}

/** What sending a mail of a request needs besides the database. */
export type RequestMailDeps = Pick<RequestJobDeps, "mailer" | "now" | "publicUrl">

/**
 * Sends one reminder (automatic or asked for) to one company, in the caller's transaction, with the
 * row locked so that two processes, or the job and the requester, never remind twice within a day.
 * Answers whether it sent.
 */
export const remindRecipient = async (
  trx: DbOrTrx,
  deps: RequestMailDeps,
  recipientId: string,
  how: "automatic" | "manual",
): Promise<boolean> => {
  const now = deps.now()
  const row = (await trx("data_request_recipients as t")
    .join("data_requests as r", "r.id", "t.request_id")
    .where("t.id", recipientId)
    .forUpdate()
    .first(
      "t.id",
      "t.business_id",
      "t.email",
      "t.status",
      "t.last_reminded_at",
      "r.account_id",
      "r.draft",
      "r.state",
    )) as
    | (RecipientRow &
        Pick<RequestRow, "account_id" | "draft" | "state"> & {
          status: string
          last_reminded_at: Date | null
        })
    | undefined
  if (!row || row.state !== "sent" || !["sent", "opened", "inProgress"].includes(row.status)) return false
  if (row.last_reminded_at && now.getTime() - new Date(row.last_reminded_at).getTime() < dayMs) return false
  await queueRequestMail(trx, deps.mailer, row, row, {
    publicUrl: deps.publicUrl(),
    reminder: true,
    requester: await requesterName(trx, row.account_id),
    owners: (await ownersOf(trx, [row.business_id])).get(row.business_id) ?? [],
  })
  await trx("data_request_recipients")
    .where({ id: row.id })
    .update({
      reminders: trx.raw("reminders + 1"),
      last_reminded_at: now,
      ...(how === "automatic" ? { automatic_reminders: trx.raw("automatic_reminders + 1") } : {}),
    })
  await recordEvent(trx, row.id, "reminded", now, how)
  return true
}

/**
 * The request jobs of one process: sending every few seconds (and at once when a request is sent),
 * reminders hourly. Created with the services, started with the server.
 */
export const createRequestJobs = (deps: RequestJobDeps) => {
  let sending: Promise<void> | null = null
  let stopped = false
  const send = () => {
    if (stopped) return Promise.resolve()
    sending ??= runSendingJob(deps)
      .catch((error: unknown) => deps.logger.error({ err: error }, "sending data requests failed"))
      .finally(() => {
        sending = null
      })
    return sending
  }
  const remind = () =>
    runReminderJob(deps).catch((error: unknown) =>
      deps.logger.error({ err: error }, "data request reminders failed"),
    )
  let timers: NodeJS.Timeout[] = []
  return {
    /** Runs the sending job soon (after the transaction that queued a request has committed). */
    sendSoon: () => void send(),
    runSending: send,
    runReminders: remind,
    start: () => {
      timers = [setInterval(() => void send(), 5_000), setInterval(() => void remind(), 3600_000)]
      for (const timer of timers) timer.unref()
      void send()
      void remind()
    },
    stop: async () => {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await sending
    },
  }
}
export type RequestJobs = ReturnType<typeof createRequestJobs>
