import { Locale, UserId } from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { ReportId } from "./report.js"

// ---------------------------------------------------------------------------------------------------
// Ids, states and errors

/** One generated summary (a job): branded so it is never confused with a report's id. */
export const AiSummaryId = Schema.UUID.pipe(Schema.brand("AiSummaryId"))
export type AiSummaryId = typeof AiSummaryId.Type

/**
 * A summary job's state (spec §4: none yet, pending/analysing, generating, error, done). `none` is
 * never stored: it is what a report without any summary shows.
 */
export const AiSummaryJobState = Schema.Literal("pending", "generating", "error", "done")
export type AiSummaryJobState = typeof AiSummaryJobState.Type
export const AiSummaryState = Schema.Literal("none", ...AiSummaryJobState.literals)
export type AiSummaryState = typeof AiSummaryState.Type

/**
 * Why a generation failed, for support and logs; the user sees one message for all of them (spec §8
 * "retry or contact customer service"). `interrupted`: the API process running it stopped too often.
 */
export const AiSummaryErrorKind = Schema.Literal(
  "timeout",
  "rateLimited",
  "modelError",
  "malformed",
  "empty",
  "network",
  "interrupted",
)
export type AiSummaryErrorKind = typeof AiSummaryErrorKind.Type

/** The installation has no language model configured (AI_MODEL): the automatic summary is offered. */
export class AiSummaryNotConfigured extends Schema.TaggedError<AiSummaryNotConfigured>()(
  "AiSummaryNotConfigured",
  {},
) {}

/** The company has used its generations of the last 24 hours (AI_DAILY_LIMIT). */
export class AiSummaryLimitReached extends Schema.TaggedError<AiSummaryLimitReached>()(
  "AiSummaryLimitReached",
  { limit: Schema.Int },
) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

/** A figure of the model's answer that is not in the report data (core `findUnsupportedFigures`). */
export const FigureMismatch = Schema.Struct({ figure: Schema.String, start: Schema.Int, end: Schema.Int })

/** Who asked for a summary; null when that user no longer exists. */
const RequestedBy = Schema.NullOr(Schema.Struct({ userId: UserId, displayName: Schema.String }))

/** A summary job: its state, the text so far (streamed while generating) and what it was made from. */
export const AiSummary = Schema.Struct({
  id: AiSummaryId,
  reportId: ReportId,
  state: AiSummaryJobState,
  language: Locale,
  /** The text generated so far; the whole summary once done, empty after an error. */
  text: Schema.String,
  errorKind: Schema.NullOr(AiSummaryErrorKind),
  model: Schema.String,
  /** The report's edited time when the summary was requested: the version it was made from. */
  madeFromReportUpdatedAt: Schema.String,
  /** Whether the report's content has changed since: then the panel offers to regenerate. */
  outOfDate: Schema.Boolean,
  mismatches: Schema.Array(FigureMismatch),
  requestedBy: RequestedBy,
  requestedAt: Schema.String,
  finishedAt: Schema.NullOr(Schema.String),
})
export type AiSummary = typeof AiSummary.Type

/** An earlier finished summary in the list (its text is read with aiSummary.view). */
export const AiSummaryListItem = Schema.Struct({
  id: AiSummaryId,
  language: Locale,
  model: Schema.String,
  madeFromReportUpdatedAt: Schema.String,
  outOfDate: Schema.Boolean,
  requestedBy: RequestedBy,
  requestedAt: Schema.String,
  finishedAt: Schema.NullOr(Schema.String),
})
export type AiSummaryListItem = typeof AiSummaryListItem.Type

/** What the AI summary panel shows for a report. */
export const AiSummaryStatus = Schema.Struct({
  reportId: ReportId,
  /** The newest summary's state, or `none`. */
  state: AiSummaryState,
  /** The newest summary (running, failed or done). */
  current: Schema.NullOr(AiSummary),
  /** Earlier finished summaries, newest first (the current one not included). */
  earlier: Schema.Array(AiSummaryListItem),
  /** Whether a language model is configured; without one only the automatic summary is offered. */
  modelConfigured: Schema.Boolean,
  /** Generations of the company in the last 24 hours, and how many are allowed. */
  usage: Schema.Struct({ used: Schema.Int, limit: Schema.Int }),
})
export type AiSummaryStatus = typeof AiSummaryStatus.Type

// ---------------------------------------------------------------------------------------------------
// Procedures

/**
 * The AI summary of a report: state, text so far, figure mismatches and earlier summaries. The panel
 * polls it while a summary is pending or generating (the job may run on another API process).
 */
export const aiSummaryGet = procedure("aiSummary.get", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: AiSummaryStatus,
})

/**
 * Asks for a new AI summary of the report in `language` (default: the caller's language). While one
 * is pending or generating, the request joins it instead of starting another.
 */
export const aiSummaryRequest = procedure("aiSummary.request", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    language: Schema.optionalWith(Locale, { exact: true }),
  }),
  output: AiSummaryStatus,
  errors: [AiSummaryNotConfigured, AiSummaryLimitReached],
})

/** One summary of the company's reports, an earlier one included. */
export const aiSummaryView = procedure("aiSummary.view", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ summaryId: AiSummaryId }),
  output: AiSummary,
})

/**
 * The automatic key-figures summary of the report (core `keyFiguresSummary`): made by rule from the
 * data, not by AI; offered when no model is configured.
 */
export const aiSummaryKeyFigures = procedure("aiSummary.keyFigures", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId, language: Locale }),
  output: Schema.Struct({ text: Schema.String }),
})

export const aiSummaryProcedures = {
  aiSummaryGet,
  aiSummaryRequest,
  aiSummaryView,
  aiSummaryKeyFigures,
} as const
