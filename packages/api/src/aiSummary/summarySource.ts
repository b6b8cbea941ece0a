import { createHash } from "node:crypto"
import { summarySourceKey, type AccountId, type SummaryInput } from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { answerRows, answersOf, type ReportRow } from "../reports/reportRepo.js"

/** What a summary of a report is made from, and the hash that tells whether a summary is current. */
export interface SummarySource {
  readonly input: SummaryInput
  readonly hash: string
}

/**
 * The report's content as core's summary reads it: its answers, title, period and module, and the
 * company's name, NACE codes and report currency.
 */
export const loadSummarySource = async (
  db: DbOrTrx,
  accountId: AccountId,
  report: ReportRow,
): Promise<SummarySource> => {
  const account = (await db("accounts").where({ id: accountId }).first("name", "nace_codes", "currency")) as {
    name: string
    nace_codes: string[]
    currency: string
  }
  const input: SummaryInput = {
    company: { name: account.name, naceCodes: account.nace_codes, currency: account.currency },
    report: {
      title: report.title,
      startDate: report.start_date,
      endDate: report.end_date,
      comprehensive: report.comprehensive,
    },
    answers: answersOf(await answerRows(db, [report.id])),
  }
  return { input, hash: sourceHash(input) }
}

/**
 * The version a summary was made from. Not the report's `updated_at`: comments bump it without
 * changing what the summary says, and two edits in one millisecond (or on two servers with skewed
 * clocks) would look like none. A hash of the content is exact.
 */
export const sourceHash = (input: SummaryInput) =>
  createHash("sha256").update(summarySourceKey(input)).digest("hex")
