import { PassThrough, type Writable } from "node:stream"
import { Schema } from "effect"
import type { Locale } from "@vsme/core"
import {
  DataRequestId,
  PortfolioDownloadQuery,
  RecipientUploadQuery,
  RequestAlreadySent,
  contentDisposition,
  requestLimits,
  requestRoutes,
  type RecipientImportResult,
} from "@vsme/sdk"
import { requireActingForCompany } from "../accounts/ownerAuthority.js"
import { exportFileName, xlsxContentType } from "../exports/exportRoutes.js"
import {
  decodeOrRefuse,
  fileRoute,
  readUpload,
  type FileRoute,
  type FileRouteContext,
} from "../http/fileRoutes.js"
import type { Logger } from "../log.js"
import { receivingPerson } from "../sharing/shareAccess.js"
import {
  exportCompanies,
  portfolioColumns,
  writePortfolioCsv,
  writePortfolioXbrlZip,
  writePortfolioXlsx,
} from "./portfolioExport.js"
import { readRecipientFile } from "./recipientFile.js"
import { addRecipients, findRequest } from "./requestRepo.js"

const RequestParams = Schema.Struct({ requestId: DataRequestId })

/**
 * POST /requests/:requestId/recipients: a file of companies into a draft request (`?replace=1`
 * replaces its companies). Who may and which request is checked before the file is read, with the
 * rules of request.addRecipients (the same repository function writes them); the file is read
 * within its bounds (recipientFile.ts), the valid rows are added in one transaction and the wrong
 * ones listed by line. Nothing is sent: sending stays request.send after the preview.
 */
const recipientsUpload = fileRoute({
  method: "POST",
  path: requestRoutes.recipientsUpload,
  access: "accountMember",
  handle: async ({ ctx, params, caller, db }) => {
    const { requestId } = decodeOrRefuse(RequestParams, { requestId: params.requestId })
    const { replace } = decodeOrRefuse(RecipientUploadQuery, ctx.query)
    await requireActingForCompany(db, caller)
    const request = await findRequest(db, caller.account.id, requestId)
    if (request.state !== "draft") throw new RequestAlreadySent()
    const upload = await readUpload(ctx, requestLimits.uploadBytes)
    const content = await readRecipientFile(upload.bytes)
    // A file without one valid row replaces nothing: the draft keeps its companies.
    const written = await db.transaction((trx) =>
      addRecipients(trx, caller.account.id, requestId, content.recipients, {
        replace: replace === "1" && content.recipients.length > 0,
      }),
    )
    const result: RecipientImportResult = { ...written, problems: content.problems }
    ctx.body = result
  },
})

type Member = FileRouteContext<"accountMember">

/** The request (RequestNotFound unless the caller's company made it) and what a download needs. */
const downloadContext = async ({ ctx, params, caller, db }: Member) => {
  const { requestId } = decodeOrRefuse(RequestParams, { requestId: params.requestId })
  const { lang } = decodeOrRefuse(PortfolioDownloadQuery, ctx.query)
  const request = await findRequest(db, caller.account.id, requestId)
  const requester = (await db("accounts").where({ id: caller.account.id }).first("business_id")) as {
    business_id: string
  }
  const viewer = await receivingPerson(db, caller)
  if (viewer.kind !== "person") throw new Error("a signed-in caller is a person")
  return { request, lang, requesterBusinessId: requester.business_id, viewer }
}

const fileNameOf = (title: string, lang: Locale, extension: string) =>
  `${exportFileName([title, lang])}.${extension}`

/** Streams what `write` writes as the answer; a failure midway ends the download (never a half file that looks whole). */
const stream = (
  ctx: Member["ctx"],
  log: Logger,
  requestId: string,
  write: (body: Writable) => Promise<void>,
) => {
  const body = new PassThrough()
  ctx.body = body
  write(body).catch((error: unknown) => {
    log.error({ err: error, requestId }, "portfolio download failed while streaming")
    body.destroy(error as Error)
  })
}

const portfolioSpreadsheet = (format: "xlsx" | "csv") =>
  fileRoute({
    method: "GET",
    path: format === "xlsx" ? requestRoutes.portfolioXlsx : requestRoutes.portfolioCsv,
    access: "accountMember",
    handle: async (context: Member) => {
      const { request, lang, requesterBusinessId, viewer } = await downloadContext(context)
      const { ctx, db, services, log } = context
      const now = services.now()
      const columns = portfolioColumns(request, lang)
      const companies = exportCompanies(db, {
        requestId: request.id,
        requesterBusinessId,
        now,
        viewer,
        format: format === "xlsx" ? "xlsx" : null,
      })
      ctx.set("content-disposition", contentDisposition(fileNameOf(request.draft.title, lang, format)))
      if (format === "xlsx") {
        ctx.type = xlsxContentType
        stream(ctx, log, request.id, (body) =>
          writePortfolioXlsx(body, columns, companies, {
            created: now,
            title: request.draft.title,
            sheetName: String(request.draft.periodYear),
          }),
        )
      } else {
        ctx.type = "text/csv; charset=utf-8"
        stream(ctx, log, request.id, (body) => writePortfolioCsv(body, columns, companies))
      }
    },
  })

/** GET portfolio-xbrl.zip: every shared company's xBRL-JSON of what it shared, streamed as one zip. */
const portfolioXbrl = fileRoute({
  method: "GET",
  path: requestRoutes.portfolioXbrl,
  access: "accountMember",
  handle: async (context: Member) => {
    const { request, lang, requesterBusinessId, viewer } = await downloadContext(context)
    const { ctx, db, services, log } = context
    const now = services.now()
    ctx.type = "application/zip"
    ctx.set("content-disposition", contentDisposition(fileNameOf(`${request.draft.title} xbrl`, lang, "zip")))
    const companies = exportCompanies(db, {
      requestId: request.id,
      requesterBusinessId,
      now,
      viewer,
      format: "xbrlJson",
      sharedOnly: true,
    })
    stream(ctx, log, request.id, (body) => writePortfolioXbrlZip(body, companies, lang))
  },
})

/** The request files (sdk requestRoutes), below /api/files. */
export const requestFileRoutes: ReadonlyArray<FileRoute> = [
  recipientsUpload,
  portfolioSpreadsheet("xlsx"),
  portfolioSpreadsheet("csv"),
  portfolioXbrl,
]
