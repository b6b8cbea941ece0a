import { decodeSpreadsheetText } from "@vsme/core"
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
    const { dryRun, delimiter, decimal } = decodeOrRefuse(FactorImportQuery, ctx.query)
    const upload = await readUpload(ctx, factorFileLimitBytes)
    // Excel saves CSV in UTF-8 (with a byte-order mark), Windows-1252 or UTF-16; see core.
    const decoded = decodeSpreadsheetText(upload.bytes)
    if (!decoded.ok)
      throw new InvalidInput({
        issues: [
          decoded.encoding
            ? { path: [], message: "validation.factorFileEncoding", values: { encoding: decoded.encoding } }
            : { path: [], message: "validation.factorFileEncodingUnknown" },
        ],
      })
    ctx.body = await importFactorCsv(db, decoded.text, {
      dryRun: dryRun === "true",
      now: services.now(),
      actorUserId: caller.user.id,
      dialect: { delimiter, decimal },
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
