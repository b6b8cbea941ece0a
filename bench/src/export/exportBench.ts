import { spawn } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { exportRoutes, filePath } from "@vsme/sdk"
import { sourceExecArgv, startChild } from "../childProcess.js"
import { downloadWatchingMemory, median, processRssMb } from "../measure.js"
import type { ExportServerReady } from "./exportServer.js"

export interface ExportBenchResult {
  readonly spreadsheet: {
    readonly seconds: number
    readonly bytes: number
    /** The server process's resident memory before the request, and its peak during it. */
    readonly serverBaseRssMb: number
    readonly serverPeakRssMb: number
    readonly tableRows: Readonly<Record<string, number>>
    readonly comments: number
    readonly repetitions: number
  }
  readonly cliBulkExport: {
    readonly reports: number
    readonly files: number
    readonly seconds: number
    /** The CLI process's peak resident memory (VmHWM). */
    readonly peakRssMb: number
    /** Whether the CLI ran from its build (dist/main.js) or from its sources through tsx. */
    readonly ranFrom: "dist" | "sources"
  }
}

const cliRoot = new URL("../../../packages/cli/", import.meta.url)

/**
 * `vsme reports export --account <id> --format xlsx --out <dir>` of a company's 200 reports, as a
 * script of a reseller would run it: the built CLI when there is one, else its sources through tsx.
 * Wall time, and the CLI process's peak resident memory read from /proc while it runs.
 */
const runCliBulkExport = async (server: ExportServerReady): Promise<ExportBenchResult["cliBulkExport"]> => {
  const dist = fileURLToPath(new URL("dist/main.js", cliRoot))
  const ranFrom = existsSync(dist) ? ("dist" as const) : ("sources" as const)
  const entry =
    ranFrom === "dist" ? [dist] : [...sourceExecArgv, fileURLToPath(new URL("src/main.ts", cliRoot))]
  const folder = mkdtempSync(path.join(tmpdir(), "vsme-bench-cli-"))
  const out = path.join(folder, "out")
  try {
    const started = performance.now()
    const child = spawn(
      process.execPath,
      [
        ...entry,
        "--json",
        "reports",
        "export",
        "--account",
        server.cli.accountId,
        "--format",
        "xlsx",
        "--out",
        out,
      ],
      {
        cwd: fileURLToPath(cliRoot),
        env: {
          ...process.env,
          VSME_SERVER_URL: server.url,
          VSME_TOKEN: server.cli.token,
          VSME_CONFIG: path.join(folder, "config.json"),
          VSME_LANG: "en",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, processRssMb(child.pid!, "VmHWM"))), 10)
    let errors = ""
    child.stdout.resume()
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk))
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve))
    clearInterval(sampler)
    const seconds = (performance.now() - started) / 1000
    const files = readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith(".xlsx")).length
    if (code !== 0 || files !== server.cli.reports)
      throw new Error(`vsme reports export exited ${code} with ${files} files: ${errors.slice(0, 500)}`)
    return { reports: server.cli.reports, files, seconds, peakRssMb: peak, ranFrom }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/**
 * The spreadsheet export of a full Comprehensive report with large tables and 1,000 comments of
 * every type, downloaded through the real file route from a server process of its own: the time to
 * the last byte, and the server's peak resident memory while it wrote the workbook.
 */
export const runExportBench = async (repetitions = 3): Promise<ExportBenchResult> => {
  const server = await startChild<ExportServerReady>(new URL("./exportServer.ts", import.meta.url))
  const { url, pid, reportId } = server.ready
  try {
    const path = filePath(exportRoutes.reportXlsx, { reportId })
    const { times, bytes, baseMb, peakMb } = await downloadWatchingMemory(
      pid,
      () =>
        fetch(`${url}${path}?lang=fi&comments=note,audit,public`, {
          headers: server.ready.headers as Record<string, string>,
        }),
      repetitions,
      "export",
    )
    const cliBulkExport = await runCliBulkExport(server.ready)
    return {
      cliBulkExport,
      spreadsheet: {
        seconds: median(times),
        bytes,
        serverBaseRssMb: baseMb,
        serverPeakRssMb: peakMb,
        tableRows: server.ready.tableRows,
        comments: server.ready.comments,
        repetitions,
      },
    }
  } finally {
    await server.stop()
  }
}
