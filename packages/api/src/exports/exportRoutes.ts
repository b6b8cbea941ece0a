import { PassThrough } from "node:stream"
import { Schema } from "effect"
import {
  BadgeNeedsReadyReport,
  InvalidInput,
  BadgeQuery,
  ReportExportQuery,
  ReportId,
  contentDisposition,
  exportRoutes,
} from "@vsme/sdk"
import type { AccountId } from "@vsme/core"
import { requireFeature } from "../accounts/subscriptionGate.js"
import { decodeOrRefuse, fileRoute, type FileRoute, type FileRouteContext } from "../http/fileRoutes.js"
import { findReport } from "../reports/reportRepo.js"
import { badgePng, badgeSvg } from "./badge.js"
import { loadReportExport, type ReportExportData } from "./reportExportData.js"
import { reportJson, reportJsonText } from "./reportJson.js"
import { reportSheets } from "./reportSheets.js"
import { writeXlsx } from "./xlsxWriter.js"

const ReportParams = Schema.Struct({ reportId: ReportId })

/** A file name without the characters file systems refuse, and without control characters. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 150)

const yearPattern = /(?<!\d)(?:19|20)\d{2}(?!\d)/g

/**
 * A download's name from its parts (company, report title, period, language…), each year once: a
 * report titled "VSME 2025" of the 2025 period is "Oy VSME 2025 fi", never "Oy VSME 2025 2025 fi". A
 * part that only repeats years already named is left out, as is a year inside a part named before.
 */
export const exportFileName = (parts: ReadonlyArray<string>) => {
  const seen = new Set<string>()
  const kept: Array<string> = []
  for (const part of parts) {
    const words = part.split(/\s+/).filter((word) => {
      const years = word.match(yearPattern) ?? []
      const bareYear = years.length > 0 && word.replace(yearPattern, "").replace(/[()\-–,.]/g, "") === ""
      const repeated = bareYear && years.every((year) => seen.has(year))
      for (const year of years) seen.add(year)
      return !repeated
    })
    if (words.length > 0) kept.push(words.join(" "))
  }
  return safeFileName(kept.join(" "))
}

/** The years a report period touches, as a file name part: "2025" or "2024–2025". */
const periodYears = (startDate: string, endDate: string) => {
  const first = startDate.slice(0, 4)
  const last = endDate.slice(0, 4)
  return first === last ? last : `${first}–${last}`
}

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

type Member = FileRouteContext<"accountMember">

const reportFileName = (data: ReportExportData, lang: string) =>
  exportFileName([
    data.company.name,
    data.report.title,
    periodYears(data.report.startDate, data.report.endDate),
    lang,
  ])

const reportExportInput = async ({ ctx, params, caller, db }: Member) => {
  const { reportId } = decodeOrRefuse(ReportParams, params)
  const query = decodeOrRefuse(ReportExportQuery, ctx.query)
  await requireFeature(db, caller.account.id, "spreadsheetExport")
  const data = await loadReportExport(db, caller.account.id, reportId, query.comments)
  return { query, data }
}

/**
 * GET export.xlsx: the report as a workbook (exceljs streaming writer) in the requested language with
 * the requested comment types. The data is read first (loadReportExport); the workbook is then
 * written straight into the response, so neither a transaction nor the whole file is held meanwhile.
 */
const reportXlsx = fileRoute({
  method: "GET",
  path: exportRoutes.reportXlsx,
  access: "accountMember",
  handle: async (context) => {
    const { ctx, log, services } = context
    const { query, data } = await reportExportInput(context)
    const generatedAt = services.now()
    const body = new PassThrough()
    ctx.type = xlsxContentType
    ctx.set("content-disposition", contentDisposition(`${reportFileName(data, query.lang)}.xlsx`))
    ctx.body = body
    writeXlsx(body, reportSheets(data, query.lang, generatedAt), {
      creator: "VSME",
      created: generatedAt,
      title: data.report.title,
    }).catch((error: unknown) => {
      // The status is sent already: the client sees a cut-off download, the log has the reason.
      log.error({ err: error, reportId: data.report.id }, "spreadsheet export failed while streaming")
      body.destroy(error as Error)
    })
  },
})

/** GET export.json: the report as `ReportExportJson`, gated and filtered like the spreadsheet. */
const reportJsonRoute = fileRoute({
  method: "GET",
  path: exportRoutes.reportJson,
  access: "accountMember",
  handle: async (context) => {
    const { ctx, services } = context
    const { query, data } = await reportExportInput(context)
    ctx.type = "application/json; charset=utf-8"
    ctx.set("content-disposition", contentDisposition(`${reportFileName(data, query.lang)}.json`))
    ctx.body = reportJsonText(reportJson(data, query.lang, services.now()))
  },
})

/**
 * The badge's content: the company's name and a year the report covers (default: the year its
 * period ends in). A year outside the report's period is refused, so a badge never claims a year the
 * report is not about.
 */
const badgeContent = async ({ ctx, params, caller, db }: Member) => {
  const { reportId } = decodeOrRefuse(ReportParams, params)
  const query = decodeOrRefuse(BadgeQuery, ctx.query)
  await requireFeature(db, caller.account.id, "badgeDownload")
  const report = await findReport(db, caller.account.id, reportId)
  if (report.state !== "ready" && report.state !== "locked") throw new BadgeNeedsReadyReport()
  const account = (await db("accounts")
    .where({ id: caller.account.id as AccountId })
    .first("name")) as {
    name: string
  }
  const first = Number(report.start_date.slice(0, 4))
  const last = Number(report.end_date.slice(0, 4))
  const year = query.year ?? last
  if (year < first || year > last)
    throw new InvalidInput({ issues: [{ path: ["year"], message: "validation.invalidYear" }] })
  const fileName = exportFileName(["VSME badge", account.name, String(year), query.type, query.lang])
  return { content: { type: query.type, locale: query.lang, year, companyName: account.name }, fileName }
}

const badgeSvgRoute = fileRoute({
  method: "GET",
  path: exportRoutes.badgeSvg,
  access: "accountMember",
  handle: async (context) => {
    const { content, fileName } = await badgeContent(context)
    context.ctx.type = "image/svg+xml; charset=utf-8"
    context.ctx.set("content-disposition", contentDisposition(`${fileName}.svg`))
    context.ctx.body = badgeSvg(content)
  },
})

const badgePngRoute = fileRoute({
  method: "GET",
  path: exportRoutes.badgePng,
  access: "accountMember",
  handle: async (context) => {
    const { content, fileName } = await badgeContent(context)
    context.ctx.type = "image/png"
    context.ctx.set("content-disposition", contentDisposition(`${fileName}.png`))
    context.ctx.body = badgePng(badgeSvg(content))
  },
})

/** The report export routes of issue 6 (spreadsheet, JSON, badge). */
export const reportExportRoutes: ReadonlyArray<FileRoute> = [
  reportXlsx,
  reportJsonRoute,
  badgeSvgRoute,
  badgePngRoute,
]
