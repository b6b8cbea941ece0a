import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { factorCsvColumns, parseCsv } from "@vsme/core"
import { insertUser, startTestServer, type TestServer } from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import { insertApiToken, runVsme } from "../testing/cliKit.js"

/**
 * Issue 20: factor files as admins have them, made in Finnish or Swedish Excel: semicolons, decimal
 * commas, a byte-order mark, CRLF, Windows-1252, headers in any case and order; and every kind of
 * bad row named by line and column, in --json with a stable code and translated text.
 */
const fixtureCsv = readFileSync(
  path.resolve(import.meta.dirname, "../../../../fixtures/ghg/emission-factors.csv"),
  "utf8",
)
const { records } = parseCsv(fixtureCsv)

let server: TestServer
let env: NodeJS.ProcessEnv
beforeAll(async () => {
  server = await startTestServer()
  const admin = await insertUser(server.database.db, { role: "superadmin" })
  await server.database
    .db("users")
    .where({ id: admin.id })
    .update({ totp_secret: "JBSWY3DPEHPK3PXP", totp_enabled_at: new Date() })
  env = {
    VSME_SERVER_URL: server.url,
    VSME_CONFIG: "/nonexistent/config.json",
    VSME_LANG: "fi",
    VSME_TOKEN: await insertApiToken(server.database.db, admin.id, "admin", { secondFactor: true }),
  }
})
afterAll(() => server.stop())

/** The fixture written as Excel in Finnish writes it: `;`, decimal commas, CRLF, the given columns. */
const excelCsv = (
  columns: ReadonlyArray<string> = factorCsvColumns,
  change: (row: Record<string, string>) => void = () => {},
) => {
  const cell = (v: string) => (/[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  const lines = records.map(({ values }) => {
    const row: Record<string, string> = { ...values, value: values.value!.replace(".", ",") }
    change(row)
    const canonical = (c: string) => factorCsvColumns.find((f) => f.toLowerCase() === c.toLowerCase()) ?? c
    return columns.map((c) => cell(row[canonical(c)] ?? "")).join(";")
  })
  return [columns.join(";"), ...lines].join("\r\n") + "\r\n"
}

const file = (name: string, bytes: Buffer | string) => {
  const target = path.join(mkdtempSync(path.join(tmpdir(), "vsme-factor-files-")), name)
  writeFileSync(target, bytes)
  return target
}

const unchanged = `Kokeiluajo, mitään ei muutettu: 0 lisättäisiin, 0 päivitettäisiin, ${records.length} ennallaan.`

describe("vsme factors import of spreadsheet-made files", () => {
  it("reads semicolons, decimal commas, a byte-order mark and CRLF (CSV UTF-8 from Excel)", async () => {
    const run = await runVsme(
      ["factors", "import", "--dry-run", file("excel.csv", `\uFEFF${excelCsv()}`)],
      env,
    )
    expect(run.err).toBe("")
    expect(run.out).toContain(unchanged)
  })

  it("reads Windows-1252 (plain CSV from Excel), and finds the changed row", async () => {
    const text = excelCsv(factorCsvColumns, (row) => {
      if (row.id === "desnz-2024-diesel-mineral-liters")
        row.name = "Dieselöljy, 100 % mineraalinen, per litra"
    })
    const run = await runVsme(
      ["factors", "import", "--dry-run", file("ansi.csv", Buffer.from(text, "latin1"))],
      env,
    )
    expect(run.err).toBe("")
    expect(run.out).toContain(`0 lisättäisiin, 1 päivitettäisiin, ${records.length - 1} ennallaan`)
  })

  it("matches header names in any letter case and order", async () => {
    const columns = [...factorCsvColumns].reverse().map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase()))
    const text = excelCsv(columns)
    const run = await runVsme(["factors", "import", "--dry-run", file("order.csv", text)], env)
    expect(run.err).toBe("")
    expect(run.out).toContain(unchanged)
  })

  it("takes --delimiter and --decimal as given instead of guessing", async () => {
    const text = excelCsv()
    const told = await runVsme(
      ["factors", "import", "--dry-run", "--delimiter", ";", "--decimal", ",", file("a.csv", text)],
      env,
    )
    expect(told.out).toContain(unchanged)
    const point = await runVsme(
      ["--lang", "en", "factors", "import", "--dry-run", "--decimal", ".", file("b.csv", text)],
      env,
    )
    expect(point.code).toBe(EXIT.failure)
    expect(point.err).toContain("line 2, value: Enter a number")
    const tabs = await runVsme(["factors", "import", "--delimiter", "pipe", file("c.csv", text)], env)
    expect(tabs.code).toBe(EXIT.usage)
  })

  it("names each bad row's line and column, a duplicate's first line, with codes and translations in --json", async () => {
    const rowOf = (id: string) => records.findIndex((r) => r.values.id === id) + 2
    const scopeRow = records.find((r) => r.values.rowType === "fuel" && r.values.id!.includes("petrol"))!
      .values.id!
    const text = excelCsv(factorCsvColumns, (row) => {
      if (row.id === "desnz-2024-diesel-mineral-liters") row.value = "2,66,1"
      if (row.id === "desnz-2024-gwp-r32") row.massUnit = "kgCO2"
      if (row.id === "desnz-2024-gwp-r134a") row.validFor = "2024-25"
      if (row.id === "desnz-2024-diesel-avg-biofuel-liters") {
        row.country = "Britannia"
        row.sourceUrl = "ftp://example.com"
      }
      if (row.id === scopeRow) row.scope = "2"
    })
    const duplicated = `${text}${text.split("\r\n")[1]}\r\n`
    const run = await runVsme(["--json", "factors", "import", file("bad.csv", duplicated)], env)
    expect(run.code).toBe(EXIT.failure)
    const { refused, issues } = JSON.parse(run.out) as {
      refused: boolean
      issues: Array<{ line: number | null; column: string | null; code: string; message: string }>
    }
    expect(refused).toBe(true)
    const diesel = rowOf("desnz-2024-diesel-avg-biofuel-liters")
    expect(issues).toEqual(
      expect.arrayContaining([
        {
          line: rowOf("desnz-2024-diesel-mineral-liters"),
          column: "value",
          code: "validation.invalidNumber",
          message: expect.any(String),
        },
        expect.objectContaining({
          line: rowOf("desnz-2024-gwp-r32"),
          column: "massUnit",
          code: "validation.unknownUnit",
        }),
        expect.objectContaining({
          line: rowOf("desnz-2024-gwp-r134a"),
          column: "validFor",
          code: "validation.invalidValidityPeriod",
        }),
        expect.objectContaining({ line: diesel, column: "country", code: "validation.invalidFactorCountry" }),
        expect.objectContaining({ line: diesel, column: "sourceUrl", code: "validation.invalidUrl" }),
        expect.objectContaining({ line: rowOf(scopeRow), column: "scope", code: "validation.scopeMismatch" }),
        {
          line: records.length + 2,
          column: "id",
          code: "validation.duplicateFactorId",
          message: `Tämä kertoimen tunniste on jo rivillä ${diesel}`,
          values: { line: diesel },
        },
      ]),
    )
    for (const issue of issues) expect(issue.message).not.toMatch(/^validation\.|\{\{/)

    const text2 = await runVsme(["--lang", "sv", "factors", "import", file("bad.csv", duplicated)], env)
    expect(text2.err).toContain(`rad ${records.length + 2}, id: Detta faktor-id finns redan på rad ${diesel}`)
  })

  it("names a missing column once, and an encoding it does not read with how to save the file", async () => {
    const noValue = excelCsv(factorCsvColumns.filter((c) => c !== "value"))
    const missing = await runVsme(["--lang", "en", "factors", "import", file("m.csv", noValue)], env)
    expect(missing.err).toContain("line 1, value: The header row has no column value")
    expect(missing.err.match(/line 1/g)).toHaveLength(1)
    const utf16 = await runVsme(
      ["--lang", "en", "factors", "import", file("u.csv", Buffer.from(excelCsv(), "utf16le"))],
      env,
    )
    expect(utf16.code).toBe(EXIT.failure)
    expect(utf16.err).toContain("The file is in UTF-16, which the import does not read")
    expect(utf16.err).toContain("CSV UTF-8")
  })
})
