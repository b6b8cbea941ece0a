import { keyFiguresOf, qualityOf, requestShareScope, type AccountId, type UserId } from "@vsme/core"
import {
  InvalidInput,
  RequestAlreadyAnswered,
  RequestNotFound,
  RequestReportMismatch,
  requestLimits,
  type DeclineReason,
  type ExtraAnswer,
  type IncomingRequest,
  type RecipientId,
  type RecipientStatus,
  type ReportId,
  type RequestDraft,
  type SharedRequestAnswers,
  type ShareId,
  type ShareSnapshot,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import type { LinkSealer } from "../sharing/linkTokens.js"
import { createShare, publishUpdate } from "../sharing/shareRepo.js"
import { recordEvent, shownStatusSql, today } from "./requestRepo.js"

/** How long the share that answers a request lasts: the longest a share may (issue 31). */

interface IncomingRow {
  readonly id: string
  readonly status: string
  readonly shown_status: RecipientStatus
  readonly mailed_at: Date | string | null
  readonly declined_reason: DeclineReason | null
  readonly declined_text: string | null
  readonly declined_items: ReadonlyArray<{ id: string; reason: DeclineReason; text: string | null }>
  readonly extra_answers: SharedRequestAnswers["extraAnswers"]
  readonly share_id: string | null
  readonly answered_report_id: string | null
  readonly draft: RequestDraft
  readonly items: ReadonlyArray<string>
  readonly standard: string
  readonly requester_account_id: string
  readonly requester_name: string
  readonly requester_business_id: string
  readonly share_report_id: string | null
  readonly share_created_at: Date | string | null
  readonly share_versions: number | null
}

/**
 * The rows of requests addressed to the company `accountId`, matched by its Business ID: the only way
 * a request reaches a company (issue 32). A row still waiting for its mail is not there yet.
 */
const incomingRows = (db: DbOrTrx, accountId: AccountId, now: Date) =>
  db("data_request_recipients as t")
    .join("data_requests as r", "r.id", "t.request_id")
    .join("accounts as me", "me.business_id", "t.business_id")
    .join("accounts as req", "req.id", "r.account_id")
    .leftJoin("shares as s", "s.id", "t.share_id")
    .where("me.id", accountId)
    .whereNotIn("t.status", ["draft", "queued"])
    .select(
      "t.id",
      "t.status",
      db.raw(`${shownStatusSql("t", "r")} as shown_status`, [today(now)]),
      "t.mailed_at",
      "t.declined_reason",
      "t.declined_text",
      "t.declined_items",
      "t.extra_answers",
      "t.share_id",
      "t.answered_report_id",
      "r.draft",
      "r.items",
      "r.standard",
      "r.account_id as requester_account_id",
      "req.name as requester_name",
      "req.business_id as requester_business_id",
      "s.report_id as share_report_id",
      "s.created_at as share_created_at",
      "s.latest_version as share_versions",
    )

const toIncoming = (row: IncomingRow): IncomingRequest => {
  const scope = requestShareScope(row.draft.selection)
  return {
    id: row.id as RecipientId,
    requester: { name: row.requester_name, businessId: row.requester_business_id },
    title: row.draft.title,
    message: row.draft.message,
    periodYear: row.draft.periodYear,
    dueDate: row.draft.dueDate,
    contact: row.draft.contact,
    receivedAt: iso(row.mailed_at ?? new Date(0)),
    status: row.shown_status,
    items: row.items,
    disclosures: scope.kind === "items" ? scope.disclosures : [],
    extraQuestions: row.draft.extraQuestions,
    standard: row.standard,
    declined: row.declined_reason === null ? null : { reason: row.declined_reason, text: row.declined_text },
    declinedItems: row.declined_items,
    extraAnswers: row.extra_answers,
    reportId: row.answered_report_id as ReportId | null,
    answer:
      row.share_id === null
        ? null
        : {
            shareId: row.share_id as ShareId,
            reportId: row.share_report_id as ReportId | null,
            sharedAt: iso(row.share_created_at!),
            versions: row.share_versions ?? 1,
          },
  }
}

export const inbox = async (db: DbOrTrx, accountId: AccountId, now: Date) => {
  const rows = (await incomingRows(db, accountId, now).orderBy("t.mailed_at", "desc")) as IncomingRow[]
  const requests = rows.map((row) => ({
    id: row.id as RecipientId,
    requesterName: row.requester_name,
    title: row.draft.title,
    periodYear: row.draft.periodYear,
    dueDate: row.draft.dueDate,
    receivedAt: iso(row.mailed_at ?? new Date(0)),
    status: row.shown_status,
  }))
  return { requests, open: rows.filter((r) => ["sent", "opened", "inProgress"].includes(r.status)).length }
}

/** The request addressed to the company, or RequestNotFound (a request to another company is not told apart). */
export const incomingRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  recipientId: string,
  now: Date,
  options: { readonly forUpdate?: boolean } = {},
) => {
  const query = incomingRows(db, accountId, now).where("t.id", recipientId).first()
  const row = (await (options.forUpdate ? query.forUpdate("t") : query)) as IncomingRow | undefined
  if (!row) throw new RequestNotFound()
  return row
}

/** The company has seen the request: the requester's row says "opened" from now on. */
export const openIncoming = async (db: DbOrTrx, accountId: AccountId, recipientId: string, now: Date) => {
  const row = await incomingRequest(db, accountId, recipientId, now, { forUpdate: true })
  if (row.status === "sent") {
    await db("data_request_recipients")
      .where({ id: row.id })
      .update({ status: "opened", opened_at: now, status_at: now })
    await recordEvent(db, row.id, "opened", now)
  }
  return toIncoming(await incomingRequest(db, accountId, recipientId, now))
}

/** The report must be the company's and cover the request's year. */
const checkReport = async (db: DbOrTrx, accountId: AccountId, reportId: string, year: number) => {
  const report = (await db("reports")
    .where({ id: reportId, account_id: accountId })
    .where("start_date", "<=", `${year}-12-31`)
    .where("end_date", ">=", `${year}-01-01`)
    .first("id")) as { id: string } | undefined
  if (!report) throw new RequestReportMismatch()
}

const isOpen = (row: IncomingRow) => ["sent", "opened", "inProgress"].includes(row.status)

export const beginAnswer = async (
  db: DbOrTrx,
  accountId: AccountId,
  recipientId: string,
  reportId: string,
  now: Date,
) => {
  const row = await incomingRequest(db, accountId, recipientId, now, { forUpdate: true })
  if (row.status === "declined") throw new RequestAlreadyAnswered()
  await checkReport(db, accountId, reportId, row.draft.periodYear)
  await db("data_request_recipients")
    .where({ id: row.id })
    .update({
      answered_report_id: reportId,
      ...(isOpen(row) ? { status: "inProgress", status_at: now } : {}),
      ...(row.status === "sent" ? { opened_at: now } : {}),
    })
  return toIncoming(await incomingRequest(db, accountId, recipientId, now))
}

const numberBound = 1e15

/** The extra answers checked against the request's own questions: each answered or declined, once. */
const checkedExtraAnswers = (
  draft: RequestDraft,
  given: ReadonlyArray<ExtraAnswer>,
): SharedRequestAnswers["extraAnswers"] => {
  const issues: Array<{ path: Array<string | number>; message: string }> = []
  const byId = new Map(given.map((a, i) => [a.id, { answer: a, index: i }]))
  given.forEach((a, i) => {
    if (!draft.extraQuestions.some((q) => q.id === a.id))
      issues.push({ path: ["extraAnswers", i, "id"], message: "validation.invalidValue" })
  })
  if (byId.size !== given.length)
    issues.push({ path: ["extraAnswers"], message: "validation.duplicateValue" })
  const answers = draft.extraQuestions.map((q) => {
    const entry = byId.get(q.id)
    if (!entry) {
      issues.push({ path: ["extraAnswers", q.id], message: "validation.requiredField" })
      return null
    }
    const { answer, index } = entry
    const base = { id: q.id, question: q.question, kind: q.kind, unit: q.unit }
    if ("declined" in answer)
      return {
        ...base,
        answer: null,
        declined: { reason: answer.declined, text: answer.text?.trim() || null },
      }
    const value = answer.answer
    const fits =
      q.kind === "text"
        ? typeof value === "string" && value.trim() !== ""
        : q.kind === "number"
          ? typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= numberBound
          : typeof value === "boolean"
    if (!fits) issues.push({ path: ["extraAnswers", index, "answer"], message: "validation.invalidValue" })
    return { ...base, answer: typeof value === "string" ? value.trim() : value, declined: null }
  })
  if (issues.length > 0) throw new InvalidInput({ issues })
  return answers.filter((a): a is NonNullable<typeof a> => a !== null)
}

/**
 * Answers a request with a report: a share to the requester (its Business ID, so it also appears in
 * its Received reports), limited to the asked items the company did not decline, carrying the extra
 * answers; or, answered before, the share's next version. The row then holds the share's key figures.
 */
export const answerRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  by: UserId,
  input: {
    readonly recipientId: string
    readonly reportId: string
    readonly extraAnswers: ReadonlyArray<ExtraAnswer>
    readonly declinedItems: ReadonlyArray<{ id: string; reason: DeclineReason; text: string | null }>
  },
  options: { readonly now: Date; readonly sealer: LinkSealer },
) => {
  const { now } = options
  const row = await incomingRequest(db, accountId, input.recipientId, now, { forUpdate: true })
  if (row.status === "declined") throw new RequestAlreadyAnswered()
  await checkReport(db, accountId, input.reportId, row.draft.periodYear)
  const asked = new Set(row.items)
  const badItem = input.declinedItems.findIndex((d) => !asked.has(d.id))
  if (badItem >= 0)
    throw new InvalidInput({
      issues: [{ path: ["declinedItems", badItem, "id"], message: "validation.invalidValue" }],
    })
  const declinedItems = input.declinedItems.map((d) => ({
    id: d.id,
    reason: d.reason,
    text: d.text?.trim() || null,
  }))
  const request: SharedRequestAnswers = {
    title: row.draft.title,
    extraAnswers: checkedExtraAnswers(row.draft, input.extraAnswers),
    declinedItems,
  }
  const scope = requestShareScope(
    row.draft.selection,
    declinedItems.map((d) => d.id),
  )
  // A share the company has since withdrawn is not updated: the answer is shared anew.
  const live =
    row.share_id !== null &&
    ((await db("shares").where({ id: row.share_id }).whereNull("revoked_at").first("id")) as unknown) !==
      undefined
  let shareId = live ? row.share_id : null
  if (shareId === null) {
    shareId = await createShare(
      db,
      accountId,
      by,
      {
        reportId: input.reportId,
        scope,
        includeAttachments: false,
        recipient: { kind: "organisation", businessId: row.requester_business_id as never },
        recipientName: row.requester_name,
        expiresInDays: requestLimits.answerShareDays,
        passcodeHash: null,
        request,
        limited: false,
      },
      options,
    )
  } else {
    await publishUpdate(db, accountId, shareId, by, {
      now,
      expiresInDays: requestLimits.answerShareDays,
      answer: { reportId: input.reportId, scope, request },
    })
  }
  const snapshot = (
    (await db("share_versions")
      .where({ share_id: shareId })
      .orderBy("version", "desc")
      .first("snapshot")) as { snapshot: ShareSnapshot }
  ).snapshot
  const figures = keyFiguresOf({
    answers: snapshot.answers,
    questionStates: snapshot.questionStates,
    quality: (id) => qualityOf(snapshot.quality.verification, snapshot.quality.answers[id]),
  })
  await db("data_request_recipients")
    .where({ id: row.id })
    .update({
      status: "shared",
      status_at: now,
      share_id: shareId,
      answered_report_id: input.reportId,
      declined_items: JSON.stringify(declinedItems),
      extra_answers: JSON.stringify(request.extraAnswers),
      key_figures: JSON.stringify(figures),
      scope1: figures.scope1.value,
      scope2_location: figures.scope2Location.value,
      scope3: figures.scope3.value,
      total_energy_mwh: figures.totalEnergyMwh.value,
      employees: figures.employees.value,
    })
  await recordEvent(db, row.id, live ? "updated" : "shared", now)
  return toIncoming(await incomingRequest(db, accountId, input.recipientId, now))
}

/** Declines the whole request with a reason (and text) the requester sees. */
export const declineRequest = async (
  db: DbOrTrx,
  accountId: AccountId,
  input: { readonly recipientId: string; readonly reason: DeclineReason; readonly text: string | null },
  now: Date,
) => {
  const row = await incomingRequest(db, accountId, input.recipientId, now, { forUpdate: true })
  if (!isOpen(row)) throw new RequestAlreadyAnswered()
  await db("data_request_recipients")
    .where({ id: row.id })
    .update({
      status: "declined",
      status_at: now,
      declined_reason: input.reason,
      declined_text: input.text?.trim() || null,
    })
  await recordEvent(db, row.id, "declined", now, input.reason)
  return toIncoming(await incomingRequest(db, accountId, input.recipientId, now))
}
