import { UserId } from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { QuestionId, ReportId, ReportLocked } from "./report.js"

/**
 * Attachments on a report's questions (evidence such as invoices, certificates, meter readings). The
 * bytes travel on file routes (files.ts), not through the procedure endpoint: upload with
 * `POST attachmentRoutes.upload` (the file as the body), download with `GET attachmentRoutes.download`.
 * The procedures list and delete them.
 */

export const AttachmentId = Schema.UUID.pipe(Schema.brand("AttachmentId"))
export type AttachmentId = typeof AttachmentId.Type

/** Templates of the attachment file routes, for `filePath(template, params)`. */
export const attachmentRoutes = {
  upload: "/reports/:reportId/questions/:questionId/attachments",
  download: "/attachments/:attachmentId",
} as const

/** The largest upload the server takes unless configured otherwise (ATTACHMENT_MAX_BYTES): 20 MiB. */
export const defaultAttachmentMaxBytes = 20 * 1024 * 1024

/**
 * The file types taken, recognised from the file's content (its first bytes), never from its name:
 * PDF, PNG, JPEG, WebP, Office Open XML (xlsx, docx, pptx), OpenDocument (ods, odt, odp), and CSV or
 * plain text in UTF-8.
 */
export const attachmentContentTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.spreadsheet",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.presentation",
  "text/csv",
  "text/plain",
] as const
export const AttachmentContentType = Schema.Literal(...attachmentContentTypes)
export type AttachmentContentType = typeof AttachmentContentType.Type

/** The upload's content is not one of the allowed types (whatever its name says). */
export class AttachmentTypeNotAllowed extends Schema.TaggedError<AttachmentTypeNotAllowed>()(
  "AttachmentTypeNotAllowed",
  {
    /** What the content was recognised as (a MIME type), or null when it was not recognised at all. */
    detected: Schema.NullOr(Schema.String),
  },
) {}

/** What the attachment file routes may answer besides the transport errors (for `FileRequest.errors`). */
export const attachmentFileErrors = [AttachmentTypeNotAllowed, ReportLocked] as const

/** An attachment as listed: the stored name and type, size, who uploaded it and when. */
export const Attachment = Schema.Struct({
  id: AttachmentId,
  reportId: ReportId,
  questionId: Schema.String,
  /** The sender's name, made safe (no paths or control characters) and with the content's extension. */
  fileName: Schema.String,
  contentType: AttachmentContentType,
  sizeBytes: Schema.Int,
  /** Null when the uploader's user no longer exists. */
  uploadedBy: Schema.NullOr(
    Schema.Struct({ userId: UserId, displayName: Schema.String, email: Schema.String }),
  ),
  createdAt: Schema.String,
  /** Whether the caller may delete it: its uploader or an owner (Administrator), on a report not locked. */
  canDelete: Schema.Boolean,
})
export type Attachment = typeof Attachment.Type

/** A report's attachments, oldest first; only one question's when `questionId` is given. */
export const attachmentList = procedure("attachment.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    reportId: ReportId,
    questionId: Schema.optionalWith(QuestionId, { exact: true }),
  }),
  output: Schema.Array(Attachment),
})

/** Deletes an attachment: its uploader or an owner (others: Forbidden); a locked report keeps it. */
export const attachmentDelete = procedure("attachment.delete", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ attachmentId: AttachmentId }),
  output: Schema.Null,
  errors: [ReportLocked],
})

export const attachmentProcedures = { attachmentList, attachmentDelete } as const
