import { readFile, writeFile } from "node:fs/promises"
import path from "node:path"
import { Schema } from "effect"
import { parseCsv, translate } from "@vsme/core"
import { FactorImportResult, exportRoutes, filePath, isRpcError, type InputIssue } from "@vsme/sdk"
import { EXIT, type ExitCode } from "../exitCodes.js"
import { exportCliText } from "../exportMessages.js"
import type { CommandDeps } from "../reports/reportCommands.js"

/** An import refusal's issue translated, with the values of its placeholders (a duplicate's line). */
const issueMessage = (deps: CommandDeps, issue: InputIssue) =>
  translate(deps.locale, issue.message, issue.values ?? {})

/** An import refusal's issue as a line: `line 12, value: Enter a number`. */
const issueLine = (deps: CommandDeps, issue: InputIssue) => {
  const message = issueMessage(deps, issue)
  const [where, line, column] = issue.path
  return where === "line" && typeof line === "number"
    ? exportCliText(deps.locale, "importIssue", { line, column: String(column ?? "–"), message })
    : exportCliText(deps.locale, "importIssueNoLine", { message })
}

/** An issue for --json: line and column apart, the stable code (the catalogue key) and its text. */
const issueJson = (deps: CommandDeps, issue: InputIssue) => {
  const [where, line, column] = issue.path
  return {
    line: where === "line" && typeof line === "number" ? line : null,
    column: where === "line" && typeof column === "string" ? column : null,
    code: issue.message,
    message: issueMessage(deps, issue),
    ...(issue.values ? { values: issue.values } : {}),
  }
}

/** `--delimiter` as the server takes it (`tab` or `\t` for a tab), or null when it is none of them. */
const delimiterOption = (value: string | undefined): string | undefined | null =>
  value === undefined
    ? undefined
    : value === "tab" || value === "\\t" || value === "\t"
      ? "\t"
      : value === "," || value === ";"
        ? value
        : null

/**
 * `vsme factors import FILE.csv [--dry-run]` (superadmins): uploads the file to the factor import
 * route. The server validates every row with core's Schema and answers either the summary (created,
 * updated, unchanged) or every refused row with its line number, having written nothing.
 */
export const runFactorsImport = async (
  deps: CommandDeps,
  file: string,
  options: { readonly dryRun?: boolean; readonly delimiter?: string; readonly decimal?: string },
): Promise<ExitCode> => {
  const delimiter = delimiterOption(options.delimiter)
  if (delimiter === null) {
    deps.output.error(exportCliText(deps.locale, "invalidDelimiter"))
    return EXIT.usage
  }
  if (options.decimal !== undefined && options.decimal !== "." && options.decimal !== ",") {
    deps.output.error(exportCliText(deps.locale, "invalidDecimal"))
    return EXIT.usage
  }
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
      // The bytes go as they are: the server reads the encoding, separator and decimal comma.
      query: { dryRun: options.dryRun ? "true" : "false", delimiter, decimal: options.decimal },
    })
  } catch (error) {
    if (!isRpcError(error) || error.tag !== "InvalidInput") throw error
    const issues = (error.error.issues ?? []) as ReadonlyArray<InputIssue>
    if (deps.json) deps.output.json({ refused: true, issues: issues.map((i) => issueJson(deps, i)) })
    else {
      deps.output.error(exportCliText(deps.locale, "importRefused"))
      for (const issue of issues) deps.output.error(`  ${issueLine(deps, issue)}`)
    }
    return EXIT.failure
  }
  const result = Schema.decodeUnknownSync(FactorImportResult)(await response.json())
  if (deps.json) deps.output.json(result)
  else {
    deps.output.line(
      exportCliText(deps.locale, result.dryRun ? "importDryRun" : "importDone", {
        created: result.created,
        updated: result.updated,
        unchanged: result.unchanged,
      }),
    )
    // The new factor versions (next year's residual mix…) and changed factors, one a line.
    for (const row of result.rows)
      if (row.change !== "unchanged")
        deps.output.line(
          exportCliText(deps.locale, row.change === "created" ? "importRowCreated" : "importRowUpdated", {
            id: row.id,
            line: row.line,
          }),
        )
  }
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
