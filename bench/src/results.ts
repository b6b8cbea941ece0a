import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import type { EditingResult, LoadResult, ShareCreateResult } from "./api/loadBench.js"
import type { CoreBenchResult } from "./core/coreBench.js"
import type { ExportBenchResult } from "./export/exportBench.js"
import type { Machine } from "./machine.js"
import { requestGoals, type RequestsBenchResult } from "./requests/requestsBench.js"
import { lighthouseGoals, meetsLighthouseGoals, type LighthouseResult } from "./web/lighthouseBench.js"
import type { WebBenchResult } from "./web/webBench.js"
import { webSection } from "./web/webTable.js"

export interface BenchResults {
  readonly startedAt: string
  readonly durationSeconds: number
  readonly machine: Machine
  readonly settings: Readonly<Record<string, unknown>>
  readonly core?: CoreBenchResult
  readonly export?: ExportBenchResult
  readonly api?: ReadonlyArray<LoadResult>
  /** The editing mix (issue 33): 40 editors of 10 companies' reports. */
  readonly editing?: ReadonlyArray<EditingResult>
  /** share.create of a full report (issue 31: at most 200 ms). */
  readonly shareCreate?: ReadonlyArray<ShareCreateResult>
  /** Data requests at scale (issue 32): a 5,000-company send, a 2,000-company portfolio. */
  readonly requests?: ReadonlyArray<RequestsBenchResult>
  readonly web?: WebBenchResult
  /** Google Lighthouse on five pages, mobile and desktop (issue 33). */
  readonly lighthouse?: LighthouseResult
  /** What was not measured, and why. */
  readonly notMeasured: ReadonlyArray<string>
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : "–")
/** A ratio to the bare Koa figure; latencies of the bare server below 1 ms count as 1 ms (autocannon's resolution). */
const ratio = (value: number, bare: number, floor = 0) => {
  const base = Math.max(bare, floor)
  return base > 0 ? `${(value / base).toFixed(value / base < 0.1 ? 3 : 2)}×` : "–"
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`

/** The goal of creating a share of the full report (issue 31). */
const shareCreateGoalMs = 200

const yardstickTable = (rows: ReadonlyArray<LoadResult>) => {
  const lines = [
    "Against a bare Koa handler running ONE indexed query (a user by primary key) on the same database,",
    "in the same server process, measured before and after the calls (the mean of both):",
    "",
    "| database | request | conn. | req/s | Koa + query req/s | ratio | goal | server CPU ms/req | Koa + query CPU ms/req |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|",
  ]
  for (const r of rows) {
    const share = r.rps / r.yardstick.rps
    const goal = r.goal?.connections === r.connections ? r.goal.ratio : undefined
    lines.push(
      `| ${r.database} | ${r.label} | ${r.connections} | ${fixed(r.rps)} | ${fixed(r.yardstick.rps)} | ` +
        `${Number.isFinite(share) ? share.toFixed(3) : "–"}× | ${goal === undefined ? "" : `≥ ${goal}× ${share >= goal ? "met" : "NOT met"}`} | ` +
        `${fixed(r.cpuMsPerRequest, 2)} | ${fixed(r.yardstick.cpuMsPerRequest, 3)} |`,
    )
  }
  return lines
}

const apiTable = (rows: ReadonlyArray<LoadResult>) => {
  const lines = [
    "| database | request | conn. | req/s | vs bare | p50 ms | vs bare | p99 ms | vs bare | server CPU ms/req | vs bare | failed |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ]
  for (const r of rows) {
    // Nothing answered within the run: the server is saturated at this concurrency.
    const saturated = r.rps === 0
    lines.push(
      `| ${r.database} | ${r.label} | ${r.connections} | ${saturated ? "0 (saturated)" : fixed(r.rps)} | ${ratio(r.rps, r.bare.rps)} | ` +
        `${saturated ? "–" : r.p50Ms} | ${saturated ? "–" : ratio(r.p50Ms, r.bare.p50Ms, 1)} | ${saturated ? "–" : r.p99Ms} | ` +
        `${saturated ? "–" : ratio(r.p99Ms, r.bare.p99Ms, 1)} | ${fixed(r.cpuMsPerRequest, 2)} | ${ratio(r.cpuMsPerRequest, r.bare.cpuMsPerRequest)} | ${r.failures} |`,
    )
  }
  const bare = new Map(rows.map((r) => [`${r.label}:${r.connections}`, r]))
  lines.push("", "Bare Koa handler answering the same JSON (the yardstick of the ratios):", "")
  lines.push(
    "| request | conn. | req/s | p50 ms | p99 ms | server CPU ms/req |",
    "|---|---:|---:|---:|---:|---:|",
  )
  for (const r of bare.values())
    lines.push(
      `| ${r.label} | ${r.connections} | ${fixed(r.bare.rps)} | ${r.bare.p50Ms} | ${r.bare.p99Ms} | ${fixed(r.bare.cpuMsPerRequest, 3)} |`,
    )
  return lines
}

const metOrNot = (met: boolean) => (met ? "met" : "NOT met")

/** Issue 32's scale figures, one block of rows per database; the goals are stated for PostgreSQL. */
const requestsTable = (rows: ReadonlyArray<RequestsBenchResult>) => {
  const g = requestGoals
  const lines = [
    "### Data requests at scale",
    "",
    "A real API server in its own process mailing through SMTP to a real SMTP server (the bench's sink); calls over",
    'loopback from the bench process, so "server time" is the time to the answer there. The goals (issue 32) are',
    "stated for PostgreSQL; PGlite runs the database inside the server process, so its memory includes the database.",
    "The data is seeded by a server of its own beforehand; the measured server runs from the API's build when it is current.",
    "",
    "| database | measurement | result | goal |",
    "|---|---|---|---|",
  ]
  for (const r of rows) {
    const { send, firstPage: page, spreadsheet: xlsx } = r
    const sendTime = Math.max(send.allSentSeconds, send.allDeliveredSeconds)
    const database = `${r.database}, API from ${r.serverFrom === "dist" ? "its build" : "its sources"}`
    lines.push(
      `| ${database} | a request to ${send.recipients.toLocaleString("en")} companies (Business ID and e-mail each): request.send, then request.get polled every ${send.pollIntervalMs} ms until nothing is queued, and the SMTP sink until every company's mail has arrived | ` +
        `all sent after ${fixed(send.allSentSeconds, 1)} s, all ${send.delivered} mails delivered after ${fixed(send.allDeliveredSeconds, 1)} s ` +
        `(first after ${fixed(send.firstDeliveredSeconds, 1)} s; send answered in ${fixed(send.sendCallMs)} ms; server CPU ${fixed(send.serverCpuSeconds, 1)} s); ` +
        `adding the companies (request.addRecipients, ${send.chunk} a call) ${fixed(send.addSeconds, 1)} s | ` +
        `≤ ${g.sendSeconds} s with the mail ${metOrNot(send.delivered === send.recipients && sendTime <= g.sendSeconds)} |`,
      `| ${database} | the portfolio's first page (request.portfolio, 50 rows sorted by status) of ${page.companies.toLocaleString("en")} shared companies, ${page.calls} calls one after another | ` +
        `median ${fixed(page.medianMs, 1)} ms, p95 ${fixed(page.p95Ms, 1)} ms, max ${fixed(page.maxMs, 1)} ms | ≤ ${g.firstPageMs} ms ${metOrNot(page.p95Ms <= g.firstPageMs)} (p95) |`,
      `| ${database} | the portfolio spreadsheet (portfolio.xlsx) of the ${xlsx.companies.toLocaleString("en")} shared companies, median of ${xlsx.repetitions} | ` +
        `${fixed(xlsx.seconds, 1)} s (slowest ${fixed(xlsx.maxSeconds, 1)} s), ${fixed(xlsx.bytes / 2 ** 20, 1)} MB; server resident memory ${fixed(xlsx.serverBaseRssMb)} → peak ${fixed(xlsx.serverPeakRssMb)} MB (+${fixed(xlsx.serverPeakRssMb - xlsx.serverBaseRssMb)} MB; ${fixed(xlsx.serverStartRssMb ?? Number.NaN)} MB when the server had started) | ` +
        `≤ ${g.spreadsheetSeconds} s ${metOrNot(xlsx.maxSeconds <= g.spreadsheetSeconds)} (slowest), ≤ ${g.spreadsheetPeakMb} MB ${metOrNot(xlsx.serverPeakRssMb <= g.spreadsheetPeakMb)}${r.database === "pglite" ? " (with the database in the process)" : ""} |`,
    )
  }
  return [...lines, ""]
}

/** The results as Markdown: the machine, then one table per area. */
export const markdown = (r: BenchResults): string => {
  const m = r.machine
  const lines = [
    `Run ${r.startedAt} (${fixed(r.durationSeconds)} s) on ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}; ` +
      `Node ${m.node}${m.postgres ? `, PostgreSQL ${m.postgres}` : ""}${m.chromium ? `, ${m.chromium}` : ""}; ` +
      `load average ${m.loadAverageAtStart} at the start.`,
    "",
  ]
  if (r.api) {
    lines.push("### API under load (autocannon)", "")
    if (r.api.every((row) => row.yardstick)) lines.push(...yardstickTable(r.api), "")
    lines.push("Against a bare Koa handler answering the same JSON bytes (no database):", "")
    lines.push(...apiTable(r.api), "")
  }
  if (r.editing && r.editing.length > 0) {
    lines.push(
      "### Editing under load",
      "",
      "Editors at once, four per company on one shared report, each saving its own number question; every tenth step",
      "a full form load (the batch of five). Goals (issue 33): ≥ 0.15× the yardstick's req/s on PostgreSQL, p99 ≤ 100 ms",
      "(PostgreSQL) and ≤ 200 ms (PGlite), no stale read, no refused save.",
      "",
      "| database | editors | req/s | Koa + query req/s | ratio | p50 ms | p99 ms | saves | loads | refused | stale | server CPU ms/req | goals |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    )
    for (const e of r.editing) {
      const share = e.figure.rps / e.yardstick.rps
      const p99Goal = e.database === "postgres" ? 100 : 200
      const met = [
        ...(e.database === "postgres" ? [share >= 0.15 ? "ratio met" : "ratio NOT met"] : []),
        e.figure.p99Ms <= p99Goal ? "p99 met" : "p99 NOT met",
        e.figure.staleReads === 0 && e.figure.refusedSaves === 0 ? "consistent" : "NOT consistent",
      ]
      lines.push(
        `| ${e.database} | ${e.connections} | ${fixed(e.figure.rps)} | ${fixed(e.yardstick.rps)} | ${share.toFixed(3)}× | ` +
          `${e.figure.p50Ms} | ${e.figure.p99Ms} | ${e.figure.saves} | ${e.figure.loads} | ${e.figure.refusedSaves} | ` +
          `${e.figure.staleReads} | ${fixed(e.figure.cpuMsPerRequest, 2)} | ${met.join(", ")} |`,
      )
    }
    lines.push("")
  }
  if (r.shareCreate && r.shareCreate.length > 0) {
    lines.push("### Sharing", "", "| database | measurement | result | goal |", "|---|---|---|---|")
    for (const c of r.shareCreate)
      lines.push(
        `| ${c.database} | share.create of a full Comprehensive report by link (snapshot written), ${c.shares} shares one at a time, time to answer on loopback | ` +
          `median ${fixed(c.medianMs)} ms, p95 ${fixed(c.p95Ms)} ms, max ${fixed(c.maxMs)} ms | ≤ ${shareCreateGoalMs} ms ${c.p95Ms <= shareCreateGoalMs ? "met" : "NOT met"} (p95) |`,
      )
    lines.push("")
  }
  if (r.core) {
    const { co2e, report } = r.core
    lines.push("### core", "", "| measurement | result |", "|---|---|")
    lines.push(
      `| CO2e engine, ${co2e.rows.toLocaleString("en")} rows streamed (\`calculateTotals\`), goal ≥ 1,000,000 rows/s and ≤ 300 MB | ` +
        `${fixed(co2e.seconds, 2)} s, ${fixed(co2e.rowsPerSecond)} rows/s (${fixed(co2e.rowsPerCpuSecond ?? Number.NaN)} per CPU second), ` +
        `peak ${fixed(co2e.peakRssMb)} MB resident (${fixed(co2e.baseRssMb ?? Number.NaN)} MB before the run) |`,
      `| full Comprehensive report (${report.answers} answers): validate every answer | ${fixed(report.validateMs, 1)} ms (median of ${report.repetitions}) |`,
      `| the same report: completeness | ${fixed(report.completenessMs, 1)} ms |`,
      `| of which checking the answers with Schemas built afresh on every call (before issue 10) | ${fixed(report.rebuiltSchemasMs, 1)} ms; with the Schemas kept per question (now): ${fixed(report.prebuiltSchemasMs, 1)} ms |`,
      "",
    )
  }
  if (r.export) {
    const s = r.export.spreadsheet
    const tables = Object.values(s.tableRows).reduce((a, b) => a + b, 0)
    lines.push("### Export", "", "| measurement | result |", "|---|---|")
    lines.push(
      `| spreadsheet of a full Comprehensive report, ${tables} table rows, ${s.comments} comments | ${fixed(s.seconds, 2)} s, ${kb(s.bytes)}; server resident memory ${fixed(s.serverBaseRssMb)} → peak ${fixed(s.serverPeakRssMb)} MB |`,
      `| CLI bulk export (\`vsme reports export --format xlsx\`) of ${r.export.cliBulkExport.reports} full reports, CLI from ${r.export.cliBulkExport.ranFrom} | ${fixed(r.export.cliBulkExport.seconds, 1)} s for ${r.export.cliBulkExport.files} files; CLI peak resident memory ${fixed(r.export.cliBulkExport.peakRssMb)} MB |`,
      "",
    )
  }
  if (r.requests && r.requests.length > 0) lines.push(...requestsTable(r.requests))
  if (r.web) lines.push(...webSection(r.web))
  if (r.lighthouse) {
    const g = lighthouseGoals
    lines.push(
      `### Lighthouse ${r.lighthouse.lighthouseVersion}`,
      "",
      `Goals (issue 33): performance ≥ ${g.performance}, accessibility and best practices ≥ ${g.accessibility}, CLS ≤ ${g.cumulativeLayoutShift}, ` +
        `TBT ≤ ${g.mobileTotalBlockingTimeMs} ms on mobile, no console errors.`,
      "",
      "| page | preset | performance | accessibility | best practices | CLS | TBT ms | LCP ms | console errors | goals |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
      ...r.lighthouse.figures.map(
        (f) =>
          `| ${f.page} | ${f.preset} | ${f.performance.toFixed(2)} | ${f.accessibility.toFixed(2)} | ${f.bestPractices.toFixed(2)} | ` +
          `${f.cumulativeLayoutShift.toFixed(3)} | ${fixed(f.totalBlockingTimeMs)} | ${fixed(f.largestContentfulPaintMs)} | ` +
          `${f.consoleErrors.length}${f.consoleErrors.length ? ` (${f.consoleErrors[0]})` : ""} | ${meetsLighthouseGoals(f) ? "met" : "NOT met"} |`,
      ),
      "",
    )
  }
  if (r.notMeasured.length > 0) lines.push("Not measured:", "", ...r.notMeasured.map((n) => `- ${n}`), "")
  return lines.join("\n")
}

const replaceBetweenMarkers = (file: URL, table: string) => {
  const text = readFileSync(file, "utf8")
  const start = "<!-- results:start -->"
  const end = "<!-- results:end -->"
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from >= 0 && to > from)
    writeFileSync(file, `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`)
}

/**
 * Writes results/latest.json and results/latest.md, and the table between the markers of
 * bench/README.md and of the repository's README.
 */
export const writeResults = (measured: BenchResults, benchRoot: URL) => {
  const dir = new URL("results/", benchRoot)
  mkdirSync(dir, { recursive: true })
  // A run of some areas only (BENCH_ONLY) keeps the other areas' figures of the previous run, named
  // as such, so that the README never loses a table.
  let previous: Partial<BenchResults> = {}
  try {
    previous = JSON.parse(readFileSync(new URL("latest.json", dir), "utf8")) as BenchResults
  } catch {
    // No previous run.
  }
  const areas = ["core", "export", "api", "shareCreate", "editing", "requests", "web", "lighthouse"] as const
  const kept = areas.filter((area) => measured[area] === undefined && previous[area] !== undefined)
  const results: BenchResults = {
    ...measured,
    ...Object.fromEntries(kept.map((area) => [area, previous[area]])),
    notMeasured: [
      ...measured.notMeasured,
      ...(kept.length > 0
        ? [`Not run this time (BENCH_ONLY), figures of an earlier run kept: ${kept.join(", ")}.`]
        : []),
    ],
  }
  const table = markdown(results)
  writeFileSync(new URL("latest.json", dir), `${JSON.stringify(results, null, 2)}\n`)
  writeFileSync(new URL("latest.md", dir), `# Latest benchmark results\n\n${table}`)
  replaceBetweenMarkers(new URL("README.md", benchRoot), table)
  replaceBetweenMarkers(new URL("../README.md", benchRoot), table)
}
