import path from "node:path"
import { Either, Schema } from "effect"
import { translate, type Locale } from "@vsme/core"
import { CommentTypeList, isRpcError } from "@vsme/sdk"
import { EXIT, type ExitCode } from "../exitCodes.js"
import { exportCliText } from "../exportMessages.js"
import type { Io, Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"
import { defaultFormats, exportFormats, parseFormats } from "./exportFormats.js"
import { jsonReporter, plainReporter, terminalReporter, type ExportReporter } from "./exportReporters.js"
import { runExport, tallyExport, type ExportItem } from "./exportRun.js"
import { exportPath } from "./fileNames.js"
import { reachableAccounts, reportsOf, selectAccounts, type ScopedReport } from "./reportScope.js"

export interface CommandDeps {
  readonly client: CliClient
  readonly locale: Locale
  readonly output: Output
  readonly io: Io
  readonly json: boolean
}

const YearOption = Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100))

/** `--year` decoded; `undefined` when not given, null when malformed. */
const decodeYear = (raw: string | undefined): number | undefined | null =>
  raw === undefined ? undefined : Either.getOrNull(Schema.decodeUnknownEither(YearOption)(raw))

/** A failed call or file write in the user's language: the shared catalogue's error, else the reason. */
export const describeError = (locale: Locale) => (error: unknown) =>
  isRpcError(error)
    ? translate(locale, error.messageKey, error.error)
    : error instanceof Error
      ? error.message
      : String(error)

/** `vsme reports list [--account <id>] [--all] [--year <year>]`. */
export const runReportsList = async (
  deps: CommandDeps,
  options: { account?: string; all?: boolean; year?: string },
): Promise<ExitCode> => {
  const t = (key: Parameters<typeof exportCliText>[1], values?: Record<string, string | number>) =>
    exportCliText(deps.locale, key, values)
  const year = decodeYear(options.year)
  if (year === null) {
    deps.output.error(t("invalidYear"))
    return EXIT.usage
  }
  const accounts = await selectAccounts(deps.client, { account: options.account, all: Boolean(options.all) })
  const found = await reportsOf(deps.client, accounts, year)
  if (deps.json) {
    deps.output.json(
      found.map(({ account, report }) => ({ accountId: account.id, accountName: account.name, ...report })),
    )
    return EXIT.ok
  }
  if (found.length === 0) deps.output.line(t("noReports"))
  for (const { account, report } of found) {
    deps.output.line(
      t("reportLine", {
        id: report.id,
        account: account.name,
        title: report.title,
        start: report.startDate,
        end: report.endDate,
        state: report.state,
        complete: report.completeness.overall.complete,
        total: report.completeness.overall.total,
      }),
    )
  }
  return EXIT.ok
}

export interface ExportCommandOptions {
  readonly account?: string
  readonly all?: boolean
  readonly year?: string
  readonly out?: string
  readonly format?: string
  readonly comments?: string
  readonly force?: boolean
}

/**
 * `vsme reports export [ids…] [--account <id>] [--all] --out <dir>`: the chosen reports in each
 * format into the folder (exportPath), with a progress view on a terminal, plain lines in a pipe or
 * one JSON document with --json. Exits non-zero when a file failed or an id was not found; the
 * other files are exported all the same.
 */
export const runReportsExport = async (
  deps: CommandDeps & { readonly now?: () => number },
  ids: ReadonlyArray<string>,
  options: ExportCommandOptions,
): Promise<ExitCode> => {
  const t = (key: Parameters<typeof exportCliText>[1], values?: Record<string, string | number>) =>
    exportCliText(deps.locale, key, values)
  const now = deps.now ?? Date.now
  const year = decodeYear(options.year)
  const formats = parseFormats(options.format ?? defaultFormats.join(","))
  const comments = Schema.decodeUnknownEither(CommentTypeList)(options.comments ?? "")
  const usage = (message: string) => {
    deps.output.error(message)
    return EXIT.usage
  }
  if (year === null) return usage(t("invalidYear"))
  if (!formats) return usage(t("invalidFormat", { formats: exportFormats.map((f) => f.id).join(", ") }))
  if (Either.isLeft(comments)) return usage(t("invalidComments"))
  if (ids.length === 0 && !options.account && !options.all) return usage(t("exportNeedsSelection"))
  const outDir = path.resolve(options.out ?? ".")

  let chosen: ReadonlyArray<ScopedReport>
  let missing: ReadonlyArray<string> = []
  if (ids.length > 0) {
    const accounts =
      options.account || options.all
        ? await selectAccounts(deps.client, { account: options.account, all: Boolean(options.all) })
        : await reachableAccounts(deps.client)
    const all = await reportsOf(deps.client, accounts, year)
    chosen = all.filter(({ report }) => ids.includes(report.id))
    missing = ids.filter((id) => !chosen.some(({ report }) => report.id === id))
    for (const id of missing) deps.output.error(t("reportNotFound", { id }))
  } else {
    const accounts = await selectAccounts(deps.client, {
      account: options.account,
      all: Boolean(options.all),
    })
    chosen = await reportsOf(deps.client, accounts, year)
  }

  const exportOptions = { lang: deps.locale, comments: comments.right }
  const items: ExportItem[] = chosen.flatMap(({ account, report }) =>
    formats.map((format) => ({
      account,
      report,
      format,
      path: exportPath(outDir, account, report, deps.locale, format),
      state: "pending" as const,
    })),
  )
  const reporter: ExportReporter = deps.json
    ? jsonReporter({ output: deps.output, outDir, missing })
    : deps.output.interactive
      ? terminalReporter({ io: deps.io, locale: deps.locale, outDir, now })
      : plainReporter({ output: deps.output, locale: deps.locale, outDir, now })
  let finished: ReadonlyArray<ExportItem> = items
  try {
    finished = await runExport({
      client: deps.client,
      items,
      options: exportOptions,
      force: Boolean(options.force),
      describeError: describeError(deps.locale),
      onChange: reporter.update,
    })
  } finally {
    await reporter.finish(finished)
  }
  return tallyExport(finished).failed > 0 || missing.length > 0 ? EXIT.failure : EXIT.ok
}
