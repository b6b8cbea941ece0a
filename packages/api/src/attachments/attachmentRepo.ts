import type { AccountId, UserId } from "@vsme/core"
import {
  Forbidden,
  NotFound,
  ReportLocked,
  type Attachment,
  type AttachmentContentType,
  type AttachmentId,
  type ReportId,
} from "@vsme/sdk"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"

interface AttachmentRow {
  readonly id: string
  readonly report_id: string
  readonly question_id: string
  readonly file_name: string
  readonly content_type: AttachmentContentType
  readonly size_bytes: number
  readonly sha256: string
  readonly uploaded_by: string | null
  readonly uploader_name: string | null
  readonly uploader_email: string | null
  readonly created_at: Date | string
  readonly report_state: string
}

type CallerOf = { readonly user: SignedInUser; readonly account: ActiveAccount }

/** Who may delete an attachment: its uploader, or an owner (Administrator) of the account. */
const mayDelete = (row: Pick<AttachmentRow, "uploaded_by">, caller: CallerOf) =>
  row.uploaded_by === caller.user.id || caller.account.role === "owner"

const toAttachment = (row: AttachmentRow, caller: CallerOf): Attachment => ({
  id: row.id as AttachmentId,
  reportId: row.report_id as ReportId,
  questionId: row.question_id,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  uploadedBy:
    row.uploaded_by === null
      ? null
      : {
          userId: row.uploaded_by as UserId,
          displayName: row.uploader_name ?? "",
          email: row.uploader_email ?? "",
        },
  createdAt: iso(row.created_at),
  canDelete: row.report_state !== "locked" && mayDelete(row, caller),
})

/**
 * Attachments joined to their report, restricted to the account: another company's attachment is
 * never seen, whatever id is guessed. The bytes are not selected here.
 */
const inAccount = (db: DbOrTrx, accountId: AccountId) =>
  db("report_attachments as a")
    .join("reports as r", "r.id", "a.report_id")
    .leftJoin("users as u", "u.id", "a.uploaded_by")
    .where("r.account_id", accountId)
    .select(
      "a.id",
      "a.report_id",
      "a.question_id",
      "a.file_name",
      "a.content_type",
      "a.size_bytes",
      "a.sha256",
      "a.uploaded_by",
      "u.display_name as uploader_name",
      "u.email as uploader_email",
      "a.created_at",
      "r.state as report_state",
    )

export const listAttachments = async (
  db: DbOrTrx,
  caller: CallerOf,
  reportId: string,
  questionId?: string,
): Promise<Attachment[]> => {
  const query = inAccount(db, caller.account.id)
    .where("a.report_id", reportId)
    .orderBy([
      { column: "a.created_at", order: "asc" },
      { column: "a.id", order: "asc" },
    ])
  const rows = (await (questionId === undefined
    ? query
    : query.where("a.question_id", questionId))) as AttachmentRow[]
  return rows.map((row) => toAttachment(row, caller))
}

/** One attachment of the account (without its bytes), else NotFound. */
export const findAttachment = async (db: DbOrTrx, caller: CallerOf, attachmentId: string) => {
  const row = (await inAccount(db, caller.account.id).where("a.id", attachmentId).first()) as
    AttachmentRow | undefined
  if (!row) throw new NotFound()
  return { row, attachment: toAttachment(row, caller) }
}

/**
 * The attachment, locked for deletion by the caller: NotFound for another company's (or a missing)
 * one, ReportLocked on a locked report, Forbidden for a colleague's upload when the caller is not an
 * owner.
 */
export const findDeletableAttachment = async (db: DbOrTrx, caller: CallerOf, attachmentId: string) => {
  const row = (await db("report_attachments as a")
    .join("reports as r", "r.id", "a.report_id")
    .where({ "a.id": attachmentId, "r.account_id": caller.account.id })
    .forUpdate()
    .first("a.id", "a.report_id", "a.uploaded_by", "a.file_name", "r.state")) as
    | { id: string; report_id: string; uploaded_by: string | null; file_name: string; state: string }
    | undefined
  if (!row) throw new NotFound()
  if (row.state === "locked") throw new ReportLocked({ reportId: row.report_id })
  if (!mayDelete(row, caller)) throw new Forbidden()
  return row
}

export const insertAttachment = async (
  db: DbOrTrx,
  values: {
    readonly reportId: string
    readonly questionId: string
    readonly fileName: string
    readonly contentType: AttachmentContentType
    readonly bytes: Uint8Array
    readonly sha256: string
    readonly uploadedBy: string
    readonly now: Date
  },
): Promise<string> => {
  const [row] = (await db("report_attachments")
    .insert({
      report_id: values.reportId,
      question_id: values.questionId,
      file_name: values.fileName,
      content_type: values.contentType,
      size_bytes: values.bytes.length,
      sha256: values.sha256,
      content: Buffer.from(values.bytes.buffer, values.bytes.byteOffset, values.bytes.length),
      uploaded_by: values.uploadedBy,
      created_at: values.now,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}

/** Copies every attachment of one report to another inside the database, keeping uploader and time. */
export const copyAttachments = (db: DbOrTrx, fromReportId: string, toReportId: string) =>
  db.raw(
    `insert into report_attachments
       (report_id, question_id, file_name, content_type, size_bytes, sha256, content, uploaded_by, created_at)
     select ?, question_id, file_name, content_type, size_bytes, sha256, content, uploaded_by, created_at
     from report_attachments where report_id = ? order by created_at, id`,
    [toReportId, fromReportId],
  )

/** How much of an attachment one query reads while streaming a download. */
export const downloadChunkBytes = 512 * 1024

/**
 * The bytes of an attachment of the account, read a slice per query so that a large file never sits
 * in memory whole and no transaction stays open while the client reads slowly. Fails when the
 * attachment disappears (or changes size) halfway: the download is then cut short, never padded.
 */
export async function* attachmentChunks(
  db: DbOrTrx,
  accountId: AccountId,
  attachmentId: string,
  sizeBytes: number,
  chunkBytes = downloadChunkBytes,
): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < sizeBytes; offset += chunkBytes) {
    const row = (await db("report_attachments as a")
      .join("reports as r", "r.id", "a.report_id")
      .where({ "a.id": attachmentId, "r.account_id": accountId })
      // substring() on bytea counts from 1.
      .first(db.raw("substring(a.content from ? for ?) as part", [offset + 1, chunkBytes]))) as
      { part: Uint8Array | null } | undefined
    const part = row?.part
    const expected = Math.min(chunkBytes, sizeBytes - offset)
    if (!part || part.length !== expected)
      throw new Error(`attachment ${attachmentId} changed during download`)
    yield Buffer.from(part.buffer, part.byteOffset, part.length)
  }
}
