import type { AccountId, UserId } from "@vsme/core"
import {
  Forbidden,
  NotFound,
  ReportLocked,
  type Comment,
  type CommentId,
  type CommentType,
  type ReportId,
} from "@vsme/sdk"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { preparedStatement } from "../db/preparedStatement.js"
import { iso } from "../accounts/rows.js"

interface CommentRow {
  readonly id: string
  readonly report_id: string
  readonly question_id: string
  readonly type: CommentType
  readonly text: string
  readonly author_id: string | null
  readonly author_name: string | null
  readonly author_email: string | null
  readonly created_at: Date | string
  readonly updated_at: Date | string
}

/** Who may edit or delete a comment: its author, or an owner (Administrator) of the account. */
const mayEdit = (row: Pick<CommentRow, "author_id">, user: SignedInUser, account: ActiveAccount) =>
  row.author_id === user.id || account.role === "owner"

const toComment = (row: CommentRow, user: SignedInUser, account: ActiveAccount): Comment => ({
  id: row.id as CommentId,
  reportId: row.report_id as ReportId,
  questionId: row.question_id,
  type: row.type,
  text: row.text,
  author:
    row.author_id === null
      ? null
      : {
          userId: row.author_id as UserId,
          displayName: row.author_name ?? "",
          email: row.author_email ?? "",
        },
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  canEdit: mayEdit(row, user, account),
})

const commentColumns = [
  "c.id",
  "c.report_id",
  "c.question_id",
  "c.type",
  "c.text",
  "c.author_id",
  "u.display_name as author_name",
  "u.email as author_email",
  "c.created_at",
  "c.updated_at",
]

/** Comments joined to their report, restricted to the account: others' comments are never seen. */
const inAccount = (db: DbOrTrx, accountId: AccountId) =>
  db("report_comments as c")
    .join("reports as r", "r.id", "c.report_id")
    .leftJoin("users as u", "u.id", "c.author_id")
    .where("r.account_id", accountId)
    .select(commentColumns)

/**
 * A report's comments (of one question, if named), oldest first; NotFound when the report is not the
 * account's. One query (decision 032): the report outer-joined to its comments, so a report without
 * comments still answers one row (of nulls), and no row means no such report here.
 */
export const listComments = async (
  db: DbOrTrx,
  caller: { user: SignedInUser; account: ActiveAccount },
  reportId: string,
  questionId?: string,
): Promise<Comment[]> => {
  const rows = (await db("reports as r")
    .leftJoin("report_comments as c", (join) => {
      join.on("c.report_id", "r.id")
      if (questionId !== undefined) join.andOnVal("c.question_id", questionId)
    })
    .leftJoin("users as u", "u.id", "c.author_id")
    .where({ "r.id": reportId, "r.account_id": caller.account.id })
    .orderBy([
      { column: "c.created_at", order: "asc" },
      { column: "c.id", order: "asc" },
    ])
    .select(commentColumns)
    .options(preparedStatement(questionId === undefined ? "report_comments" : "question_comments"))) as Array<
    CommentRow | { readonly id: null }
  >
  if (rows.length === 0) throw new NotFound()
  return rows
    .filter((row): row is CommentRow => row.id !== null)
    .map((row) => toComment(row, caller.user, caller.account))
}

export const findComment = async (
  db: DbOrTrx,
  caller: { user: SignedInUser; account: ActiveAccount },
  commentId: string,
): Promise<Comment> => {
  const row = (await inAccount(db, caller.account.id).where("c.id", commentId).first()) as
    CommentRow | undefined
  if (!row) throw new NotFound()
  return toComment(row, caller.user, caller.account)
}

/**
 * The comment, locked for a change by the caller: NotFound for another company's (or a missing) one,
 * Forbidden for a colleague's comment when the caller is not an owner, ReportLocked on a locked report.
 */
export const findEditableComment = async (
  db: DbOrTrx,
  caller: { user: SignedInUser; account: ActiveAccount },
  commentId: string,
) => {
  const row = (await db("report_comments as c")
    .join("reports as r", "r.id", "c.report_id")
    .where({ "c.id": commentId, "r.account_id": caller.account.id })
    .forUpdate()
    .first("c.id", "c.report_id", "c.author_id", "r.state")) as
    { id: string; report_id: string; author_id: string | null; state: string } | undefined
  if (!row) throw new NotFound()
  if (!mayEdit(row, caller.user, caller.account)) throw new Forbidden()
  if (row.state === "locked") throw new ReportLocked({ reportId: row.report_id })
  return row
}

export const insertComment = async (
  db: DbOrTrx,
  values: {
    reportId: string
    questionId: string
    type: CommentType
    text: string
    authorId: string
    now: Date
  },
): Promise<string> => {
  const [row] = (await db("report_comments")
    .insert({
      report_id: values.reportId,
      question_id: values.questionId,
      type: values.type,
      text: values.text,
      author_id: values.authorId,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}
