import type { ReportId, attachmentProcedures } from "@vsme/sdk"
import { recordAudit } from "../accounts/audit.js"
import { findDeletableAttachment, listAttachments } from "../attachments/attachmentRepo.js"
import { findReport, touchReport } from "../reports/reportRepo.js"
import type { Handler } from "./handler.js"

type P = typeof attachmentProcedures

/** Uploads and downloads are file routes (attachments/attachmentRoutes.ts); these list and delete. */
const attachmentList: Handler<P["attachmentList"]> = async ({ input, caller, db }) => {
  await findReport(db, caller.account.id, input.reportId)
  return listAttachments(db, caller, input.reportId, input.questionId)
}

const attachmentDelete: Handler<P["attachmentDelete"]> = async ({ input, caller, db, services }) => {
  const attachment = await findDeletableAttachment(db, caller, input.attachmentId)
  await db("report_attachments").where({ id: attachment.id }).delete()
  await touchReport(db, attachment.report_id, services.now())
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "attachment.delete",
    details: {
      reportId: attachment.report_id as ReportId,
      attachmentId: attachment.id,
      fileName: attachment.file_name,
      uploadedBy: attachment.uploaded_by,
    },
  })
  return null
}

export const attachmentHandlers = {
  "attachment.list": attachmentList,
  "attachment.delete": attachmentDelete,
}
