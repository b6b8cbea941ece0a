import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { businessIdCheckDigit } from "@vsme/core"
import { startSmtpSink } from "@vsme/api/testing"
import {
  filePath,
  requestAddRecipients,
  requestCreate,
  requestGet,
  requestPortfolio,
  requestPreview,
  requestRoutes,
  requestSend,
  type DataRequestId,
} from "@vsme/sdk"
import { createBenchDatabase } from "../benchDatabase.js"
import { startChild } from "../childProcess.js"
import { downloadWatchingMemory, median, percentile } from "../measure.js"
import { benchDraft } from "./draft.js"
import type { RequestsSeedReady } from "./requestsSeed.js"
import { startProductionServer, type ProductionServer } from "./productionServer.js"
import { call, callerHeaders } from "./rpc.js"

/** The goals of issue 32's "Scale" (on PostgreSQL). */
export const requestGoals = {
  /** A request to 5,000 companies sent, every mail delivered to the SMTP server. */
  sendSeconds: 60,
  /** The portfolio's first page of 2,000 shared companies (p95 of the calls). */
  firstPageMs: 300,
  /** The portfolio spreadsheet of 2,000 shared companies, and the server's peak resident memory. */
  spreadsheetSeconds: 60,
  spreadsheetPeakMb: 300,
} as const

export interface RequestsBenchResult {
  readonly database: "pglite" | "postgres"
  /** Whether the measured server ran from the API's build (as production does) or its sources. */
  readonly serverFrom: "dist" | "sources"
  /** Seeding the bank and the shared portfolio (requestsSeed.ts, a server of its own). */
  readonly seedSeconds: number
  readonly send: {
    readonly recipients: number
    /** request.addRecipients calls of `chunk` companies each, one after another. */
    readonly chunk: number
    readonly addSeconds: number
    /** request.send's own answer (the companies marked queued). */
    readonly sendCallMs: number
    /** From request.send to request.get answering state "sent" with nothing queued. */
    readonly allSentSeconds: number
    /** From request.send to the SMTP sink having accepted every company's mail. */
    readonly allDeliveredSeconds: number
    readonly firstDeliveredSeconds: number
    /** Mails the sink accepted for the request's addresses (one per company). */
    readonly delivered: number
    readonly pollIntervalMs: number
    /** CPU time the API server used from the send to the last mail, in seconds. */
    readonly serverCpuSeconds: number
  }
  readonly firstPage: {
    readonly companies: number
    readonly calls: number
    readonly medianMs: number
    readonly p95Ms: number
    readonly maxMs: number
  }
  readonly spreadsheet: {
    readonly companies: number
    readonly repetitions: number
    /** The median time to the last byte. */
    readonly seconds: number
    readonly maxSeconds: number
    readonly bytes: number
    /** The server process's resident memory once started, in MiB. */
    readonly serverStartRssMb: number
    /** The server process's resident memory before the downloads, and its peak during them. */
    readonly serverBaseRssMb: number
    readonly serverPeakRssMb: number
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `count` valid Business IDs from a range of their own (the seeded accounts use 3,000,000–4,000,000). */
const businessIds = (count: number) => {
  const ids: string[] = []
  for (let body = 5_000_000; ids.length < count; body++) {
    const check = businessIdCheckDigit(String(body))
    if (check !== null) ids.push(`${body}-${check}`)
  }
  return ids
}

const sendDomain = "bench-send.example"

/**
 * A request to `recipients` companies (Business ID and contact address each, none of them a
 * customer, so one mail each) made as the web app makes it: request.create, the companies added
 * with request.addRecipients in chunks, request.preview, then request.send with the confirmed
 * number. Then, as the request page does, request.get is polled until nothing is queued, and the
 * SMTP sink is watched until it has accepted every company's mail.
 */
const measureSend = async (
  server: ProductionServer,
  seeded: RequestsSeedReady,
  sink: Awaited<ReturnType<typeof startSmtpSink>>,
  recipients: number,
): Promise<RequestsBenchResult["send"]> => {
  const { url } = server
  const { bank } = seeded
  const chunk = 1000
  const pollIntervalMs = 500
  const created = (await call(url, bank, requestCreate, {
    draft: benchDraft("Toimitusketjun tiedot 2025", { preset: "bank" }),
  })) as { id: DataRequestId }
  const requestId = created.id
  const companies = businessIds(recipients).map((businessId, i) => ({
    businessId,
    email: `talous${i + 1}@${sendDomain}`,
    name: `Toimittaja ${i + 1} Oy`,
  }))
  const addStarted = performance.now()
  for (let i = 0; i < companies.length; i += chunk)
    await call(url, bank, requestAddRecipients, { requestId, recipients: companies.slice(i, i + chunk) })
  const addSeconds = (performance.now() - addStarted) / 1000
  const preview = (await call(url, bank, requestPreview, { requestId })) as { recipients: number }
  if (preview.recipients !== recipients) throw new Error(`the preview counts ${preview.recipients} companies`)

  const wanted = new Set(companies.map((c) => c.email))
  const delivered = new Set<string>()
  let scanned = sink.delivered.length
  const cpuBefore = await server.cpuMs()
  const started = performance.now()
  const seconds = () => (performance.now() - started) / 1000
  await call(url, bank, requestSend, { requestId, recipients })
  const sendCallMs = performance.now() - started
  let allSentSeconds = Number.NaN
  let firstDeliveredSeconds = Number.NaN
  let allDeliveredSeconds = Number.NaN
  let nextPoll = 0
  const deadlineSeconds = Number(process.env.BENCH_SEND_DEADLINE ?? 600)
  while (seconds() < deadlineSeconds && (Number.isNaN(allSentSeconds) || Number.isNaN(allDeliveredSeconds))) {
    for (; scanned < sink.delivered.length; scanned++)
      if (wanted.has(sink.delivered[scanned]!)) delivered.add(sink.delivered[scanned]!)
    if (delivered.size > 0 && Number.isNaN(firstDeliveredSeconds)) firstDeliveredSeconds = seconds()
    if (delivered.size === recipients && Number.isNaN(allDeliveredSeconds)) allDeliveredSeconds = seconds()
    if (Number.isNaN(allSentSeconds) && performance.now() >= nextPoll) {
      nextPoll = performance.now() + pollIntervalMs
      const summary = (await call(url, bank, requestGet, { requestId })) as { state: string; queued: number }
      if (summary.state === "sent" && summary.queued === 0) allSentSeconds = seconds()
    }
    await sleep(20)
  }
  const serverCpuSeconds = ((await server.cpuMs()) - cpuBefore) / 1000
  return {
    recipients,
    chunk,
    addSeconds,
    sendCallMs,
    allSentSeconds,
    allDeliveredSeconds,
    firstDeliveredSeconds,
    delivered: delivered.size,
    pollIntervalMs,
    serverCpuSeconds,
  }
}

/**
 * The portfolio's first page as the web app asks for it (50 rows, sorted by status), called one
 * after another after a few warm-up calls: each call's time to its answer over loopback.
 */
/** The measured server with what seeding made. */
type Target = Pick<ProductionServer, "url" | "pid" | "startRssMb"> & RequestsSeedReady

const measureFirstPage = async (
  ready: Target,
  calls = 50,
  warmup = 5,
): Promise<RequestsBenchResult["firstPage"]> => {
  const input = {
    requestId: ready.portfolioRequestId,
    sort: "status" as const,
    descending: false,
    page: 1,
    pageSize: 50,
  }
  const times: number[] = []
  for (let i = 0; i < warmup + calls; i++) {
    const started = performance.now()
    const page = (await call(ready.url, ready.bank, requestPortfolio, input)) as {
      rows: unknown[]
      total: number
    }
    const ms = performance.now() - started
    if (page.rows.length !== 50 || page.total !== ready.sharedCompanies)
      throw new Error(`the first page had ${page.rows.length} rows of ${page.total}`)
    if (i >= warmup) times.push(ms)
  }
  return {
    companies: ready.sharedCompanies,
    calls,
    medianMs: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(...times),
  }
}

/**
 * The portfolio spreadsheet (portfolio.xlsx) of every shared company, downloaded through the real
 * file route: the time to the last byte, and the server process's resident memory before and at its
 * peak (sampled from /proc every 5 ms, and its high-water mark VmHWM after resetting it).
 */
const measureSpreadsheet = async (
  ready: Target,
  repetitions = 3,
): Promise<RequestsBenchResult["spreadsheet"]> => {
  const { url, pid } = ready
  const route = filePath(requestRoutes.portfolioXlsx, { requestId: ready.portfolioRequestId })
  const { times, bytes, baseMb, peakMb } = await downloadWatchingMemory(
    pid,
    () => fetch(`${url}${route}?lang=fi`, { headers: callerHeaders(ready.bank) }),
    repetitions,
    "portfolio.xlsx",
  )
  return {
    companies: ready.sharedCompanies,
    repetitions,
    seconds: median(times),
    maxSeconds: Math.max(...times),
    bytes,
    serverStartRssMb: ready.startRssMb,
    serverBaseRssMb: baseMb,
    serverPeakRssMb: peakMb,
  }
}

const one = async (
  database: "pglite" | "postgres",
  log: (line: string) => void,
): Promise<RequestsBenchResult> => {
  // A real SMTP server in this process, counting envelopes without parsing the mails.
  const sink = await startSmtpSink({ parse: false })
  const db = await createBenchDatabase(database)
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-bench-requests-"))
  const place = { smtpUrl: sink.url, dataDir, databaseUrl: db.url }
  try {
    const seeder = await startChild<RequestsSeedReady>(new URL("./requestsSeed.ts", import.meta.url), {
      env: {
        BENCH_SMTP_URL: place.smtpUrl,
        BENCH_DATA_DIR: place.dataDir,
        ...(place.databaseUrl ? { BENCH_DATABASE_URL: place.databaseUrl } : {}),
      },
    })
    const seeded = seeder.ready
    await seeder.stop()
    const server = await startProductionServer(place)
    try {
      const target: Target = { url: server.url, pid: server.pid, startRssMb: server.startRssMb, ...seeded }
      log(
        `  ${database}: ${seeded.sharedCompanies} shared companies seeded in ${seeded.seedSeconds.toFixed(1)} s; ` +
          `server from ${server.from}, ${server.startRssMb.toFixed(0)} MB resident once started`,
      )
      const firstPage = await measureFirstPage(target)
      log(
        `  first page of the portfolio: median ${firstPage.medianMs.toFixed(1)} ms, p95 ${firstPage.p95Ms.toFixed(1)} ms`,
      )
      const spreadsheet = await measureSpreadsheet(target)
      log(
        `  portfolio.xlsx of ${spreadsheet.companies} companies: ${spreadsheet.seconds.toFixed(1)} s, ` +
          `${(spreadsheet.bytes / 2 ** 20).toFixed(1)} MB, server ${spreadsheet.serverBaseRssMb.toFixed(0)} → peak ${spreadsheet.serverPeakRssMb.toFixed(0)} MB`,
      )
      const send = await measureSend(
        server,
        seeded,
        sink,
        Number(process.env.BENCH_REQUEST_RECIPIENTS ?? 5000),
      )
      log(
        `  request to ${send.recipients} companies: all sent after ${send.allSentSeconds.toFixed(1)} s, ` +
          `all ${send.delivered} mails delivered after ${send.allDeliveredSeconds.toFixed(1)} s (added in ${send.addSeconds.toFixed(1)} s)`,
      )
      return {
        database,
        serverFrom: server.from,
        seedSeconds: seeded.seedSeconds,
        send,
        firstPage,
        spreadsheet,
      }
    } finally {
      await server.stop()
    }
  } finally {
    await db.drop()
    rmSync(dataDir, { recursive: true, force: true })
    await sink.close()
  }
}

/** Issue 32's scale figures on PGlite and (with DATABASE_URL) PostgreSQL. */
export const runRequestsBench = async (options: {
  readonly databases: ReadonlyArray<string>
  readonly log: (line: string) => void
}): Promise<RequestsBenchResult[]> => {
  const databases = (["pglite", "postgres"] as const).filter(
    (d) => options.databases.includes(d) && (d === "pglite" || process.env.DATABASE_URL),
  )
  const results: RequestsBenchResult[] = []
  for (const database of databases) results.push(await one(database, options.log))
  return results
}
