import { b3FillAnswers, type AccountId, type UserId } from "@vsme/core"
import {
  CalculationNotReady,
  InvalidInput,
  type CalculationId,
  type GhgReportLink,
  type ReportId,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { validateAnswer } from "../reports/answerValidation.js"
import { findEditableReport, findReport, refreshCompleteness, writeAnswer } from "../reports/reportRepo.js"
import { calculationResultOf, findCalculation } from "./calculationRepo.js"

interface LinkRow {
  readonly report_id: string
  readonly calculation_id: string | null
  readonly calculation_title: string
  readonly filled_by: string | null
  readonly filled_at: Date | string
  /** `{ questionId: version written }`; jsonb comes back parsed (pg) or as text (some drivers). */
  readonly answers: Record<string, number> | string
  readonly display_name: string | null
  readonly email: string | null
}

const writtenVersions = (row: LinkRow): Record<string, number> =>
  typeof row.answers === "string" ? (JSON.parse(row.answers) as Record<string, number>) : row.answers

/**
 * The link of one report of the account, or null. `changedSince` compares the versions the fill wrote
 * with the answers' versions now: any later save (in the form, or a conflicting fill) moved one on.
 */
export const findReportLink = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
): Promise<GhgReportLink | null> => {
  const row = (await db("ghg_report_links as l")
    .leftJoin("users as u", "u.id", "l.filled_by")
    .where({ "l.report_id": reportId, "l.account_id": accountId })
    .first("l.*", "u.display_name", "u.email")) as LinkRow | undefined
  if (!row) return null
  const written = writtenVersions(row)
  const questionIds = Object.keys(written).sort()
  const current = (await db("report_answers")
    .where({ report_id: reportId })
    .whereIn("question_id", questionIds)
    .select("question_id", "version")) as Array<{ question_id: string; version: number }>
  const versionNow = new Map(current.map((a) => [a.question_id, a.version]))
  return {
    reportId: row.report_id as ReportId,
    calculationId: row.calculation_id as CalculationId | null,
    calculationTitle: row.calculation_title,
    filledAt: iso(row.filled_at),
    filledBy:
      row.filled_by === null
        ? null
        : { userId: row.filled_by as UserId, displayName: row.display_name || row.email || "" },
    questionIds,
    changedSince: questionIds.some((id) => versionNow.get(id) !== written[id]),
  }
}

/** The report's link for a caller of the account: another company's report is NotFound. */
export const reportLinkFor = async (db: DbOrTrx, accountId: AccountId, reportId: string) => {
  await findReport(db, accountId, reportId)
  return findReportLink(db, accountId, reportId)
}

/**
 * Fills a report's B3 GHG answers from a ready calculation (issue 5), in the caller's transaction:
 * every answer through report.saveAnswer's own checks and version rule (`basedOnVersions`, 0 when
 * never answered), then the link with the versions written. Any refusal (another company's record,
 * a draft calculation, a locked report, a stale version) throws before the transaction commits, so
 * nothing is half-written.
 */
export const fillReport = async (
  db: DbOrTrx,
  options: {
    readonly accountId: AccountId
    readonly userId: UserId
    readonly calculationId: string
    readonly reportId: string
    readonly basedOnVersions: Readonly<Record<string, number | undefined>>
    readonly now: Date
  },
): Promise<GhgReportLink> => {
  const { accountId, now } = options
  // Locked, so the calculation cannot go back to draft and change while its figures are copied.
  const calculation = await findCalculation(db, accountId, options.calculationId, { forUpdate: true })
  const report = await findEditableReport(db, accountId, options.reportId)
  if (calculation.status !== "ready") throw new CalculationNotReady({ calculationId: calculation.id })
  const answers = b3FillAnswers(await calculationResultOf(db, accountId, calculation))
  if (answers.length === 0)
    throw new InvalidInput({ issues: [{ path: ["calculationId"], message: "validation.nothingToFill" }] })
  const written: Record<string, number> = {}
  for (const { questionId, answer } of answers) {
    const row = await writeAnswer(db, {
      report,
      questionId,
      answer: validateAnswer(questionId, answer, report.comprehensive),
      basedOnVersion: options.basedOnVersions[questionId] ?? 0,
      by: options.userId,
      now,
    })
    written[questionId] = row.version
  }
  const link = {
    account_id: accountId,
    calculation_id: calculation.id,
    calculation_title: calculation.title,
    filled_by: options.userId,
    filled_at: now,
    answers: JSON.stringify(written),
  }
  await db("ghg_report_links")
    .insert({ report_id: report.id, ...link })
    .onConflict("report_id")
    .merge(link)
  // The report's stored completeness, in the fill's transaction (decision 027).
  await refreshCompleteness(db, accountId, report)
  return (await findReportLink(db, accountId, report.id))!
}
