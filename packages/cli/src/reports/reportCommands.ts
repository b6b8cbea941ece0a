import path from "node:path"
import { Either, Schema } from "effect"
import type { Locale } from "@vsme/core"
import { BadgeType, CommentTypeList, isRpcError } from "@vsme/sdk"
import { rpcErrorLines } from "../errorText.js"
import { EXIT, type ExitCode } from "../exitCodes.js"
import { exportCliText } from "../exportMessages.js"
import type { Io, Output } from "../output.js"
import type { CliClient } from "../sdkClient.js"
import { defaultFormats, exportFormats, parseFormats } from "./exportFormats.js"
import {
  interruptedLines,
  jsonReporter,
  plainReporter,
  tallyState,
  terminalReporter,
  type ExportReporter,
  type ExportState,
  type FailedAccount,
} from "./exportReporters.js"
import { runExport, type ExportItem } from "./exportRun.js"
import { exportPath } from "./fileNames.js"
import { reportsOf, selectAccounts, type AccountFailure, type ScopedReport } from "./reportScope.js"

export interface CommandDeps {
  readonly client: CliClient
  readonly locale: Locale
  readonly output: Output
  readonly io: Io
  readonly json: boolean
  /** The command line as typed (without secrets), for "run it again to resume". */
  readonly commandLine?: string
}

const YearOption = Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100))

/** `--year` decoded; `undefined` when not given, null when malformed. */
const decodeYear = (raw: string | undefined): number | undefined | null =>
  raw === undefined ? undefined : Either.getOrNull(Schema.decodeUnknownEither(YearOption)(raw))

/** A failed call or file write in the user's language: the shared catalogue's error, else the reason. */
export const describeError = (locale: Locale) => (error: unknown) =>
  isRpcError(error)
    ? rpcErrorLines(locale, error).join(" ")
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
  const { reports: found, failures } = await reportsOf(deps.client, accounts, { year })
  const failed = failures.map(describeAccountFailure(deps.locale))
  for (const f of failed)
    deps.output.error(t("accountFailed", { account: f.account.name, message: f.message }))
  const code = failed.length > 0 ? EXIT.failure : EXIT.ok
  if (deps.json) {
    deps.output.json(
      found.map(({ account, report }) => ({ accountId: account.id, accountName: account.name, ...report })),
    )
    return code
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
        // The progress every screen shows (core Tally done / asked), so the numbers agree everywhere.
        complete: report.completeness.overall.done,
        total: report.completeness.overall.asked,
      }),
    )
  }
  return code
}

/** A company that could not be listed, as the reporters show it: its reason translated, and a code. */
export const describeAccountFailure =
  (locale: Locale) =>
  (failure: AccountFailure): FailedAccount =>
    failure.reason.kind === "disabled"
      ? {
          account: failure.account,
          code: "AccountDisabled",
          message: exportCliText(locale, "accountDisabled"),
        }
      : {
          account: failure.account,
          code: isRpcError(failure.reason.error) ? failure.reason.error.tag : "Error",
          message: describeError(locale)(failure.reason.error),
        }

export interface ExportCommandOptions {
  readonly account?: string
  readonly all?: boolean
  readonly year?: string
  readonly out?: string
  readonly format?: string
  readonly comments?: string
  readonly force?: boolean
  readonly badgeType?: string
  readonly badgeYear?: string
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
  const badgeYear = decodeYear(options.badgeYear)
  const badgeType = Schema.decodeUnknownEither(BadgeType)(options.badgeType ?? "company")
  const formats = parseFormats(options.format ?? defaultFormats.join(","))
  const comments = Schema.decodeUnknownEither(CommentTypeList)(options.comments ?? "")
  const usage = (message: string) => {
    deps.output.error(message)
    return EXIT.usage
  }
  if (year === null || badgeYear === null) return usage(t("invalidYear"))
  if (Either.isLeft(badgeType)) return usage(t("invalidBadgeType"))
  if (!formats) return usage(t("invalidFormat", { formats: exportFormats.map((f) => f.id).join(", ") }))
  if (Either.isLeft(comments)) return usage(t("invalidComments"))
  if (ids.length === 0 && !options.account && !options.all) return usage(t("exportNeedsSelection"))
  const outDir = path.resolve(options.out ?? ".")

  // The view is drawn before anything is listed, so a long listing never shows a blank screen.
  const reporter: ExportReporter = deps.json
    ? jsonReporter({ output: deps.output, outDir, missing: [] })
    : deps.output.interactive
      ? terminalReporter({ io: deps.io, locale: deps.locale, outDir, now, color: deps.output.color })
      : plainReporter({ output: deps.output, locale: deps.locale, outDir, now })
  let state: ExportState = {
    listing: { done: 0, total: 0 },
    items: [],
    failedAccounts: [],
    interrupted: false,
  }
  const show = (change: Partial<ExportState>) => {
    state = { ...state, ...change }
    reporter.update(state)
  }
  show({})
  const stop = new AbortController()
  const unsubscribe = deps.io.onInterrupt?.(() => stop.abort()) ?? (() => {})
  let missing: ReadonlyArray<string> = []
  let completed = false
  try {
    const accounts = await selectAccounts(deps.client, {
      account: options.account,
      all: Boolean(options.all) || (ids.length > 0 && !options.account),
    })
    show({ listing: { done: 0, total: accounts.length } })
    const listed = await reportsOf(deps.client, accounts, {
      year,
      onListed: (done) => show({ listing: { done, total: accounts.length } }),
    })
    let chosen: ReadonlyArray<ScopedReport> = listed.reports
    if (ids.length > 0) {
      chosen = chosen.filter(({ report }) => ids.includes(report.id))
      missing = ids.filter((id) => !chosen.some(({ report }) => report.id === id))
      for (const id of missing) deps.output.error(t("reportNotFound", { id }))
    }
    const exportOptions = {
      lang: deps.locale,
      comments: comments.right,
      badgeType: badgeType.right,
      badgeYear: badgeYear ?? undefined,
    }
    const items: ExportItem[] = chosen.flatMap(({ account, report }) =>
      formats.map((format) => ({
        account,
        report,
        format,
        path: exportPath(outDir, account, report, exportOptions, format),
        state: "pending" as const,
      })),
    )
    // A company asked for by report id only matters when it held one of the ids.
    const failedAccounts = ids.length > 0 ? [] : listed.failures.map(describeAccountFailure(deps.locale))
    show({ listing: null, items, failedAccounts })
    const finished = await runExport({
      client: deps.client,
      items,
      options: exportOptions,
      force: Boolean(options.force),
      describeError: describeError(deps.locale),
      onChange: (changed) => show({ items: changed }),
      signal: stop.signal,
    })
    state = { ...state, items: finished, interrupted: stop.signal.aborted }
    completed = true
  } finally {
    unsubscribe()
    // The terminal view is always closed; a half-run's totals or JSON would only mislead a script.
    if (completed)
      await (deps.json ? jsonReporter({ output: deps.output, outDir, missing }) : reporter).finish(state)
    else if (deps.output.interactive) await reporter.finish(state)
  }
  if (state.interrupted) {
    for (const line of interruptedLines(deps.locale, state, deps.commandLine ?? "vsme reports export …"))
      deps.output.error(line)
    return EXIT.interrupted
  }
  return tallyState(state).failed > 0 || missing.length > 0 ? EXIT.failure : EXIT.ok
}
