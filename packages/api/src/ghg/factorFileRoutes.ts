import { InvalidInput, FactorImportQuery, contentDisposition, exportRoutes } from "@vsme/sdk"
import { decodeOrRefuse, fileRoute, readUpload, type FileRoute } from "../http/fileRoutes.js"
import { exportFactorCsv, importFactorCsv } from "./factorImport.js"

/** Largest factor file accepted: thousands of factors with long source notes fit comfortably. */
export const factorFileLimitBytes = 5 * 1024 * 1024

/**
 * POST /factors/import (superadmins; `vsme factors import`): the CSV file as the upload body,
 * `?dryRun=true` to only validate and compare. Answers FactorImportResult, or InvalidInput with the
 * refused rows' line numbers.
 */
const importRoute = fileRoute({
  method: "POST",
  path: exportRoutes.factorsImport,
  access: "superadmin",
  handle: async ({ ctx, caller, db, services }) => {
    const { dryRun } = decodeOrRefuse(FactorImportQuery, ctx.query)
    const upload = await readUpload(ctx, factorFileLimitBytes)
    let text: string
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(upload.bytes)
    } catch {
      throw new InvalidInput({
        issues: [{ path: [], message: "validation.invalidValue", detail: "not UTF-8" }],
      })
    }
    ctx.body = await importFactorCsv(db, text, {
      dryRun: dryRun === "true",
      now: services.now(),
      actorUserId: caller.user.id,
    })
  },
})

/** GET /factors/export.csv (superadmins; `vsme factors export`): the library in force as a CSV file. */
const exportRoute = fileRoute({
  method: "GET",
  path: exportRoutes.factorsCsv,
  access: "superadmin",
  handle: async ({ ctx, db, services }) => {
    ctx.type = "text/csv; charset=utf-8"
    ctx.set(
      "content-disposition",
      contentDisposition(`emission-factors-${services.now().toISOString().slice(0, 10)}.csv`),
    )
    ctx.body = await exportFactorCsv(db)
  },
})

export const factorFileRoutes: ReadonlyArray<FileRoute> = [importRoute, exportRoute]
