import type { AccountId, Answers } from "@vsme/core"
import { NotFound, type CommentType, type ExportedComment, type ReportDetail } from "@vsme/sdk"
import type { Db, DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { reportDetail } from "../reports/reportRepo.js"

/** What an export of one report shows: the company, the report as `report.get` answers it, comments. */
export interface ReportExportData {
  readonly company: {
    readonly id: AccountId
    readonly name: string
    readonly businessId: string
    readonly currency: string
  }
  readonly report: ReportDetail
  /** The stored answers keyed by question id (the values of `report.answers`). */
  readonly answers: Answers
  /** Comments of the requested types, per question id, oldest first. */
  readonly comments: ReadonlyMap<string, ReadonlyArray<ExportedComment>>
  readonly commentTypes: ReadonlyArray<CommentType>
}

interface CommentRow {
  readonly question_id: string
  readonly type: CommentType
  readonly text: string
  readonly display_name: string | null
  readonly email: string | null
  readonly created_at: Date | string
}

const commentsOf = async (db: DbOrTrx, reportId: string, types: ReadonlyArray<CommentType>) => {
  if (types.length === 0) return new Map<string, ExportedComment[]>()
  const rows = (await db("report_comments as c")
    .leftJoin("users as u", "u.id", "c.author_id")
    .where("c.report_id", reportId)
    .whereIn("c.type", types)
    .orderBy([
      { column: "c.question_id", order: "asc" },
      { column: "c.created_at", order: "asc" },
      { column: "c.id", order: "asc" },
    ])
    .select("c.question_id", "c.type", "c.text", "u.display_name", "u.email", "c.created_at")) as CommentRow[]
  const byQuestion = new Map<string, ExportedComment[]>()
  for (const row of rows) {
    const list = byQuestion.get(row.question_id) ?? []
    list.push({
      questionId: row.question_id,
      type: row.type,
      text: row.text,
      author: row.display_name || row.email || null,
      createdAt: iso(row.created_at),
    })
    byQuestion.set(row.question_id, list)
  }
  return byQuestion
}

/**
 * Reads everything an export of the report needs in one read-only transaction (a consistent picture
 * even while colleagues save answers), and returns before anything is written to the client: the
 * download itself then holds no transaction open, however slowly the client reads. Another company's
 * report is NotFound.
 */
export const loadReportExport = (
  db: Db,
  accountId: AccountId,
  reportId: string,
  commentTypes: ReadonlyArray<CommentType>,
): Promise<ReportExportData> =>
  db.transaction(
    async (trx) => {
      const account = (await trx("accounts")
        .where({ id: accountId })
        .first("id", "name", "business_id", "currency")) as
        { id: string; name: string; business_id: string; currency: string } | undefined
      if (!account) throw new NotFound()
      // NotFound for another company's report, as for a missing one.
      const report = await reportDetail(trx, accountId, reportId, { storeBack: false })
      return {
        company: {
          id: account.id as AccountId,
          name: account.name,
          businessId: account.business_id,
          currency: account.currency,
        },
        report,
        answers: Object.fromEntries(
          Object.entries(report.answers).map(([id, stored]) => [id, stored.answer]),
        ),
        comments: await commentsOf(trx, report.id, commentTypes),
        commentTypes,
      }
    },
    { isolationLevel: "repeatable read", readOnly: true },
  )
