import { PassThrough } from "node:stream"
import { Schema } from "effect"
import {
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
import { loadReportExport } from "./reportExportData.js"
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

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

type Member = FileRouteContext<"accountMember">

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
    ctx.set(
      "content-disposition",
      contentDisposition(safeFileName(`${data.company.name} ${data.report.title} ${query.lang}`) + ".xlsx"),
    )
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
    ctx.set(
      "content-disposition",
      contentDisposition(safeFileName(`${data.company.name} ${data.report.title} ${query.lang}`) + ".json"),
    )
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
  const fileName = safeFileName(`VSME badge ${account.name} ${year} ${query.type} ${query.lang}`)
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
