import path from "node:path"
import { render } from "ink"
import type { Locale } from "@vsme/core"
import { exportCliText } from "../exportMessages.js"
import type { Io, Output } from "../output.js"
import { ExportProgress, type ProgressTexts } from "../ui/ExportProgress.js"
import { tallyExport, type ExportItem, type FileState } from "./exportRun.js"

/** Shows a bulk export as it runs: on a terminal, as plain lines, or as one JSON document at the end. */
export interface ExportReporter {
  readonly update: (items: ReadonlyArray<ExportItem>) => void
  readonly finish: (items: ReadonlyArray<ExportItem>) => Promise<void>
}

const finalStates: ReadonlyArray<FileState> = ["exported", "skipped", "failed"]

const totalsText = (locale: Locale, items: ReadonlyArray<ExportItem>, elapsedMs: number) =>
  exportCliText(locale, "exportTotals", { ...tallyExport(items), seconds: (elapsedMs / 1000).toFixed(1) })

const stateNames = (locale: Locale): Record<FileState, string> => ({
  pending: exportCliText(locale, "statePending"),
  running: exportCliText(locale, "stateRunning"),
  exported: exportCliText(locale, "stateExported"),
  skipped: exportCliText(locale, "stateSkipped"),
  failed: exportCliText(locale, "stateFailed"),
})

/** The ink view (ExportProgress), redrawn on every change and once a second for the elapsed time. */
export const terminalReporter = (deps: {
  readonly io: Io
  readonly locale: Locale
  readonly outDir: string
  readonly now: () => number
}): ExportReporter => {
  const started = deps.now()
  let latest: ReadonlyArray<ExportItem> = []
  const texts = (items: ReadonlyArray<ExportItem>): ProgressTexts => ({
    title: exportCliText(deps.locale, "exporting"),
    states: stateNames(deps.locale),
    totals: totalsText(deps.locale, items, deps.now() - started),
    more: (count) => exportCliText(deps.locale, "moreFiles", { count }),
  })
  const view = (items: ReadonlyArray<ExportItem>) => (
    <ExportProgress
      files={items.map((item) => ({
        label: path.relative(deps.outDir, item.path),
        state: item.state,
        ...(item.error ? { error: item.error } : {}),
      }))}
      elapsedMs={deps.now() - started}
      texts={texts(items)}
    />
  )
  const instance = render(view(latest), {
    stdout: deps.io.stdout as NodeJS.WriteStream,
    patchConsole: false,
    exitOnCtrlC: false,
  })
  const ticker = setInterval(() => instance.rerender(view(latest)), 1000)
  return {
    update: (items) => {
      latest = items
      instance.rerender(view(items))
    },
    finish: async (items) => {
      clearInterval(ticker)
      instance.rerender(view(items))
      instance.unmount()
      await instance.waitUntilExit()
    },
  }
}

/** A line per finished file (`exported`, `skipped`, `failed: reason`), then the totals: for logs and pipes. */
export const plainReporter = (deps: {
  readonly output: Output
  readonly locale: Locale
  readonly outDir: string
  readonly now: () => number
}): ExportReporter => {
  const started = deps.now()
  const reported = new Set<number>()
  const names = stateNames(deps.locale)
  const update = (items: ReadonlyArray<ExportItem>) =>
    items.forEach((item, i) => {
      if (reported.has(i) || !finalStates.includes(item.state)) return
      reported.add(i)
      const line = `${names[item.state]}\t${path.relative(deps.outDir, item.path)}`
      if (item.state === "failed") deps.output.error(`${line}\t${item.error ?? ""}`)
      else deps.output.line(line)
    })
  return {
    update,
    finish: async (items) => {
      update(items)
      deps.output.line(totalsText(deps.locale, items, deps.now() - started))
    },
  }
}

/** Nothing while running; at the end one JSON document with every file and the totals. */
export const jsonReporter = (deps: {
  readonly output: Output
  readonly outDir: string
  /** Report ids asked for that were not found. */
  readonly missing: ReadonlyArray<string>
}): ExportReporter => ({
  update: () => {},
  finish: async (items) => {
    deps.output.json({
      outDir: deps.outDir,
      totals: tallyExport(items),
      missing: deps.missing,
      files: items.map((item) => ({
        accountId: item.account.id,
        accountName: item.account.name,
        reportId: item.report.id,
        reportTitle: item.report.title,
        format: item.format.id,
        path: item.path,
        state: item.state,
        ...(item.error ? { error: item.error } : {}),
      })),
    })
  },
})
