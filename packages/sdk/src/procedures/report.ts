import {
  Answer,
  IsoDate,
  Narrative,
  ReportState,
  ReportTransitionRefused,
  ReportVerification,
  SkipReason,
  UserId,
  findGate,
  findQuestion,
  requiredText,
  sections,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"

// ---------------------------------------------------------------------------------------------------
// Ids and limits

/** A report's id: branded so it is never confused with an account's or a comment's. */
export const ReportId = Schema.UUID.pipe(Schema.brand("ReportId"))
export type ReportId = typeof ReportId.Type
export const CommentId = Schema.UUID.pipe(Schema.brand("CommentId"))
export type CommentId = typeof CommentId.Type

/** Longest report title and comment text. */
export const reportLimits = { title: 200, comment: 5000 } as const

/** A question or gate id of the VSME catalogue (core); anything else is refused with its path. */
export const QuestionId = Schema.String.pipe(
  Schema.maxLength(200),
  Schema.filter((id) => findQuestion(id) !== undefined || findGate(id) !== undefined),
).annotations({ message: () => ({ message: "validation.invalidValue", override: true }) })

export const ReportTitle = requiredText(reportLimits.title)

/** The reporting period; the end may not be before the start ("Check dates", spec §5). */
const withPeriod = <A extends { readonly startDate: string; readonly endDate: string }, I, R>(
  schema: Schema.Schema<A, I, R>,
) =>
  schema.pipe(
    Schema.filter((r) =>
      r.endDate >= r.startDate ? true : { path: ["endDate"], message: "validation.checkDates" },
    ),
  )

// ---------------------------------------------------------------------------------------------------
// Errors

/** The report's details changed since the caller read them (optimistic concurrency). */
export class ReportVersionConflict extends Schema.TaggedError<ReportVersionConflict>()(
  "ReportVersionConflict",
  { currentVersion: Schema.Int },
) {}

/**
 * Someone saved this answer after the caller read it. Never overwritten silently (spec): the error
 * carries the stored answer and the caller's, so both can be shown and one chosen or combined.
 */
export class AnswerVersionConflict extends Schema.TaggedError<AnswerVersionConflict>()(
  "AnswerVersionConflict",
  {
    questionId: Schema.String,
    currentVersion: Schema.Int,
    /** The stored answer; null when it was never saved (the caller named a version that never existed). */
    current: Schema.NullOr(Answer),
    currentUpdatedAt: Schema.NullOr(Schema.String),
    currentUpdatedBy: Schema.NullOr(Schema.String),
    /** The caller's answer; null when the caller was clearing it (report.clearAnswer). */
    yours: Schema.NullOr(Answer),
  },
) {}

/** A locked report is what was published or audited (core ReportState); copy it to make changes. */
export class ReportLocked extends Schema.TaggedError<ReportLocked>()("ReportLocked", {
  reportId: Schema.String,
}) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

const Tally = Schema.Struct({
  state: Schema.Literal("incomplete", "skipped", "complete"),
  complete: Schema.Int,
  skipped: Schema.Int,
  incomplete: Schema.Int,
  total: Schema.Int,
  /** Progress: items asked (their condition holds) that are answered or skipped with a reason. */
  done: Schema.Int,
  /** Items asked in this report: follow-ups whose gate is unanswered or "no" are not. */
  asked: Schema.Int,
})

/** Completeness per section and overall (core `reportCompleteness`). */
export const CompletenessSummary = Schema.Struct({
  overall: Tally,
  sections: Schema.Struct(
    Object.fromEntries(sections.map((s) => [s, Tally])) as Record<(typeof sections)[number], typeof Tally>,
  ),
})
export type CompletenessSummary = typeof CompletenessSummary.Type

/** A report as the dashboard lists it (spec §2, §3 "Report"). */
export const ReportSummary = Schema.Struct({
  id: ReportId,
  title: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String,
  comprehensive: Schema.Boolean,
  state: ReportState,
  /** Increases with every change of the details above; rename and setComprehensive name it. */
  version: Schema.Int,
  copiedFrom: Schema.NullOr(ReportId),
  createdAt: Schema.String,
  /** The edited time: the last change of the details, an answer or a comment. */
  updatedAt: Schema.String,
  completeness: CompletenessSummary,
})
export type ReportSummary = typeof ReportSummary.Type

/** A saved answer with its own version (optimistic concurrency per question) and who saved it last. */
export const StoredAnswer = Schema.Struct({
  answer: Answer,
  version: Schema.Int,
  updatedAt: Schema.String,
  updatedBy: Schema.NullOr(UserId),
})
export type StoredAnswer = typeof StoredAnswer.Type

/** A question's or gate's state (spec §4), as core computes it from the answers. */
export const QuestionStatus = Schema.Struct({
  state: Schema.Literal("incomplete", "skipped", "complete"),
  reason: Schema.optional(SkipReason),
  blocking: Schema.Boolean,
  derivedValue: Schema.optional(Schema.NullOr(Schema.Number)),
})

/** Question states keyed by id; questions not part of the report (module not chosen) are absent. */
export const QuestionStates = Schema.Record({ key: Schema.String, value: QuestionStatus })

/** An answer the company marked estimated, and how it estimated it (issue 32: data quality). */
export const AnswerEstimate = Schema.Struct({ methodNote: Schema.NullOr(Schema.String) })

export const ReportDetail = Schema.Struct({
  ...ReportSummary.fields,
  answers: Schema.Record({ key: Schema.String, value: StoredAnswer }),
  questionStates: QuestionStates,
  /** Comments per question id, so the form can mark questions that have them. */
  commentCounts: Schema.Record({ key: Schema.String, value: Schema.Int }),
  /** Answers marked estimated, by question id; every other answer is as reported. */
  estimates: Schema.Record({ key: Schema.String, value: AnswerEstimate }),
  /** A third party's verification of the report's figures, when the report states one. */
  verification: Schema.NullOr(ReportVerification),
})
export type ReportDetail = typeof ReportDetail.Type

/** Comment types (spec §3): internal note, provenance for the audit, or publishable with the report. */
export const CommentType = Schema.Literal("note", "audit", "public").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type CommentType = typeof CommentType.Type

export const Comment = Schema.Struct({
  id: CommentId,
  reportId: ReportId,
  questionId: Schema.String,
  type: CommentType,
  text: Schema.String,
  /** Null when the author's user no longer exists. */
  author: Schema.NullOr(Schema.Struct({ userId: UserId, displayName: Schema.String, email: Schema.String })),
  createdAt: Schema.String,
  updatedAt: Schema.String,
  /** Whether the caller may edit or delete it: its author or an owner (Administrator). */
  canEdit: Schema.Boolean,
})
export type Comment = typeof Comment.Type

const CommentText = Narrative(reportLimits.comment)
const Version = Schema.Int.pipe(Schema.greaterThanOrEqualTo(0))

// ---------------------------------------------------------------------------------------------------
// Procedures

/** The active account's reports, most recently edited first (spec §2 dashboard). */
export const reportList = procedure("report.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(ReportSummary),
})

/**
 * Starts a report in draft; with `fromReportId`, with that report's answers (year over year: last
 * year's answers as the starting point, each at version 1), and remembers it as the previous report.
 */
export const reportCreate = procedure("report.create", {
  kind: "mutation",
  access: "accountMember",
  input: withPeriod(
    Schema.Struct({
      title: ReportTitle,
      startDate: IsoDate,
      endDate: IsoDate,
      comprehensive: Schema.Boolean,
      fromReportId: Schema.optionalWith(ReportId, { exact: true }),
      /**
       * Start from what the company account knows (legal form, NACE codes, country; core
       * `accountPrefill`), written in the same transaction. The web app asks for it; API and CLI
       * callers get an empty report unless they do. Ignored with `fromReportId`.
       */
      prefillFromAccount: Schema.optionalWith(Schema.Boolean, { exact: true }),
    }),
  ),
  output: ReportSummary,
})

export const reportRename = procedure("report.rename", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, title: ReportTitle, version: Version }),
  output: ReportSummary,
  errors: [ReportVersionConflict, ReportLocked],
})

/**
 * A new draft with the same answers (for next year's report); comments and attachments only when
 * asked. The title defaults to the original's.
 */
export const reportCopy = procedure("report.copy", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    withComments: Schema.optionalWith(Schema.Boolean, { default: () => false }),
    withAttachments: Schema.optionalWith(Schema.Boolean, { default: () => false }),
    title: Schema.optionalWith(ReportTitle, { exact: true }),
  }),
  output: ReportSummary,
})

/** Deletes a report with its answers and comments; a locked one stays. */
export const reportDelete = procedure("report.delete", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: Schema.Null,
  errors: [ReportLocked],
})

/** The report with its answers, question states and completeness (spec §2 /reports/{id}). */
export const reportGet = procedure("report.get", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: ReportDetail,
})

/**
 * What a save or a clear changed besides the answer (issue 33): the question states that differ from
 * those the report had (its own, those its value derives, the follow-ups it opens or closes), the ids
 * of items that left the report, the completeness and the report's edited time. The web client
 * applies them to the report it shows instead of reading the whole report again.
 */
export const StateChanges = Schema.Struct({
  changedStates: QuestionStates,
  removedStates: Schema.Array(Schema.String),
  completeness: CompletenessSummary,
  updatedAt: Schema.String,
})
export type StateChanges = typeof StateChanges.Type

/**
 * Saves one answer: a value (checked with the question's Schema from core, issues under
 * `["answer", "value", …]`) or a skip with its reason. `basedOnVersion` is the version the caller
 * edited (0 for a question never answered); a newer stored one refuses the save.
 */
export const reportSaveAnswer = procedure("report.saveAnswer", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    questionId: QuestionId,
    basedOnVersion: Version,
    answer: Answer,
  }),
  output: Schema.Struct({
    questionId: Schema.String,
    saved: StoredAnswer,
    ...StateChanges.fields,
  }),
  errors: [AnswerVersionConflict, ReportLocked],
})

/** Adds or removes the Comprehensive Module; answers stay stored either way. */
export const reportSetComprehensive = procedure("report.setComprehensive", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, comprehensive: Schema.Boolean, version: Version }),
  output: ReportDetail,
  errors: [ReportVersionConflict, ReportLocked],
})

/**
 * Removes one answer (the question becomes unanswered again). `basedOnVersion` is the version the
 * caller saw, as for saveAnswer: a newer stored answer is not removed but answered with a conflict.
 */
export const reportClearAnswer = procedure("report.clearAnswer", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, questionId: QuestionId, basedOnVersion: Version }),
  output: Schema.Struct({ questionId: Schema.String, ...StateChanges.fields }),
  errors: [AnswerVersionConflict, ReportLocked],
})

/**
 * Moves a report to another state (core `transitionReport`): draft ⇄ ready, ready → locked. Ready
 * needs every section complete; so does locking. Each move is recorded with who and when.
 */
export const reportSetState = procedure("report.setState", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, to: ReportState, version: Version }),
  output: ReportSummary,
  errors: [ReportVersionConflict, ReportTransitionRefused],
})

/** One recorded state change of a report. */
export const ReportStateChange = Schema.Struct({
  from: ReportState,
  to: ReportState,
  /** Null when the user no longer exists. */
  changedBy: Schema.NullOr(
    Schema.Struct({ userId: UserId, displayName: Schema.String, email: Schema.String }),
  ),
  changedAt: Schema.String,
})
export type ReportStateChange = typeof ReportStateChange.Type

/** The report's state changes, oldest first. */
export const reportStateHistory = procedure("report.stateHistory", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: Schema.Array(ReportStateChange),
})

/** The previous report and its answers, for year-over-year comparison (core `yearOverYear`). */
export const PreviousReport = Schema.Struct({
  id: ReportId,
  title: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String,
  comprehensive: Schema.Boolean,
  state: ReportState,
  /** `startedFrom`: the report this one was created or copied from; `latestBefore`: found by period. */
  basis: Schema.Literal("startedFrom", "latestBefore"),
  answers: Schema.Record({ key: Schema.String, value: Answer }),
})
export type PreviousReport = typeof PreviousReport.Type

/**
 * The report to compare with: the one this report was started from when its period is earlier, else
 * the account's latest report whose period ends before this one starts; null when there is none.
 */
export const reportPrevious = procedure("report.previous", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: Schema.NullOr(PreviousReport),
})

/** A report's comments, oldest first; only one question's when `questionId` is given. */
export const commentList = procedure("comment.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    questionId: Schema.optionalWith(QuestionId, { exact: true }),
  }),
  output: Schema.Array(Comment),
})

export const commentAdd = procedure("comment.add", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, questionId: QuestionId, type: CommentType, text: CommentText }),
  output: Comment,
  errors: [ReportLocked],
})

/** Only its author or an owner edits a comment (others: Forbidden). */
export const commentEdit = procedure("comment.edit", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    commentId: CommentId,
    text: CommentText,
    type: Schema.optionalWith(CommentType, { exact: true }),
  }),
  output: Comment,
  errors: [ReportLocked],
})

/** Only its author or an owner deletes a comment (others: Forbidden). */
export const commentDelete = procedure("comment.delete", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ commentId: CommentId }),
  output: Schema.Null,
  errors: [ReportLocked],
})

/** Marks an answer estimated (with a short note on the method), or as reported again. */
export const reportSetEstimate = procedure("report.setEstimate", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    questionId: QuestionId,
    estimated: Schema.Boolean,
    methodNote: Schema.optionalWith(Schema.NullOr(Narrative(500)), { default: () => null }),
  }),
  output: Schema.Struct({ questionId: Schema.String, estimate: Schema.NullOr(AnswerEstimate) }),
  errors: [ReportLocked],
})

/** States (or, with null, withdraws) that a third party verified the report's figures. */
export const reportSetVerification = procedure("report.setVerification", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    verification: Schema.NullOr(Schema.Struct({ verifiedBy: requiredText(200), verifiedOn: IsoDate })),
    version: Version,
  }),
  output: ReportSummary,
  errors: [ReportVersionConflict, ReportLocked],
})

export const reportProcedures = {
  reportList,
  reportCreate,
  reportRename,
  reportCopy,
  reportDelete,
  reportGet,
  reportSaveAnswer,
  reportSetComprehensive,
  reportClearAnswer,
  reportSetState,
  reportStateHistory,
  reportPrevious,
  commentList,
  commentAdd,
  commentEdit,
  commentDelete,
  reportSetEstimate,
  reportSetVerification,
} as const
