import { createHash, randomBytes } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  attachmentRoutes,
  filePath,
  fileHeaders,
  reportGet,
  reportSaveAnswer,
  uploadContentType,
} from "@vsme/sdk"
import { migrateToLatest, openDatabase, type DatabaseTarget, type Db } from "../db/database.js"
import { databaseEnv, insertApiToken, startApiProcess, type ApiProcess } from "../testing/apiProcess.js"
import { createTestDatabase, insertAccount, insertUser, type TestDatabase } from "../testing/index.js"

/**
 * Crash safety (issue 10): an API process is killed with SIGKILL in the middle of a burst of
 * autosaves and uploads, on the database this project runs on (PGlite in a data folder, or a
 * PostgreSQL schema). After a restart every save the client saw acknowledged is there with the value
 * it sent, and no record is half-written: each stored answer holds exactly the value sent for its
 * version, and each stored file has all its bytes.
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"
const reportCount = 3
const questions = ["NumberOfEmployees", "Turnover"] as const

let target: DatabaseTarget
let testDatabase: TestDatabase | undefined
let dataDir: string | undefined
let token: string
let accountId: string
let reportIds: string[]
const processEnv = () => ({ ...process.env, ...databaseEnv(target), LOG_LEVEL: "warn" })

/** The test's own connection: PGlite's folder may have one owner, so only while no process runs. */
const withDatabase = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
  if (testDatabase) return work(testDatabase.db)
  const db = openDatabase(target)
  try {
    return await work(db)
  } finally {
    await db.destroy()
  }
}

beforeAll(async () => {
  if (onPostgres) {
    testDatabase = await createTestDatabase()
    target = testDatabase.target
  } else {
    dataDir = mkdtempSync(path.join(tmpdir(), "vsme-crash-"))
    target = { kind: "pglite", dataDir }
  }
  await withDatabase(async (db) => {
    await migrateToLatest(db)
    const owner = await insertUser(db)
    accountId = await insertAccount(db, { members: [[owner, "owner"]] })
    token = await insertApiToken(db, owner.id)
    reportIds = []
    for (let i = 0; i < reportCount; i++) {
      const [row] = (await db("reports")
        .insert({
          account_id: accountId,
          title: `Crash report ${i}`,
          start_date: "2025-01-01",
          end_date: "2025-12-31",
          comprehensive: true,
          created_by: owner.id,
        })
        .returning("id")) as Array<{ id: string }>
      reportIds.push(row!.id)
    }
  })
}, 120_000)

afterAll(async () => {
  await testDatabase?.destroy()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const credentials = () => ({ authorization: `Bearer ${token}`, "x-account-id": accountId })

interface SentSave {
  readonly key: string
  readonly version: number
  readonly value: number
}

/**
 * One autosaving client: saves new values to one question one after another, each based on the
 * version the previous acknowledgement named. Remembers what it sent for each version and which
 * saves were acknowledged; stops at the first failure (the process is gone).
 */
const autosaver = (
  url: string,
  reportId: string,
  questionId: string,
  sent: SentSave[],
  acked: SentSave[],
) => {
  const key = `${reportId}/${questionId}`
  return async (keepGoing: () => boolean) => {
    let version = 0
    let value = 1000
    while (keepGoing()) {
      value += 1
      sent.push({ key, version: version + 1, value })
      try {
        const response = await fetch(`${url}/api/rpc/${reportSaveAnswer.name}`, {
          method: "POST",
          headers: { ...credentials(), "content-type": "application/json" },
          body: JSON.stringify([
            { reportId, questionId, basedOnVersion: version, answer: { status: "answered", value } },
          ]),
        })
        const [answer] = (await response.json()) as Array<{ result?: { saved: { version: number } } }>
        if (response.status !== 200 || !answer?.result) throw new Error(`save answered ${response.status}`)
        version = answer.result.saved.version
        acked.push({ key, version, value })
      } catch {
        return
      }
    }
  }
}

interface SentFile {
  readonly id: string
  readonly sha256: string
  readonly size: number
}

/** One uploading client: text files of 200 kB to 1.2 MB, one after another, until the process dies. */
const uploader = (url: string, reportId: string, acked: SentFile[]) => async (keepGoing: () => boolean) => {
  while (keepGoing()) {
    const bytes = Buffer.from(randomBytes(150_000 + Math.floor(Math.random() * 750_000)).toString("base64"))
    try {
      const response = await fetch(
        url + filePath(attachmentRoutes.upload, { reportId, questionId: "NumberOfEmployees" }),
        {
          method: "POST",
          headers: {
            ...credentials(),
            "content-type": uploadContentType,
            [fileHeaders.fileName]: encodeURIComponent("evidence.txt"),
          },
          body: bytes,
        },
      )
      if (response.status !== 201) throw new Error(`upload answered ${response.status}`)
      const { id } = (await response.json()) as { id: string }
      acked.push({ id, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length })
    } catch {
      return
    }
  }
}

describe(`crash safety on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("keeps every acknowledged autosave and upload, and nothing half-written, after kill -9 in a burst", async () => {
    let api: ApiProcess = await startApiProcess(processEnv())
    const sent: SentSave[] = []
    const acked: SentSave[] = []
    const files: SentFile[] = []
    let running = true
    const keepGoing = () => running
    const clients = [
      ...reportIds.flatMap((reportId) =>
        questions.map((questionId) => autosaver(api.url, reportId, questionId, sent, acked)(keepGoing)),
      ),
      uploader(api.url, reportIds[0]!, files)(keepGoing),
      uploader(api.url, reportIds[1]!, files)(keepGoing),
    ]
    // Kill once the burst is well under way: many saves and a few files acknowledged, more in flight.
    const deadline = Date.now() + 60_000
    while ((acked.length < 60 || files.length < 3) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20))
    await api.kill()
    running = false
    await Promise.all(clients)
    expect(acked.length, "the burst acknowledged saves before the kill").toBeGreaterThanOrEqual(60)
    expect(files.length, "the burst acknowledged uploads before the kill").toBeGreaterThanOrEqual(3)
    expect(sent.length, "saves were in flight when the process died").toBeGreaterThan(acked.length)

    api = await startApiProcess(processEnv())
    try {
      // Through the API: each question shows at least the last acknowledged version, with its value.
      const lastAcked = new Map<string, SentSave>()
      for (const save of acked) lastAcked.set(save.key, save)
      for (const reportId of reportIds) {
        const response = await fetch(
          `${api.url}/api/rpc/${reportGet.name}?input=${encodeURIComponent(JSON.stringify([{ reportId }]))}`,
          { headers: credentials() },
        )
        expect(response.status).toBe(200)
        const [{ result }] = (await response.json()) as [
          { result: { answers: Record<string, { version: number; answer: { value: unknown } }> } },
        ]
        for (const questionId of questions) {
          const key = `${reportId}/${questionId}`
          const stored = result.answers[questionId]
          const last = lastAcked.get(key)
          if (!last) continue
          expect(stored, key).toBeDefined()
          expect(stored!.version, key).toBeGreaterThanOrEqual(last.version)
          // A newer version than acknowledged was committed before the kill; it holds what was sent for it.
          const sentForVersion = sent.find((s) => s.key === key && s.version === stored!.version)
          expect(stored!.answer.value, key).toBe(sentForVersion!.value)
        }
      }
      for (const file of files) {
        const response = await fetch(
          api.url + filePath(attachmentRoutes.download, { attachmentId: file.id }),
          {
            headers: credentials(),
          },
        )
        expect(response.status).toBe(200)
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.length).toBe(file.size)
        expect(createHash("sha256").update(bytes).digest("hex")).toBe(file.sha256)
      }
    } finally {
      await api.stop()
    }

    // In the database itself: every stored file is whole, every stored answer is a value that was sent.
    await withDatabase(async (db) => {
      const stored = (await db("report_attachments").select(
        "id",
        "size_bytes",
        db.raw("length(content) as length"),
        db.raw("encode(sha256(content), 'hex') = sha256 as intact"),
      )) as Array<{ id: string; size_bytes: number | string; length: number | string; intact: boolean }>
      expect(stored.length).toBeGreaterThanOrEqual(files.length)
      for (const row of stored) {
        expect(Number(row.length), row.id).toBe(Number(row.size_bytes))
        expect(row.intact, row.id).toBe(true)
      }
      const answers = (await db("report_answers").whereIn("report_id", reportIds)) as Array<{
        report_id: string
        question_id: string
        version: number
        value: unknown
      }>
      for (const answer of answers) {
        const key = `${answer.report_id}/${answer.question_id}`
        const sentForVersion = sent.find((s) => s.key === key && s.version === answer.version)
        expect(sentForVersion, `${key} v${answer.version} was sent`).toBeDefined()
        expect(answer.value).toBe(sentForVersion!.value)
      }
    })
  }, 300_000)
})
