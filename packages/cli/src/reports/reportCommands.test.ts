import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import ExcelJS from "exceljs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { exportRoutes, filePath } from "@vsme/sdk"
import {
  insertAccount,
  insertSampleReport,
  insertUser,
  startTestServer,
  type TestServer,
} from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import { insertApiToken, runVsme } from "../testing/cliKit.js"

let server: TestServer
let env: NodeJS.ProcessEnv
let strangerEnv: NodeJS.ProcessEnv
const clients: Array<{ id: string; name: string; reports: string[] }> = []

const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
  const reseller = await insertUser(db(), { displayName: "Riikka Reseller" })
  const stranger = await insertUser(db())
  const parent = await insertAccount(db(), {
    name: "Tilitoimisto Oy",
    mode: "reseller",
    members: [[reseller, "owner"]],
  })
  for (const name of ["Asiakas A Oy", "Asiakas B Oy", "Asiakas C Oy"]) {
    const id = await insertAccount(db(), { name, parentAccountId: parent })
    await db()("accounts").where({ id }).update({ state: "active" })
    const reports = [
      await insertSampleReport(db(), id, reseller.id, { title: `${name}: vastuullisuus 2025` }),
    ]
    clients.push({ id, name, reports })
  }
  // Client C also has last year's report.
  const lastYear = await insertSampleReport(db(), clients[2]!.id, reseller.id, { title: "Raportti 2024" })
  await db()("reports").where({ id: lastYear }).update({ start_date: "2024-01-01", end_date: "2024-12-31" })
  clients[2]!.reports.push(lastYear)
  await insertAccount(db(), { name: "Someone Else Oy", members: [[stranger, "owner"]] })
  const base = { VSME_SERVER_URL: server.url, VSME_CONFIG: "/nonexistent/config.json", VSME_LANG: "fi" }
  env = { ...base, VSME_TOKEN: await insertApiToken(db(), reseller.id) }
  strangerEnv = { ...base, VSME_TOKEN: await insertApiToken(db(), stranger.id) }
})
afterAll(() => server.stop())

const outDir = () => mkdtempSync(path.join(tmpdir(), "vsme-export-"))

/** Every file below `dir`, relative, sorted. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()

/** A workbook's cell values sheet by sheet, without the one that differs per run: the generated time. */
const workbookValues = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook.worksheets.map((sheet) => {
    const rows: unknown[] = []
    sheet.eachRow((row) => {
      const values = row.values as unknown[]
      rows.push(values[1] === "Luotu (UTC)" ? ["Luotu (UTC)"] : values)
    })
    return { name: sheet.name, rows }
  })
}

/** What the API sends for the report when asked directly, as the reseller. */
const direct = async (
  route: string,
  client: { id: string },
  reportId: string,
  query: Record<string, string>,
) => {
  const response = await fetch(
    `${server.url}${filePath(route, { reportId })}?${new URLSearchParams(query)}`,
    {
      headers: { authorization: `Bearer ${env.VSME_TOKEN}`, "x-account-id": client.id },
    },
  )
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe("vsme reports list", () => {
  it("lists the clients' reports with --all, the year filter narrowing them, and nobody else's", async () => {
    const listed = await runVsme(["--json", "reports", "list", "--all"], env)
    expect(listed.code).toBe(EXIT.ok)
    const rows = JSON.parse(listed.out) as Array<{ id: string; accountName: string; title: string }>
    expect(rows.map((r) => r.id).sort()).toEqual(clients.flatMap((c) => c.reports).sort())
    expect(new Set(rows.map((r) => r.accountName))).toEqual(new Set(clients.map((c) => c.name)))
    const only2024 = JSON.parse(
      (await runVsme(["reports", "list", "--all", "--year", "2024", "--json"], env)).out,
    )
    expect(only2024.map((r: { title: string }) => r.title)).toEqual(["Raportti 2024"])
    const plain = await runVsme(["reports", "list", "--account", clients[0]!.id], env)
    expect(plain.out).toContain("Asiakas A Oy: vastuullisuus 2025")
    expect(plain.out).not.toContain("Asiakas B Oy")
    // The progress the dashboard shows (done of asked), not another count.
    const overall = (
      rows as unknown as Array<{ id: string; completeness: { overall: Record<string, number> } }>
    ).find((r) => r.id === clients[0]!.reports[0])!.completeness.overall
    expect(plain.out).toContain(` ${overall.done}/${overall.asked}`)
    const stranger = await runVsme(["--json", "reports", "list", "--all"], strangerEnv)
    expect(JSON.parse(stranger.out)).toEqual([])
    const foreign = await runVsme(["reports", "list", "--account", clients[0]!.id], strangerEnv)
    expect(foreign.code).toBe(EXIT.forbidden)
  })
})

describe("vsme reports export", () => {
  it("exports every report of every client with one command, each file as the API sends it", async () => {
    const dir = outDir()
    const run = await runVsme(
      [
        "reports",
        "export",
        "--all",
        "--out",
        dir,
        "--format",
        "xlsx,json",
        "--comments",
        "audit,public",
        "--json",
      ],
      env,
    )
    expect(run.err).toBe("")
    expect(run.code).toBe(EXIT.ok)
    const summary = JSON.parse(run.out) as {
      totals: Record<string, number>
      files: Array<{ accountId: string; reportId: string; format: string; path: string; state: string }>
    }
    expect(summary.totals).toMatchObject({ total: 8, exported: 8, skipped: 0, failed: 0 })
    expect(filesIn(dir)).toEqual(summary.files.map((f) => path.relative(dir, f.path)).sort())
    expect(filesIn(dir).filter((f) => f.startsWith("Asiakas C Oy"))).toHaveLength(4)
    for (const file of summary.files) {
      const client = clients.find((c) => c.id === file.accountId)!
      const query = { lang: "fi", comments: "audit,public" }
      const saved = readFileSync(file.path)
      if (file.format === "xlsx") {
        const expected = await direct(exportRoutes.reportXlsx, client, file.reportId, query)
        expect(await workbookValues(saved)).toEqual(await workbookValues(expected))
      } else {
        const expected = await direct(exportRoutes.reportJson, client, file.reportId, query)
        const strip = (bytes: Buffer) => ({ ...JSON.parse(bytes.toString("utf8")), generatedAt: null })
        expect(strip(saved)).toEqual(strip(expected))
      }
    }
  })

  it("skips files already exported unless --force, and writes plain lines when not on a terminal", async () => {
    const dir = outDir()
    const args = ["reports", "export", "--account", clients[0]!.id, "--out", dir]
    const first = await runVsme(args, env)
    expect(first.code).toBe(EXIT.ok)
    expect(first.out).toMatch(/^viety\tAsiakas A Oy \([0-9a-f]{8}\)\/2025 .*\.fi\.xlsx$/m)
    const [file] = filesIn(dir)
    const written = statSync(path.join(dir, file!)).mtimeMs
    const again = await runVsme(args, env)
    expect(again.out).toContain("ohitettu (tiedosto on jo olemassa)")
    expect(again.out).toMatch(/0 viety, 1 ohitettu, 0 epäonnistui/)
    expect(statSync(path.join(dir, file!)).mtimeMs).toBe(written)
    const forced = await runVsme([...args, "--force"], env)
    expect(forced.out).toMatch(/1 viety, 0 ohitettu/)
    expect(filesIn(dir)).toEqual([file])
  })

  it("reports a failed report, exports the rest and exits non-zero", async () => {
    await db()("accounts").where({ id: clients[1]!.id }).update({ state: "trial" })
    try {
      const dir = outDir()
      const run = await runVsme(["reports", "export", "--all", "--year", "2025", "--out", dir], env)
      expect(run.code).toBe(EXIT.failure)
      expect(run.err).toContain("Asiakas B Oy")
      expect(run.err).toContain("Tämä toiminto edellyttää voimassa olevaa tilausta")
      expect(run.out).toMatch(/2 viety, 0 ohitettu, 1 epäonnistui/)
      expect(filesIn(dir).map((f) => f.split(" (")[0])).toEqual(["Asiakas A Oy", "Asiakas C Oy"])
      expect(filesIn(dir).some((f) => f.endsWith(".part"))).toBe(false)
    } finally {
      await db()("accounts").where({ id: clients[1]!.id }).update({ state: "active" })
    }
  })

  it("exports reports by id from whichever company holds them, and names the ids it cannot find", async () => {
    const dir = outDir()
    const wanted = clients[1]!.reports[0]!
    const missing = "00000000-0000-4000-8000-000000000000"
    const run = await runVsme(["reports", "export", wanted, missing, "--out", dir, "--format", "json"], env)
    expect(run.code).toBe(EXIT.failure)
    expect(run.err).toContain(`Raporttia ${missing} ei löytynyt`)
    expect(filesIn(dir)).toHaveLength(1)
    expect(filesIn(dir)[0]).toMatch(/^Asiakas B Oy .*\.fi\.json$/)
    const english = await runVsme(
      ["--lang", "en", "reports", "export", wanted, "--out", dir, "--format", "json"],
      env,
    )
    expect(english.code).toBe(EXIT.ok)
    expect(filesIn(dir).filter((f) => f.endsWith(".en.json"))).toHaveLength(1)
  })

  it("refuses unclear requests before exporting anything", async () => {
    const dir = outDir()
    const cases: Array<[string[], string]> = [
      [["reports", "export", "--out", dir], "Kerro, mitkä raportit viedään"],
      [["reports", "export", "--all", "--year", "next", "--out", dir], "--year"],
      [["reports", "export", "--all", "--format", "pdf", "--out", dir], "xlsx, json"],
      [["reports", "export", "--all", "--comments", "gossip", "--out", dir], "note, audit ja public"],
    ]
    for (const [args, message] of cases) {
      const run = await runVsme(args, env)
      expect(run.code, args.join(" ")).toBe(EXIT.usage)
      expect(run.err).toContain(message)
    }
    expect(filesIn(dir)).toEqual([])
  })

  it("draws the progress view on a terminal: bar, files with their state, totals and elapsed time", async () => {
    const dir = outDir()
    const run = await runVsme(["reports", "export", "--account", clients[2]!.id, "--out", dir], env, {
      tty: true,
    })
    expect(run.code).toBe(EXIT.ok)
    expect(run.out).toContain("Viedään")
    expect(run.out).toContain("█")
    expect(run.out).toContain("2/2")
    expect(run.out).toMatch(/✔ Asiakas C Oy \([0-9a-f]{8}\)\/2024 Raportti 2024/)
    expect(run.out).toContain("2 viety, 0 ohitettu, 0 epäonnistui")
    expect(run.out).toMatch(/0:0\d/)
  })
})

const soffice = ["/usr/bin/soffice", "/usr/bin/libreoffice"].find((p) => existsSync(p))

describe("the exported workbook in a spreadsheet program", () => {
  // run.sh installs LibreOffice for `./run.sh test`; a developer machine without it skips this check.
  it.skipIf(!soffice && !process.env.CI)(
    "converts to CSV with LibreOffice headless, numbers as numbers and formula-like text as text",
    async () => {
      const dir = outDir()
      const reportId = clients[0]!.reports[0]!
      await db()("report_answers")
        .where({
          report_id: reportId,
          question_id: "DescriptionOfSignificantMarketsTheUndertakingOperatesIn",
        })
        .update({ value: JSON.stringify("=1+1") })
      const run = await runVsme(["--lang", "en", "reports", "export", reportId, "--out", dir, "--force"], env)
      expect(run.code).toBe(EXIT.ok)
      const xlsx = path.join(dir, filesIn(dir)[0]!)
      const csvDir = outDir()
      // Filter options: comma-separated, UTF-8 (76), every sheet to its own file (the last field, -1).
      await promisify(execFile)(
        soffice!,
        [
          "--headless",
          `-env:UserInstallation=file://${path.join(csvDir, "profile")}`,
          "--convert-to",
          "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
          "--outdir",
          csvDir,
          xlsx,
        ],
        { timeout: 90_000 },
      )
      const csvFiles = readdirSync(csvDir).filter((f) => f.endsWith(".csv"))
      expect(csvFiles).toHaveLength(5)
      const general = readFileSync(
        path.join(
          csvDir,
          csvFiles.find((f) => f.includes("General"))!,
        ),
        "utf8",
      )
      expect(general).toMatch(/^"?Datapoint ID"?,/)
      expect(general).toMatch(/NumberOfEmployees,B1,[^\n]*,58,persons,/)
      expect(general).toContain("'=1+1")
      expect(general).not.toMatch(/,2,,,Complete/)
      const cover = readFileSync(
        path.join(
          csvDir,
          csvFiles.find((f) => f.includes("Cover"))!,
        ),
        "utf8",
      )
      expect(cover).toContain("Asiakas A Oy")
      expect(cover).toContain("2025-01-01")
    },
    120_000,
  )
})
