import type { AccountId } from "@vsme/core"
import type { PreviousReport, ReportId } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { answerRows, answersOf, findReport, type ReportRow } from "./reportRepo.js"

/**
 * The report to compare `report` with, year over year: the one it was created or copied from when
 * that one's period ends before this one starts (a copy of the same period is not last year), else
 * the account's report whose period ends last before this one starts (latest start, then latest
 * edit, breaks ties). Null when there is none. Both are read within the caller's account only.
 */
export const findPreviousReport = async (
  db: DbOrTrx,
  accountId: AccountId,
  report: ReportRow,
): Promise<PreviousReport | null> => {
  const source = report.copied_from
    ? ((await db("reports").where({ id: report.copied_from, account_id: accountId }).first("id")) as
        { id: string } | undefined)
    : undefined
  const startedFrom = source ? await findReport(db, accountId, source.id) : null
  if (startedFrom && startedFrom.end_date < report.start_date)
    return withAnswers(db, startedFrom, "startedFrom")
  const latest = (await db("reports")
    .where({ account_id: accountId })
    .whereNot({ id: report.id })
    .where("end_date", "<", report.start_date)
    .orderBy([
      { column: "end_date", order: "desc" },
      { column: "start_date", order: "desc" },
      { column: "updated_at", order: "desc" },
    ])
    .first("id")) as { id: string } | undefined
  return latest ? withAnswers(db, await findReport(db, accountId, latest.id), "latestBefore") : null
}

const withAnswers = async (
  db: DbOrTrx,
  row: ReportRow,
  basis: PreviousReport["basis"],
): Promise<PreviousReport> => ({
  id: row.id as ReportId,
  title: row.title,
  startDate: row.start_date,
  endDate: row.end_date,
  comprehensive: row.comprehensive,
  state: row.state,
  basis,
  answers: answersOf(await answerRows(db, [row.id])),
})
