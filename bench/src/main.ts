import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { runLoadBench } from "./api/loadBench.js"
import { startChild } from "./childProcess.js"
import type { Co2eBenchResult } from "./core/co2eBench.js"
import type { CoreBenchResult } from "./core/coreBench.js"
import { runExportBench } from "./export/exportBench.js"
import { describeMachine } from "./machine.js"
import { runRequestsBench } from "./requests/requestsBench.js"
import { writeResults, type BenchResults } from "./results.js"
import { runLighthouseBench } from "./web/lighthouseBench.js"
import { runWebBench } from "./web/webBench.js"
import { webSummary } from "./web/webTable.js"

/**
 * `pnpm bench`: every benchmark of issue 10 in one run, one after another (never in parallel: each
 * would skew the other), then results/latest.{json,md} and the README's table. Settings from the
 * environment: BENCH_ONLY (core,export,api,requests,web,lighthouse), BENCH_SCENARIOS (profile,reportList,autosave,batch5,shareOpen,editing), BENCH_DATABASES
 * (pglite,postgres), BENCH_DURATION and BENCH_WARMUP (seconds per load
 * run), BENCH_CONNECTIONS (10,50,200), BENCH_COMPANIES (100), BENCH_CO2E_ROWS (1000000),
 * BENCH_REQUEST_RECIPIENTS (5000) and BENCH_SHARED_COMPANIES (2000) of the data requests;
 * DATABASE_URL adds the PostgreSQL runs; READ_CACHE=off has the API read every query from the tables.
 */
const benchRoot = new URL("../", import.meta.url)
const env = process.env
const only = new Set((env.BENCH_ONLY ?? "core,export,api,requests,web,lighthouse").split(","))
const settings = {
  durationSeconds: Number(env.BENCH_DURATION ?? 4),
  warmupSeconds: Number(env.BENCH_WARMUP ?? 1),
  connectionCounts: (env.BENCH_CONNECTIONS ?? "10,50,200").split(",").map(Number),
  scenarios: (env.BENCH_SCENARIOS ?? "").split(",").filter(Boolean),
  databases: (env.BENCH_DATABASES ?? "pglite,postgres").split(","),
  companies: Number(env.BENCH_COMPANIES ?? 100),
  co2eRows: Number(env.BENCH_CO2E_ROWS ?? 1_000_000),
}
const log = (line: string) => process.stdout.write(`${line}\n`)

const ensureWebBuild = () => {
  const index = fileURLToPath(new URL("../packages/web/dist/index.html", benchRoot))
  if (existsSync(index)) return
  log("building the web app (packages/web/dist is missing)")
  const built = spawnSync("pnpm", ["--filter", "@vsme/web", "build"], { stdio: "inherit" })
  if (built.status !== 0) throw new Error("the web build failed")
}

const main = async () => {
  const started = performance.now()
  const startedAt = new Date().toISOString()
  const machine = describeMachine()
  log(
    `VSME benchmarks on ${machine.cpu} (${machine.cores} cores), load average ${machine.loadAverageAtStart}`,
  )
  const results: { -readonly [K in keyof BenchResults]?: BenchResults[K] } = {}
  const notMeasured = env.DATABASE_URL ? [] : ["API load on PostgreSQL: DATABASE_URL is not set."]
  if (only.has("core")) {
    log("core: CO2e engine and report validation")
    const core = await startChild<Omit<CoreBenchResult, "co2e">>(
      new URL("./core/coreBench.ts", import.meta.url),
    )
    await core.stop()
    // The engine in a process of its own that loads only core: its memory is the engine's.
    const co2e = await startChild<Co2eBenchResult>(new URL("./core/co2eBench.ts", import.meta.url), {
      env: { BENCH_CO2E_ROWS: String(settings.co2eRows) },
    })
    await co2e.stop()
    results.core = { ...core.ready, co2e: co2e.ready }
    log(
      `  ${settings.co2eRows} rows in ${co2e.ready.seconds.toFixed(2)} s (${co2e.ready.rowsPerSecond.toFixed(0)} rows/s, ` +
        `${co2e.ready.rowsPerCpuSecond.toFixed(0)} per CPU second), peak ${co2e.ready.peakRssMb.toFixed(0)} MB; ` +
        `report ${core.ready.report.totalMs.toFixed(1)} ms`,
    )
  }
  if (only.has("export")) {
    log("export: spreadsheet of a large report, CLI bulk export")
    results.export = await runExportBench()
    const { spreadsheet, cliBulkExport } = results.export
    log(
      `  spreadsheet ${spreadsheet.seconds.toFixed(2)} s, server peak ${spreadsheet.serverPeakRssMb.toFixed(0)} MB`,
    )
    log(
      `  CLI ${cliBulkExport.files} files in ${cliBulkExport.seconds.toFixed(1)} s, peak ${cliBulkExport.peakRssMb.toFixed(0)} MB`,
    )
  }
  if (only.has("api")) {
    log("API under load")
    const api = await runLoadBench({ ...settings, log })
    results.api = api.loads
    results.shareCreate = api.shareCreate
    results.editing = api.editing
  }
  if (only.has("requests")) {
    log("data requests at scale (issue 32)")
    results.requests = await runRequestsBench({ databases: settings.databases, log })
  }
  if (only.has("web")) {
    log("web app in Chromium")
    ensureWebBuild()
    results.web = await runWebBench()
    for (const line of webSummary(results.web)) log(line)
  }
  if (only.has("lighthouse")) {
    log("Lighthouse (mobile and desktop presets)")
    ensureWebBuild()
    results.lighthouse = await runLighthouseBench()
    for (const f of results.lighthouse.figures)
      log(
        `  ${f.page} ${f.preset}: performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, ` +
          `CLS ${f.cumulativeLayoutShift.toFixed(3)}, TBT ${f.totalBlockingTimeMs.toFixed(0)} ms, ${f.consoleErrors.length} console errors${f.consoleErrors.length > 0 ? `: ${f.consoleErrors.join(" | ")}` : ""}`,
      )
  }
  const complete: BenchResults = {
    startedAt,
    durationSeconds: (performance.now() - started) / 1000,
    machine,
    settings,
    notMeasured,
    ...results,
  }
  writeResults(complete, benchRoot)
  log(`done in ${complete.durationSeconds.toFixed(0)} s: bench/results/latest.md`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
