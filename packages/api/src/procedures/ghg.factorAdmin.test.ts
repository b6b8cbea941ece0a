import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId, EmissionFactor } from "@vsme/core"
import {
  factorAdminCreate,
  factorAdminDelete,
  factorAdminGet,
  factorAdminList,
  factorAdminReinstate,
  factorAdminRetire,
  factorAdminUpdate,
  factorList,
  ghgAddRow,
  ghgCreate,
  ghgGet,
  ghgSetStatus,
  type AdminFactor,
  type AnyProcedure,
  type CalculationDetail,
} from "@vsme/sdk"
import { upsertFactor } from "../ghg/factorRepo.js"
import type { CallAnswer, TestUser } from "../testing/index.js"
import { companyWithOwner, ok, superadmin, useTestServer, type Call } from "../testing/apiKit.js"

const server = useTestServer()
let admin: TestUser
beforeAll(async () => {
  admin = await superadmin(db())
})

const db = () => server.database.db

/** Company A (owner alice), fresh for every test. */
let alice: TestUser
let companyA: AccountId
beforeEach(async () => {
  ;({ owner: alice, company: companyA } = await companyWithOwner(db(), { ownerName: "Alice" }))
})

/** (Superadmins' two-factor requirement is checked before any handler: see rpc.test.ts.) */
const asAdmin: Call = (procedure, input) => server.call(admin, procedure, input)
const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, companyA)
const issuesOf = (res: CallAnswer) =>
  (res.error!.issues as Array<{ path: unknown; message: string }>).map((i) => ({
    path: i.path,
    message: i.message,
  }))

let counter = 0
/** A factor of its own for each test (the library is shared by the file's tests). */
const supplierMix = (overrides: Partial<EmissionFactor> = {}): EmissionFactor => ({
  id: `test-supplier-mix-${++counter}`,
  name: `Test supplier electricity ${counter}`,
  rowType: "electricity",
  scope3Category: null,
  scope2Basis: "market",
  value: 120,
  massUnit: "gCO2e",
  denominatorUnit: "kWh",
  validFor: { from: 2024, to: 2024 },
  country: "FI",
  sourceName: "Test Energia Oy, supplier disclosure 2024",
  sourceUrl: "https://example.com/energy-mix-2024",
  sourceNotes: "market-based. Test factor.",
  ...overrides,
})

const create = async (factor: EmissionFactor) => ok<AdminFactor>(await asAdmin(factorAdminCreate, { factor }))

describe("access", () => {
  it("refuses every factor administration call to company members", async () => {
    const factor = await create(supplierMix())
    const id = factor.factor.id
    for (const [procedure, input] of [
      [factorAdminList, {}],
      [factorAdminGet, { id }],
      [factorAdminCreate, { factor: supplierMix() }],
      [factorAdminUpdate, { version: 1, factor: { ...factor.factor, value: 1 } }],
      [factorAdminRetire, { id, version: 1 }],
      [factorAdminReinstate, { id, version: 1 }],
      [factorAdminDelete, { id, version: 1 }],
    ] as Array<[AnyProcedure, unknown]>) {
      const res = await asAlice(procedure, input)
      expect(res.error?._tag, procedure.name).toBe("Forbidden")
    }
    expect(ok<AdminFactor>(await asAdmin(factorAdminGet, { id }))).toMatchObject({
      factor: { value: 120 },
      retiredAt: null,
      version: 1,
    })
  })
})

describe("factorAdmin.list", () => {
  it("searches and filters the whole library by type, country, year, source and state, with paging", async () => {
    const all = ok<{ items: AdminFactor[]; total: number; countries: string[]; sources: string[] }>(
      await asAdmin(factorAdminList, { limit: 10 }),
    )
    expect(all.items).toHaveLength(10)
    expect(all.total).toBeGreaterThanOrEqual(74)
    expect(all.countries).toEqual(expect.arrayContaining(["DE", "EU", "FI", "GB", "GLOBAL", "SE"]))
    expect(all.sources.length).toBeGreaterThan(3)

    const fi2024 = ok<{ items: AdminFactor[] }>(
      await asAdmin(factorAdminList, { rowType: "electricity", country: "fi", year: 2024, limit: 200 }),
    )
    // (Other tests of the file add test-* factors of their own.)
    expect(fi2024.items.map((i) => i.factor.id).filter((id) => !id.startsWith("test-"))).toEqual([
      "fi-aib-2024-residual-mix",
      "eea-2024-electricity-fi-location",
    ])

    const source = all.sources.find((s) => s.startsWith("UK DESNZ/Defra GHG Conversion Factors"))!
    const bySource = ok<{ items: AdminFactor[]; total: number }>(
      await asAdmin(factorAdminList, { source, search: "diesel", limit: 200 }),
    )
    expect(bySource.items.length).toBeGreaterThan(0)
    expect(bySource.items.every((i) => i.factor.sourceName === source)).toBe(true)
    expect(bySource.items.every((i) => /diesel/i.test(`${i.factor.name} ${i.factor.id}`))).toBe(true)

    const page2 = ok<{ items: AdminFactor[] }>(await asAdmin(factorAdminList, { limit: 10, offset: 10 }))
    expect(page2.items.map((i) => i.factor.id)).not.toContain(all.items[0]!.factor.id)
  })

  it("lists retired factors apart and counts the rows that use a factor", async () => {
    const factor = await create(supplierMix())
    const calc = ok<CalculationDetail>(
      await asAlice(ghgCreate, { title: "2024", period: { start: "2024-01-01", end: "2024-12-31" } }),
    )
    ok(
      await asAlice(ghgAddRow, {
        calculationId: calc.id,
        type: "electricity",
        title: "Office",
        amount: 1000,
        unit: "kWh",
        factor: { kind: "library", id: "eea-2024-electricity-fi-location" },
        marketBasedFactor: { kind: "library", id: factor.factor.id },
      }),
    )
    const retired = ok<AdminFactor>(await asAdmin(factorAdminRetire, { id: factor.factor.id, version: 1 }))
    expect(retired).toMatchObject({ usageCount: 1, version: 2 })
    expect(retired.retiredAt).not.toBeNull()
    const listed = ok<{ items: AdminFactor[] }>(
      await asAdmin(factorAdminList, { state: "retired", search: factor.factor.id }),
    )
    expect(listed.items).toMatchObject([{ factor: { id: factor.factor.id }, usageCount: 1 }])
    const active = ok<{ items: AdminFactor[] }>(
      await asAdmin(factorAdminList, { state: "active", search: factor.factor.id }),
    )
    expect(active.items).toEqual([])
  })
})

describe("factorAdmin.create and update", () => {
  it("creates a factor the wizard then offers, and refuses a taken id or bad fields on their paths", async () => {
    const factor = supplierMix()
    expect(await create(factor)).toMatchObject({ factor, usageCount: 0, version: 1, retiredAt: null })
    const offered = ok<{ items: Array<{ factor: { id: string } }> }>(
      await asAlice(factorList, { rowType: "electricity", country: "FI", year: 2024, scope2Basis: "market" }),
    )
    expect(offered.items.map((i) => i.factor.id)).toContain(factor.id)

    const taken = await asAdmin(factorAdminCreate, { factor: { ...factor, name: "Another name" } })
    expect(issuesOf(taken)).toEqual([{ path: ["factor", "id"], message: "validation.factorIdTaken" }])

    const bad = await asAdmin(factorAdminCreate, {
      factor: {
        ...supplierMix(),
        value: -1,
        denominatorUnit: "furlong",
        scope2Basis: null,
        validFor: { from: 2025, to: 2024 },
        sourceUrl: "ftp://example.com",
      },
    })
    expect(bad.status).toBe(400)
    expect(issuesOf(bad).map((i) => i.path)).toEqual(
      expect.arrayContaining([
        ["factor", "value"],
        ["factor", "denominatorUnit"],
        ["factor", "validFor"],
        ["factor", "sourceUrl"],
      ]),
    )
  })

  it("refuses a version whose validity overlaps another version of the same factor", async () => {
    const v2024 = await create(supplierMix())
    const v2025 = supplierMix({
      name: v2024.factor.name,
      validFor: { from: 2024, to: 2025 },
    })
    const overlap = await asAdmin(factorAdminCreate, { factor: v2025 })
    expect(issuesOf(overlap)).toEqual([
      { path: ["factor", "validFor"], message: "validation.factorVersionOverlap" },
    ])
    ok(await asAdmin(factorAdminCreate, { factor: { ...v2025, validFor: { from: 2025, to: 2025 } } }))
    // Widening 2024 into 2025 now overlaps too.
    const widened = await asAdmin(factorAdminUpdate, {
      version: 1,
      factor: { ...v2024.factor, validFor: { from: 2024, to: null } },
    })
    expect(issuesOf(widened)).toEqual([
      { path: ["factor", "validFor"], message: "validation.factorVersionOverlap" },
    ])
  })

  it("updates with the version read, refuses a stale one, and logs the previous values", async () => {
    const factor = await create(supplierMix())
    const updated = ok<AdminFactor>(
      await asAdmin(factorAdminUpdate, { version: 1, factor: { ...factor.factor, value: 95.5 } }),
    )
    expect(updated).toMatchObject({ factor: { value: 95.5 }, version: 2 })
    const stale = await asAdmin(factorAdminUpdate, { version: 1, factor: { ...factor.factor, value: 1 } })
    expect(stale.error).toEqual({ _tag: "FactorVersionConflict", currentVersion: 2 })
    const unchanged = ok<AdminFactor>(
      await asAdmin(factorAdminUpdate, { version: 2, factor: { ...factor.factor, value: 95.5 } }),
    )
    expect(unchanged.version).toBe(2)
    const audit = (await db()("audit_events")
      .where({ action: "factorAdmin.update" })
      .whereRaw("details ->> 'factorId' = ?", [factor.factor.id])) as Array<{ details: unknown }>
    expect(audit.map((a) => (typeof a.details === "string" ? JSON.parse(a.details) : a.details))).toEqual([
      { factorId: factor.factor.id, before: { value: 120 } },
    ])
    const missing = await asAdmin(factorAdminUpdate, {
      version: 1,
      factor: { ...factor.factor, id: "no-such-factor" },
    })
    expect(missing.error?._tag).toBe("NotFound")
  })

  it("never changes a ready calculation when its factor is edited afterwards", async () => {
    const factor = await create(
      supplierMix({
        rowType: "fuel",
        scope2Basis: null,
        name: `Test diesel ${counter}`,
        value: 2.5,
        massUnit: "kgCO2e",
        denominatorUnit: "liters",
        sourceNotes: "Test.",
      }),
    )
    const calc = ok<CalculationDetail>(
      await asAlice(ghgCreate, { title: "Ready one", period: { start: "2024-01-01", end: "2024-12-31" } }),
    )
    ok(
      await asAlice(ghgAddRow, {
        calculationId: calc.id,
        type: "fuel",
        title: "Diesel",
        amount: 1000,
        unit: "liters",
        factor: { kind: "library", id: factor.factor.id },
      }),
    )
    const ready = ok<CalculationDetail>(
      await asAlice(ghgSetStatus, { calculationId: calc.id, status: "ready" }),
    )
    // 1000 l × 2.5 kgCO2e/l = 2500 kg = 2.5 t
    expect(ready.totals.total).toBe(2.5)
    ok(
      await asAdmin(factorAdminUpdate, {
        version: 1,
        factor: { ...factor.factor, value: 3.1, massUnit: "tCO2e", denominatorUnit: "m3" },
      }),
    )
    const after = ok<CalculationDetail>(await asAlice(ghgGet, { calculationId: calc.id }))
    expect(after.totals).toEqual(ready.totals)
    expect(after.rows[0]!.factor).toMatchObject({
      kind: "library",
      factor: { value: 2.5, denominatorUnit: "liters" },
    })
    expect(after.readinessIssues).toEqual([])
  })
})

describe("factorAdmin.retire, reinstate and delete", () => {
  it("retires a factor in use instead of deleting it: no longer offered, rows unchanged", async () => {
    const factor = await create(
      supplierMix({
        rowType: "refrigerant",
        scope2Basis: null,
        denominatorUnit: "kg",
        massUnit: "kgCO2e",
        value: 675,
        country: "GLOBAL",
      }),
    )
    const calc = ok<CalculationDetail>(
      await asAlice(ghgCreate, { title: "Leak", period: { start: "2024-01-01", end: "2024-12-31" } }),
    )
    const row = {
      calculationId: calc.id,
      type: "refrigerant",
      title: "Leak",
      amount: 2,
      unit: "kg",
      factor: { kind: "library", id: factor.factor.id },
    }
    ok(await asAlice(ghgAddRow, row))

    const refused = await asAdmin(factorAdminDelete, { id: factor.factor.id, version: 1 })
    expect(refused.error).toEqual({ _tag: "FactorInUse", factorId: factor.factor.id, rowCount: 1 })
    expect(refused.status).toBe(409)

    const retired = ok<AdminFactor>(await asAdmin(factorAdminRetire, { id: factor.factor.id, version: 1 }))
    const offered = ok<{ items: Array<{ factor: { id: string } }> }>(
      await asAlice(factorList, { rowType: "refrigerant", limit: 200 }),
    )
    expect(offered.items.map((i) => i.factor.id)).not.toContain(factor.factor.id)
    const again = await asAlice(ghgAddRow, row)
    expect(issuesOf(again)).toEqual([{ path: ["factor", "id"], message: "validation.invalidValue" }])
    const kept = ok<CalculationDetail>(await asAlice(ghgGet, { calculationId: calc.id }))
    expect(kept.rows).toHaveLength(1)
    expect(kept.totals.scope1).toBe(1.35)

    const reinstated = ok<AdminFactor>(
      await asAdmin(factorAdminReinstate, { id: factor.factor.id, version: retired.version }),
    )
    expect(reinstated).toMatchObject({ retiredAt: null, version: 3 })
    ok(await asAlice(ghgAddRow, row))
  })

  it("refuses to reinstate a factor when another version now covers its years", async () => {
    const old = await create(supplierMix())
    const retired = ok<AdminFactor>(await asAdmin(factorAdminRetire, { id: old.factor.id, version: 1 }))
    await create(supplierMix({ name: old.factor.name }))
    const res = await asAdmin(factorAdminReinstate, { id: old.factor.id, version: retired.version })
    expect(issuesOf(res)).toEqual([{ path: ["id"], message: "validation.factorVersionOverlap" }])
  })

  it("deletes an unused factor with the version read", async () => {
    const factor = await create(supplierMix())
    const stale = await asAdmin(factorAdminDelete, { id: factor.factor.id, version: 7 })
    expect(stale.error).toEqual({ _tag: "FactorVersionConflict", currentVersion: 1 })
    expect(ok(await asAdmin(factorAdminDelete, { id: factor.factor.id, version: 1 }))).toBeNull()
    expect((await asAdmin(factorAdminGet, { id: factor.factor.id })).error?._tag).toBe("NotFound")
    expect((await asAdmin(factorAdminDelete, { id: factor.factor.id, version: 1 })).error?._tag).toBe(
      "NotFound",
    )
  })
})

describe("upsertFactor (for the factor import)", () => {
  it("inserts, updates only on a changed value and bumps the version", async () => {
    const factor = supplierMix()
    const now = new Date()
    expect(await upsertFactor(db(), factor, now)).toBe("created")
    expect(await upsertFactor(db(), factor, now)).toBe("unchanged")
    expect(await upsertFactor(db(), { ...factor, sourceNotes: "market-based. Revised." }, now)).toBe(
      "updated",
    )
    expect(ok<AdminFactor>(await asAdmin(factorAdminGet, { id: factor.id }))).toMatchObject({
      version: 2,
      factor: { sourceNotes: "market-based. Revised." },
    })
  })
})
