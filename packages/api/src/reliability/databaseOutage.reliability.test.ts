import net from "node:net"
import { Writable } from "node:stream"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { profileGet, reportGet, reportSaveAnswer, rpcPath, type AnyProcedure } from "@vsme/sdk"
import { loadConfig } from "../config.js"
import { createLogger } from "../log.js"
import { startServer, type RunningServer } from "../server.js"
import { insertApiToken } from "../testing/apiProcess.js"
import { createTestDatabase, insertAccount, insertUser, type TestDatabase } from "../testing/index.js"

/**
 * Database outage (issue 10): the API's database becomes unreachable while the API runs. The API
 * is pointed at PostgreSQL through a small TCP proxy that the test stops (cutting every open
 * connection) and starts again, so the shared PostgreSQL server stays up for everyone else. During
 * the outage every call answers 503 ServiceUnavailable (clients keep their unsaved work and retry),
 * nothing is half-written, and the API serves again once the database is back, without a restart.
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"

/** A TCP proxy to the PostgreSQL server that can be cut and restored on the same port. */
const tcpProxy = async (upstream: URL) => {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  let port = 0
  const start = async () => {
    server = net.createServer((client) => {
      const database = net.connect(Number(upstream.port || 5432), upstream.hostname)
      for (const socket of [client, database]) {
        sockets.add(socket)
        socket.on("close", () => sockets.delete(socket))
        socket.on("error", () => {
          client.destroy()
          database.destroy()
        })
      }
      client.pipe(database).pipe(client)
    })
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve))
    port = (server.address() as net.AddressInfo).port
  }
  await start()
  return {
    get port() {
      return port
    },
    /** Refuses new connections and cuts the open ones, as a database host going down does. */
    cut: async () => {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()))
      for (const socket of sockets) socket.destroy()
      await closed
    },
    restore: start,
  }
}

let database: TestDatabase
let proxy: Awaited<ReturnType<typeof tcpProxy>>
let api: RunningServer
let token: string
let accountId: string
let reportId: string

beforeAll(async () => {
  if (!onPostgres) return
  database = await createTestDatabase()
  const db = database.db
  const owner = await insertUser(db)
  accountId = await insertAccount(db, { members: [[owner, "owner"]] })
  token = await insertApiToken(db, owner.id)
  const [report] = (await db("reports")
    .insert({
      account_id: accountId,
      title: "Outage report",
      start_date: "2025-01-01",
      end_date: "2025-12-31",
      comprehensive: false,
      created_by: owner.id,
    })
    .returning("id")) as Array<{ id: string }>
  reportId = report!.id
  if (database.target.kind !== "postgres") throw new Error("a PostgreSQL test database was expected")
  const { searchPath } = database.target
  // The test file's own database on the server, through the proxy.
  const upstream = new URL(database.target.url)
  proxy = await tcpProxy(upstream)
  const viaProxy = new URL(upstream)
  viaProxy.hostname = "127.0.0.1"
  viaProxy.port = String(proxy.port)
  const config = loadConfig({
    PORT: "0",
    BUILD_ID: "test-build",
    WEB_DIST: "/nonexistent",
    LOG_LEVEL: "info",
  })
  // The API's log goes nowhere: warnings about the outage are expected.
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() })
  api = await startServer({
    config,
    logger: createLogger("info", quiet),
    target: {
      kind: "postgres",
      url: viaProxy.toString(),
      ...(searchPath ? { searchPath } : {}),
    },
  })
}, 120_000)
afterAll(async () => {
  if (!onPostgres) return
  await api?.close()
  await database?.destroy()
})

const call = async (procedure: AnyProcedure, input: unknown) => {
  const response = await fetch(`${api.url}${rpcPath}/${procedure.name}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-account-id": accountId,
    },
    body: JSON.stringify([input]),
    signal: AbortSignal.timeout(20_000),
  })
  const body = (await response.json()) as unknown
  // A whole-request failure is one `{ error }`; otherwise the call's own result or error.
  const answer = (Array.isArray(body) ? body[0] : body) as { result?: any; error?: { _tag: string } }
  return { status: response.status, ...answer }
}

const save = (basedOnVersion: number, value: number) =>
  call(reportSaveAnswer, {
    reportId,
    questionId: "NumberOfEmployees",
    basedOnVersion,
    answer: { status: "answered", value },
  })

describe.skipIf(!onPostgres)(
  "a database outage (PostgreSQL only: PGlite runs inside the API process)",
  () => {
    it("answers 503 while the database is unreachable, keeps nothing half-written, and serves again once it is back", async () => {
      expect((await call(profileGet, null)).status).toBe(200)
      expect(await save(0, 11)).toMatchObject({ status: 200, result: { saved: { version: 1 } } })

      await proxy.cut()
      const started = Date.now()
      expect(await call(profileGet, null)).toMatchObject({
        status: 503,
        error: { _tag: "ServiceUnavailable" },
      })
      expect(await save(1, 12)).toMatchObject({ status: 503, error: { _tag: "ServiceUnavailable" } })
      // Quickly: a browser waiting a minute would give up before it could keep the form and retry.
      expect(Date.now() - started).toBeLessThan(15_000)
      const ready = await fetch(`${api.url}/readyz`)
      expect(ready.status).toBe(503)
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200)

      await proxy.restore()
      let answer = await call(profileGet, null)
      for (let i = 0; answer.status !== 200 && i < 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 200))
        answer = await call(profileGet, null)
      }
      expect(answer.status).toBe(200)
      expect((await fetch(`${api.url}/readyz`)).status).toBe(200)
      // The save refused during the outage was not stored; the client's retry of it now succeeds.
      const detail = await call(reportGet, { reportId })
      expect(detail.result.answers.NumberOfEmployees).toMatchObject({ version: 1, answer: { value: 11 } })
      expect(await save(1, 12)).toMatchObject({ status: 200, result: { saved: { version: 2 } } })
    }, 120_000)
  },
)
