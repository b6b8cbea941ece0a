import { appendFileSync, writeFileSync } from "node:fs"

/**
 * A vitest reporter for run.sh (docs/decisions/031): the wall time of each project (unit, db:pglite,
 * db:postgres), from its first file's start to its last file's end, beside the time its files took
 * together. The projects share one pool of workers and run side by side, so their spans overlap; the
 * summed file time says how much of the run each one costs.
 *
 * With VSME_PROJECT_TIMES set it appends one line per project to that file (for run.sh's table of
 * phases, printed at the end of its output); with VSME_TEST_FILE_TIMES set it writes every file's times there
 * as JSON, to find where the time goes.
 */
const seconds = (ms) => Math.round(ms / 100) / 10

const minutes = (totalSeconds) => {
  const s = Math.round(totalSeconds)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`
}

/**
 * Everything a file cost its worker: environment, harness, import and collection, setup files, tests.
 * @param {import("vitest/node").TestModule} module
 */
const fileMilliseconds = (module) => {
  const d = module.diagnostic()
  return d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration
}

/** @implements {import("vitest/node").Reporter} */
export default class VitestProjectTimes {
  /** @type {Map<string, number>} */
  started = new Map()
  /** @type {Map<string, { first: number, last: number, files: number, fileSeconds: number, failed: boolean }>} */
  projects = new Map()
  /** @type {Array<{ project: string, file: string, seconds: number, tests: number, worker: number }>} */
  files = []

  /** @param {import("vitest/node").TestModule} module */
  onTestModuleQueued(module) {
    this.started.set(module.id, Date.now())
  }

  /** @param {import("vitest/node").TestModule} module */
  onTestModuleEnd(module) {
    const now = Date.now()
    const name = module.project.name || "default"
    const times = this.projects.get(name) ?? {
      first: Infinity,
      last: 0,
      files: 0,
      fileSeconds: 0,
      failed: false,
    }
    times.first = Math.min(times.first, this.started.get(module.id) ?? now)
    times.last = Math.max(times.last, now)
    times.files += 1
    const ms = fileMilliseconds(module)
    times.fileSeconds += ms / 1000
    times.failed ||= module.state() === "failed"
    this.projects.set(name, times)
    this.files.push({
      project: name,
      file: module.relativeModuleId,
      seconds: seconds(ms),
      tests: [...module.children.allTests()].length,
      worker: module.diagnostic().concurrencyId,
    })
  }

  onTestRunEnd() {
    const rows = [...this.projects].map(([name, t]) => ({
      name,
      wall: (t.last - t.first) / 1000,
      note: `${t.files} files, ${minutes(t.fileSeconds)} of file time`,
      status: t.failed ? "failed" : "ok",
    }))
    if (rows.length === 0) return
    process.stdout.write(
      `\nvitest projects (side by side; wall span from first file to last, m:ss)\n${rows
        .map(
          (r) => `  ${r.name.padEnd(12)} ${minutes(r.wall).padStart(6)}  ${r.status.padEnd(6)}  ${r.note}\n`,
        )
        .join("")}`,
    )
    const phaseFile = process.env.VSME_PROJECT_TIMES
    if (phaseFile)
      appendFileSync(
        phaseFile,
        rows.map((r) => `  ${r.name}\t${Math.round(r.wall)}\t${r.status}\t${r.note}\n`).join(""),
      )
    const fileTimes = process.env.VSME_TEST_FILE_TIMES
    if (fileTimes)
      writeFileSync(
        fileTimes,
        JSON.stringify(
          this.files.sort((a, b) => b.seconds - a.seconds),
          null,
          1,
        ),
      )
  }
}
