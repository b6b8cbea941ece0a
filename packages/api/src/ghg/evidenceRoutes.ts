import { createHash } from "node:crypto"
import { Readable } from "node:stream"
import { Schema } from "effect"
import { RowFactor, takesMarketEvidence, type AccountId, type RowType } from "@vsme/core"
import {
  AttachmentTypeNotAllowed,
  CalculationRowId,
  InvalidInput,
  NotFound,
  RowEvidence,
  RowEvidenceId,
  contentDisposition,
  ghgEvidenceContentTypes,
  ghgEvidenceRoutes as paths,
} from "@vsme/sdk"
import { detectContentType, extensionsOf } from "../attachments/contentType.js"
import { safeFileName } from "../attachments/fileName.js"
import type { DbOrTrx } from "../db/database.js"
import { decodeOrRefuse, fileRoute, readUpload } from "../http/fileRoutes.js"
import { findEditableRow, touchCalculation } from "./calculationRepo.js"
import { evidenceColumns, evidenceInAccount, toEvidence, type EvidenceRow } from "./evidenceRepo.js"

const UploadParams = Schema.Struct({ rowId: CalculationRowId })
const DownloadParams = Schema.Struct({ evidenceId: RowEvidenceId })
const decodeFactor = Schema.decodeUnknownSync(Schema.NullOr(RowFactor))

/** The row, locked with its calculation, if it takes evidence (core `takesMarketEvidence`). */
const findEvidenceRow = async (db: DbOrTrx, accountId: AccountId, rowId: string) => {
  const { calculation } = await findEditableRow(db, accountId, rowId)
  const row = (await db("ghg_rows").where({ id: rowId }).first("type", "market_based_factor")) as
    { type: RowType; market_based_factor: unknown } | undefined
  if (!row) throw new NotFound()
  if (!takesMarketEvidence({ type: row.type, marketBasedFactor: decodeFactor(row.market_based_factor) }))
    throw new InvalidInput({ issues: [{ path: ["marketBasedFactor"], message: "validation.invalidValue" }] })
  return calculation
}

/**
 * Upload of a row's evidence (PDF or image): the row (the account's, in a draft, taking evidence) is
 * checked before the body is read, the body bounded by the attachment limit (ATTACHMENT_MAX_BYTES),
 * the type recognised from the content as for report attachments and the name made safe; the row's
 * earlier file is replaced in the transaction that locks the calculation again. Answers 201.
 */
const upload = fileRoute({
  method: "POST",
  path: paths.upload,
  access: "accountMember",
  handle: async ({ ctx, params, caller, db, config, services }) => {
    const { rowId } = decodeOrRefuse(UploadParams, params)
    await db.transaction((trx) => findEvidenceRow(trx, caller.account.id, rowId))
    const sent = await readUpload(ctx, config.attachments.maxBytes)
    if (sent.bytes.length === 0)
      throw new InvalidInput({ issues: [{ path: ["file"], message: "validation.cannotBeEmpty" }] })
    const contentType = await detectContentType(sent.bytes, sent.fileName)
    if (!(ghgEvidenceContentTypes as ReadonlyArray<string>).includes(contentType))
      throw new AttachmentTypeNotAllowed({ detected: contentType })
    const fileName = safeFileName(sent.fileName, extensionsOf[contentType])
    const sha256 = createHash("sha256").update(sent.bytes).digest("hex")
    const evidence = await db.transaction(async (trx) => {
      const calculation = await findEvidenceRow(trx, caller.account.id, rowId)
      const now = services.now()
      await trx("ghg_row_evidence").where({ row_id: rowId }).delete()
      const [row] = (await trx("ghg_row_evidence")
        .insert({
          row_id: rowId,
          file_name: fileName,
          content_type: contentType,
          size_bytes: sent.bytes.length,
          sha256,
          content: Buffer.from(sent.bytes.buffer, sent.bytes.byteOffset, sent.bytes.length),
          uploaded_by: caller.user.id,
          created_at: now,
        })
        .returning([
          "id",
          "row_id",
          "file_name",
          "content_type",
          "size_bytes",
          "sha256",
          "created_at",
        ])) as EvidenceRow[]
      await touchCalculation(trx, calculation.id, now)
      return toEvidence(row!)
    })
    ctx.status = 201
    ctx.body = Schema.encodeSync(RowEvidence)(evidence)
  },
})

/** How much of a file one query reads while streaming a download. */
const chunkBytes = 512 * 1024

async function* evidenceChunks(db: DbOrTrx, accountId: AccountId, evidenceId: string, sizeBytes: number) {
  for (let offset = 0; offset < sizeBytes; offset += chunkBytes) {
    const row = (await evidenceInAccount(db, accountId)
      .where("e.id", evidenceId)
      // substring() on bytea counts from 1.
      .first(db.raw("substring(e.content from ? for ?) as part", [offset + 1, chunkBytes]))) as
      { part: Uint8Array | null } | undefined
    const part = row?.part
    if (!part || part.length !== Math.min(chunkBytes, sizeBytes - offset))
      throw new Error(`row evidence ${evidenceId} changed during download`)
    yield Buffer.from(part.buffer, part.byteOffset, part.length)
  }
}

/**
 * Download of a row's evidence, the account's only (another company's answers NotFound like a missing
 * one): as an attachment, the type recognised on upload, no sniffing, sandboxed; streamed in slices.
 */
const download = fileRoute({
  method: "GET",
  path: paths.download,
  access: "accountMember",
  handle: async ({ ctx, params, caller, db }) => {
    const { evidenceId } = decodeOrRefuse(DownloadParams, params)
    const row = (await evidenceInAccount(db, caller.account.id)
      .where("e.id", evidenceId)
      .first(...evidenceColumns)) as EvidenceRow | undefined
    if (!row) throw new NotFound()
    ctx.set("content-disposition", contentDisposition(row.file_name))
    ctx.set("x-content-type-options", "nosniff")
    ctx.set("content-security-policy", "default-src 'none'; sandbox")
    ctx.set("etag", `"${row.sha256}"`)
    ctx.set("content-type", row.content_type)
    ctx.length = Number(row.size_bytes)
    ctx.body = Readable.from(evidenceChunks(db, caller.account.id, row.id, Number(row.size_bytes)))
  },
})

/** The row-evidence file routes, mounted by files/index.ts. */
export const ghgEvidenceFileRoutes = [upload, download]
