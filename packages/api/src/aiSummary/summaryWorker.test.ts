import { Writable } from "node:stream"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { AccountId } from "@vsme/core"
import { aiSummaryGet, aiSummaryRequest, reportCreate, type AiSummaryStatus } from "@vsme/sdk"
import { loadConfig } from "../config.js"
import { createLogger } from "../log.js"
import { startServer, type RunningServer } from "../server.js"
import {
  accountTestAuthenticator,
  callAs,
  createTestDatabase,
  insertAccount,
  insertUser,
  type TestDatabase,
  type TestUser,
} from "../testing/index.js"
import { hold, reply, startFakeChatModel, type FakeChatModel } from "../testing/fakeChatModel.js"
import { maxAttempts } from "./summaryWorker.js"

/**
 * Restarts: API processes come and go over one database while a summary is generating. Whatever
 * happens, the job ends done or cleanly failed and can be asked for again; it never stays stuck.
 */

// Processes start and stop in these tests: allow for a machine busy with other test runs.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 })

let database: TestDatabase
let model: FakeChatModel
let owner: TestUser
let accountId: AccountId
const running = new Set<RunningServer>()

/** An API process on the shared database, as `node dist/main.js` would start one. */
const startProcess = async () => {
  const config = loadConfig({
    PORT: "0",
    BUILD_ID: "test-build",
    LOG_LEVEL: "info",
    WEB_DIST: "/nonexistent",
    AI_BASE_URL: model.url,
    AI_MODEL: "fake-model",
    AI_TIMEOUT_MS: "10000",
  })
  const sink = new Writable({ write: (_chunk, _enc, done) => done() })
  const server = await startServer({
    config,
    logger: createLogger(config.logLevel, sink),
    db: database.db,
    authenticator: accountTestAuthenticator,
  })
  running.add(server)
  return server
}
const stopProcess = async (server: RunningServer) => {
  await server.close()
  running.delete(server)
}

beforeAll(async () => {
  model = await startFakeChatModel()
  database = await createTestDatabase()
  owner = await insertUser(database.db)
  accountId = await insertAccount(database.db, { members: [[owner, "owner"]] })
  await database.db("accounts").where({ id: accountId }).update({ state: "active" })
})
afterAll(async () => {
  model.releaseHeld()
  for (const server of running) await server.close()
  await database.destroy()
  await model.close()
})

const call = (server: RunningServer, procedure: Parameters<typeof callAs>[2], input: unknown) =>
  callAs(server.url, owner, procedure, input, accountId)

const newReport = async (server: RunningServer) => {
  const res = await call(server, reportCreate, {
    title: "Report",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    comprehensive: false,
  })
  return (res.result as { id: string }).id
}

const until = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 45_000) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(value).slice(0, 300)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * "generating" in the database only says a worker claimed the job; the request may still be on its
 * way to the model. Stopping the process before the model has it would leave the scripted `hold` to
 * the next request, so the tests wait for the model to be asked.
 */
const untilModelAsked = (requestsBefore: number) =>
  until(
    async () => model.requests.length,
    (count) => count > requestsBefore,
  )

const statusOn = async (server: RunningServer, reportId: string) =>
  (await call(server, aiSummaryGet, { reportId })).result as AiSummaryStatus

interface JobRow {
  id: string
  state: string
  text: string
  worker_id: string | null
  attempts: number
  error_kind: string | null
}
const jobOf = async (reportId: string) =>
  (await database
    .db("ai_summaries")
    .where({ report_id: reportId })
    .orderBy("requested_at", "desc")
    .first()) as JobRow

/** What a process that died mid-generation leaves behind: generating, its heartbeat long gone. */
const leaveAsIfDied = (id: string, attempts: number) =>
  database
    .db("ai_summaries")
    .where({ id })
    .update({
      state: "generating",
      worker_id: "dead-host:4242:cafebabe",
      text: "Overview\nHalf a sen",
      attempts,
      heartbeat_at: database.db.raw("now() - interval '1 hour'"),
    })

describe("a restart while a summary is generating", () => {
  it("gives the job back at shutdown, and the next process finishes it", async () => {
    const first = await startProcess()
    const reportId = await newReport(first)
    const requestsBefore = model.requests.length
    model.script(hold(model))
    const asked = (await call(first, aiSummaryRequest, { reportId })).result as AiSummaryStatus
    await until(
      () => jobOf(reportId),
      (job) => job.state === "generating",
    )
    await untilModelAsked(requestsBefore)

    await stopProcess(first)
    expect(await jobOf(reportId)).toMatchObject({
      id: asked.current!.id,
      state: "pending",
      text: "",
      worker_id: null,
      attempts: 0,
    })

    model.script(reply(["Overview\n", "Finished after the restart."]))
    const second = await startProcess()
    const done = await until(
      () => statusOn(second, reportId),
      (s) => s.state === "done" || s.state === "error",
    )
    expect(done.current).toMatchObject({
      id: asked.current!.id,
      state: "done",
      text: "Overview\nFinished after the restart.",
    })
    await stopProcess(second)
  })

  it("recovers a job that a dead process left generating, and finishes it", async () => {
    const server = await startProcess()
    const reportId = await newReport(server)
    const requestsBefore = model.requests.length
    model.script(hold(model))
    await call(server, aiSummaryRequest, { reportId })
    const job = await until(
      () => jobOf(reportId),
      (j) => j.state === "generating",
    )
    await untilModelAsked(requestsBefore)
    await stopProcess(server)
    await leaveAsIfDied(job.id, 1)

    model.script(reply(["Overview\nRecovered."]))
    const next = await startProcess()
    const done = await until(
      () => statusOn(next, reportId),
      (s) => s.state === "done" || s.state === "error",
    )
    expect(done.current).toMatchObject({ id: job.id, state: "done", text: "Overview\nRecovered." })
    expect((await jobOf(reportId)).attempts).toBe(2)
    await stopProcess(next)
  })

  it("fails a job interrupted too often as interrupted, and a new request then succeeds", async () => {
    const server = await startProcess()
    const reportId = await newReport(server)
    const requestsBefore = model.requests.length
    model.script(hold(model))
    await call(server, aiSummaryRequest, { reportId })
    const job = await until(
      () => jobOf(reportId),
      (j) => j.state === "generating",
    )
    await untilModelAsked(requestsBefore)
    await stopProcess(server)
    await leaveAsIfDied(job.id, maxAttempts)

    const next = await startProcess()
    const failed = await until(
      () => statusOn(next, reportId),
      (s) => s.state === "error",
    )
    expect(failed.current).toMatchObject({ id: job.id, state: "error", errorKind: "interrupted", text: "" })

    model.script(reply(["Overview\nSecond time lucky."]))
    const again = (await call(next, aiSummaryRequest, { reportId })).result as AiSummaryStatus
    expect(again.current!.id).not.toBe(job.id)
    const done = await until(
      () => statusOn(next, reportId),
      (s) => s.state === "done",
    )
    expect(done.current!.text).toBe("Overview\nSecond time lucky.")
    await stopProcess(next)
  })

  it("lets two processes share the queue without generating a job twice", async () => {
    const [a, b] = await Promise.all([startProcess(), startProcess()])
    const reports = await Promise.all([newReport(a), newReport(a), newReport(b), newReport(b)])
    const before = model.requests.length
    model.fallback = reply(["Overview\n", "Shared."], { delayMs: 200 })
    await Promise.all(reports.map((reportId, i) => call(i % 2 === 0 ? a : b, aiSummaryRequest, { reportId })))
    for (const reportId of reports)
      await until(
        () => jobOf(reportId),
        (j) => j.state === "done",
      )
    expect(model.requests.length - before).toBe(reports.length)
    const workers = await database.db("ai_summaries").whereIn("report_id", reports).select("attempts")
    expect(workers.map((w: { attempts: number }) => w.attempts)).toEqual([1, 1, 1, 1])
    await Promise.all([stopProcess(a), stopProcess(b)])
  })
})
