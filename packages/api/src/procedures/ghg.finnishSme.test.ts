import { readFileSync } from "node:fs"
import path from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { latestAvailableYear, parseCsv, type AccountId, type EmissionFactor } from "@vsme/core"
import {
  factorList,
  ghgAddRow,
  ghgCreate,
  ghgFillReport,
  ghgGet,
  ghgSetStatus,
  ghgUpdateRow,
  reportCreate,
  reportGet,
  type CalculationDetail,
  type ReportDetail,
  type ReportSummary,
} from "@vsme/sdk"
import { workspaceRoot } from "../config.js"
import { importFactorCsv } from "../ghg/factorImport.js"
import type { TestUser } from "../testing/index.js"
import { ok, useTestServer, companyWithOwner, superadmin, type Call } from "../testing/apiKit.js"

/**
 * The "Finnish SME 2025" journey (decision 026): a small Finnish company's 2025 calculation made as
 * the web makes it (factors picked from factor.list for the year, the company's country and the
 * Finnish UI), twice: without and with guarantees of origin and a district-heat supplier's factor.
 * The totals are recomputed by hand from the shipped factor rows, and the B3 answers a fill writes
 * match them.
 */
const server = useTestServer()
let owner: TestUser
let admin: TestUser
let company: AccountId
beforeAll(async () => {
  ;({ owner, company } = await companyWithOwner(server.database.db, {
    name: "Pientuote Oy",
    ownerName: "Aino",
  }))
  admin = await superadmin(server.database.db)
})

const call: Call = (procedure, input) => server.call(owner, procedure, input, company)
/** The shipped factor rows by id (both files), as text: the hand computation starts from these. */
const shipped = new Map(
  ["emission-factors.csv", "fi-emission-factors.csv"].flatMap((file) =>
    parseCsv(readFileSync(path.join(workspaceRoot, "fixtures", "ghg", file), "utf8")).records.map(
      (r) => [r.values.id!, r.values] as const,
    ),
  ),
)
const shippedValue = (id: string) => shipped.get(id)?.value

/** A factor the wizard offers for 2025 (step 2 as the web asks for it), with its Finnish name. */
const offered = async (query: Record<string, unknown>, id: string): Promise<EmissionFactor> => {
  const list = ok<{ items: Array<{ factor: EmissionFactor }> }>(
    await call(factorList, { year: 2025, country: "FI", language: "fi", limit: 200, ...query }),
  )
  const factor = list.items.find((i) => i.factor.id === id)?.factor
  expect(factor, `${id} offered for ${JSON.stringify(query)}`).toBeDefined()
  expect(factor!.names?.fi).toBeTruthy()
  expect(factor!.sourceUrl).toMatch(/^https?:\/\//)
  return factor!
}
const library = (id: string) => ({ kind: "library", id })

const year2025 = { start: "2025-01-01", end: "2025-12-31" }

/** The rows both calculations share: heating oil, vans, flights and purchases. */
const commonRows = async () => {
  const lfo = await offered({ rowType: "fuel", search: "polttoöljy" }, "fi-statfi-2015-light-fuel-oil-liters")
  const van = await offered(
    { rowType: "fuel", search: "pakettiauto" },
    "fi-liikennefakta-lipasto-2012-2016-van-vkm",
  )
  const shortHaul = await offered({ scope: 3, scope3Category: 6 }, "fi-syke-hel-dus-flight-trip")
  const longHaul = await offered({ scope: 3, scope3Category: 6 }, "fi-syke-hel-bkk-flight-trip")
  const electronics = await offered({ scope: 3, scope3Category: 1 }, "fi-syke-envimat-2013-electronics-eur")
  const otherSpend = await offered(
    { scope: 3, scope3Category: 1 },
    "fi-syke-envimat-2013-other-consumption-eur",
  )
  expect(lfo.names?.fi).toBe("Kevyt polttoöljy (lämmitysöljy), litra")
  return [
    { type: "fuel", title: "Lämmitysöljy", amount: 5000, unit: "liters", factor: library(lfo.id) },
    { type: "fuel", title: "Pakettiautot", amount: 40000, unit: "km", factor: library(van.id) },
    { type: "other", title: "Lennot Düsseldorfiin", amount: 4, unit: "piece", factor: library(shortHaul.id) },
    { type: "other", title: "Lennot Bangkokiin", amount: 2, unit: "piece", factor: library(longHaul.id) },
    { type: "other", title: "Tietokoneet", amount: 20000, unit: "EUR", factor: library(electronics.id) },
    { type: "other", title: "Muut hankinnat", amount: 5, unit: "k€", factor: library(otherSpend.id) },
  ]
}

const addRows = async (calculationId: string, rows: ReadonlyArray<object>) => {
  let detail: CalculationDetail | undefined
  for (const row of rows) detail = ok<CalculationDetail>(await call(ghgAddRow, { calculationId, ...row }))
  return detail!
}

describe("Finnish SME 2025", () => {
  it("computes both scope 2 methods, with and without guarantees of origin and a supplier factor", async () => {
    // The shipped values the hand computation uses.
    expect(
      Object.fromEntries(
        [
          "fi-statfi-2015-light-fuel-oil-liters",
          "fi-liikennefakta-lipasto-2012-2016-van-vkm",
          "eea-2024-electricity-fi-location",
          "aib-2025-residual-mix-fi",
          "motiva-2014-district-heat-fi-chp",
          "fi-syke-hel-dus-flight-trip",
          "fi-syke-hel-bkk-flight-trip",
          "fi-syke-envimat-2013-electronics-eur",
          "fi-syke-envimat-2013-other-consumption-eur",
        ].map((id) => [id, shippedValue(id)]),
      ),
    ).toEqual({
      "fi-statfi-2015-light-fuel-oil-liters": "2.6706225", // kgCO2e per liter
      "fi-liikennefakta-lipasto-2012-2016-van-vkm": "0.188", // kgCO2e per km
      "eea-2024-electricity-fi-location": "27", // gCO2e per kWh
      "aib-2025-residual-mix-fi": "352.45", // gCO2 per kWh
      "motiva-2014-district-heat-fi-chp": "183", // kgCO2 per MWh
      "fi-syke-hel-dus-flight-trip": "289", // kgCO2e per one-way trip
      "fi-syke-hel-bkk-flight-trip": "1147",
      "fi-syke-envimat-2013-electronics-eur": "0.89", // kgCO2e per EUR
      "fi-syke-envimat-2013-other-consumption-eur": "0.24",
    })

    const grid = await offered(
      { rowType: "electricity", scope2Basis: "location" },
      "eea-2024-electricity-fi-location",
    )
    const districtHeat = await offered(
      { rowType: "electricity", scope2Basis: "location", search: "kaukolämpö" },
      "motiva-2014-district-heat-fi-chp",
    )
    const residual = await offered(
      { rowType: "electricity", scope2Basis: "market", search: "jäännösjakauma" },
      "aib-2025-residual-mix-fi",
    )
    // No 2025 location-based figure is published: the rows say "latest available".
    expect(latestAvailableYear(grid.validFor, 2025)).toBe(2024)
    expect(latestAvailableYear(districtHeat.validFor, 2025)).toBe(2014)
    expect(latestAvailableYear(residual.validFor, 2025)).toBeNull()

    // Without guarantees of origin or a supplier factor: residual mix and the national average.
    const without = ok<CalculationDetail>(await call(ghgCreate, { title: "Päästöt 2025", period: year2025 }))
    const withoutDetail = await addRows(without.id, [
      ...(await commonRows()),
      {
        type: "electricity",
        title: "Sähkö",
        amount: 120,
        unit: "MWh",
        factor: library(grid.id),
        marketBasedFactor: library(residual.id),
      },
      {
        type: "electricity",
        title: "Kaukolämpö",
        amount: 300,
        unit: "MWh",
        factor: library(districtHeat.id),
      },
    ])
    // By hand, in kg: scope 1 = 5 000 × 2.6706225 + 40 000 × 0.188 = 13 353.1125 + 7 520 = 20 873.1125;
    // scope 2 location = 120 000 kWh × 27 g + 300 MWh × 183 kg = 3 240 + 54 900 = 58 140;
    // scope 2 market = 120 000 kWh × 352.45 g + 54 900 (no supplier factor: the average) = 97 194;
    // scope 3 = 4 × 289 + 2 × 1 147 + 20 000 × 0.89 + 5 000 × 0.24 = 1 156 + 2 294 + 17 800 + 1 200 = 22 450.
    expect(withoutDetail.totals).toEqual({
      unit: "tCO2e",
      scope1: 20.873113,
      scope2LocationBased: 58.14,
      scope2MarketBased: 97.194,
      scope3: 22.45,
      scope3ByCategory: { "1": 19, "6": 3.45 },
      total: 101.463113,
      totalMarketBased: 140.517113,
    })
    expect(withoutDetail.biogenicCO2).toBe(0)
    // Companies do not see the administrators' notes.
    expect(
      withoutDetail.rows.every((r) => r.factor.kind !== "library" || r.factor.factor.sourceNotes === ""),
    ).toBe(true)

    // With guarantees of origin for all electricity, and Helen's published district-heat factor.
    const withGo = ok<CalculationDetail>(
      await call(ghgCreate, { title: "Päästöt 2025 (alkuperätakuut)", period: year2025 }),
    )
    const withDetail = await addRows(withGo.id, [
      ...(await commonRows()),
      {
        type: "electricity",
        title: "Sähkö, alkuperätakuut",
        amount: 120,
        unit: "MWh",
        factor: library(grid.id),
        marketBasedFactor: {
          kind: "custom",
          value: 0,
          massUnit: "gCO2e",
          denominatorUnit: "kWh",
          sourceNote: "Alkuperätakuut (tuulivoima) 120 MWh, todistus GO-2025-0042",
        },
      },
      {
        type: "electricity",
        title: "Kaukolämpö, Helen",
        amount: 300,
        unit: "MWh",
        factor: library(districtHeat.id),
        marketBasedFactor: {
          kind: "custom",
          value: 162,
          massUnit: "gCO2e",
          denominatorUnit: "kWh",
          sourceNote: "Helen Oy, kaukolämmön ominaispäästö 2023, helen.fi",
        },
      },
    ])
    // Market-based scope 2 = 0 + 300 000 kWh × 162 g = 48 600 kg.
    expect(withDetail.totals).toMatchObject({
      scope1: 20.873113,
      scope2LocationBased: 58.14,
      scope2MarketBased: 48.6,
      scope3: 22.45,
      total: 101.463113,
      totalMarketBased: 91.923113,
    })

    // The B3 answers a fill writes are these totals.
    ok(await call(ghgSetStatus, { calculationId: without.id, status: "ready" }))
    const report = ok<ReportSummary>(
      await call(reportCreate, {
        title: "Vastuullisuusraportti 2025",
        startDate: "2025-01-01",
        endDate: "2025-12-31",
        comprehensive: false,
      }),
    )
    ok(await call(ghgFillReport, { calculationId: without.id, reportId: report.id }))
    const filled = ok<ReportDetail>(await call(reportGet, { reportId: report.id }))
    const value = (id: string) => (filled.answers[id]?.answer as { value: unknown }).value
    expect(value("GrossScope1GreenhouseGasEmissions")).toEqual({ amount: 20.873113, unit: "tCO2e" })
    expect(value("GrossLocationBasedScope2GreenhouseGasEmissions")).toEqual({ amount: 58.14, unit: "tCO2e" })
    expect(value("GrossMarketBasedScope2GreenhouseGasEmissions")).toEqual({ amount: 97.194, unit: "tCO2e" })
    expect(value("GrossScope3GreenhouseGasEmissions")).toEqual({ amount: 22.45, unit: "tCO2e" })

    // Next year's figure is imported: the dry run shows it, the draft offers it with the change, the
    // ready calculation keeps its frozen values, and nothing changes until the row is saved with it.
    const file = [
      "id,rowType,scope,scope3Category,name,nameFi,nameSv,value,massUnit,denominatorUnit,validFor,country,publisher,method,sourceKind,gases,sourceName,sourceUrl,sourceNotes",
      'test-eea-2025-electricity-fi-location,electricity,2,,"Grid electricity, Finland, generation average","Sähkö, Suomen sähköntuotannon keskimääräinen päästöintensiteetti","El, genomsnittlig utsläppsintensitet för elproduktionen i Finland",25,gCO2e,kWh,2025,FI,European Environment Agency (EEA),Test figure,secondary,CO2e,EEA test,https://www.eea.europa.eu/,location-based. Test row.',
    ].join("\n")
    const options = { now: new Date(), actorUserId: admin.id }
    const dryRun = await importFactorCsv(server.database.db, file, { ...options, dryRun: true })
    expect(dryRun).toMatchObject({
      dryRun: true,
      created: 1,
      rows: [{ id: "test-eea-2025-electricity-fi-location" }],
    })
    expect(
      ok<CalculationDetail>(await call(ghgGet, { calculationId: withGo.id })).rows.flatMap(
        (r) => r.factorUpdates,
      ),
    ).toEqual([])
    await importFactorCsv(server.database.db, file, { ...options, dryRun: false })

    const draft = ok<CalculationDetail>(await call(ghgGet, { calculationId: withGo.id }))
    const electricity = draft.rows.find((r) => r.title === "Sähkö, alkuperätakuut")!
    // 120 000 kWh × 25 g = 3 000 kg, 240 kg less than with the 2024 figure.
    expect(electricity.factorUpdates).toEqual([
      expect.objectContaining({
        field: "factor",
        factor: expect.objectContaining({ id: "test-eea-2025-electricity-fi-location" }),
        emissions: 3,
        change: -0.24,
      }),
    ])
    expect(draft.totals.scope2LocationBased).toBe(58.14)
    const ready = ok<CalculationDetail>(await call(ghgGet, { calculationId: without.id }))
    expect(ready.rows.flatMap((r) => r.factorUpdates)).toEqual([])
    expect(ready.totals).toEqual(withoutDetail.totals)

    const {
      id: rowId,
      factorUpdates: _u,
      position: _p,
      scope: _s,
      emissions: _e,
      marketBasedEmissions: _m,
      evidence: _ev,
      ...row
    } = electricity
    const updated = ok<CalculationDetail>(
      await call(ghgUpdateRow, {
        ...row,
        rowId,
        factor: library("test-eea-2025-electricity-fi-location"),
        marketBasedFactor: row.marketBasedFactor,
      }),
    )
    expect(updated.totals.scope2LocationBased).toBe(57.9)
    expect(updated.rows.flatMap((r) => r.factorUpdates)).toEqual([])
  })
})
