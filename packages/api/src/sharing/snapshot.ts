import {
  scopeAnswers,
  scopeItemIds,
  vsmeStandardVersion,
  type AccountId,
  type Answer,
  type ShareScope,
} from "@vsme/core"
import type { ShareSnapshot } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { reportDetail } from "../reports/reportRepo.js"

/** An attachment a snapshot copies: where its bytes are now, and what the share calls it. */
export interface SnapshotAttachment {
  readonly sourceId: string
  readonly questionId: string
  readonly fileName: string
  readonly contentType: string
  readonly sizeBytes: number
  readonly sha256: string
}

export interface TakenSnapshot {
  /** The snapshot without its attachments (their ids are given when they are copied). */
  readonly snapshot: Omit<ShareSnapshot, "attachments">
  readonly attachments: ReadonlyArray<SnapshotAttachment>
}

interface AccountRow {
  readonly name: string
  readonly business_id: string
  readonly lei: string | null
  readonly xbrl_identifier: "businessId" | "lei"
  readonly currency: string
  readonly nace_codes: string[] | null
}

/**
 * The frozen content of a share of the report, as it is now (issue 31): the answers of the scope's
 * items, their states and derived values (computed over the whole report, so a GHG intensity keeps
 * its value when the turnover it divides by is not shared), the public comments of those items and,
 * when asked, their attachments. An answer its item no longer shows (kept from before its gate was
 * answered "no") is not copied: the share holds what the report says, not what it once said.
 * NotFound for another company's report.
 */
export const takeSnapshot = async (
  db: DbOrTrx,
  accountId: AccountId,
  reportId: string,
  scope: ShareScope,
  includeAttachments: boolean,
): Promise<TakenSnapshot> => {
  const detail = await reportDetail(db, accountId, reportId, { storeBack: false })
  const account = (await db("accounts")
    .where({ id: accountId })
    .first("name", "business_id", "lei", "xbrl_identifier", "currency", "nace_codes")) as AccountRow
  const inReport = new Set(Object.keys(detail.questionStates))
  const items = scopeItemIds(scope, detail.comprehensive).filter((id) => inReport.has(id))
  const shown = new Set(items)
  const stored: Record<string, Answer> = {}
  for (const [id, { answer }] of Object.entries(detail.answers)) {
    const status = detail.questionStates[id]
    if (!shown.has(id) || !status) continue
    if (status.state === "skipped" && answer.status === "answered") continue
    stored[id] = answer
  }
  const comments = (await db("report_comments")
    .where({ report_id: detail.id, type: "public" })
    .whereIn("question_id", items)
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .select("question_id", "text", "created_at")) as Array<{
    question_id: string
    text: string
    created_at: Date | string
  }>
  const attachments = includeAttachments
    ? ((await db("report_attachments")
        .where({ report_id: detail.id })
        .whereIn("question_id", items)
        .orderBy([
          { column: "question_id", order: "asc" },
          { column: "created_at", order: "asc" },
        ])
        .select("id", "question_id", "file_name", "content_type", "size_bytes", "sha256")) as Array<{
        id: string
        question_id: string
        file_name: string
        content_type: string
        size_bytes: number
        sha256: string
      }>)
    : []
  return {
    snapshot: {
      standard: vsmeStandardVersion,
      company: {
        name: account.name,
        businessId: account.business_id,
        lei: account.lei,
        xbrlIdentifier: account.xbrl_identifier,
        currency: account.currency,
        naceCodes: account.nace_codes ?? [],
      },
      report: {
        title: detail.title,
        startDate: detail.startDate,
        endDate: detail.endDate,
        comprehensive: detail.comprehensive,
        state: detail.state,
        completeness: detail.completeness,
      },
      scope,
      items,
      answers: scopeAnswers(scope, stored, detail.comprehensive),
      questionStates: Object.fromEntries(items.map((id) => [id, detail.questionStates[id]!])),
      comments: comments.map((c) => ({
        questionId: c.question_id,
        text: c.text,
        createdAt: iso(c.created_at),
      })),
    },
    attachments: attachments.map((a) => ({
      sourceId: a.id,
      questionId: a.question_id,
      fileName: a.file_name,
      contentType: a.content_type,
      sizeBytes: Number(a.size_bytes),
      sha256: a.sha256,
    })),
  }
}
