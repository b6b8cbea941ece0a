import { readFileSync } from "node:fs"
import path from "node:path"
import { Schema } from "effect"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { factorCsvAllColumns, parseCsv } from "@vsme/core"
import { FactorImportResult, exportRoutes, filePath } from "@vsme/sdk"
import { workspaceRoot } from "../config.js"
import type { TestUser } from "../testing/index.js"
import { companyWithOwner, superadmin, useTestServer } from "../testing/apiKit.js"
import { seedEmissionFactors } from "../db/migrations/20261122040000_create_ghg.js"

const fixtureCsv = readFileSync(path.join(workspaceRoot, "fixtures", "ghg", "emission-factors.csv"), "utf8")

const server = useTestServer()
const db = () => server.database.db

/** A superadmin, and a company's owner who is none. */
let admin: TestUser
let member: TestUser
beforeAll(async () => {
  admin = await superadmin(db())
  ;({ owner: member } = await companyWithOwner(db()))
})

/** The library as stored, without bookkeeping columns, in id order. */
const library = async () =>
  (
    (await db()("emission_factors")
      .orderBy("id")
      .select(
        "id",
        "name",
        "row_type",
        "scope3_category",
        "scope2_basis",
        "value",
        "mass_unit",
        "denominator_unit",
        "valid_from",
        "valid_to",
        "country",
        "source_name",
        "source_url",
        "source_notes",
        "retired_at",
      )) as Array<Record<string, unknown>>
  ).map((row) => ({ ...row, value: Number(row.value) }))

const upload = (user: TestUser | null, csv: string, dryRun?: boolean) =>
  server.file(user, filePath(exportRoutes.factorsImport), {
    upload: { bytes: Buffer.from(csv, "utf8"), fileName: "factors.csv" },
    ...(dryRun === undefined ? {} : { query: { dryRun: String(dryRun) } }),
  })

const resultOf = (bytes: Buffer) =>
  Schema.decodeUnknownSync(FactorImportResult)(JSON.parse(bytes.toString("utf8")))

/** The fixture with one exact piece of text replaced (it must occur once). */
const replaced = (csv: string, from: string, to: string) => {
  expect(csv.split(from).length, from).toBe(2)
  return csv.replace(from, to)
}
/** Line 2 of the fixture: diesel (average biofuel blend), value 2.51279. */
const dieselValue = ",2.51279,"

beforeEach(async () => {
  await db()("emission_factors").delete()
  await seedEmissionFactors(db())
})

describe("POST /api/files/factors/import", () => {
  it("is for superadmins only", async () => {
    expect((await upload(null, fixtureCsv)).error?._tag).toBe("Unauthorized")
    expect((await upload(member, fixtureCsv)).error?._tag).toBe("Forbidden")
    const get = await server.file(member, filePath(exportRoutes.factorsCsv))
    expect(get.error?._tag).toBe("Forbidden")
  })

  it("refuses a file with bad rows, naming every line and column, and writes nothing", async () => {
    const before = await library()
    let csv = replaced(fixtureCsv, ",2.66155,", ",2.66.1,")
    csv = replaced(csv, "desnz-2024-petrol-mineral-liters,fuel,", "desnz-2024-petrol-mineral-liters,lorry,")
    const answer = await upload(admin, csv)
    expect(answer.status).toBe(400)
    expect(answer.error!.issues).toEqual(
      expect.arrayContaining([
        { path: ["line", 3, "value"], message: "validation.invalidNumber" },
        expect.objectContaining({ path: ["line", 5, "rowType"] }),
      ]),
    )
    expect(await library()).toEqual(before)
  })

  it("refuses a file whose versions of one factor overlap in validity, writing nothing", async () => {
    const header = fixtureCsv.split("\n")[0]!
    const row = (id: string, validFor: string) =>
      `${id},fuel,1,,Test diesel,2.5,kgCO2e,liters,${validFor},FI,Test source,https://example.com/factors,`
    const answer = await upload(
      admin,
      [header, row("test-diesel-2024", "2024/2025"), row("test-diesel-2025", "2025")].join("\n"),
    )
    expect(answer.status).toBe(400)
    expect(answer.error!.issues).toContainEqual({
      path: ["line", 2, "validFor"],
      message: "validation.factorVersionOverlap",
    })
    expect(await db()("emission_factors").where("id", "like", "test-diesel-%")).toEqual([])
  })

  it("refuses an empty file, and text in an encoding it does not read, naming the encoding", async () => {
    expect((await upload(admin, fixtureCsv.split("\n")[0]!)).status).toBe(400)
    const send = (bytes: Buffer) =>
      server.file(admin, filePath(exportRoutes.factorsImport), {
        upload: { bytes, fileName: "x.csv" },
      })
    const utf16 = await send(Buffer.from(fixtureCsv, "utf16le"))
    expect(utf16.status).toBe(400)
    expect(utf16.error!.issues).toEqual([
      { path: [], message: "validation.factorFileEncoding", values: { encoding: "UTF-16" } },
    ])
    const undefinedBytes = await send(Buffer.from([0x69, 0x64, 0x81, 0x0a]))
    expect(undefinedBytes.error!.issues).toEqual([
      { path: [], message: "validation.factorFileEncodingUnknown" },
    ])
  })

  it("reads a Windows-1252 file from Finnish Excel: semicolons, decimal commas, CRLF, headers in any case", async () => {
    const [header, ...rows] = fixtureCsv.trim().split("\n")
    const semicolons = (line: string) => parseCsv(`${header}\n${line}`).records[0]!.values
    const columns = header!.split(",")
    const excel = [
      columns.map((c) => c.toUpperCase()).join(";"),
      ...rows.map((line) => {
        const values = semicolons(line)
        return columns
          .map((c) => {
            const v = c === "value" ? values[c]!.replace(".", ",") : values[c]!
            return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v
          })
          .join(";")
      }),
    ]
      .join("\r\n")
      .replace("Diesel", "Dieselöljy")
    const bytes = Buffer.from(excel, "latin1")
    const answer = await server.file(admin, filePath(exportRoutes.factorsImport), {
      upload: { bytes, fileName: "kertoimet.csv" },
      query: { dryRun: "true" },
    })
    expect(answer.status, answer.bytes.toString()).toBe(200)
    const result = resultOf(answer.bytes)
    expect(result.created + result.updated + result.unchanged).toBe(rows.length)
    expect(result.updated).toBe(1)
  })

  it("names the line a duplicate factor id repeats", async () => {
    const [header, first] = fixtureCsv.split("\n")
    const answer = await upload(admin, [header, first, first].join("\n"))
    expect(answer.error!.issues).toEqual([
      {
        path: ["line", 3, "id"],
        message: "validation.duplicateFactorId",
        values: { line: 2 },
      },
    ])
  })

  it("on a dry run tells what would change and changes nothing", async () => {
    const before = await library()
    const csv = replaced(fixtureCsv, dieselValue, ",2.6,")
    const answer = await upload(admin, csv, true)
    expect(answer.status).toBe(200)
    const result = resultOf(answer.bytes)
    expect(result).toMatchObject({ dryRun: true, created: 0, updated: 1, unchanged: before.length - 1 })
    expect(result.rows[0]).toEqual({ line: 2, id: "desnz-2024-diesel-avg-biofuel-liters", change: "updated" })
    expect(await library()).toEqual(before)
  })

  it("upserts by id in one go: created, updated (version bumped) and unchanged", async () => {
    await db()("emission_factors").where({ id: "desnz-2024-petrol-mineral-liters" }).delete()
    const csv = replaced(fixtureCsv, dieselValue, ",2.6,")
    const answer = await upload(admin, csv, false)
    expect(answer.status).toBe(200)
    const total = fixtureCsv.trim().split("\n").length - 1
    expect(resultOf(answer.bytes)).toMatchObject({
      dryRun: false,
      created: 1,
      updated: 1,
      unchanged: total - 2,
    })
    const diesel = (await db()("emission_factors")
      .where({ id: "desnz-2024-diesel-avg-biofuel-liters" })
      .first()) as {
      value: number
      version: number
    }
    expect([Number(diesel.value), diesel.version]).toEqual([2.6, 2])
    const audit = await db()("audit_events").where({ action: "factor.import" }).orderBy("at", "desc").first()
    expect(audit).toMatchObject({ actor_user_id: admin.id })
  })

  it("importing the fixture file into an empty library gives the seeded library", async () => {
    const seeded = await library()
    await db()("emission_factors").delete()
    const answer = await upload(admin, fixtureCsv)
    expect(resultOf(answer.bytes)).toMatchObject({ created: seeded.length, updated: 0, unchanged: 0 })
    expect(await library()).toEqual(seeded)
  })
})

describe("GET /api/files/factors/export.csv", () => {
  it("writes the library in the import's format: importing it back changes nothing", async () => {
    const answer = await server.file(admin, filePath(exportRoutes.factorsCsv))
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toContain("text/csv")
    const csv = answer.bytes.toString("utf8")
    expect(csv.split("\r\n")[0]).toBe(factorCsvAllColumns.join(","))
    expect(factorCsvAllColumns.join(",")).toContain(fixtureCsv.split("\n")[0]!.trim())
    const before = await library()
    const back = resultOf((await upload(admin, csv)).bytes)
    expect(back).toMatchObject({ created: 0, updated: 0, unchanged: before.length })
  })

  it("neutralises formula-like text with an apostrophe, and the import takes it off again", async () => {
    await db()("emission_factors")
      .where({ id: "desnz-2024-diesel-avg-biofuel-liters" })
      .update({ name: '=HYPERLINK("http://evil.example","x")', source_notes: "@SUM(1)" })
    const before = await library()
    const csv = (await server.file(admin, filePath(exportRoutes.factorsCsv))).bytes.toString("utf8")
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(csv).toContain(",'@SUM(1)")
    for (const line of csv.split("\r\n")) expect(line).not.toMatch(/(^|,)"?[=+@\t\r]/)
    const back = resultOf((await upload(admin, csv)).bytes)
    expect(back).toMatchObject({ created: 0, updated: 0, unchanged: before.length })
    expect(await library()).toEqual(before)
  })
})
