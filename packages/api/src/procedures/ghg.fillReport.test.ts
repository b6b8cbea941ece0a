import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  ghgAddRow,
  ghgCreate,
  ghgFillReport,
  ghgReportLink,
  ghgSetStatus,
  ghgUpdate,
  reportCreate,
  reportGet,
  reportSaveAnswer,
  type CalculationDetail,
  type GhgReportLink,
  type ReportDetail,
  type ReportSummary,
} from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { ok, useTestServer, twoCompanies, type Call } from "../testing/apiKit.js"

const server = useTestServer()
const db = () => server.database.db

/** The kit's two companies (A: owner alice; B: owner eve), fresh for every test. */
let alice: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
beforeEach(async () => {
  ;({ alice, eve, companyA, companyB } = await twoCompanies(db()))
})

const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, companyA)
const asEve: Call = (procedure, input) => server.call(eve, procedure, input, companyB)

const year2024 = { start: "2024-01-01", end: "2024-12-31" }
const library = (id: string) => ({ kind: "library", id })

/**
 * A ready calculation of all three scopes. By hand, from the published factors:
 *   electricity 10 MWh = 10 000 kWh; location-based × EEA 2024 Finland 27 gCO2e/kWh = 270 kg,
 *     market-based × the supplier's 352.45 gCO2e/kWh (a custom factor) = 3 524.5 kg;
 *   diesel 1000 l × DESNZ 2024 2.51279 kgCO2e/l = 2 512.79 kg;
 *   R-410A leak 2.5 kg × GWP 1924 = 4 810 kg;
 *   rail 2000 pkm × 0.03546 kgCO2e/pkm = 70.92 kg (category 6).
 * Scope 1 = 7 322.79 kg = 7.32279 t; scope 2 = 0.27 t location, 3.5245 t market; scope 3 = 0.07092 t.
 */
const readyCalculation = async (as = asAlice, options: { scope3?: boolean } = {}) => {
  const calc = ok<CalculationDetail>(await as(ghgCreate, { title: "Emissions 2024", period: year2024 }))
  const rows = [
    {
      type: "electricity",
      title: "Office electricity",
      amount: 10,
      unit: "MWh",
      factor: library("eea-2024-electricity-fi-location"),
      marketBasedFactor: {
        kind: "custom",
        value: 352.45,
        massUnit: "gCO2e",
        denominatorUnit: "kWh",
        sourceNote: "Supplier's 2024 disclosure",
      },
    },
    {
      type: "fuel",
      title: "Van diesel",
      amount: 1000,
      unit: "liters",
      factor: library("desnz-2024-diesel-avg-biofuel-liters"),
    },
    {
      type: "refrigerant",
      title: "Heat pump leak",
      amount: 2.5,
      unit: "kg",
      factor: library("desnz-2024-gwp-r410a"),
    },
    ...(options.scope3 === false
      ? []
      : [
          {
            type: "other",
            title: "Train travel",
            amount: 2000,
            unit: "passenger-km",
            factor: library("desnz-2024-rail-national-uk"),
          },
        ]),
  ]
  for (const row of rows) ok(await as(ghgAddRow, { calculationId: calc.id, ...row }))
  return ok<CalculationDetail>(await as(ghgSetStatus, { calculationId: calc.id, status: "ready" }))
}

const newReport = async (as = asAlice) =>
  ok<ReportSummary>(
    await as(reportCreate, {
      title: "Sustainability report 2024",
      startDate: "2024-01-01",
      endDate: "2024-12-31",
      comprehensive: false,
    }),
  )

const answerOf = (report: ReportDetail, questionId: string) => report.answers[questionId]

describe("tenant isolation", () => {
  it("answers NotFound for another company's calculation or report, and writes nothing", async () => {
    const calcA = await readyCalculation()
    const reportA = await newReport()
    const calcB = await readyCalculation(asEve)
    const reportB = await newReport(asEve)
    for (const input of [
      { calculationId: calcA.id, reportId: reportB.id },
      { calculationId: calcB.id, reportId: reportA.id },
      { calculationId: calcA.id, reportId: reportA.id },
    ]) {
      const res = await asEve(ghgFillReport, input)
      expect(res.error?._tag, JSON.stringify(input)).toBe("NotFound")
    }
    expect((await asEve(ghgReportLink, { reportId: reportA.id })).error?._tag).toBe("NotFound")
    const untouched = ok<ReportDetail>(await asAlice(reportGet, { reportId: reportA.id }))
    expect(untouched.answers).toEqual({})
    expect(ok(await asAlice(ghgReportLink, { reportId: reportA.id }))).toBeNull()
    const links = await db()("ghg_report_links").whereIn("report_id", [reportA.id, reportB.id])
    expect(links).toEqual([])
  })
})

describe("ghg.fillReport", () => {
  it("writes scope 1, both scope 2 figures and scope 3 as answers and keeps the link", async () => {
    const calc = await readyCalculation()
    const report = await newReport()
    ok(
      await asAlice(reportSaveAnswer, {
        reportId: report.id,
        questionId: "Turnover",
        basedOnVersion: 0,
        answer: { status: "answered", value: 2_000_000 },
      }),
    )
    const link = ok<GhgReportLink>(
      await asAlice(ghgFillReport, { calculationId: calc.id, reportId: report.id }),
    )
    expect(link).toMatchObject({
      reportId: report.id,
      calculationId: calc.id,
      calculationTitle: "Emissions 2024",
      filledBy: { userId: alice.id, displayName: "Alice" },
      questionIds: [
        "GrossLocationBasedScope2GreenhouseGasEmissions",
        "GrossMarketBasedScope2GreenhouseGasEmissions",
        "GrossScope1GreenhouseGasEmissions",
        "GrossScope3GreenhouseGasEmissions",
      ],
      changedSince: false,
    })
    const detail = ok<ReportDetail>(await asAlice(reportGet, { reportId: report.id }))
    const value = (id: string) => (answerOf(detail, id)?.answer as { value: unknown }).value
    expect(value("GrossScope1GreenhouseGasEmissions")).toEqual({ amount: 7.32279, unit: "tCO2e" })
    expect(value("GrossLocationBasedScope2GreenhouseGasEmissions")).toEqual({ amount: 0.27, unit: "tCO2e" })
    expect(value("GrossMarketBasedScope2GreenhouseGasEmissions")).toEqual({ amount: 3.5245, unit: "tCO2e" })
    expect(value("GrossScope3GreenhouseGasEmissions")).toEqual({ amount: 0.07092, unit: "tCO2e" })
    expect(answerOf(detail, "GrossScope1GreenhouseGasEmissions")).toMatchObject({
      version: 1,
      updatedBy: alice.id,
    })
    // Core derives the totals and the intensity from these and the turnover:
    // (7.32279 + 0.27) t ÷ 2 000 000 EUR = 0.000003796395 tCO2e per euro.
    expect(detail.questionStates.TotalGrossLocationBasedScope1AndScope2GHGEmissions).toMatchObject({
      derivedValue: 7.59279,
    })
    expect(
      detail.questionStates.Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased,
    ).toMatchObject({ derivedValue: 0.000003796395 })
    expect(ok(await asAlice(ghgReportLink, { reportId: report.id }))).toEqual(link)
  })

  it("fills in the account's carbon unit and leaves scope 3 alone when the calculation has none", async () => {
    await db()("accounts").where({ id: companyA }).update({ carbon_unit: "kgCO2e" })
    const calc = await readyCalculation(asAlice, { scope3: false })
    const report = await newReport()
    const link = ok<GhgReportLink>(
      await asAlice(ghgFillReport, { calculationId: calc.id, reportId: report.id }),
    )
    expect(link.questionIds).not.toContain("GrossScope3GreenhouseGasEmissions")
    const detail = ok<ReportDetail>(await asAlice(reportGet, { reportId: report.id }))
    expect(answerOf(detail, "GrossScope1GreenhouseGasEmissions")?.answer).toEqual({
      status: "answered",
      value: { amount: 7322.79, unit: "kgCO2e" },
    })
    expect(answerOf(detail, "GrossScope3GreenhouseGasEmissions")).toBeUndefined()
  })

  it("respects answer versions: a stale one refuses the whole fill, the seen ones overwrite", async () => {
    const calc = await readyCalculation()
    const report = await newReport()
    const typed = { status: "answered", value: { amount: 1, unit: "tCO2e" } }
    for (const questionId of ["GrossScope1GreenhouseGasEmissions", "GrossScope3GreenhouseGasEmissions"])
      ok(
        await asAlice(reportSaveAnswer, {
          reportId: report.id,
          questionId,
          basedOnVersion: 0,
          answer: typed,
        }),
      )

    // Seen as never answered: scope 1 is refused; the answers of the same fill written before the
    // refusal are rolled back with it.
    const stale = await asAlice(ghgFillReport, { calculationId: calc.id, reportId: report.id })
    expect(stale.status).toBe(409)
    expect(stale.error).toMatchObject({
      _tag: "AnswerVersionConflict",
      questionId: "GrossScope1GreenhouseGasEmissions",
      currentVersion: 1,
      current: typed,
    })
    const partly = await asAlice(ghgFillReport, {
      calculationId: calc.id,
      reportId: report.id,
      basedOnVersions: { GrossScope1GreenhouseGasEmissions: 1 },
    })
    expect(partly.error).toMatchObject({
      _tag: "AnswerVersionConflict",
      questionId: "GrossScope3GreenhouseGasEmissions",
    })
    const before = ok<ReportDetail>(await asAlice(reportGet, { reportId: report.id }))
    expect(Object.keys(before.answers).sort()).toEqual([
      "GrossScope1GreenhouseGasEmissions",
      "GrossScope3GreenhouseGasEmissions",
    ])
    expect(answerOf(before, "GrossScope1GreenhouseGasEmissions")).toMatchObject({ answer: typed, version: 1 })
    expect(ok(await asAlice(ghgReportLink, { reportId: report.id }))).toBeNull()

    const filled = ok<GhgReportLink>(
      await asAlice(ghgFillReport, {
        calculationId: calc.id,
        reportId: report.id,
        basedOnVersions: { GrossScope1GreenhouseGasEmissions: 1, GrossScope3GreenhouseGasEmissions: 1 },
      }),
    )
    expect(filled.changedSince).toBe(false)
    const after = ok<ReportDetail>(await asAlice(reportGet, { reportId: report.id }))
    expect(answerOf(after, "GrossScope1GreenhouseGasEmissions")).toMatchObject({
      answer: { value: { amount: 7.32279 } },
      version: 2,
    })
    expect(answerOf(after, "GrossLocationBasedScope2GreenhouseGasEmissions")?.version).toBe(1)

    // Saving one of the filled answers afterwards shows on the link.
    ok(
      await asAlice(reportSaveAnswer, {
        reportId: report.id,
        questionId: "GrossScope1GreenhouseGasEmissions",
        basedOnVersion: 2,
        answer: { status: "answered", value: { amount: 8, unit: "tCO2e" } },
      }),
    )
    expect(ok<GhgReportLink>(await asAlice(ghgReportLink, { reportId: report.id })).changedSince).toBe(true)
  })

  it("refuses a draft calculation, a locked report and a calculation with every scope excluded", async () => {
    const draft = ok<CalculationDetail>(await asAlice(ghgCreate, { title: "Draft", period: year2024 }))
    const report = await newReport()
    const notReady = await asAlice(ghgFillReport, { calculationId: draft.id, reportId: report.id })
    expect(notReady.status).toBe(409)
    expect(notReady.error).toEqual({ _tag: "CalculationNotReady", calculationId: draft.id })

    const calc = await readyCalculation()
    await db()("reports").where({ id: report.id }).update({ state: "locked" })
    const locked = await asAlice(ghgFillReport, { calculationId: calc.id, reportId: report.id })
    expect(locked.error).toEqual({ _tag: "ReportLocked", reportId: report.id })

    const other = await newReport()
    const excluded = await readyCalculation()
    ok(await asAlice(ghgSetStatus, { calculationId: excluded.id, status: "draft" }))
    ok(
      await asAlice(ghgUpdate, {
        calculationId: excluded.id,
        version: excluded.version,
        title: excluded.title,
        period: year2024,
        excludedScopes: [1, 2, 3],
      }),
    )
    ok(await asAlice(ghgSetStatus, { calculationId: excluded.id, status: "ready" }))
    const nothing = await asAlice(ghgFillReport, { calculationId: excluded.id, reportId: other.id })
    expect(nothing.error).toMatchObject({
      _tag: "InvalidInput",
      issues: [{ path: ["calculationId"], message: "validation.nothingToFill" }],
    })
    const untouched = ok<ReportDetail>(await asAlice(reportGet, { reportId: other.id }))
    expect(untouched.answers).toEqual({})
  })

  it("keeps the link, with the title, when the calculation is deleted", async () => {
    const calc = await readyCalculation()
    const report = await newReport()
    ok(await asAlice(ghgFillReport, { calculationId: calc.id, reportId: report.id }))
    ok(await asAlice(ghgSetStatus, { calculationId: calc.id, status: "draft" }))
    await db()("ghg_calculations").where({ id: calc.id }).delete()
    expect(ok<GhgReportLink>(await asAlice(ghgReportLink, { reportId: report.id }))).toMatchObject({
      calculationId: null,
      calculationTitle: "Emissions 2024",
    })
  })
})
