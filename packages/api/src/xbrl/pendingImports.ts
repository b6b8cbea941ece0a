import { Schema } from "effect"
import {
  Answer,
  answersFromFacts,
  checkImported,
  findGate,
  findQuestion,
  factKey,
  isLei,
  planImport,
  questionOfFact,
  reportFacts,
  sameValue,
  YesNo,
  type AccountId,
  type SourceFact,
  type UserId,
} from "@vsme/core"
import {
  AnswerVersionConflict,
  ImportPreview,
  NotFound,
  XbrlImportExpired,
  XbrlImportOutdated,
  reportLimits,
  xbrlImportLifetimeMinutes,
  type ImportUnread,
  type ReportId,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { recordAudit } from "../accounts/audit.js"
import { insertComment } from "../reports/commentRepo.js"
import {
  answerRows,
  answersOf,
  findEditableReport,
  writeAnswer,
  type ReportRow,
} from "../reports/reportRepo.js"
import type { ImportSource } from "./importFile.js"

/** What applying a pending import writes; each answer names the version the preview was made against. */
const ImportPlan = Schema.Struct({
  writes: Schema.Array(
    Schema.Struct({ questionId: Schema.String, answer: Answer, basedOnVersion: Schema.Int }),
  ),
  comments: Schema.Array(Schema.Struct({ questionId: Schema.String, text: Schema.String })),
  comprehensive: Schema.Boolean,
})
type ImportPlan = typeof ImportPlan.Type

/**
 * The identifier the template names the company by (issue 18). An LEI with valid check digits that
 * the company does not use yet for its XBRL reports is offered: the page tells the person where to
 * save it (company details), since an import changes the report, never the company's own data.
 */
const fileEntityOf = (
  source: ImportSource,
  account: { readonly lei: string | null; readonly xbrl_identifier: string },
) => {
  if (!source.entity) return null
  const compact = source.entity.identifier.replace(/\s/g, "").toUpperCase()
  const lei = isLei(compact) ? compact : null
  const inUse = lei !== null && account.lei === lei && account.xbrl_identifier === "lei"
  return {
    scheme: source.entity.scheme,
    identifier: source.entity.identifier,
    lei,
    leiOffered: lei !== null && !inUse,
  }
}

/** The stored preview: everything of ImportPreview but the row's own id and times. */
const StoredPreview = ImportPreview.pipe(Schema.omit("importId", "reportId", "expiresAt"))

interface ImportRow {
  readonly id: string
  readonly account_id: string
  readonly report_id: string
  readonly expires_at: Date | string
  readonly file_name: string
  readonly preview: unknown
  readonly plan: unknown
}

const previewOf = (row: ImportRow): ImportPreview =>
  Schema.decodeUnknownSync(ImportPreview)({
    ...(Schema.decodeUnknownSync(StoredPreview)(row.preview) as object),
    importId: row.id,
    reportId: row.report_id,
    expiresAt: iso(row.expires_at),
  })

/** The encoded preview, as the upload answers it. */
export const encodePreview = (preview: ImportPreview) => Schema.encodeSync(ImportPreview)(preview)

/**
 * Makes the preview of an upload against the report as it is now and keeps it, with the plan that
 * applying it writes, until it expires. Run in the upload's transaction with the report locked, so
 * the versions the plan names are the stored ones. Prunes expired imports on the way.
 */
export const preparePendingImport = async (
  db: DbOrTrx,
  options: {
    readonly accountId: AccountId
    readonly report: ReportRow
    readonly source: ImportSource
    readonly fileName: string
    readonly userId: UserId
    readonly now: Date
  },
): Promise<ImportPreview> => {
  const { report, source, now } = options
  await db("xbrl_imports").where("expires_at", "<", now).delete()
  const account = (await db("accounts")
    .where({ id: options.accountId })
    .first("currency", "nace_codes", "lei", "xbrl_identifier")) as {
    currency: string
    nace_codes: string[] | null
    lei: string | null
    xbrl_identifier: string
  }
  const rows = await answerRows(db, [report.id])
  const stored = answersOf(rows)
  const imported = answersFromFacts(source.facts, source.hints)
  const context = {
    company: { comprehensive: true, naceCodes: account.nace_codes ?? [] },
    period: { start: report.start_date, end: report.end_date },
    currency: account.currency,
    language: "en" as const,
  }
  const items = planImport(stored, imported.proposed, context)
  const changing = items.filter((item) => item.change !== "unchanged")
  const comprehensiveAnswer = items.some(
    (item) => item.change !== "unchanged" && findQuestion(item.questionId)?.module === "comprehensive",
  )
  const switchesToComprehensive = !report.comprehensive && comprehensiveAnswer

  const existing = (await db("report_comments")
    .where({ report_id: report.id, type: "public" })
    .select("question_id", "text")) as Array<{ question_id: string; text: string }>
  const tooLong: ImportUnread[] = []
  const comments = source.footnotes.flatMap((note) => {
    const questionId = questionOfFact({ ...note.fact, value: "" })
    const text = note.text.trim()
    if (!questionId || text === "") return []
    if (text.length > reportLimits.comment) {
      // A comment holds at most reportLimits.comment characters: such a note is listed, not cut.
      tooLong.push({
        sheet: null,
        cell: null,
        concept: note.fact.concept,
        questionId,
        value: `${text.slice(0, 200)}…`,
        reason: "invalidValue",
      })
      return []
    }
    const exists = existing.some((c) => c.question_id === questionId && c.text.trim() === text)
    return [{ questionId, text, exists }]
  })
  const uniqueComments = comments.filter(
    (c, i) => comments.findIndex((d) => d.questionId === c.questionId && d.text === c.text) === i,
  )

  // A computed value the file gives without its inputs is no problem when the report computes the same.
  const current = reportFacts({ ...context, answers: stored, publicComments: [] }).facts
  const alreadyReported = (fact: SourceFact) =>
    current.some((f) => factKey(f) === factKey(fact) && sameValue(f.value, fact.value))
  const unread: ImportUnread[] = [
    ...tooLong,
    ...source.unread.map((u) => ({
      sheet: u.sheet,
      cell: u.cell,
      concept: u.concept,
      questionId: null,
      value: u.value,
      reason: u.reason,
    })),
    ...imported.unread
      .filter((u) => !alreadyReported(u.fact))
      .map((u) => ({
        sheet: u.fact.source?.sheet ?? null,
        cell: u.fact.source?.cell ?? null,
        concept: u.fact.concept,
        questionId: u.questionId,
        value: u.fact.value.length > 200 ? `${u.fact.value.slice(0, 200)}…` : u.fact.value,
        reason: u.reason,
      })),
  ]
  const preview = {
    fileName: options.fileName,
    source: source.kind,
    templateVersion: source.templateVersion,
    items,
    unread,
    comments: uniqueComments,
    switchesToComprehensive,
    filePeriod: source.period,
    fileCurrency: source.currency,
    reportCurrency: account.currency,
    fileEntity: fileEntityOf(source, account),
  }
  const versions = new Map(rows.map((row) => [row.question_id, row.version]))
  const plan: ImportPlan = {
    writes: changing.map((item) => ({
      questionId: item.questionId,
      answer: item.after,
      basedOnVersion: versions.get(item.questionId) ?? 0,
    })),
    comments: uniqueComments.filter((c) => !c.exists).map(({ questionId, text }) => ({ questionId, text })),
    comprehensive: switchesToComprehensive,
  }
  const expiresAt = new Date(now.getTime() + xbrlImportLifetimeMinutes * 60_000)
  const [row] = (await db("xbrl_imports")
    .insert({
      account_id: options.accountId,
      report_id: report.id,
      created_by: options.userId,
      created_at: now,
      expires_at: expiresAt,
      file_name: options.fileName,
      source: source.kind,
      preview: JSON.stringify(Schema.encodeSync(StoredPreview)(preview)),
      plan: JSON.stringify(Schema.encodeSync(ImportPlan)(plan)),
    })
    .returning("*")) as ImportRow[]
  return previewOf(row!)
}

/** A pending import of the account, or NotFound (another company's too); XbrlImportExpired when too old. */
export const findPendingImport = async (
  db: DbOrTrx,
  accountId: AccountId,
  importId: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<ImportRow> => {
  const query = db("xbrl_imports").where({ id: importId, account_id: accountId }).first()
  const row = (await (options.forUpdate ? query.forUpdate() : query)) as ImportRow | undefined
  if (!row) throw new NotFound()
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw new XbrlImportExpired()
  return row
}

export const pendingImportPreview = async (db: DbOrTrx, accountId: AccountId, importId: string, now: Date) =>
  previewOf(await findPendingImport(db, accountId, importId, now))

/** An answer of the plan checked again before it is written (a gate is yes or no; a question its Schema). */
const checkedAnswer = (questionId: string, answer: Answer): Answer => {
  if (answer.status === "skipped") return answer
  const question = findQuestion(questionId)
  if (question) {
    const checked = checkImported(question, answer.value)
    if (checked) return { status: "answered", value: checked.value }
  } else if (findGate(questionId) && Schema.is(YesNo)(answer.value)) return answer
  // The preview checks every answer as this does; a plan made under other rules (a release in between)
  // is refused like an outdated one: upload the file again. Never a 500.
  throw new XbrlImportOutdated({ questionId })
}

/**
 * Applies a pending import in the caller's transaction: switches the report to the Comprehensive
 * Module when the file needs it, writes every changed answer through writeAnswer (each at the version
 * the preview was made against: a later save makes the whole import XbrlImportOutdated), adds the
 * file's footnotes as public comments and removes the pending import.
 */
export const applyPendingImport = async (
  db: DbOrTrx,
  options: {
    readonly accountId: AccountId
    readonly importId: string
    readonly userId: UserId
    readonly now: Date
  },
): Promise<{ reportId: ReportId; written: number; comments: number }> => {
  const { accountId, userId, now } = options
  const row = await findPendingImport(db, accountId, options.importId, now, { forUpdate: true })
  const plan = Schema.decodeUnknownSync(ImportPlan)(row.plan)
  let report = await findEditableReport(db, accountId, row.report_id)
  if (plan.comprehensive && !report.comprehensive) {
    await db("reports")
      .where({ id: report.id })
      .update({ comprehensive: true, version: report.version + 1, updated_at: now })
    report = { ...report, comprehensive: true, version: report.version + 1 }
  }
  for (const write of plan.writes) {
    try {
      await writeAnswer(db, {
        report,
        questionId: write.questionId,
        answer: checkedAnswer(write.questionId, write.answer),
        basedOnVersion: write.basedOnVersion,
        by: userId,
        now,
      })
    } catch (error) {
      if (error instanceof AnswerVersionConflict)
        throw new XbrlImportOutdated({ questionId: write.questionId })
      throw error
    }
  }
  for (const comment of plan.comments)
    await insertComment(db, {
      reportId: report.id,
      questionId: comment.questionId,
      type: "public",
      text: comment.text,
      authorId: userId,
      now,
    })
  await db("xbrl_imports").where({ id: row.id }).delete()
  await recordAudit(db, {
    actorUserId: userId,
    accountId,
    action: "xbrl.importApply",
    details: {
      reportId: report.id,
      fileName: row.file_name,
      written: plan.writes.length,
      comments: plan.comments.length,
    },
  })
  return { reportId: report.id as ReportId, written: plan.writes.length, comments: plan.comments.length }
}

/** Drops a pending import of the account (NotFound when there is none). */
export const discardPendingImport = async (db: DbOrTrx, accountId: AccountId, importId: string) => {
  const removed = (await db("xbrl_imports")
    .where({ id: importId, account_id: accountId })
    .delete()
    .returning("id")) as Array<{ id: string }>
  if (removed.length === 0) throw new NotFound()
}
