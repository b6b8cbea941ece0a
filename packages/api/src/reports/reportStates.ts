import { Either } from "effect"
import {
  ReportTransitionRefused,
  transitionReport,
  type AccountId,
  type ReportState,
  type UserId,
} from "@vsme/core"
import { ReportVersionConflict, type ReportStateChange } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { answerRows, companyFacts, completenessOf, findReport } from "./reportRepo.js"

/**
 * Moves a report to `to` with core's `transitionReport` (draft ⇄ ready, ready → locked; ready needs
 * completeness) and records the move. Locking also needs completeness: a ready report may have been
 * edited since it was marked ready, and a locked report can never be fixed. The report row is locked
 * first, so a save cannot slip in between the check and the move.
 */
export const changeReportState = async (
  db: DbOrTrx,
  options: {
    readonly accountId: AccountId
    readonly reportId: string
    readonly to: ReportState
    readonly version: number
    readonly by: UserId
    readonly now: Date
  },
) => {
  const report = await findReport(db, options.accountId, options.reportId, { forUpdate: true })
  if (report.version !== options.version) throw new ReportVersionConflict({ currentVersion: report.version })
  const { naceCodes } = await companyFacts(db, options.accountId, report.comprehensive)
  const completeness = completenessOf(report, await answerRows(db, [report.id]), naceCodes)
  const moved = transitionReport(report.state, options.to, completeness)
  if (Either.isLeft(moved)) throw moved.left
  if (options.to === "locked" && completeness.overall.state === "incomplete")
    throw new ReportTransitionRefused({ from: report.state, to: options.to, reason: "incomplete" })
  await db("reports")
    .where({ id: report.id })
    .update({ state: moved.right, version: report.version + 1, updated_at: options.now })
  await db("report_state_changes").insert({
    report_id: report.id,
    from_state: report.state,
    to_state: moved.right,
    changed_by: options.by,
    changed_at: options.now,
  })
  return report.id
}

interface StateChangeRow {
  readonly from_state: ReportState
  readonly to_state: ReportState
  readonly changed_by: string | null
  readonly display_name: string | null
  readonly email: string | null
  readonly changed_at: Date | string
}

/** The recorded state changes of a report, oldest first (the caller has checked the report's account). */
export const stateHistory = async (db: DbOrTrx, reportId: string): Promise<ReportStateChange[]> => {
  const rows = (await db("report_state_changes as c")
    .leftJoin("users as u", "u.id", "c.changed_by")
    .where("c.report_id", reportId)
    .orderBy([
      { column: "c.changed_at", order: "asc" },
      { column: "c.id", order: "asc" },
    ])
    .select(
      "c.from_state",
      "c.to_state",
      "c.changed_by",
      "u.display_name",
      "u.email",
      "c.changed_at",
    )) as StateChangeRow[]
  return rows.map((row) => ({
    from: row.from_state,
    to: row.to_state,
    changedBy:
      row.changed_by === null
        ? null
        : { userId: row.changed_by as UserId, displayName: row.display_name ?? "", email: row.email ?? "" },
    changedAt: iso(row.changed_at),
  }))
}
