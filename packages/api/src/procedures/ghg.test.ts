import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  factorList,
  ghgAddRow,
  ghgCreate,
  ghgDelete,
  ghgDeleteRow,
  ghgGet,
  ghgList,
  ghgSetStatus,
  ghgUpdate,
  ghgUpdateRow,
  type AnyProcedure,
  type CalculationDetail,
} from "@vsme/sdk"
import type { CallAnswer, TestUser } from "../testing/index.js"
import { useTestServer, twoCompanies, type Call } from "../testing/apiKit.js"

const server = useTestServer()

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

/** Company A (owner alice) and company B (owner eve), fresh for every test. */
let alice: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
beforeEach(async () => {
  ;({ alice, eve, companyA, companyB } = await twoCompanies(db()))
})

const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, companyA)
/** Eve calls from her own company B, naming company A's records by their real ids. */
const asEve: Call = (procedure, input) => server.call(eve, procedure, input, companyB)

const year2024 = { start: "2024-01-01", end: "2024-12-31" }
const library = (id: string) => ({ kind: "library", id })

const diesel = {
  type: "fuel",
  title: "Van diesel",
  amount: 1000,
  unit: "liters",
  factor: library("desnz-2024-diesel-avg-biofuel-liters"),
}
const electricity = {
  type: "electricity",
  title: "Office electricity",
  amount: 10,
  unit: "MWh",
  factor: library("desnz-2024-electricity-uk"),
}
const refrigerant = {
  type: "refrigerant",
  title: "Heat pump leak",
  amount: 2.5,
  unit: "kg",
  factor: library("desnz-2024-gwp-r410a"),
}
const rail = {
  type: "other",
  title: "Train travel",
  amount: 2000,
  unit: "passenger-km",
  factor: library("desnz-2024-rail-national-uk"),
}

const ok = (res: CallAnswer) => {
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return res.result as CalculationDetail
}

const createCalculation = async (title = "Emissions 2024") =>
  ok(await asAlice(ghgCreate, { title, period: year2024, site: "Helsinki office" }))

const addRow = async (calculationId: string, row: Record<string, unknown>) =>
  ok(await asAlice(ghgAddRow, { calculationId, ...row }))

const issuesOf = (res: CallAnswer) =>
  (res.error!.issues as Array<{ path: unknown; message: string }>).map((i) => ({
    path: i.path,
    message: i.message,
  }))

describe("tenant isolation", () => {
  it("lists only the caller's company's calculations", async () => {
    await createCalculation("A's secret calculation")
    const res = await asEve(ghgList, null)
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.result)).not.toContain("A's secret calculation")
  })

  it("answers NotFound for another company's calculation and rows, and for guessed ids", async () => {
    const calc = await createCalculation()
    const withRow = await addRow(calc.id, diesel)
    const rowId = withRow.rows[0]!.id
    const calls: Array<[AnyProcedure, unknown]> = [
      [ghgGet, { calculationId: calc.id }],
      [
        ghgUpdate,
        {
          calculationId: calc.id,
          version: calc.version,
          title: "Taken",
          period: year2024,
          excludedScopes: [],
        },
      ],
      [ghgAddRow, { calculationId: calc.id, ...diesel }],
      [ghgUpdateRow, { rowId, ...diesel, amount: 1 }],
      [ghgDeleteRow, { rowId }],
      [ghgSetStatus, { calculationId: calc.id, status: "ready" }],
      [ghgDelete, { calculationId: calc.id }],
    ]
    for (const [procedure, input] of calls) {
      const res = await asEve(procedure, input)
      expect(res.error?._tag, procedure.name).toBe("NotFound")
    }
    for (const [procedure, input] of [
      [ghgGet, { calculationId: missing }],
      [ghgUpdateRow, { rowId: missing, ...diesel }],
      [ghgDeleteRow, { rowId: missing }],
      [ghgSetStatus, { calculationId: missing, status: "draft" }],
      [ghgDelete, { calculationId: missing }],
    ] as Array<[AnyProcedure, unknown]>) {
      const res = await asAlice(procedure, input)
      expect(res.error?._tag, procedure.name).toBe("NotFound")
    }
    const after = ok(await asAlice(ghgGet, { calculationId: calc.id }))
    expect(after).toMatchObject({ title: "Emissions 2024", status: "draft", version: calc.version })
    expect(after.rows).toHaveLength(1)
    expect(after.rows[0]).toMatchObject({ amount: 1000 })
  })
})

describe("factor.list", () => {
  it("filters the seeded library by row type, country, year and text, with paging", async () => {
    const fuel2025 = await asAlice(factorList, { rowType: "fuel", year: 2025, limit: 200 })
    expect(fuel2025.status).toBe(200)
    const result = fuel2025.result as {
      items: Array<{ factor: { id: string; validFor: { from: number }; sourceNotes: string } }>
      total: number
    }
    const ids = result.items.map((i) => i.factor.id)
    // Each factor once, in its version for 2025 or its latest earlier one; all countries.
    expect(ids).toContain("desnz-2025-diesel-avg-biofuel-liters")
    expect(ids).not.toContain("desnz-2024-diesel-avg-biofuel-liters")
    expect(ids).toContain("desnz-2024-petrol-mineral-liters")
    expect(ids).toEqual(
      expect.arrayContaining(["fi-statfi-2015-light-fuel-oil-liters", "ipcc-2006-diesel-liters"]),
    )
    expect(result.items.every((i) => i.factor.validFor.from <= 2025)).toBe(true)
    // Administrators' notes stay in the admin view.
    expect(result.items.every((i) => i.factor.sourceNotes === "")).toBe(true)
    const fi = (await asAlice(factorList, { rowType: "electricity", country: "fi", search: "residual" }))
      .result as { items: Array<{ factor: { country: string } }> }
    expect(fi.items.length).toBeGreaterThan(0)
    expect(fi.items.every((i) => ["FI", "GLOBAL"].includes(i.factor.country))).toBe(true)
    const page = (await asAlice(factorList, { limit: 5, offset: 5 })).result as {
      items: unknown[]
      total: number
    }
    expect(page.items).toHaveLength(5)
    // 74 shipped, one retired for the Finnish set, 71 Finnish.
    expect(page.total).toBe(144)
  })
})

describe("bad rows", () => {
  it("refuses a row without a factor with 'Factor is required' on factor", async () => {
    const calc = await createCalculation()
    const { factor: _, ...withoutFactor } = diesel
    const res = await asAlice(ghgAddRow, { calculationId: calc.id, ...withoutFactor })
    expect(res.error?._tag).toBe("InvalidInput")
    expect(issuesOf(res)).toEqual([{ path: ["factor"], message: "validation.factorRequired" }])
  })

  it("refuses a factor whose unit does not match the row's", async () => {
    const calc = await createCalculation()
    const res = await asAlice(ghgAddRow, { calculationId: calc.id, ...diesel, unit: "kWh" })
    expect(issuesOf(res)).toEqual([{ path: ["factor"], message: "validation.factorUnitMismatch" }])
    const custom = await asAlice(ghgAddRow, {
      calculationId: calc.id,
      ...electricity,
      marketBasedFactor: {
        kind: "custom",
        value: 2,
        massUnit: "kgCO2e",
        denominatorUnit: "liters",
        sourceNote: "Supplier",
      },
    })
    expect(issuesOf(custom)).toEqual([
      { path: ["marketBasedFactor"], message: "validation.factorUnitMismatch" },
    ])
    const unknown = await asAlice(ghgAddRow, {
      calculationId: calc.id,
      ...diesel,
      factor: library("no-such-factor"),
    })
    expect(issuesOf(unknown)).toEqual([{ path: ["factor", "id"], message: "validation.invalidValue" }])
    expect(ok(await asAlice(ghgGet, { calculationId: calc.id })).rows).toHaveLength(0)
  })
})

describe("a calculation", () => {
  it("totals electricity, diesel, refrigerant and scope 3 rows per scope as by hand", async () => {
    const calc = await createCalculation()
    await addRow(calc.id, electricity)
    await addRow(calc.id, diesel)
    await addRow(calc.id, refrigerant)
    const detail = await addRow(calc.id, rail)
    // 10 MWh × 0.20705 kg/kWh = 2070.5 kg; 1000 l × 2.51279 = 2512.79 kg; 2.5 kg × 1924 = 4810 kg;
    // 2000 pkm × 0.03546 = 70.92 kg (category 6). The account's unit is tCO2e.
    expect(detail.rows.map((r) => [r.scope, r.emissions])).toEqual([
      [2, 2.0705],
      [1, 2.51279],
      [1, 4.81],
      [3, 0.07092],
    ])
    expect(detail.totals).toEqual({
      unit: "tCO2e",
      scope1: 7.32279,
      scope2LocationBased: 2.0705,
      scope2MarketBased: 2.0705,
      scope3: 0.07092,
      scope3ByCategory: { "6": 0.07092 },
      total: 9.46421,
      totalMarketBased: 9.46421,
    })
    expect(detail.rows[1]!.factor).toMatchObject({
      kind: "library",
      factor: { id: "desnz-2024-diesel-avg-biofuel-liters", value: 2.51279 },
    })
    expect(detail.readinessIssues).toEqual([])

    await db()("accounts").where({ id: companyA }).update({ carbon_unit: "kgCO2e" })
    const inKg = ok(await asAlice(ghgGet, { calculationId: calc.id }))
    expect(inKg.totals).toMatchObject({ unit: "kgCO2e", scope1: 7322.79, total: 9464.21 })

    const excluded = ok(
      await asAlice(ghgUpdate, {
        calculationId: calc.id,
        version: calc.version,
        title: "Emissions 2024 without scope 3",
        period: year2024,
        excludedScopes: [3],
      }),
    )
    expect(excluded.totals).toMatchObject({ scope3: 0, total: 9393.29 })
    const stale = await asAlice(ghgUpdate, {
      calculationId: calc.id,
      version: calc.version,
      title: "Stale",
      period: year2024,
      excludedScopes: [],
    })
    expect(stale.error).toMatchObject({
      _tag: "CalculationVersionConflict",
      currentVersion: calc.version + 1,
    })

    const updated = ok(await asAlice(ghgUpdateRow, { rowId: detail.rows[1]!.id, ...diesel, amount: 2000 }))
    expect(updated.totals.scope1).toBe(9835.58)
    const deleted = ok(await asAlice(ghgDeleteRow, { rowId: detail.rows[2]!.id }))
    expect(deleted.rows.map((r) => r.title)).toEqual(["Office electricity", "Van diesel", "Train travel"])
    const list = (await asAlice(ghgList, null)).result as Array<{ id: string; rowCount: number }>
    expect(list).toMatchObject([{ id: calc.id, rowCount: 3 }])
  })

  it("is ready only without readiness issues, and read-only while ready", async () => {
    const calc = await createCalculation()
    const empty = await asAlice(ghgSetStatus, { calculationId: calc.id, status: "ready" })
    expect(issuesOf(empty)).toEqual([{ path: ["rows"], message: "validation.calculationHasNoRows" }])
    const with2025Factor = await addRow(calc.id, {
      ...diesel,
      factor: library("desnz-2025-diesel-avg-biofuel-liters"),
    })
    const wrongYear = await asAlice(ghgSetStatus, { calculationId: calc.id, status: "ready" })
    expect(issuesOf(wrongYear)).toEqual([
      { path: ["rows", 0, "factor"], message: "validation.factorNotValidForPeriod" },
    ])
    ok(await asAlice(ghgUpdateRow, { rowId: with2025Factor.rows[0]!.id, ...diesel }))
    const ready = ok(await asAlice(ghgSetStatus, { calculationId: calc.id, status: "ready" }))
    expect(ready.status).toBe("ready")

    const rowId = ready.rows[0]!.id
    for (const [procedure, input] of [
      [ghgAddRow, { calculationId: calc.id, ...rail }],
      [ghgUpdateRow, { rowId, ...diesel, amount: 1 }],
      [ghgDeleteRow, { rowId }],
      [
        ghgUpdate,
        { calculationId: calc.id, version: ready.version, title: "X", period: year2024, excludedScopes: [] },
      ],
      [ghgDelete, { calculationId: calc.id }],
    ] as Array<[AnyProcedure, unknown]>) {
      const res = await asAlice(procedure, input)
      expect(res.error?._tag, procedure.name).toBe("CalculationReady")
    }
    const draft = ok(await asAlice(ghgSetStatus, { calculationId: calc.id, status: "draft" }))
    expect(draft.status).toBe("draft")
    ok(await asAlice(ghgDeleteRow, { rowId }))
  })

  it("keeps a ready calculation's totals when its library factor is edited afterwards", async () => {
    const calc = await createCalculation()
    await addRow(calc.id, diesel)
    const ready = ok(await asAlice(ghgSetStatus, { calculationId: calc.id, status: "ready" }))
    expect(ready.totals.total).toBe(2.51279)
    await db()("emission_factors")
      .where({ id: "desnz-2024-diesel-avg-biofuel-liters" })
      .update({ value: 9.99, version: 2 })
    try {
      const after = ok(await asAlice(ghgGet, { calculationId: calc.id }))
      expect(after.totals).toEqual(ready.totals)
      expect(after.rows[0]!.factor).toMatchObject({ factor: { value: 2.51279 } })
    } finally {
      await db()("emission_factors")
        .where({ id: "desnz-2024-diesel-avg-biofuel-liters" })
        .update({ value: 2.51279, version: 1 })
    }
  })
})
