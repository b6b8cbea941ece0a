import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { Schema } from "effect"
import { parseCsv, translate } from "@vsme/core"
import { FactorImportResult, exportRoutes, filePath, isRpcError, type InputIssue } from "@vsme/sdk"
import { EXIT, type ExitCode } from "../exitCodes.js"
import { exportCliText } from "../exportMessages.js"
import type { CommandDeps } from "../reports/reportCommands.js"

/** An import refusal's issue as a line: `line 12, value: Enter a number`. */
const issueLine = (deps: CommandDeps, issue: InputIssue) => {
  const message = translate(deps.locale, issue.message)
  const [where, line, column] = issue.path
  return where === "line" && typeof line === "number"
    ? exportCliText(deps.locale, "importIssue", { line, column: String(column ?? "–"), message })
    : exportCliText(deps.locale, "importIssueNoLine", { message })
}

/**
 * `vsme factors import FILE.csv [--dry-run]` (superadmins): uploads the file to the factor import
 * route. The server validates every row with core's Schema and answers either the summary (created,
 * updated, unchanged) or every refused row with its line number, having written nothing.
 */
export const runFactorsImport = async (
  deps: CommandDeps,
  file: string,
  options: { readonly dryRun?: boolean },
): Promise<ExitCode> => {
  let bytes: Buffer
  try {
    bytes = await readFile(file)
  } catch (error) {
    deps.output.error(
      exportCliText(deps.locale, "readFailed", { path: file, detail: (error as Error).message }),
    )
    return EXIT.usage
  }
  let response: Response
  try {
    response = await deps.client.requestFile({
      path: filePath(exportRoutes.factorsImport),
      method: "POST",
      body: new Uint8Array(bytes),
      fileName: path.basename(file),
      query: { dryRun: options.dryRun ? "true" : "false" },
    })
  } catch (error) {
    if (!isRpcError(error) || error.tag !== "InvalidInput") throw error
    const issues = (error.error.issues ?? []) as ReadonlyArray<InputIssue>
    if (deps.json) deps.output.json({ refused: true, issues })
    else {
      deps.output.error(exportCliText(deps.locale, "importRefused"))
      for (const issue of issues) deps.output.error(`  ${issueLine(deps, issue)}`)
    }
    return EXIT.failure
  }
  const result = Schema.decodeUnknownSync(FactorImportResult)(await response.json())
  if (deps.json) deps.output.json(result)
  else
    deps.output.line(
      exportCliText(deps.locale, result.dryRun ? "importDryRun" : "importDone", {
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
      }),
    )
  return EXIT.ok
}

/** `vsme factors export [--out FILE]` (superadmins): the library as CSV, to a file or standard output. */
export const runFactorsExport = async (
  deps: CommandDeps,
  options: { readonly out?: string },
): Promise<ExitCode> => {
  const response = await deps.client.requestFile({ path: filePath(exportRoutes.factorsCsv) })
  const csv = await response.text()
  if (!options.out) {
    deps.io.stdout.write(csv)
    return EXIT.ok
  }
  await writeFile(options.out, csv)
  const count = parseCsv(csv).records.length
  deps.output.line(exportCliText(deps.locale, "exportWritten", { count, path: options.out }))
  return EXIT.ok
}
