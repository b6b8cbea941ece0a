import { Schema } from "effect"
import ExcelJS from "exceljs"
import { decode as decodePng } from "fast-png"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  ReportExportJson,
  dispositionFileName,
  exportRoutes,
  filePath,
  reportGet,
  reportSaveAnswer,
} from "@vsme/sdk"
import { insertSampleReport, sampleReport, type TestUser } from "../testing/index.js"
import { companyWithOwner, subscribedCompany, useTestServer } from "../testing/apiKit.js"

const server = useTestServer()

/** Subscribed companies A (owner Alice) and B (owner Eve), and Trudy's company on its trial. */
let alice: TestUser
let eve: TestUser
let trudy: TestUser
let companyA: AccountId
let companyB: AccountId
let trialCompany: AccountId
let reportA: string
let trialReport: string

const db = () => server.database.db

beforeAll(async () => {
  ;({ owner: alice, company: companyA } = await subscribedCompany(db(), {
    name: "Äänekosken Lukko & Sarana Oy",
    ownerName: "Alice Auditor",
  }))
  ;({ owner: eve, company: companyB } = await subscribedCompany(db()))
  ;({ owner: trudy, company: trialCompany } = await companyWithOwner(db()))
  reportA = await insertSampleReport(db(), companyA, alice.id)
  trialReport = await insertSampleReport(db(), trialCompany, trudy.id)
  // A badge is only for a report marked ready; the export tests use ready reports.
  await db()("reports").whereIn("id", [reportA, trialReport]).update({ state: "ready" })
})

const routes = [
  exportRoutes.reportXlsx,
  exportRoutes.reportJson,
  exportRoutes.badgeSvg,
  exportRoutes.badgePng,
] as const

const get = (
  user: TestUser | null,
  route: string,
  reportId: string,
  accountId?: string,
  query?: Record<string, string>,
) =>
  server.file(user, filePath(route, { reportId }), {
    ...(accountId ? { accountId } : {}),
    ...(query ? { query } : {}),
  })

const workbookOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer)
  return workbook
}

/** The first row whose column A holds `id` (a datapoint id), or whose question is `question`. */
const rowOf = (sheet: ExcelJS.Worksheet, id: string | null, question?: string) => {
  let found: ExcelJS.Row | undefined
  sheet.eachRow((row) => {
    if (found) return
    if (id !== null ? row.getCell(1).value === id : row.getCell(3).value === question) found = row
  })
  if (!found) throw new Error(`no row ${id ?? question} in ${sheet.name}`)
  return found
}

/** Every text cell of a workbook (what a person reads). */
const textsOf = (workbook: ExcelJS.Workbook) => {
  const texts: Array<string> = []
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (typeof cell.value === "string") texts.push(cell.value)
      }),
    ),
  )
  return texts
}

describe("report export routes: access", () => {
  it.each(routes)(
    "%s answers NotFound for another company's report, and refuses the anonymous",
    async (route) => {
      const foreign = await get(eve, route, reportA, companyB)
      expect(foreign).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
      expect(foreign.bytes.toString()).not.toContain("Äänekosken")
      expect((await get(eve, route, reportA, companyA)).error?._tag).toBe("Forbidden")
      expect((await get(null, route, reportA, companyA)).error?._tag).toBe("Unauthorized")
    },
  )

  it.each(routes)("%s refuses a trial account with SubscriptionRequired (spec §4, §6)", async (route) => {
    const answer = await get(trudy, route, trialReport, trialCompany)
    expect(answer.status).toBe(403)
    expect(answer.error?._tag).toBe("SubscriptionRequired")
    expect(answer.error?.feature).toBe(route.includes("badge") ? "badgeDownload" : "spreadsheetExport")
  })

  it("refuses malformed input with 400 and the path of each problem", async () => {
    const bad = await get(alice, exportRoutes.reportXlsx, reportA, companyA, {
      lang: "de",
      comments: "note,gossip",
    })
    expect(bad.status).toBe(400)
    expect((bad.error!.issues as Array<{ path: unknown[] }>).map((i) => i.path).sort()).toEqual([
      ["comments"],
      ["lang"],
    ])
    const id = await get(alice, exportRoutes.reportJson, "not-a-uuid", companyA)
    expect(id.error).toMatchObject({ _tag: "InvalidInput", issues: [{ path: ["reportId"] }] })
    const extra = await get(alice, exportRoutes.badgeSvg, reportA, companyA, { colour: "red" })
    expect(extra.status).toBe(400)
    const year = await get(alice, exportRoutes.badgePng, reportA, companyA, { year: "2024" })
    expect(year.error).toMatchObject({ issues: [{ path: ["year"], message: "validation.invalidYear" }] })
  })
})

describe("GET export.xlsx", () => {
  it("streams a workbook with a cover and a sheet per section, labelled in the chosen language", async () => {
    const answer = await get(alice, exportRoutes.reportXlsx, reportA, companyA, {
      lang: "fi",
      comments: "audit,public",
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toContain("spreadsheetml")
    expect(answer.headers.get("content-length")).toBeNull()
    expect(answer.headers.get("content-disposition")).toContain(".xlsx")
    // The report's title names its year already: the file name names it once.
    const name = dispositionFileName(answer.headers.get("content-disposition"))!
    expect(name).toBe(`Äänekosken Lukko & Sarana Oy ${sampleReport().title} fi.xlsx`)
    expect(name.match(/2025/g)).toHaveLength(1)
    const workbook = await workbookOf(answer.bytes)
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Kansilehti",
      "Yleiset tiedot",
      "Ympäristö",
      "Sosiaaliset asiat",
      "Hallinto",
    ])
    const cover = workbook.getWorksheet("Kansilehti")!
    const coverValue = (label: string) => {
      let value: ExcelJS.CellValue = null
      cover.eachRow((row) => {
        if (row.getCell(1).value === label) value = row.getCell(2).value
      })
      return value
    }
    expect(coverValue("Yritys")).toBe("Äänekosken Lukko & Sarana Oy")
    expect(coverValue("Kauden alku")).toEqual(new Date("2025-01-01T00:00:00Z"))
    expect(coverValue("Kauden loppu")).toEqual(new Date("2025-12-31T00:00:00Z"))
    expect(coverValue("Moduuli")).toBe("Perusmoduuli ja laajennettu moduuli")
    expect(String(coverValue("Valmius"))).toMatch(/valmis, .* ohitettu/)
    expect(coverValue("Luotu (UTC)")).toBeInstanceOf(Date)
  })

  it("writes typed cells: numbers, money, quantities with units, booleans, member labels, derived values", async () => {
    const answer = await get(alice, exportRoutes.reportXlsx, reportA, companyA, { lang: "en" })
    const workbook = await workbookOf(answer.bytes)
    const general = workbook.getWorksheet("General")!
    expect(general.views[0]).toMatchObject({ state: "frozen", ySplit: 1 })
    expect(general.getRow(1).values).toEqual([
      undefined,
      "Datapoint ID",
      "Disclosure",
      "Question",
      "Answer",
      "Unit",
      "Derived value",
      "State",
    ])
    const employees = rowOf(general, "NumberOfEmployees")
    expect(employees.getCell(4).value).toBe(58)
    expect(employees.getCell(4).type).toBe(ExcelJS.ValueType.Number)
    expect(employees.getCell(5).value).toBe("persons")
    expect(employees.getCell(7).value).toBe("Complete")
    const turnover = rowOf(general, "Turnover")
    expect(turnover.getCell(4).value).toBe(9_400_000)
    expect(turnover.getCell(4).numFmt).toBe("#,##0.00")
    expect(turnover.getCell(5).value).toBe("EUR")
    expect(rowOf(general, "BasisForReporting").getCell(4).value).toBe("Consolidated (with subsidiaries)")
    // A gate is the form's own question: its label and answer, never its internal id.
    const gate = rowOf(general, null, "Does the company hold sustainability certificates or labels?")
    expect(gate.getCell(4).value).toBe(true)
    expect(gate.getCell(1).value).toBeNull()
    expect(rowOf(general, "NaceSectorClassificationCodes").getCell(4).value).toMatch(/^25\.62 /)

    const environment = workbook.getWorksheet("Environment")!
    const scope1 = rowOf(environment, "GrossScope1GreenhouseGasEmissions")
    expect([scope1.getCell(4).value, scope1.getCell(5).value]).toEqual([116.3, "tCO2e"])
    const total = rowOf(environment, "TotalGrossLocationBasedScope1AndScope2GHGEmissions")
    expect(total.getCell(4).value).toBeNull()
    expect(total.getCell(6).value).toBeCloseTo(116.3 + 133.2, 9)
    expect(total.getCell(5).value).toBe("tCO2e")
    expect(rowOf(environment, "TotalNatureOrientedAreaOnSite").getCell(7).value).toBe(
      "Skipped (not available)",
    )

    const social = workbook.getWorksheet("Social")!
    const turnoverRate = rowOf(social, "EmployeeTurnoverRate")
    // 7 leavers ÷ ((56 + 58) ÷ 2) = 12.28 %, stored as a fraction and shown as a percentage.
    expect(turnoverRate.getCell(6).value).toBeCloseTo(7 / 57, 9)
    expect(turnoverRate.getCell(6).numFmt).toContain("%")
    const leavers = rowOf(social, null, "› Employees who left")
    expect(leavers.getCell(4).value).toBe(7)
    expect(leavers.getCell(1).value).toBeNull()
  })

  it("marks a derived value given as a figure (an import without its inputs) as given, not calculated", async () => {
    const reportId = await insertSampleReport(db(), companyA, alice.id)
    const saved = await server.call(
      alice,
      reportSaveAnswer,
      {
        reportId,
        questionId: "PercentageGapInPayBetweenFemaleAndMaleEmployees",
        basedOnVersion: 1,
        answer: { status: "answered", value: { given: 12.5 } },
      },
      companyA,
    )
    expect(saved.status).toBe(200)
    const answer = await get(alice, exportRoutes.reportXlsx, reportId, companyA, { lang: "en" })
    const social = (await workbookOf(answer.bytes)).getWorksheet("Social")!
    const gap = rowOf(social, "PercentageGapInPayBetweenFemaleAndMaleEmployees")
    expect(gap.getCell(6).value).toBeCloseTo(0.125, 9)
    expect(social.getRow(gap.number + 1).getCell(3).value).toBe("› Given, not calculated")
  })

  it("shows no internal ids in any cell, in any language", async () => {
    for (const lang of ["fi", "sv", "en"]) {
      const answer = await get(alice, exportRoutes.reportXlsx, reportA, companyA, { lang })
      const leaks = textsOf(await workbookOf(answer.bytes)).filter((text) =>
        /\bgate\.|^[A-Za-z]+\.[a-z][A-Za-z]+$/.test(text),
      )
      expect(leaks, lang).toEqual([])
    }
  })

  it("lays table answers out as tables with their units and computed columns", async () => {
    const workbook = await workbookOf((await get(alice, exportRoutes.reportXlsx, reportA, companyA)).bytes)
    const environment = workbook.getWorksheet("Environment")!
    const sample = sampleReport().answers.WasteGeneratedTable as {
      value: { rows: Array<{ key: string; values: Record<string, number | null> }> }
    }
    const title = rowOf(environment, "WasteGeneratedTable")
    expect(title.getCell(4).value).toBe(`${sample.value.rows.length} rows`)
    const header = environment.getRow(title.number + 1)
    expect(header.getCell(4).value).toBe("To recycling (mass) (t)")
    const first = environment.getRow(title.number + 2)
    expect(first.getCell(1).value).toBe("WasteGeneratedTable")
    const recycled = sample.value.rows[0]!.values.WasteDivertedToRecycleOrReuseMass ?? 0
    const disposed = sample.value.rows[0]!.values.WasteDirectedToDisposalMass ?? 0
    expect(first.getCell(4).value).toBe(
      sample.value.rows[0]!.values.WasteDivertedToRecycleOrReuseMass ?? null,
    )
    expect(first.getCell(6).value).toBeCloseTo(recycled + disposed, 9)
  })

  it("puts each chosen comment type in its own column, and no others", async () => {
    const comments = sampleReport().comments
    const audit = comments.find((c) => c.type === "audit" && c.questionId === "NumberOfEmployees")!
    const workbook = await workbookOf(
      (await get(alice, exportRoutes.reportXlsx, reportA, companyA, { comments: "note,audit" })).bytes,
    )
    const general = workbook.getWorksheet("General")!
    expect(general.getRow(1).getCell(8).value).toBe("Internal note")
    expect(general.getRow(1).getCell(9).value).toBe("Audit trail")
    expect(general.getRow(1).getCell(10).value).toBeNull()
    const cell = rowOf(general, "NumberOfEmployees").getCell(9)
    expect(String(cell.value)).toContain(audit.text)
    expect(String(cell.value)).toContain("Alice Auditor")
    const withoutComments = await workbookOf(
      (await get(alice, exportRoutes.reportXlsx, reportA, companyA)).bytes,
    )
    expect(withoutComments.getWorksheet("General")!.getRow(1).cellCount).toBe(7)
  })

  it("keeps texts that look like formulas as text, so no formula runs; numbers stay numbers", async () => {
    const reportId = await insertSampleReport(db(), companyA, alice.id, {
      title: '=HYPERLINK("http://evil")',
    })
    await db()("report_answers")
      .where({ report_id: reportId, question_id: "DescriptionOfSignificantMarketsTheUndertakingOperatesIn" })
      .update({ value: JSON.stringify("@SUM(1+1)*cmd|' /C calc'!A0") })
    await db()("report_comments").insert({
      report_id: reportId,
      question_id: "NumberOfEmployees",
      type: "note",
      text: "+1 employee in January",
      author_id: alice.id,
    })
    const workbook = await workbookOf(
      (await get(alice, exportRoutes.reportXlsx, reportId, companyA, { comments: "note" })).bytes,
    )
    const general = workbook.getWorksheet("General")!
    const markets = rowOf(general, "DescriptionOfSignificantMarketsTheUndertakingOperatesIn").getCell(4)
    expect(markets.type).toBe(ExcelJS.ValueType.String)
    expect(markets.value).toBe("'@SUM(1+1)*cmd|' /C calc'!A0")
    expect(markets.formula).toBeUndefined()
    expect(rowOf(general, "NumberOfEmployees").getCell(8).value).toMatch(/^'\+1 employee/)
    let title: ExcelJS.Cell | undefined
    workbook.getWorksheet("Cover")!.eachRow((row) => {
      if (row.getCell(1).value === "Report") title = row.getCell(2)
    })
    expect(title!.value).toBe('\'=HYPERLINK("http://evil")')
    expect(title!.type).toBe(ExcelJS.ValueType.String)
    expect(rowOf(general, "NumberOfEmployees").getCell(4).type).toBe(ExcelJS.ValueType.Number)
  })
})

describe("GET export.json", () => {
  it("is the report as report.get answers it, the chosen comments and the catalogue, decodable with its Schema", async () => {
    const answer = await get(alice, exportRoutes.reportJson, reportA, companyA, {
      lang: "sv",
      comments: "public",
    })
    expect(answer.status).toBe(200)
    const json = Schema.decodeUnknownSync(ReportExportJson)(JSON.parse(answer.bytes.toString("utf8")))
    const detail = await server.call(alice, reportGet, { reportId: reportA }, companyA)
    expect(Schema.encodeSync(ReportExportJson)(json).report).toEqual(detail.result)
    expect(json).toMatchObject({ format: "vsme-report", formatVersion: 1, language: "sv" })
    expect(json.company.name).toBe("Äänekosken Lukko & Sarana Oy")
    expect(json.comments.length).toBeGreaterThan(0)
    expect(json.comments.every((c) => c.type === "public")).toBe(true)
    const ids = new Set(json.catalogue.map((q) => q.id))
    for (const id of Object.keys(json.report.answers)) expect(ids.has(id), id).toBe(true)
    expect(json.catalogue.find((q) => q.id === "NumberOfEmployees")).toMatchObject({
      kind: "scalar",
      disclosure: "B1",
      label: expect.any(String),
      answerType: { kind: "number" },
    })
  })
})

describe("GET badge.svg and badge.png", () => {
  it.each([exportRoutes.badgeSvg, exportRoutes.badgePng])(
    "%s refuses a report not marked ready with a translated 409, and serves it once it is",
    async (route) => {
      const draft = await insertSampleReport(db(), companyA, alice.id)
      const refused = await get(alice, route, draft, companyA, { lang: "fi" })
      expect(refused.status).toBe(409)
      expect(refused.error?._tag).toBe("BadgeNeedsReadyReport")
      expect(refused.bytes.toString()).not.toContain("<svg")
      await db()("reports").where({ id: draft }).update({ state: "locked" })
      expect((await get(alice, route, draft, companyA)).status).toBe(200)
    },
  )

  it("draws the company name, the year and the type's wording in the chosen language", async () => {
    const svg = await get(alice, exportRoutes.badgeSvg, reportA, companyA, {
      lang: "fi",
      type: "accountingFirm",
    })
    expect(svg.status).toBe(200)
    expect(svg.headers.get("content-type")).toContain("image/svg+xml")
    const text = svg.bytes.toString("utf8")
    expect(text).toContain(">Äänekosken Lukko &amp; Sarana Oy<")
    expect(text).toContain(">2025<")
    expect(text).toContain(">Vastuullinen tilitoimisto<")
    expect(text).not.toContain("Sarana Oy&")
    const company = (
      await get(alice, exportRoutes.badgeSvg, reportA, companyA, { lang: "sv" })
    ).bytes.toString()
    expect(company).toContain(">Hållbarhetsrapport<")
  })

  it("renders the PNG at twice the badge's size", async () => {
    const png = await get(alice, exportRoutes.badgePng, reportA, companyA, { lang: "en", year: "2025" })
    expect(png.status).toBe(200)
    expect(png.headers.get("content-type")).toBe("image/png")
    const image = decodePng(png.bytes)
    expect([image.width, image.height]).toEqual([960, 480])
    // Not blank: the dark background and the white text are both there.
    const pixels = new Set<string>()
    for (let i = 0; i < image.data.length; i += 4 * 97) pixels.add(`${image.data[i]},${image.data[i + 1]}`)
    expect(pixels.size).toBeGreaterThan(10)
  })
})
