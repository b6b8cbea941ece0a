import type { AccountId } from "@vsme/core"
import type { AttachmentContentType, RowEvidence, RowEvidenceId } from "@vsme/sdk"
import { iso } from "../accounts/rows.js"
import type { DbOrTrx } from "../db/database.js"

export interface EvidenceRow {
  readonly id: string
  readonly row_id: string
  readonly file_name: string
  readonly content_type: AttachmentContentType
  readonly size_bytes: number
  readonly sha256: string
  readonly created_at: Date | string
}

export const evidenceColumns = [
  "e.id",
  "e.row_id",
  "e.file_name",
  "e.content_type",
  "e.size_bytes",
  "e.sha256",
  "e.created_at",
] as const

export const toEvidence = (row: EvidenceRow): RowEvidence => ({
  id: row.id as RowEvidenceId,
  fileName: row.file_name,
  contentType: row.content_type,
  sizeBytes: Number(row.size_bytes),
  createdAt: iso(row.created_at),
})

/** Evidence joined to its row and calculation, restricted to the account (another company's is never seen). */
export const evidenceInAccount = (db: DbOrTrx, accountId: AccountId) =>
  db("ghg_row_evidence as e")
    .join("ghg_rows as r", "r.id", "e.row_id")
    .join("ghg_calculations as c", "c.id", "r.calculation_id")
    .where("c.account_id", accountId)

/** The evidence of the given rows (of the account's calculation), by row id; bytes not read. */
export const rowEvidence = async (
  db: DbOrTrx,
  accountId: AccountId,
  rowIds: ReadonlyArray<string>,
): Promise<Map<string, RowEvidence>> => {
  if (rowIds.length === 0) return new Map()
  const rows = (await evidenceInAccount(db, accountId)
    .whereIn("e.row_id", [...rowIds])
    .select(...evidenceColumns)) as EvidenceRow[]
  return new Map(rows.map((row) => [row.row_id, toEvidence(row)]))
}
