import { buildSummaryPrompt, isLocale, keyFiguresSummary, type AccountId, type Locale } from "@vsme/core"
import {
  AiSummaryLimitReached,
  AiSummaryNotConfigured,
  type AiSummaryStatus,
  type ReportId,
  type aiSummaryProcedures,
} from "@vsme/sdk"
import { requireFeature } from "../accounts/subscriptionGate.js"
import type { Config } from "../config.js"
import type { DbOrTrx } from "../db/database.js"
import { findReport, type ReportRow } from "../reports/reportRepo.js"
import { loadSummarySource } from "../aiSummary/summarySource.js"
import {
  findSummary,
  insertSummary,
  reportSummaries,
  runningSummaryId,
  summariesInLastDay,
  toAiSummary,
  toListItem,
} from "../aiSummary/summaryRepo.js"
import type { Handler } from "./handler.js"

type P = typeof aiSummaryProcedures

/** The panel's view of a report's summaries: the newest, the earlier ones, usage and configuration. */
const statusOf = async (
  db: DbOrTrx,
  accountId: AccountId,
  report: ReportRow,
  config: Config,
): Promise<AiSummaryStatus> => {
  const { hash } = await loadSummarySource(db, accountId, report)
  const { current, earlier } = await reportSummaries(db, report.id)
  return {
    reportId: report.id as ReportId,
    state: current?.state ?? "none",
    current: current ? toAiSummary(current, hash) : null,
    earlier: earlier.map((row) => toListItem(row, hash)),
    modelConfigured: config.aiSummary.model !== null,
    usage: { used: await summariesInLastDay(db, accountId), limit: config.aiSummary.dailyLimit },
  }
}

/** The caller's interface language: the default language of a summary they ask for. */
const callerLocale = async (db: DbOrTrx, userId: string): Promise<Locale> => {
  const row = (await db("users").where({ id: userId }).first("locale")) as { locale: string } | undefined
  return isLocale(row?.locale) ? row.locale : "en"
}

const aiSummaryGet: Handler<P["aiSummaryGet"]> = async ({ input, caller, db, config }) => {
  await requireFeature(db, caller.account.id, "aiSummary")
  const report = await findReport(db, caller.account.id, input.reportId)
  return statusOf(db, caller.account.id, report, config)
}

const aiSummaryRequest: Handler<P["aiSummaryRequest"]> = async ({ input, caller, db, config }) => {
  const accountId = caller.account.id
  await requireFeature(db, accountId, "aiSummary")
  // Locking the report row serialises requests for one report: the second sees the first one's job
  // and joins it (the partial unique index would refuse a second running job anyway).
  const report = await findReport(db, accountId, input.reportId, { forUpdate: true })
  const model = config.aiSummary.model
  if (model === null) throw new AiSummaryNotConfigured()
  if ((await runningSummaryId(db, report.id)) === null) {
    const limit = config.aiSummary.dailyLimit
    if ((await summariesInLastDay(db, accountId)) >= limit) throw new AiSummaryLimitReached({ limit })
    const language = input.language ?? (await callerLocale(db, caller.user.id))
    const source = await loadSummarySource(db, accountId, report)
    const prompt = buildSummaryPrompt(source.input, language)
    await insertSummary(db, {
      accountId,
      reportId: report.id,
      language,
      model: model.name,
      sourceUpdatedAt: report.updated_at,
      sourceHash: source.hash,
      prompt: prompt.messages,
      sourceData: prompt.data,
      requestedBy: caller.user.id,
    })
  }
  return statusOf(db, accountId, report, config)
}

const aiSummaryView: Handler<P["aiSummaryView"]> = async ({ input, caller, db }) => {
  await requireFeature(db, caller.account.id, "aiSummary")
  const row = await findSummary(db, caller.account.id, input.summaryId)
  const report = await findReport(db, caller.account.id, row.report_id)
  const { hash } = await loadSummarySource(db, caller.account.id, report)
  return toAiSummary(row, hash)
}

const aiSummaryKeyFigures: Handler<P["aiSummaryKeyFigures"]> = async ({ input, caller, db }) => {
  await requireFeature(db, caller.account.id, "aiSummary")
  const report = await findReport(db, caller.account.id, input.reportId)
  const { input: source } = await loadSummarySource(db, caller.account.id, report)
  return { text: keyFiguresSummary(source, input.language) }
}

export const aiSummaryHandlers = {
  "aiSummary.get": aiSummaryGet,
  "aiSummary.request": aiSummaryRequest,
  "aiSummary.view": aiSummaryView,
  "aiSummary.keyFigures": aiSummaryKeyFigures,
}
