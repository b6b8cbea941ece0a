import { findUnsupportedFigures, type AccountId, type Locale, type UserId } from "@vsme/core"
import {
  NotFound,
  type AiSummary,
  type AiSummaryErrorKind,
  type AiSummaryId,
  type AiSummaryJobState,
  type AiSummaryListItem,
  type ReportId,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso, isoOrNull } from "../accounts/rows.js"

export interface SummaryRow {
  readonly id: string
  readonly account_id: string
  readonly report_id: string
  readonly state: AiSummaryJobState
  readonly language: Locale
  readonly model: string
  readonly source_updated_at: Date | string
  readonly source_hash: string
  readonly source_data: string
  readonly text: string
  readonly error_kind: AiSummaryErrorKind | null
  readonly requested_by: string | null
  readonly requested_at: Date | string
  readonly finished_at: Date | string | null
  readonly requester_name: string | null
  readonly requester_email: string | null
}

/** Everything but the prompt, with the requester's name. */
const summaryColumns = [
  "s.id",
  "s.account_id",
  "s.report_id",
  "s.state",
  "s.language",
  "s.model",
  "s.source_updated_at",
  "s.source_hash",
  "s.source_data",
  "s.text",
  "s.error_kind",
  "s.requested_by",
  "s.requested_at",
  "s.finished_at",
  "u.display_name as requester_name",
  "u.email as requester_email",
]

const summaries = (db: DbOrTrx) =>
  db("ai_summaries as s").leftJoin("users as u", "u.id", "s.requested_by").select(summaryColumns)

/** How many earlier summaries the panel lists. */
export const earlierListLength = 20

/** The newest summaries of a report, newest first: the current one and the earlier finished ones. */
export const reportSummaries = async (db: DbOrTrx, reportId: string) => {
  const [current] = (await summaries(db)
    .where("s.report_id", reportId)
    .orderBy([
      { column: "s.requested_at", order: "desc" },
      { column: "s.id", order: "desc" },
    ])
    .limit(1)) as SummaryRow[]
  const earlier = (await summaries(db)
    .where({ "s.report_id": reportId, "s.state": "done" })
    .modify((q) => (current ? q.whereNot("s.id", current.id) : q))
    .orderBy([
      { column: "s.requested_at", order: "desc" },
      { column: "s.id", order: "desc" },
    ])
    .limit(earlierListLength)) as SummaryRow[]
  return { current: current ?? null, earlier }
}

/** A summary of the account, else NotFound: another company's summary answers like a missing one. */
export const findSummary = async (db: DbOrTrx, accountId: AccountId, id: string): Promise<SummaryRow> => {
  const row = (await summaries(db).where({ "s.id": id, "s.account_id": accountId }).first()) as
    SummaryRow | undefined
  if (!row) throw new NotFound()
  return row
}

/** The pending or generating summary of a report, which a new request joins. */
export const runningSummaryId = async (db: DbOrTrx, reportId: string): Promise<string | null> => {
  const row = (await db("ai_summaries")
    .where({ report_id: reportId })
    .whereIn("state", ["pending", "generating"])
    .first("id")) as { id: string } | undefined
  return row?.id ?? null
}

/**
 * Summaries the account requested in the last 24 hours, failed ones included (each reached the model
 * and cost its tokens). Counted on the database clock, the same for every API process.
 */
export const summariesInLastDay = async (db: DbOrTrx, accountId: AccountId): Promise<number> => {
  const [row] = (await db("ai_summaries")
    .where({ account_id: accountId })
    .where("requested_at", ">", db.raw("now() - interval '24 hours'"))
    .count({ n: "*" })) as Array<{ n: number | string }>
  return Number(row?.n ?? 0)
}

export const insertSummary = async (
  db: DbOrTrx,
  job: {
    readonly accountId: AccountId
    readonly reportId: string
    readonly language: Locale
    readonly model: string
    readonly sourceUpdatedAt: Date | string
    readonly sourceHash: string
    readonly prompt: unknown
    readonly sourceData: string
    readonly requestedBy: UserId
  },
): Promise<string> => {
  const [row] = (await db("ai_summaries")
    .insert({
      account_id: job.accountId,
      report_id: job.reportId,
      state: "pending",
      language: job.language,
      model: job.model,
      source_updated_at: job.sourceUpdatedAt,
      source_hash: job.sourceHash,
      prompt: JSON.stringify(job.prompt),
      source_data: job.sourceData,
      requested_by: job.requestedBy,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}

const requestedBy = (row: SummaryRow) =>
  row.requested_by === null
    ? null
    : { userId: row.requested_by as UserId, displayName: row.requester_name || row.requester_email || "" }

/** A summary as the wire carries it; `currentHash` is the report's content hash now. */
export const toAiSummary = (row: SummaryRow, currentHash: string): AiSummary => ({
  id: row.id as AiSummaryId,
  reportId: row.report_id as ReportId,
  state: row.state,
  language: row.language,
  // A failed generation's partial text is never shown as a summary.
  text: row.state === "error" ? "" : row.text,
  errorKind: row.error_kind,
  model: row.model,
  madeFromReportUpdatedAt: iso(row.source_updated_at),
  outOfDate: row.source_hash !== currentHash,
  mismatches: row.state === "error" ? [] : findUnsupportedFigures(row.text, row.source_data),
  requestedBy: requestedBy(row),
  requestedAt: iso(row.requested_at),
  finishedAt: isoOrNull(row.finished_at),
})

export const toListItem = (row: SummaryRow, currentHash: string): AiSummaryListItem => ({
  id: row.id as AiSummaryId,
  language: row.language,
  model: row.model,
  madeFromReportUpdatedAt: iso(row.source_updated_at),
  outOfDate: row.source_hash !== currentHash,
  requestedBy: requestedBy(row),
  requestedAt: iso(row.requested_at),
  finishedAt: isoOrNull(row.finished_at),
})
