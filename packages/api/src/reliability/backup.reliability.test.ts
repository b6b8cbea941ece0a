import { spawnSync } from "node:child_process"
import { randomBytes, createHash } from "node:crypto"
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { Writable } from "node:stream"
import { PGlite } from "@electric-sql/pglite"
import { afterAll, describe, expect, it } from "vitest"
import { reportGet, rpcPath } from "@vsme/sdk"
import { loadConfig } from "../config.js"
import { migrateToLatest, openDatabase, type DatabaseTarget, type Db } from "../db/database.js"
import { createLogger } from "../log.js"
import { startServer } from "../server.js"
import { insertApiToken } from "../testing/apiProcess.js"
import { databaseFingerprint } from "../testing/databaseFingerprint.js"
import { createTestDatabase, insertAccount, insertSampleReport, insertUser } from "../testing/index.js"

/**
 * Backup and restore (issue 10, docs/backup.md), done as the document tells an operator: pg_dump and
 * pg_restore for PostgreSQL; for PGlite, a copy of the stopped data folder, or PGlite's own portable
 * dump (dumpDataDir/loadDataDir). The restored database holds exactly what the original held, table
 * by table, and the API serves it without migrating anything.
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"
const cleanups: Array<() => Promise<void> | void> = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** A company with the full sample report, its comments and an attachment, and an API token. */
const seed = async (db: Db) => {
  const owner = await insertUser(db)
  const accountId = await insertAccount(db, { members: [[owner, "owner"]] })
  const reportId = await insertSampleReport(db, accountId, owner.id)
  const content = Buffer.from(randomBytes(300_000).toString("base64"))
  await db("report_attachments").insert({
    report_id: reportId,
    question_id: "NumberOfEmployees",
    file_name: "evidence.txt",
    content_type: "text/plain",
    size_bytes: content.length,
    sha256: createHash("sha256").update(content).digest("hex"),
    content,
    uploaded_by: owner.id,
  })
  return { token: await insertApiToken(db, owner.id), accountId, reportId }
}

type Seeded = Awaited<ReturnType<typeof seed>>

/** The sample report's answers as the API serves them from a database. */
const reportAnswers = async (target: DatabaseTarget, seeded: Seeded) => {
  const db = openDatabase(target)
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() })
  const api = await startServer({
    config: loadConfig({ PORT: "0", BUILD_ID: "test-build", WEB_DIST: "/nonexistent" }),
    logger: createLogger("warn", quiet),
    db,
  })
  try {
    const response = await fetch(
      `${api.url}${rpcPath}/${reportGet.name}?input=${encodeURIComponent(JSON.stringify([{ reportId: seeded.reportId }]))}`,
      { headers: { authorization: `Bearer ${seeded.token}`, "x-account-id": seeded.accountId } },
    )
    const [answer] = (await response.json()) as [{ result: { answers: unknown } }]
    return answer.result.answers
  } finally {
    await api.close()
    await db.destroy()
  }
}

/** The API on the restored database: nothing to migrate, and the report reads as before. */
const expectServes = async (target: DatabaseTarget, seeded: Seeded, sample: unknown) => {
  const db = openDatabase(target)
  try {
    expect(await migrateToLatest(db)).toEqual([])
  } finally {
    await db.destroy()
  }
  expect(await reportAnswers(target, seeded)).toEqual(sample)
}

const hasPgTools =
  spawnSync("pg_dump", ["--version"]).status === 0 && spawnSync("pg_restore", ["--version"]).status === 0

describe.skipIf(!onPostgres || !hasPgTools)(
  "PostgreSQL backup with pg_dump and pg_restore (PostgreSQL only, with the client tools installed)",
  () => {
    it("restores a dump of the database into another one that the API serves as before", async () => {
      const original = await createTestDatabase()
      cleanups.push(() => original.destroy())
      const seeded = await seed(original.db)
      if (original.target.kind !== "postgres") throw new Error("a PostgreSQL test database was expected")
      const originalUrl = original.target.url
      // Read through the API first: its first start on a database writes its signing secret.
      const sample = await reportAnswers(original.target, seeded)
      const before = await databaseFingerprint(original.db)

      const folder = mkdtempSync(path.join(tmpdir(), "vsme-backup-"))
      cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
      const dumpFile = path.join(folder, "vsme.dump")
      const serverUrl = process.env.DATABASE_URL!
      const dump = spawnSync(
        "pg_dump",
        ["--format=custom", `--file=${dumpFile}`, `--dbname=${originalUrl}`],
        {
          encoding: "utf8",
        },
      )
      expect(dump.stderr).toBe("")
      expect(dump.status).toBe(0)

      const restoredName = `vsme_restore_${randomBytes(5).toString("hex")}`
      const admin = openDatabase({ kind: "postgres", url: serverUrl })
      await admin.raw(`create database "${restoredName}"`)
      cleanups.push(async () => {
        await admin.raw(`drop database if exists "${restoredName}" with (force)`)
        await admin.destroy()
      })
      const restoredUrl = new URL(serverUrl)
      restoredUrl.pathname = `/${restoredName}`
      const restore = spawnSync(
        "pg_restore",
        ["--no-owner", "--exit-on-error", `--dbname=${restoredUrl.toString()}`, dumpFile],
        {
          encoding: "utf8",
        },
      )
      expect(restore.stderr).toBe("")
      expect(restore.status).toBe(0)

      const restoredTarget: DatabaseTarget = { kind: "postgres", url: restoredUrl.toString() }
      const restored = openDatabase(restoredTarget)
      try {
        expect(await databaseFingerprint(restored)).toEqual(before)
      } finally {
        await restored.destroy()
      }
      await expectServes(restoredTarget, seeded, sample)
    }, 120_000)
  },
)

describe.skipIf(onPostgres)("PGlite backup (the embedded database of DATA_DIR)", () => {
  const prepare = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-backup-pglite-"))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const target: DatabaseTarget = { kind: "pglite", dataDir }
    const db = openDatabase(target)
    await migrateToLatest(db)
    const seeded = await seed(db)
    await db.destroy()
    // Read through the API first: its first start on a database writes its signing secret.
    const sample = await reportAnswers(target, seeded)
    // The folder is copied only while no process has it open: a live copy could be torn.
    const closed = openDatabase(target)
    const before = await databaseFingerprint(closed)
    await closed.destroy()
    return { dataDir, seeded, before, sample }
  }
  // Both restores start from the same stopped folder, made once: migrating and seeding a data folder
  // on disk is most of this file's time. The copy is taken before the dump opens the folder again.
  let prepared: ReturnType<typeof prepare> | undefined
  const preparedOnce = () => (prepared ??= prepare())

  it("restores a copy of the stopped data folder", async () => {
    const { dataDir, seeded, before, sample } = await preparedOnce()
    const copy = mkdtempSync(path.join(tmpdir(), "vsme-restore-pglite-"))
    cleanups.push(() => rmSync(copy, { recursive: true, force: true }))
    cpSync(dataDir, copy, { recursive: true })
    const target: DatabaseTarget = { kind: "pglite", dataDir: copy }
    const restored = openDatabase(target)
    try {
      expect(await databaseFingerprint(restored)).toEqual(before)
    } finally {
      await restored.destroy()
    }
    await expectServes(target, seeded, sample)
  }, 120_000)

  it("restores PGlite's portable dump (dumpDataDir) into a new data folder (loadDataDir)", async () => {
    const { dataDir, seeded, before, sample } = await preparedOnce()
    const source = await PGlite.create(path.join(dataDir, "pglite"))
    const tarball = path.join(dataDir, "backup.tar.gz")
    writeFileSync(tarball, Buffer.from(await (await source.dumpDataDir("gzip")).arrayBuffer()))
    await source.close()

    const restoredDir = mkdtempSync(path.join(tmpdir(), "vsme-restore-pglite-"))
    cleanups.push(() => rmSync(restoredDir, { recursive: true, force: true }))
    const loaded = await PGlite.create(path.join(restoredDir, "pglite"), {
      loadDataDir: new Blob([readFileSync(tarball)]),
    })
    await loaded.close()
    const target: DatabaseTarget = { kind: "pglite", dataDir: restoredDir }
    const restored = openDatabase(target)
    try {
      expect(await databaseFingerprint(restored)).toEqual(before)
    } finally {
      await restored.destroy()
    }
    await expectServes(target, seeded, sample)
  }, 120_000)
})
