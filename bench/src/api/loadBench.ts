import { mkdtempSync, openSync, closeSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { startChild } from "../childProcess.js"
import { percentile } from "../measure.js"
import type { BareBodies } from "./bareServer.js"
import type { BenchServerReady } from "./benchServer.js"
import { autosaveQuestion, scenarioRead, scenarios as allScenarios, type Scenario } from "./scenarios.js"
import { editorVersions, runEditingMix, type EditingMixFigure } from "./editingMix.js"
import type { LoadFigure } from "./loadFigure.js"
import type { BenchUser } from "./seed.js"
import { yardstickPath } from "./yardstick.js"

export type { LoadFigure } from "./loadFigure.js"

export interface LoadResult extends LoadFigure {
  readonly scenario: string
  readonly label: string
  readonly database: string
  readonly connections: number
  readonly bare: LoadFigure
  /**
   * The "Koa + one indexed query" yardstick on the same database at the same connection count (the
   * mean of a run before and a run after the scenarios): what the ratios of issue "Speed" compare to.
   */
  readonly yardstick: LoadFigure
  /** The scenario's goal (a share of the yardstick's req/s at a connection count), when it has one. */
  readonly goal?: { readonly ratio: number; readonly connections: number }
}

/** The editing mix (issue 33, editingMix.ts) on one database, with the yardstick at its connections. */
export interface EditingResult {
  readonly database: string
  readonly connections: number
  readonly figure: EditingMixFigure
  readonly yardstick: LoadFigure
}

/** share.create of a full report, each seeded company once (benchServer.ts, shares.ts). */
export interface ShareCreateResult {
  readonly database: string
  readonly shares: number
  readonly medianMs: number
  readonly p95Ms: number
  readonly maxMs: number
}

export interface LoadOptions {
  /** The databases to measure on (PostgreSQL only with DATABASE_URL). */
  readonly databases: ReadonlyArray<string>
  /** Names of the scenarios to run (all when empty). */
  readonly scenarios: ReadonlyArray<string>
  readonly connectionCounts: ReadonlyArray<number>
  readonly durationSeconds: number
  readonly warmupSeconds: number
  readonly companies: number
  readonly log: (line: string) => void
}

/**
 * Spreads the load over every seeded user: each request takes the next user from a queue of free
 * users and gives it back when its answer arrives, so requests rotate through all users and no two
 * requests ever act for the same user at once (autosave versions stay consistent). autocannon
 * resets a connection's context before building its next request, but only after the answer's
 * `onResponse`, so the context carries the user from request to answer. Autosave versions are
 * remembered across runs, by report.
 */
const loadRun = async (
  server: { readonly url: string; readonly cpuMs: () => Promise<number> },
  scenario: Scenario | { readonly barePath: string },
  users: ReadonlyArray<BenchUser>,
  versions: Map<string, number>,
  connections: number,
  seconds: number,
): Promise<{ readonly figure: LoadFigure; readonly inFlight: ReadonlyArray<BenchUser> }> => {
  const { url } = server
  const free = [...users]
  let fallback = 0
  type Context = { user?: BenchUser | undefined }
  const requests: autocannon.Request[] =
    "request" in scenario
      ? [
          {
            setupRequest: (_request, context) => {
              // A request lost to a timeout never gives its user back; then any user will do.
              const user = free.shift() ?? users[fallback++ % users.length]!
              ;(context as Context).user = user
              return scenario.request(user, versions.get(user.reportId) ?? 0)
            },
            onResponse: (_status: number, body: string, context: object) => {
              const user = (context as Context).user
              if (!user) return
              ;(context as Context).user = undefined
              if (scenario.tracksVersion) {
                // A save whose answer came too late for the run may still have been stored: the
                // conflict it causes names the current version, which the next save builds on.
                const [answer] = JSON.parse(body) as Array<{
                  result?: { saved?: { version?: number } }
                  error?: { currentVersion?: number }
                }>
                const version = answer?.result?.saved?.version ?? answer?.error?.currentVersion
                if (typeof version === "number") versions.set(user.reportId, version)
              }
              free.push(user)
            },
          },
        ]
      : [{ method: "GET", path: scenario.barePath }]
  const cpuBefore = await server.cpuMs()
  const result = await autocannon({ url, connections, duration: seconds, requests })
  const cpu = (await server.cpuMs()) - cpuBefore
  const returned = new Set(free)
  return {
    figure: {
      rps: result["2xx"] / result.duration,
      cpuMsPerRequest: result["2xx"] > 0 ? cpu / result["2xx"] : Number.NaN,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      failures: result.non2xx + result.errors,
    },
    // Requests still unanswered when the run ended: the server may yet store them.
    inFlight: users.filter((user) => !returned.has(user)),
  }
}

/**
 * After a run of autosaves: the saves still in flight when it ended were stored all the same, so
 * their users' answer versions are read back (report.get) before the next run builds on them.
 */
const resyncVersions = async (
  url: string,
  users: ReadonlyArray<BenchUser>,
  versions: Map<string, number>,
) => {
  for (const user of users) {
    const request = scenarioRead(user)
    const response = await fetch(url + request.path!, { headers: request.headers as Record<string, string> })
    const [answer] = (await response.json()) as Array<{
      result?: { answers?: Record<string, { version?: number }> }
    }>
    const version = answer?.result?.answers?.[autosaveQuestion]?.version
    if (typeof version === "number") versions.set(user.reportId, version)
  }
}

/**
 * Waits until the server has worked off what earlier runs left behind: autocannon closes its
 * connections at the end of a run, but the server still finishes the requests it had taken, and at
 * 200 connections on an expensive call that is many seconds of work that would slow the next run.
 * Idle means under 10% of a core over 300 ms; gives up after a minute.
 */
const waitUntilIdle = async (server: { readonly cpuMs: () => Promise<number> }) => {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    const before = await server.cpuMs()
    await new Promise((resolve) => setTimeout(resolve, 300))
    if ((await server.cpuMs()) - before < 30) return
  }
}

const chosen = (options: LoadOptions) =>
  allScenarios.filter((s) => options.scenarios.length === 0 || options.scenarios.includes(s.name))

const connectionsOf = (scenario: Scenario, options: LoadOptions) =>
  scenario.connectionCounts ?? options.connectionCounts

/** Whether the editing mix runs (BENCH_SCENARIOS empty, or naming "editing"). */
const editingChosen = (options: LoadOptions) =>
  options.scenarios.length === 0 || options.scenarios.includes("editing")

/** Every connection count a chosen scenario runs at: the yardstick is measured at each. */
const allConnectionCounts = (options: LoadOptions, editors: number) =>
  [
    ...new Set([
      ...chosen(options).flatMap((s) => connectionsOf(s, options)),
      ...(editingChosen(options) ? [editors] : []),
    ]),
  ].sort((a, b) => a - b)

const shareCreateFigures = (database: string, createMs: ReadonlyArray<number>): ShareCreateResult => ({
  database,
  shares: createMs.length,
  medianMs: percentile(createMs, 50),
  p95Ms: percentile(createMs, 95),
  maxMs: Math.max(...createMs),
})

/** One real call of a scenario, checked, whose answer the bare server will repeat. */
const sampleAnswer = async (
  url: string,
  scenario: Scenario,
  user: BenchUser,
  versions: Map<string, number>,
): Promise<string> => {
  const request = scenario.request(user, versions.get(user.reportId) ?? 0)
  const response = await fetch(url + request.path!, {
    method: request.method ?? "GET",
    headers: request.headers as Record<string, string>,
    ...(request.body ? { body: request.body as string } : {}),
  })
  const body = await response.text()
  if (response.status !== 200)
    throw new Error(`${scenario.name} answered ${response.status}: ${body.slice(0, 500)}`)
  if (scenario.tracksVersion) {
    const [answer] = JSON.parse(body) as Array<{ result: { saved: { version: number } } }>
    versions.set(user.reportId, answer!.result.saved.version)
  }
  return body
}

/**
 * The API load benchmark on one database: a seeded real server in a child process (its log in a
 * file, as in production), every scenario at every connection count, each after a warm-up.
 */
const measureDatabase = async (
  database: "pglite" | "postgres",
  options: LoadOptions,
  onBodies: (bodies: BareBodies) => void,
) => {
  const logDir = mkdtempSync(path.join(tmpdir(), "vsme-bench-log-"))
  const logFd = openSync(path.join(logDir, "api.log"), "a")
  const started = performance.now()
  // BENCH_CPU_PROF=<folder>: the API server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROF
  const server = await startChild<BenchServerReady>(new URL("./benchServer.ts", import.meta.url), {
    env: { BENCH_DATABASE: database, BENCH_COMPANIES: String(options.companies) },
    stdout: logFd,
    ...(profileDir ? { execArgv: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] } : {}),
  })
  options.log(
    `  ${database}: ${server.ready.users.length} users seeded in ${server.ready.seedSeconds.toFixed(1)} s ` +
      `(server up after ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  )
  const { url, users } = server.ready
  const target = { url, cpuMs: server.cpuMs }
  const versions = new Map(users.map((u) => [u.reportId, 1]))
  const figures: Array<{ scenario: Scenario; connections: number; figure: LoadFigure }> = []
  let editing: EditingMixFigure | undefined
  const yardsticks = new Map<number, LoadFigure[]>()
  const yardstick = {
    request: (user: BenchUser) => ({ method: "GET" as const, path: yardstickPath(user.userId), headers: {} }),
    tracksVersion: false,
  } as unknown as Scenario
  const measureYardstick = async () => {
    const target = { url: server.ready.yardstickUrl, cpuMs: server.cpuMs }
    for (const connections of allConnectionCounts(options, server.ready.editors.length)) {
      await loadRun(target, yardstick, users, versions, connections, options.warmupSeconds)
      await waitUntilIdle(target)
      const { figure } = await loadRun(
        target,
        yardstick,
        users,
        versions,
        connections,
        options.durationSeconds,
      )
      await waitUntilIdle(target)
      yardsticks.set(connections, [...(yardsticks.get(connections) ?? []), figure])
      options.log(
        `  ${database} Koa + one query c=${connections}: ${figure.rps.toFixed(0)} req/s, ` +
          `p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, ${figure.cpuMsPerRequest.toFixed(3)} CPU ms/request` +
          `${figure.failures ? `, ${figure.failures} FAILED` : ""}`,
      )
    }
  }
  try {
    await measureYardstick()
    const bodies: Record<string, string> = {}
    for (const scenario of chosen(options))
      bodies[scenario.barePath] = await sampleAnswer(url, scenario, users[0]!, versions)
    onBodies(bodies)
    for (const scenario of chosen(options)) {
      for (const connections of connectionsOf(scenario, options)) {
        const settle = async (inFlight: ReadonlyArray<BenchUser>) => {
          await waitUntilIdle(target)
          if (scenario.tracksVersion) await resyncVersions(url, inFlight, versions)
        }
        const warmup = await loadRun(target, scenario, users, versions, connections, options.warmupSeconds)
        await settle(warmup.inFlight)
        const { figure, inFlight } = await loadRun(
          target,
          scenario,
          users,
          versions,
          connections,
          options.durationSeconds,
        )
        await settle(inFlight)
        figures.push({ scenario, connections, figure })
        const ratio = figure.rps / yardsticks.get(connections)![0]!.rps
        options.log(
          `  ${database} ${scenario.name} c=${connections}: ${figure.rps.toFixed(0)} req/s (${ratio.toFixed(3)}× Koa + one query), ` +
            `p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, ${figure.cpuMsPerRequest.toFixed(2)} CPU ms/request` +
            `${figure.failures ? `, ${figure.failures} FAILED` : ""}`,
        )
      }
    }
    if (editingChosen(options)) {
      await runEditingMix(
        url,
        server.ready.editors,
        options.warmupSeconds,
        await editorVersions(url, server.ready.editors),
      )
      await waitUntilIdle(target)
      const editingVersions = await editorVersions(url, server.ready.editors)
      const cpuBefore = await server.cpuMs()
      const figure = await runEditingMix(url, server.ready.editors, options.durationSeconds, editingVersions)
      const cpu = (await server.cpuMs()) - cpuBefore
      editing = { ...figure, cpuMsPerRequest: cpu / Math.max(1, figure.saves + figure.loads) }
      await waitUntilIdle(target)
      options.log(
        `  ${database} editing mix c=${server.ready.editors.length}: ${editing.rps.toFixed(0)} req/s, ` +
          `p50 ${editing.p50Ms} ms, p99 ${editing.p99Ms} ms, ${editing.saves} saves, ${editing.loads} loads, ` +
          `${editing.refusedSaves} refused, ${editing.staleReads} stale, ${editing.cpuMsPerRequest.toFixed(2)} CPU ms/request`,
      )
    }
    await measureYardstick()
  } finally {
    await server.stop()
    closeSync(logFd)
    rmSync(logDir, { recursive: true, force: true })
  }
  const mean = (runs: ReadonlyArray<LoadFigure>): LoadFigure => {
    const avg = (pick: (f: LoadFigure) => number) => runs.reduce((sum, f) => sum + pick(f), 0) / runs.length
    return {
      rps: avg((f) => f.rps),
      cpuMsPerRequest: avg((f) => f.cpuMsPerRequest),
      p50Ms: avg((f) => f.p50Ms),
      p99Ms: avg((f) => f.p99Ms),
      failures: runs.reduce((sum, f) => sum + f.failures, 0),
    }
  }
  const editors = server.ready.editors.length
  return {
    loads: figures.map((f) => ({ ...f, yardstick: mean(yardsticks.get(f.connections)!) })),
    shareCreate: shareCreateFigures(database, server.ready.shareCreateMs),
    editing: editing && {
      database,
      connections: editors,
      figure: editing,
      yardstick: mean(yardsticks.get(editors)!),
    },
  }
}

/** The bare Koa yardstick for every scenario's body at every connection count. */
const measureBare = async (bodies: BareBodies, options: LoadOptions) => {
  const dir = mkdtempSync(path.join(tmpdir(), "vsme-bench-bare-"))
  const file = path.join(dir, "bodies.json")
  writeFileSync(file, JSON.stringify(bodies))
  const bare = await startChild<{ url: string }>(new URL("./bareServer.ts", import.meta.url), {
    env: { BARE_BODIES_FILE: file },
  })
  const figures = new Map<string, LoadFigure>()
  try {
    for (const scenario of chosen(options)) {
      for (const connections of connectionsOf(scenario, options)) {
        const path = { barePath: scenario.barePath }
        const target = { url: bare.ready.url, cpuMs: bare.cpuMs }
        await loadRun(target, path, [], new Map(), connections, options.warmupSeconds)
        const { figure } = await loadRun(target, path, [], new Map(), connections, options.durationSeconds)
        figures.set(`${scenario.name}:${connections}`, figure)
        options.log(
          `  bare Koa ${scenario.name} c=${connections}: ${figure.rps.toFixed(0)} req/s, p50 ${figure.p50Ms} ms, ` +
            `p99 ${figure.p99Ms} ms, ${figure.cpuMsPerRequest.toFixed(3)} CPU ms/request`,
        )
      }
    }
  } finally {
    await bare.stop()
    rmSync(dir, { recursive: true, force: true })
  }
  return figures
}

/** The API load benchmark on PGlite and (with DATABASE_URL) PostgreSQL, with the bare yardstick. */
export const runLoadBench = async (
  options: LoadOptions,
): Promise<{
  readonly loads: LoadResult[]
  readonly shareCreate: ShareCreateResult[]
  readonly editing: EditingResult[]
}> => {
  const databases = (["pglite", "postgres"] as const).filter(
    (d) => options.databases.includes(d) && (d === "pglite" || process.env.DATABASE_URL),
  )
  let bodies: BareBodies | undefined
  const measured = []
  const shareCreate: ShareCreateResult[] = []
  const editing: EditingResult[] = []
  for (const database of databases) {
    const figures = await measureDatabase(database, options, (b) => (bodies ??= b))
    measured.push(...figures.loads.map((f) => ({ ...f, database })))
    shareCreate.push(figures.shareCreate)
    if (figures.editing) editing.push(figures.editing)
    options.log(
      `  ${database} share.create of a full report: median ${figures.shareCreate.medianMs.toFixed(0)} ms, ` +
        `p95 ${figures.shareCreate.p95Ms.toFixed(0)} ms (${figures.shareCreate.shares} shares)`,
    )
  }
  // BENCH_BARE=off skips the fixed-JSON yardstick (quicker runs while working on one call).
  const skipBare = process.env.BENCH_BARE === "off"
  const none: LoadFigure = {
    rps: Number.NaN,
    cpuMsPerRequest: Number.NaN,
    p50Ms: Number.NaN,
    p99Ms: Number.NaN,
    failures: 0,
  }
  const bare = skipBare ? new Map<string, LoadFigure>() : await measureBare(bodies!, options)
  const loads = measured.map(({ scenario, connections, figure, database, yardstick }) => ({
    scenario: scenario.name,
    label: scenario.label,
    database,
    connections,
    ...figure,
    bare: bare.get(`${scenario.name}:${connections}`) ?? none,
    yardstick,
    ...(scenario.goal ? { goal: scenario.goal } : {}),
  }))
  return { loads, shareCreate, editing }
}
