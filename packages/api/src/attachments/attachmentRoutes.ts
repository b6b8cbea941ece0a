import { createHash } from "node:crypto"
import { Readable } from "node:stream"
import { Schema } from "effect"
import {
  Attachment,
  AttachmentId,
  InvalidInput,
  QuestionId,
  ReportId,
  ReportLocked,
  attachmentRoutes as paths,
  contentDisposition,
} from "@vsme/sdk"
import { decodeOrRefuse, fileRoute, readUpload } from "../http/fileRoutes.js"
import { findEditableReport, findReport, touchReport } from "../reports/reportRepo.js"
import { attachmentChunks, findAttachment, insertAttachment } from "./attachmentRepo.js"
import { detectContentType, extensionsOf } from "./contentType.js"
import { safeFileName } from "./fileName.js"

const UploadParams = Schema.Struct({ reportId: ReportId, questionId: QuestionId })
const DownloadParams = Schema.Struct({ attachmentId: AttachmentId })

/**
 * Upload: the file is the body (sdk files.ts). The report is checked before the body is read, so
 * another company's or a locked report costs no upload; the type is recognised from the content,
 * the name made safe, and the row written in a transaction that locks the report again (it may have
 * been locked or deleted while the bytes arrived). Answers the attachment as listed (201).
 */
const upload = fileRoute({
  method: "POST",
  path: paths.upload,
  access: "accountMember",
  handle: async ({ ctx, params, caller, db, config, services }) => {
    const { reportId, questionId } = decodeOrRefuse(UploadParams, params)
    const before = await findReport(db, caller.account.id, reportId)
    if (before.state === "locked") throw new ReportLocked({ reportId: before.id })
    const sent = await readUpload(ctx, config.attachments.maxBytes)
    if (sent.bytes.length === 0)
      throw new InvalidInput({ issues: [{ path: ["file"], message: "validation.cannotBeEmpty" }] })
    const contentType = await detectContentType(sent.bytes, sent.fileName)
    const fileName = safeFileName(sent.fileName, extensionsOf[contentType])
    const sha256 = createHash("sha256").update(sent.bytes).digest("hex")
    const id = await db.transaction(async (trx) => {
      const report = await findEditableReport(trx, caller.account.id, reportId)
      const now = services.now()
      const inserted = await insertAttachment(trx, {
        reportId: report.id,
        questionId,
        fileName,
        contentType,
        bytes: sent.bytes,
        sha256,
        uploadedBy: caller.user.id,
        now,
      })
      await touchReport(trx, report.id, now)
      return inserted
    })
    const { attachment } = await findAttachment(db, caller, id)
    ctx.status = 201
    ctx.body = Schema.encodeSync(Attachment)(attachment)
  },
})

/**
 * Download: streamed from the database a slice at a time, as an attachment (never shown inline) with
 * the content type recognised on upload, no sniffing, and a sandbox in case a browser renders it.
 */
const download = fileRoute({
  method: "GET",
  path: paths.download,
  access: "accountMember",
  handle: async ({ ctx, params, caller, db }) => {
    const { attachmentId } = decodeOrRefuse(DownloadParams, params)
    const { row } = await findAttachment(db, caller, attachmentId)
    ctx.set("content-disposition", contentDisposition(row.file_name))
    ctx.set("x-content-type-options", "nosniff")
    ctx.set("content-security-policy", "default-src 'none'; sandbox")
    ctx.set("etag", `"${row.sha256}"`)
    // Set as is: Koa's `type` would add "charset=utf-8", and a CSV may be in Windows-1252.
    ctx.set("content-type", row.content_type)
    ctx.length = Number(row.size_bytes)
    ctx.body = Readable.from(attachmentChunks(db, caller.account.id, row.id, Number(row.size_bytes)))
  },
})

/** The attachment file routes, mounted by files/index.ts. */
export const attachmentFileRoutes = [upload, download]
