import path from "node:path"
import { render } from "ink"
import type { Locale } from "@vsme/core"
import { exportCliText } from "../exportMessages.js"
import type { Io, Output } from "../output.js"
import { ExportProgress, type ProgressFile, type ProgressTexts } from "../ui/ExportProgress.js"
import { tallyExport, type ExportItem, type FileState } from "./exportRun.js"
import type { ScopedAccount } from "./reportScope.js"

/** A company whose reports could not be listed, with its reason translated. */
export interface FailedAccount {
  readonly account: ScopedAccount
  readonly message: string
  /** A stable code for scripts: `accountDisabled` or the error's tag (`Forbidden`, …). */
  readonly code: string
}

/** Where a bulk export is: listing (companies listed so far of all), then its files. */
export interface ExportState {
  readonly listing: { readonly done: number; readonly total: number } | null
  readonly items: ReadonlyArray<ExportItem>
  readonly failedAccounts: ReadonlyArray<FailedAccount>
  readonly interrupted: boolean
}

/** Shows a bulk export as it runs: on a terminal, as plain lines, or as one JSON document at the end. */
export interface ExportReporter {
  readonly update: (state: ExportState) => void
  readonly finish: (state: ExportState) => Promise<void>
}

const finalStates: ReadonlyArray<FileState> = ["exported", "skipped", "failed"]

/** The counts, a failed company counting as one failed file. */
export const tallyState = (state: ExportState) => {
  const files = tallyExport(state.items)
  return {
    ...files,
    total: files.total + state.failedAccounts.length,
    failed: files.failed + state.failedAccounts.length,
    failedAccounts: state.failedAccounts.length,
    left: state.items.filter((i) => i.state === "pending" || i.state === "running").length,
  }
}

const totalsText = (locale: Locale, state: ExportState, elapsedMs: number) =>
  exportCliText(locale, "exportTotals", { ...tallyState(state), seconds: (elapsedMs / 1000).toFixed(1) })

const stateNames = (locale: Locale): Record<FileState, string> => ({
  pending: exportCliText(locale, "statePending"),
  running: exportCliText(locale, "stateRunning"),
  exported: exportCliText(locale, "stateExported"),
  skipped: exportCliText(locale, "stateSkipped"),
  failed: exportCliText(locale, "stateFailed"),
})

/** A company's folder name, as its files are labelled (fileNames.ts). */
const accountLabel = (account: ScopedAccount) => `${account.name} (${account.id.slice(0, 8)})`

/** What Ctrl-C prints: what was done, and the command that continues. */
export const interruptedLines = (locale: Locale, state: ExportState, resumeCommand: string) => {
  const tally = tallyState(state)
  return [
    exportCliText(locale, "interrupted", {
      exported: tally.exported,
      skipped: tally.skipped,
      left: tally.left,
    }),
    exportCliText(locale, "resumeHint"),
    `  ${resumeCommand}`,
  ]
}

/** The ink view (ExportProgress), drawn at once, redrawn on every change and once a second. */
export const terminalReporter = (deps: {
  readonly io: Io
  readonly locale: Locale
  readonly outDir: string
  readonly now: () => number
  readonly color: boolean
}): ExportReporter => {
  const started = deps.now()
  let latest: ExportState = {
    listing: { done: 0, total: 0 },
    items: [],
    failedAccounts: [],
    interrupted: false,
  }
  const texts = (state: ExportState): ProgressTexts => ({
    title: exportCliText(deps.locale, "exporting"),
    states: stateNames(deps.locale),
    totals: totalsText(deps.locale, state, deps.now() - started),
    more: (count) => exportCliText(deps.locale, "moreFiles", { count }),
  })
  const files = (state: ExportState): ProgressFile[] => [
    ...state.failedAccounts.map((f) => ({
      label: accountLabel(f.account),
      state: "failed" as const,
      error: f.message,
    })),
    ...state.items.map((item) => ({
      label: path.relative(deps.outDir, item.path),
      state: item.state,
      ...(item.error ? { error: item.error } : {}),
    })),
  ]
  const view = (state: ExportState) => (
    <ExportProgress
      files={files(state)}
      elapsedMs={deps.now() - started}
      texts={texts(state)}
      color={deps.color}
      status={state.listing ? exportCliText(deps.locale, "listing", state.listing) : undefined}
    />
  )
  const instance = render(view(latest), {
    stdout: deps.io.stdout as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
    // The CLI chose this view because standard output is a terminal; ink's own guess would also drop
    // every frame but the last wherever a CI variable is set (a person's shell on a build agent).
    interactive: true,
  })
  const ticker = setInterval(() => instance.rerender(view(latest)), 1000)
  ticker.unref()
  return {
    update: (state) => {
      latest = state
      instance.rerender(view(state))
    },
    finish: async (state) => {
      clearInterval(ticker)
      instance.rerender(view(state))
      instance.unmount()
      await instance.waitUntilExit()
    },
  }
}

/**
 * A line per finished file (`exported`, `skipped`, `failed: reason`) and per failed company, then
 * the totals: for logs and pipes. Failures go to standard error; `quiet` keeps only those.
 */
export const plainReporter = (deps: {
  readonly output: Output
  readonly locale: Locale
  readonly outDir: string
  readonly now: () => number
}): ExportReporter => {
  const started = deps.now()
  const reported = new Set<string>()
  const names = stateNames(deps.locale)
  const update = (state: ExportState) => {
    for (const failure of state.failedAccounts) {
      const key = `account:${failure.account.id}`
      if (reported.has(key)) continue
      reported.add(key)
      deps.output.error(`${names.failed}\t${accountLabel(failure.account)}\t${failure.message}`)
    }
    for (const item of state.items) {
      if (reported.has(item.path) || !finalStates.includes(item.state)) continue
      reported.add(item.path)
      const line = `${names[item.state]}\t${path.relative(deps.outDir, item.path)}`
      if (item.state === "failed") deps.output.error(`${line}\t${item.error ?? ""}`)
      else deps.output.line(line)
    }
  }
  return {
    update,
    finish: async (state) => {
      update(state)
      deps.output.line(totalsText(deps.locale, state, deps.now() - started))
    },
  }
}

/** Nothing while running; at the end one JSON document with every file, failed company and the totals. */
export const jsonReporter = (deps: {
  readonly output: Output
  readonly outDir: string
  /** Report ids asked for that were not found. */
  readonly missing: ReadonlyArray<string>
}): ExportReporter => ({
  update: () => {},
  finish: async (state) => {
    deps.output.json({
      outDir: deps.outDir,
      interrupted: state.interrupted,
      totals: tallyState(state),
      missing: deps.missing,
      failedAccounts: state.failedAccounts.map((f) => ({
        accountId: f.account.id,
        accountName: f.account.name,
        code: f.code,
        error: f.message,
      })),
      files: state.items.map((item) => ({
        accountId: item.account.id,
        accountName: item.account.name,
        reportId: item.report.id,
        reportTitle: item.report.title,
        format: item.format.id,
        path: item.path,
        state: item.state,
        ...(item.error ? { code: item.errorCode, error: item.error } : {}),
      })),
    })
  },
})
