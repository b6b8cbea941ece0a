import { AnswerVersionConflict, ReportVersionConflict, type ReportId, type reportProcedures } from "@vsme/sdk"
import type { AccountId } from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { recordAudit } from "../accounts/audit.js"
import { findComment, findEditableComment, insertComment, listComments } from "../reports/commentRepo.js"
import { validateAnswer } from "../reports/answerValidation.js"
import { findPreviousReport } from "../reports/previousReport.js"
import { changeReportState, stateHistory } from "../reports/reportStates.js"
import {
  answersForSave,
  completenessOf,
  copyAnswers,
  copyReport,
  findEditableReport,
  prefillFromAccount,
  findReport,
  keepSavedAnswers,
  listReports,
  questionStates,
  refreshCompleteness,
  reportDetail,
  reportForSave,
  stateChanges,
  statesPatch,
  storeCompleteness,
  storedStatesAndFacts,
  summarise,
  toAnswer,
  toStoredAnswer,
  toSummary,
  touchReport,
  writeAnswer,
  type AnswerRow,
} from "../reports/reportRepo.js"
import type { Handler } from "./handler.js"

type P = typeof reportProcedures

/** A changed report's summary; its completeness is computed and stored in the same transaction. */
const summaryOf = async (db: DbOrTrx, accountId: AccountId, id: string) => {
  const report = await findReport(db, accountId, id)
  return toSummary(report, await refreshCompleteness(db, accountId, report))
}

const reportList: Handler<P["reportList"]> = async ({ caller, db }) => listReports(db, caller.account.id)

const reportCreate: Handler<P["reportCreate"]> = async ({ input, caller, db, services }) => {
  const now = services.now()
  // Year over year: last year's answers as the starting point (another company's report: NotFound).
  const source =
    input.fromReportId === undefined ? null : await findReport(db, caller.account.id, input.fromReportId)
  const [row] = (await db("reports")
    .insert({
      account_id: caller.account.id,
      title: input.title,
      start_date: input.startDate,
      end_date: input.endDate,
      comprehensive: input.comprehensive,
      created_by: caller.user.id,
      created_at: now,
      updated_at: now,
      copied_from: source?.id ?? null,
    })
    .returning("id")) as Array<{ id: string }>
  if (source) await copyAnswers(db, source.id, row!.id, caller.user.id, now)
  else if (input.prefillFromAccount === true)
    await prefillFromAccount(db, caller.account.id, row!.id, caller.user.id, now)
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "report.create",
    details: { reportId: row!.id, ...(source ? { fromReportId: source.id } : {}) },
  })
  return summaryOf(db, caller.account.id, row!.id)
}

const reportRename: Handler<P["reportRename"]> = async ({ input, caller, db, services }) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  if (report.version !== input.version) throw new ReportVersionConflict({ currentVersion: report.version })
  await db("reports")
    .where({ id: report.id })
    .update({ title: input.title, version: report.version + 1, updated_at: services.now() })
  return summaryOf(db, caller.account.id, report.id)
}

const reportCopy: Handler<P["reportCopy"]> = async ({ input, caller, db, services }) => {
  const source = await findReport(db, caller.account.id, input.reportId)
  const id = await copyReport(db, {
    source,
    title: input.title ?? source.title,
    withComments: input.withComments,
    withAttachments: input.withAttachments,
    by: caller.user.id,
    now: services.now(),
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "report.copy",
    details: {
      reportId: id,
      copiedFrom: source.id,
      withComments: input.withComments,
      withAttachments: input.withAttachments,
    },
  })
  return summaryOf(db, caller.account.id, id)
}

const reportDelete: Handler<P["reportDelete"]> = async ({ input, caller, db }) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  // Answers, comments, attachments and state history go with it (on delete cascade).
  await db("reports").where({ id: report.id }).delete()
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "report.delete",
    details: { reportId: report.id, title: report.title },
  })
  return null
}

const reportGet: Handler<P["reportGet"]> = async ({ input, caller, db }) =>
  reportDetail(db, caller.account.id, input.reportId)

const reportSaveAnswer: Handler<P["reportSaveAnswer"]> = async ({ input, caller, db, services }) => {
  // The report row is locked first: saves to one report run one after another, so the completeness
  // stored below is computed from every answer as it is (decision 039).
  const report = await reportForSave(db, caller.account.id, input.reportId)
  const answer = validateAnswer(input.questionId, input.answer, report.comprehensive)
  const now = services.now()
  const saved = await writeAnswer(db, {
    report,
    questionId: input.questionId,
    answer,
    yours: input.answer,
    basedOnVersion: input.basedOnVersion,
    by: caller.user.id,
    now,
    touch: false,
  })
  const naceCodes = report.nace_codes ?? []
  const rows = await answersForSave(db, report, saved)
  const completeness = completenessOf(report, rows, naceCodes)
  const changes = stateChanges(report.question_states, questionStates(completeness))
  // Stored with the answer, in its transaction, with the edited time in the same row update: report.list
  // reads it (decision 027). The stored question states are patched with what changed.
  const rowVersion = await storeCompleteness(
    db,
    report.id,
    completeness,
    { comprehensive: report.comprehensive, naceCodes },
    now,
    statesPatch(report, changes),
  )
  if (rowVersion) keepSavedAnswers(report.id, rowVersion, rows)
  return {
    questionId: input.questionId,
    saved: toStoredAnswer(saved),
    ...changes,
    completeness: summarise(completeness),
    updatedAt: now.toISOString(),
  }
}

const reportSetComprehensive: Handler<P["reportSetComprehensive"]> = async ({
  input,
  caller,
  db,
  services,
}) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  if (report.version !== input.version) throw new ReportVersionConflict({ currentVersion: report.version })
  if (report.comprehensive !== input.comprehensive) {
    await db("reports")
      .where({ id: report.id })
      .update({ comprehensive: input.comprehensive, version: report.version + 1, updated_at: services.now() })
  }
  return reportDetail(db, caller.account.id, report.id)
}

/** Removes an answer when the caller saw its latest version (else AnswerVersionConflict, nothing removed). */
const reportClearAnswer: Handler<P["reportClearAnswer"]> = async ({ input, caller, db, services }) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  const key = { report_id: report.id, question_id: input.questionId }
  const stored = (await db("report_answers").where(key).first()) as AnswerRow | undefined
  const currentVersion = stored?.version ?? 0
  if (currentVersion !== input.basedOnVersion) {
    throw new AnswerVersionConflict({
      questionId: input.questionId,
      currentVersion,
      current: stored ? toAnswer(stored) : null,
      currentUpdatedAt: stored ? toStoredAnswer(stored).updatedAt : null,
      currentUpdatedBy: stored?.updated_by ?? null,
      yours: null,
    })
  }
  if (stored) {
    await db("report_answers").where(key).delete()
    await touchReport(db, report.id, services.now())
  }
  const { before, updatedAt } = await storedStatesAndFacts(db, report.id)
  const completeness = await refreshCompleteness(db, caller.account.id, report)
  return {
    questionId: input.questionId,
    ...stateChanges(before, questionStates(completeness)),
    completeness: summarise(completeness),
    updatedAt,
  }
}

const reportSetState: Handler<P["reportSetState"]> = async ({ input, caller, db, services }) => {
  const id = await changeReportState(db, {
    accountId: caller.account.id,
    reportId: input.reportId,
    to: input.to,
    version: input.version,
    by: caller.user.id,
    now: services.now(),
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "report.setState",
    details: { reportId: id, to: input.to },
  })
  return summaryOf(db, caller.account.id, id)
}

const reportStateHistory: Handler<P["reportStateHistory"]> = async ({ input, caller, db }) =>
  stateHistory(db, caller.account.id, input.reportId)

const reportPrevious: Handler<P["reportPrevious"]> = async ({ input, caller, db }) =>
  findPreviousReport(db, caller.account.id, await findReport(db, caller.account.id, input.reportId))

const commentList: Handler<P["commentList"]> = async ({ input, caller, db }) =>
  listComments(db, caller, input.reportId, input.questionId)

const commentAdd: Handler<P["commentAdd"]> = async ({ input, caller, db, services }) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  const now = services.now()
  const id = await insertComment(db, {
    reportId: report.id,
    questionId: input.questionId,
    type: input.type,
    text: input.text,
    authorId: caller.user.id,
    now,
  })
  await touchReport(db, report.id, now)
  return findComment(db, caller, id)
}

const commentEdit: Handler<P["commentEdit"]> = async ({ input, caller, db, services }) => {
  const comment = await findEditableComment(db, caller, input.commentId)
  const now = services.now()
  await db("report_comments")
    .where({ id: comment.id })
    .update({ text: input.text, ...(input.type ? { type: input.type } : {}), updated_at: now })
  await touchReport(db, comment.report_id, now)
  return findComment(db, caller, comment.id)
}

const commentDelete: Handler<P["commentDelete"]> = async ({ input, caller, db, services }) => {
  const comment = await findEditableComment(db, caller, input.commentId)
  await db("report_comments").where({ id: comment.id }).delete()
  await touchReport(db, comment.report_id, services.now())
  if (comment.author_id !== caller.user.id) {
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: caller.account.id,
      action: "comment.delete",
      details: {
        reportId: comment.report_id as ReportId,
        commentId: comment.id,
        authorId: comment.author_id,
      },
    })
  }
  return null
}

/** Data quality (issue 32): an answer marked estimated with its method, or as reported again. */
const reportSetEstimate: Handler<P["reportSetEstimate"]> = async ({ input, caller, db, services }) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  const now = services.now()
  if (!input.estimated) {
    await db("report_estimates").where({ report_id: report.id, question_id: input.questionId }).delete()
    await touchReport(db, report.id, now)
    return { questionId: input.questionId, estimate: null }
  }
  await db("report_estimates")
    .insert({
      report_id: report.id,
      question_id: input.questionId,
      method_note: input.methodNote,
      updated_by: caller.user.id,
      updated_at: now,
    })
    .onConflict(["report_id", "question_id"])
    .merge(["method_note", "updated_by", "updated_at"])
  await touchReport(db, report.id, now)
  return { questionId: input.questionId, estimate: { methodNote: input.methodNote } }
}

const reportSetVerification: Handler<P["reportSetVerification"]> = async ({
  input,
  caller,
  db,
  services,
}) => {
  const report = await findEditableReport(db, caller.account.id, input.reportId)
  if (report.version !== input.version) throw new ReportVersionConflict({ currentVersion: report.version })
  await db("reports")
    .where({ id: report.id })
    .update({
      verification: input.verification === null ? null : JSON.stringify(input.verification),
      version: report.version + 1,
      updated_at: services.now(),
    })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "report.setVerification",
    details: { reportId: report.id, verification: input.verification },
  })
  return summaryOf(db, caller.account.id, report.id)
}

export const reportHandlers = {
  "report.list": reportList,
  "report.create": reportCreate,
  "report.rename": reportRename,
  "report.copy": reportCopy,
  "report.delete": reportDelete,
  "report.get": reportGet,
  "report.saveAnswer": reportSaveAnswer,
  "report.setComprehensive": reportSetComprehensive,
  "report.clearAnswer": reportClearAnswer,
  "report.setState": reportSetState,
  "report.stateHistory": reportStateHistory,
  "report.previous": reportPrevious,
  "comment.list": commentList,
  "comment.add": commentAdd,
  "comment.edit": commentEdit,
  "comment.delete": commentDelete,
  "report.setEstimate": reportSetEstimate,
  "report.setVerification": reportSetVerification,
}
