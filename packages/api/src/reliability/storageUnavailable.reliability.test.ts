import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { attachmentRoutes, filePath, reportCreate } from "@vsme/sdk"
import { isStorageUnavailable } from "../http/storageErrors.js"
import { storageFailureHoldMs } from "../http/storageHealth.js"
import { startTestServer, type TestUser } from "../testing/index.js"
import { useTestServer, companyWithOwner, newReport } from "../testing/apiKit.js"

/**
 * A full or read-only storage (issue 15): a write that fails for it answers 503 ServiceUnavailable,
 * never a 500, leaves nothing half-written, and /readyz fails while the storage is unusable. The
 * database's refusals are injected with a trigger raising the SQLSTATE PostgreSQL itself raises
 * (53100 disk full, 25006 read-only): the same error on PGlite and PostgreSQL, from the real driver.
 */
let clockOffsetMs = 0
const server = useTestServer({
  env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), "vsme-storage-")) },
  now: () => new Date(Date.now() + clockOffsetMs),
})
let owner: TestUser
let account: AccountId
let reportId: string
beforeAll(async () => {
  ;({ owner, company: account } = await companyWithOwner(server.database.db))
  reportId = await newReport(server.as(owner, account))
})

/** Makes every insert into `table` fail as a database out of disk or in read-only mode would. */
const failWrites = async (table: string, sqlState: "53100" | "25006", message: string) => {
  await server.database.db.raw(`
    create or replace function storage_fault_${table}() returns trigger language plpgsql as $$
    begin raise exception using errcode = '${sqlState}', message = '${message}'; end $$`)
  await server.database.db.raw(
    `create trigger storage_fault before insert on ${table} for each row execute function storage_fault_${table}()`,
  )
  return () => server.database.db.raw(`drop trigger storage_fault on ${table}`)
}

const readiness = async () => {
  const res = await fetch(`${server.url}/readyz`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n")

describe("a storage that cannot take writes", () => {
  it("answers an upload 503, stores nothing, and fails readiness until the hold has passed", async () => {
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: "ready", database: "ok", storage: "ok" },
    })
    const restore = await failWrites(
      "report_attachments",
      "53100",
      'could not extend file "base/16384/16385": No space left on device',
    )
    try {
      const upload = await server.file(
        owner,
        filePath(attachmentRoutes.upload, { reportId, questionId: "NumberOfEmployees" }),
        { accountId: account, upload: { bytes: pdf, fileName: "policy.pdf" } },
      )
      expect(upload.status).toBe(503)
      expect(upload.error).toEqual({ _tag: "ServiceUnavailable" })
      const stored = (await server.database.db("report_attachments").count({ n: "*" })) as Array<{
        n: string | number
      }>
      expect(Number(stored[0]?.n)).toBe(0)
      expect(await readiness()).toMatchObject({ status: 503, body: { storage: "recentWriteFailure" } })
    } finally {
      await restore()
    }
    // Healthy again once the hold has passed with no new failure.
    clockOffsetMs += storageFailureHoldMs + 1_000
    expect((await readiness()).status).toBe(200)
    expect(server.logLines().some((l) => l.msg === "storage unavailable")).toBe(true)
  })

  it("answers a procedure's write on a read-only database 503, not 500", async () => {
    const restore = await failWrites("reports", "25006", "cannot execute INSERT in a read-only transaction")
    try {
      const created = await server.call(
        owner,
        reportCreate,
        { title: "Report 2026", startDate: "2026-01-01", endDate: "2026-12-31", comprehensive: false },
        account,
      )
      expect(created.status).toBe(503)
      expect(created.error).toEqual({ _tag: "ServiceUnavailable" })
    } finally {
      await restore()
    }
    clockOffsetMs += storageFailureHoldMs + 1_000
  })

  it("fails readiness while DATA_DIR cannot take a file", async () => {
    // Not even root may create files under /proc: a data folder on a read-only mount behaves alike.
    const unwritable = await startTestServer({ env: { DATA_DIR: "/proc/vsme-data" } })
    try {
      const res = await fetch(`${unwritable.url}/readyz`)
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        status: "unavailable",
        database: "ok",
        storage: "dataDirUnwritable",
      })
      expect((await fetch(`${unwritable.url}/healthz`)).status).toBe(200)
    } finally {
      await unwritable.stop()
    }
  })

  it("counts the file system's and the database's storage errors, and nothing else, as storage", () => {
    const errno = (code: string) => Object.assign(new Error(code), { code })
    for (const code of ["EACCES", "EROFS", "ENOSPC", "EDQUOT", "53100", "25006"])
      expect(isStorageUnavailable(errno(code)), code).toBe(true)
    expect(isStorageUnavailable(new Error("write failed", { cause: errno("EROFS") }))).toBe(true)
    expect(
      isStorageUnavailable(
        Object.assign(new Error('could not open file "base/1/2": Read-only file system'), { code: "42501" }),
      ),
    ).toBe(true)
    for (const other of [
      errno("23505"),
      errno("ENOENT"),
      Object.assign(new Error("permission denied for table reports"), { code: "42501" }),
      new Error("boom"),
      null,
    ])
      expect(isStorageUnavailable(other)).toBe(false)
  })
})
