import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { createLogger, loadConfig, startServer, type RunningServer } from "@vsme/api"
import { browserAgent, insertAccount, insertSampleReport } from "@vsme/api/testing"
import { authSignUp } from "@vsme/sdk"
import { createBenchDatabase } from "../benchDatabase.js"
import { announceFailure, announceReady } from "../childProcess.js"
import { seedBenchUsers, seedEditors, type BenchEditor, type BenchUser } from "./seed.js"
import { shareBenchReports } from "./shares.js"
import { startYardstick } from "./yardstick.js"

/** What the bench server tells the load generator. */
export interface BenchServerReady {
  readonly url: string
  /** The "Koa + one indexed query" yardstick on the same database, in this process. */
  readonly yardstickUrl: string
  readonly database: string
  readonly users: ReadonlyArray<BenchUser>
  /** The editing mix's editors (issue 33): four per company, one shared report each. */
  readonly editors: ReadonlyArray<BenchEditor>
  readonly seedSeconds: number
  /** Each seeded company's share.create of its full report, in ms (one at a time, idle server). */
  readonly shareCreateMs: ReadonlyArray<number>
  /** With BENCH_WEB_USER=1: a person who signs in with a password, for the browser measurements. */
  readonly webUser: WebUser | null
}

export interface WebUser {
  readonly email: string
  readonly password: string
  readonly companyName: string
  readonly reportId: string
  readonly reportTitle: string
}

/**
 * Signs a person up through the real procedure (password hashed as in production), marks the address
 * verified, and gives them a company with the full sample report.
 */
const createWebUser = async (running: RunningServer): Promise<WebUser> => {
  const email = `web.bench.${Date.now().toString(36)}@example.com`
  const password = "Correct horse battery staple"
  const browser = browserAgent(running.url)
  const { userId } = await browser.call(authSignUp, {
    email: email as never,
    password,
    locale: "en",
    proof: await browser.proof(),
  })
  await running.db("users").where({ id: userId }).update({ email_verified_at: new Date() })
  const companyName = "Web Bench Oy"
  const accountId = await insertAccount(running.db, {
    name: companyName,
    members: [[{ id: userId, email, role: "user", token: "" }, "owner"]],
  })
  const reportTitle = "Bench report 2025"
  const reportId = await insertSampleReport(running.db, accountId, userId, { title: reportTitle })
  return { email, password, companyName, reportId, reportTitle }
}

/**
 * A real API server (the production `startServer`, logging at info like production) on a fresh
 * database: PGlite in a temporary data folder, or with BENCH_DATABASE=postgres a database of its own
 * created on the DATABASE_URL server and dropped afterwards. Seeds BENCH_COMPANIES companies.
 */
const main = async () => {
  const database = await createBenchDatabase()
  const kind = database.kind
  const companies = Number(process.env.BENCH_COMPANIES ?? 100)
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-bench-"))
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    DEMO_DATA: "off",
    BILLING_JOBS: "off",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    // READ_CACHE=off: every query read from the tables, as right after a save (decision 036).
    ...(process.env.READ_CACHE ? { READ_CACHE: process.env.READ_CACHE } : {}),
    // Nothing leaves the machine during a bench.
    PRH_BASE_URL: "http://127.0.0.1:9",
    AI_BASE_URL: "http://127.0.0.1:9",
  })
  const running = await startServer({ config, logger: createLogger(config.logLevel) })
  const started = performance.now()
  const seeded = await seedBenchUsers(running.db, running.services, companies)
  // Sharing needs an active subscription beyond three links; the seeded companies have one.
  await running.db("accounts").update({ state: "active" })
  const shares = await shareBenchReports(running.url, seeded)
  const editors = await seedEditors(
    running.db,
    running.services,
    Number(process.env.BENCH_EDITING_COMPANIES ?? 10),
  )
  const users = seeded.map((user) => ({ ...user, shareToken: shares.tokens.get(user.accountId)! }))
  const yardstick = await startYardstick(running.db)
  const ready: BenchServerReady = {
    url: running.url,
    yardstickUrl: yardstick.url,
    database: kind,
    users,
    editors,
    seedSeconds: (performance.now() - started) / 1000,
    shareCreateMs: shares.createMs,
    webUser: process.env.BENCH_WEB_USER === "1" ? await createWebUser(running) : null,
  }
  announceReady(ready, async () => {
    await yardstick.close()
    await running.close()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })
}

main().catch(announceFailure)
