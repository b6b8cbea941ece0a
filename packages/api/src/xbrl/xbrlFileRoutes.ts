import { Schema } from "effect"
import { inlineXbrlDocument, xbrlJsonDocument, type AccountId } from "@vsme/core"
import { ReportId, XbrlExportQuery, contentDisposition, xbrlImportMaxBytes, xbrlRoutes } from "@vsme/sdk"
import { requireFeature } from "../accounts/subscriptionGate.js"
import {
  decodeOrRefuse,
  fileRoute,
  readUpload,
  type FileRoute,
  type FileRouteContext,
} from "../http/fileRoutes.js"
import { findEditableReport, findReport } from "../reports/reportRepo.js"
import { readImportFile } from "./importFile.js"
import { encodePreview, preparePendingImport } from "./pendingImports.js"
import { reportXbrlSource, xbrlReportOf } from "./reportXbrl.js"

const ReportParams = Schema.Struct({ reportId: ReportId })

/** A file name from the report's title and period: no path separators, the period to tell years apart. */
const fileNameOf = (title: string, end: string, extension: string) => {
  // Control characters cannot be in a report title (core's text checks); path separators can.
  const safe = title.replace(/[\\/:*?"<>|]+/g, "-").trim()
  return `${safe || "report"} ${end.slice(0, 4)}.${extension}`
}

/** The export's report and language, after the subscription gate (spec §4: an active subscription). */
const exportSource = async ({ ctx, params, caller, db }: FileRouteContext<"accountMember">) => {
  const { reportId } = decodeOrRefuse(ReportParams, params)
  const { lang } = decodeOrRefuse(XbrlExportQuery, ctx.query)
  const accountId = caller.account.id as AccountId
  await requireFeature(db, accountId, "xbrlExport")
  const source = await reportXbrlSource(db, accountId, reportId, lang)
  return { report: xbrlReportOf(source, lang), title: source.report.title, end: source.report.end_date }
}

/** The report as xBRL-JSON and as inline XBRL, and the upload of a file to import (issue 7). */
export const xbrlFileRoutes: ReadonlyArray<FileRoute> = [
  fileRoute({
    method: "GET",
    path: xbrlRoutes.exportJson,
    access: "accountMember",
    handle: async (context) => {
      const { report, title, end } = await exportSource(context)
      context.ctx.set("content-disposition", contentDisposition(fileNameOf(title, end, "xbrl.json")))
      context.ctx.type = "application/json; charset=utf-8"
      context.ctx.body = `${JSON.stringify(xbrlJsonDocument(report), null, 2)}\n`
    },
  }),
  fileRoute({
    method: "GET",
    path: xbrlRoutes.exportXhtml,
    access: "accountMember",
    handle: async (context) => {
      const { report, title, end } = await exportSource(context)
      context.ctx.set("content-disposition", contentDisposition(fileNameOf(title, end, "xhtml")))
      context.ctx.type = "application/xhtml+xml; charset=utf-8"
      context.ctx.body = inlineXbrlDocument(report)
    },
  }),
  fileRoute({
    method: "POST",
    path: xbrlRoutes.importUpload,
    access: "accountMember",
    handle: async ({ ctx, params, caller, db, services }) => {
      const { reportId } = decodeOrRefuse(ReportParams, params)
      const accountId = caller.account.id as AccountId
      // Another company's report answers NotFound before its file is even read.
      await findReport(db, accountId, reportId)
      const upload = await readUpload(ctx, xbrlImportMaxBytes)
      const source = await readImportFile(upload.bytes)
      const preview = await db.transaction(async (trx) => {
        const report = await findEditableReport(trx, accountId, reportId)
        return preparePendingImport(trx, {
          accountId,
          report,
          source,
          fileName: (upload.fileName || "import").slice(0, 255),
          userId: caller.user.id,
          now: services.now(),
        })
      })
      ctx.type = "application/json"
      ctx.body = encodePreview(preview)
    },
  }),
]
