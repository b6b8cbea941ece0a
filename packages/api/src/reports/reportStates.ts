import { Either } from "effect"
import {
  ReportTransitionRefused,
  transitionReport,
  type AccountId,
  type ReportState,
  type UserId,
} from "@vsme/core"
import { NotFound, ReportVersionConflict, type ReportStateChange } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { preparedStatement } from "../db/preparedStatement.js"
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

/**
 * The recorded state changes of a report, oldest first; NotFound when the report is not the account's.
 * One query (decision 032): the report outer-joined to its changes, so no row means no such report here
 * and one row of nulls a report without changes.
 */
export const stateHistory = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
): Promise<ReportStateChange[]> => {
  const rows = (await db("reports as r")
    .leftJoin("report_state_changes as c", "c.report_id", "r.id")
    .leftJoin("users as u", "u.id", "c.changed_by")
    .where({ "r.id": reportId, "r.account_id": accountId })
    .orderBy([
      { column: "c.changed_at", order: "asc" },
      { column: "c.id", order: "asc" },
    ])
    .select(
      "c.id as change_id",
      "c.from_state",
      "c.to_state",
      "c.changed_by",
      "u.display_name",
      "u.email",
      "c.changed_at",
    )
    .options(preparedStatement("report_state_history"))) as Array<
    StateChangeRow & { change_id: string | null }
  >
  if (rows.length === 0) throw new NotFound()
  return rows
    .filter((row) => row.change_id !== null)
    .map((row) => ({
      from: row.from_state,
      to: row.to_state,
      changedBy:
        row.changed_by === null
          ? null
          : { userId: row.changed_by as UserId, displayName: row.display_name ?? "", email: row.email ?? "" },
      changedAt: iso(row.changed_at),
    }))
}
