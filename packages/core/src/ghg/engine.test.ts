import { Either } from "effect"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { add, exact, sum } from "../units/exact.js"
import type { CalculationRowFields } from "./CalculationRow.js"
import {
  copyFactor,
  type CustomFactor,
  type EmissionFactor,
  type RowType,
  type Scope,
} from "./EmissionFactor.js"
import { activateScope, calculate, type ExactTotals, excludeScope, rowEmission } from "./engine.js"
import { decodeFactorCsv } from "./factorCsv.js"
import { carbonMassUnits, dimensions, unitsOfDimension } from "./quantity.js"
import { readFixture } from "../testing/readFixture.js"

let library: ReadonlyMap<string, EmissionFactor>
beforeAll(async () => {
  library = new Map(
    decodeFactorCsv(await readFixture("ghg/emission-factors.csv")).factors.map((f) => [f.id, f]),
  )
})
const factor = (id: string) => {
  const found = library.get(id)
  if (!found) throw new Error(id)
  return copyFactor(found)
}

const row = (
  fields: Partial<CalculationRowFields> & Pick<CalculationRowFields, "type" | "amount" | "unit">,
) =>
  ({
    title: fields.type,
    notes: "",
    factor: null,
    marketBasedFactor: null,
    scope3Category: null,
    ...fields,
  }) satisfies CalculationRowFields

/** Worked examples: every figure below is checked by hand from the published factor values. */
const electricity2023 = () =>
  // 12.5 MWh = 12 500 kWh. Location-based, EEA 2023 Finland 33 gCO2e/kWh:
  //   12 500 × 33 g = 412 500 g = 412.5 kgCO2e.
  // Market-based, AIB 2023 Finnish residual mix 565.31 gCO2e/kWh:
  //   12 500 × 565.31 g = 7 066 375 g = 7 066.375 kgCO2e.
  row({
    type: "electricity",
    amount: 12.5,
    unit: "MWh",
    factor: factor("eea-2023-electricity-fi-location"),
    marketBasedFactor: factor("aib-2023-residual-mix-fi"),
  })
const diesel = () =>
  // 1 234.5 l × 2.51279 kgCO2e/l (DESNZ 2024 diesel, average biofuel blend):
  //   2 512.79 + 502.558 + 86.691255 = 3 102.039255 kgCO2e.
  row({
    type: "fuel",
    amount: 1234.5,
    unit: "liters",
    factor: factor("desnz-2024-diesel-avg-biofuel-liters"),
  })
const refrigerantLeak = () =>
  // 2.5 kg of R-410A leaked × GWP 1 924 kgCO2e/kg (DESNZ 2024, AR5) = 4 810 kgCO2e.
  row({ type: "refrigerant", amount: 2.5, unit: "kg", factor: factor("desnz-2024-gwp-r410a") })
const flight = () =>
  // 1 840 passenger-km × 0.13465 kgCO2e/pkm (DESNZ 2024 international non-UK, economy, with RF):
  //   134.65 + 107.72 + 5.386 = 247.756 kgCO2e, category 6 (business travel).
  row({
    type: "other",
    amount: 1840,
    unit: "passenger-km",
    factor: factor("desnz-2024-flight-intl-nonuk-economy-rf"),
  })
const waste = () =>
  // 3 200 kg = 3.2 t × 520.3342 kgCO2e/t (DESNZ 2024 C&I waste to landfill) = 1 665.06944 kgCO2e,
  // category 5 (waste generated in operations).
  row({ type: "other", amount: 3200, unit: "kg", factor: factor("desnz-2024-waste-ci-landfill") })

const emission = (r: CalculationRowFields) =>
  Either.getOrThrowWith(rowEmission(r), (issues) => new Error(JSON.stringify(issues)))

describe("row emissions, worked examples", () => {
  it("electricity: kWh × gCO2e/kWh, location- and market-based, with the factor copies", () => {
    const e = emission(electricity2023())
    expect(e.scope).toBe(2)
    expect(e.kgCO2e).toEqual(exact("412.5"))
    expect(e.marketBasedKgCO2e).toEqual(exact("7066.375"))
    expect(e.factor).toMatchObject({
      kind: "library",
      factor: { id: "eea-2023-electricity-fi-location", value: 33 },
    })
    expect(e.marketBasedFactor).toMatchObject({ factor: { id: "aib-2023-residual-mix-fi", value: 565.31 } })
  })

  it("electricity without a market-based factor counts its location-based figure in both", () => {
    // 45 000 kWh = 45 MWh × 209 kgCO2e/MWh (Motiva, Finland, average production) = 9 405 kgCO2e.
    const e = emission(
      row({
        type: "electricity",
        amount: 45_000,
        unit: "kWh",
        factor: factor("motiva-2014-electricity-fi-average"),
      }),
    )
    expect(e.kgCO2e).toEqual(exact(9405))
    expect(e.marketBasedKgCO2e).toEqual(exact(9405))
  })

  it("diesel: litres × kgCO2e/l, and the same amount in m³", () => {
    expect(emission(diesel()).kgCO2e).toEqual(exact("3102.039255"))
    expect(emission({ ...diesel(), amount: 1.2345, unit: "m3" }).kgCO2e).toEqual(exact("3102.039255"))
    expect(emission(diesel()).scope).toBe(1)
  })

  it("natural gas in GJ with a per-kWh factor: exact through 1/3.6", () => {
    // 2 GJ = 2 000 MJ ÷ 3.6 MJ/kWh = 5 000/9 kWh; × 0.1829 kgCO2e/kWh = 914.5/9 = 1 829/18 = 101.6111… kgCO2e → 101.611 kg.
    const e = emission(
      row({ type: "fuel", amount: 2, unit: "GJ", factor: factor("desnz-2024-natural-gas-kwh-gross") }),
    )
    expect(e.kgCO2e).toEqual({ n: 1829n, d: 18n })
    expect(
      calculate({
        rows: [row({ type: "fuel", amount: 2, unit: "GJ", factor: e.factor })],
        carbonUnit: "kgCO2e",
      }).totals.scope1,
    ).toBe(101.611)
  })

  it("refrigerant leak: kg × GWP, scope 1", () => {
    const e = emission(refrigerantLeak())
    expect(e.kgCO2e).toEqual(exact(4810))
    expect(e.scope).toBe(1)
  })

  it("scope 3 rows take the GHG Protocol category of their factor, or the row's own", () => {
    expect(emission(flight())).toMatchObject({ scope: 3, scope3Category: 6, kgCO2e: exact("247.756") })
    expect(emission(waste())).toMatchObject({ scope: 3, scope3Category: 5, kgCO2e: exact("1665.06944") })
    const custom: CustomFactor = {
      kind: "custom",
      value: 0.25,
      massUnit: "kgCO2e",
      denominatorUnit: "EUR",
      sourceNote: "Supplier's spend-based factor",
    }
    // 4 k€ = 4 000 EUR × 0.25 kgCO2e/EUR = 1 000 kgCO2e, category 1 (purchased goods and services).
    expect(
      emission(row({ type: "other", amount: 4, unit: "k€", factor: custom, scope3Category: 1 })),
    ).toMatchObject({ scope: 3, scope3Category: 1, kgCO2e: exact(1000) })
  })

  it("refuses a row without a factor or with a factor of another dimension", () => {
    expect(rowEmission(row({ type: "fuel", amount: 1, unit: "liters" }))).toEqual(
      Either.left([{ path: ["factor"], message: "validation.factorRequired" }]),
    )
    expect(rowEmission({ ...diesel(), unit: "kWh" })).toEqual(
      Either.left([{ path: ["factor"], message: "validation.factorUnitMismatch" }]),
    )
  })
})

describe("calculation totals", () => {
  const allScopes = () => [electricity2023(), diesel(), refrigerantLeak(), flight(), waste()]

  it("adds all three scopes at once, in tCO2e and in kgCO2e", () => {
    // scope 1 = 3 102.039255 + 4 810 = 7 912.039255 kg
    // scope 2 = 412.5 kg location-based, 7 066.375 kg market-based
    // scope 3 = 247.756 (cat. 6) + 1 665.06944 (cat. 5) = 1 912.82544 kg
    // total = 7 912.039255 + 412.5 + 1 912.82544 = 10 237.364695 kg → 10.237365 t (to the gram)
    // total market-based = 7 912.039255 + 7 066.375 + 1 912.82544 = 16 891.239695 kg → 16.89124 t
    const result = calculate({ rows: allScopes(), carbonUnit: "tCO2e" })
    expect(result.issues).toEqual([])
    expect(result.exact.total).toEqual(exact("10237.364695"))
    expect(result.totals).toEqual({
      unit: "tCO2e",
      scope1: 7.912039,
      scope2LocationBased: 0.4125,
      scope2MarketBased: 7.066375,
      scope3: 1.912825,
      scope3ByCategory: { 5: 1.665069, 6: 0.247756 },
      total: 10.237365,
      totalMarketBased: 16.89124,
    })
    expect(calculate({ rows: allScopes(), carbonUnit: "kgCO2e" }).totals).toMatchObject({
      scope1: 7912.039,
      total: 10237.365,
      totalMarketBased: 16891.24,
    })
  })

  it("an excluded scope counts nothing, and counts again once activated", () => {
    const excluded = excludeScope([], 3)
    // without scope 3: 7 912.039255 + 412.5 = 8 324.539255 kg → 8.324539 t
    const without = calculate({ rows: allScopes(), excludedScopes: excluded })
    expect(without.totals).toMatchObject({ scope3: 0, scope3ByCategory: {}, total: 8.324539 })
    expect(without.excludedScopes).toEqual([3])
    expect(calculate({ rows: allScopes(), excludedScopes: activateScope(excluded, 3) }).totals.total).toBe(
      10.237365,
    )
  })

  it("lists the rows it cannot calculate, which count nothing", () => {
    const result = calculate({ rows: [diesel(), row({ type: "other", amount: 3, unit: "km" })] })
    expect(result.issues).toEqual([
      { path: ["rows", 1, "factor"], message: "validation.factorRequired" },
      { path: ["rows", 1, "scope3Category"], message: "validation.scope3CategoryRequired" },
    ])
    expect(result.exact.total).toEqual(exact("3102.039255"))
  })
})

/** Rows with custom factors of any unit, amount and type, for the properties. */
const decimal = fc
  .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 5 }))
  .map(([digits, decimals]) => Number(`${digits}e-${decimals}`))
const customFactor = (denominatorUnit: CustomFactor["denominatorUnit"]) =>
  fc.record({
    kind: fc.constant("custom" as const),
    value: decimal,
    massUnit: fc.constantFrom(...carbonMassUnits),
    denominatorUnit: fc.constant(denominatorUnit),
    sourceNote: fc.constant("test"),
  })
const arbitraryRow: fc.Arbitrary<CalculationRowFields> = fc
  .record({
    type: fc.constantFrom<RowType>("electricity", "fuel", "refrigerant", "other"),
    dimension: fc.constantFrom(...dimensions),
    amount: decimal,
    category: fc.integer({ min: 1, max: 15 }),
    market: fc.boolean(),
  })
  .chain(({ type, dimension, amount, category, market }) =>
    fc
      .tuple(
        fc.constantFrom(...unitsOfDimension(dimension)),
        fc.constantFrom(...unitsOfDimension(dimension)).chain(customFactor),
        fc.constantFrom(...unitsOfDimension(dimension)).chain(customFactor),
      )
      .map(([unit, f, m]) =>
        row({
          type,
          amount,
          unit,
          factor: f,
          marketBasedFactor: type === "electricity" && market ? m : null,
          scope3Category: type === "other" ? category : null,
        }),
      ),
  )
const scope = fc.constantFrom<Scope>(1, 2, 3)
const totalsOf = (rows: ReadonlyArray<CalculationRowFields>, excludedScopes: ReadonlyArray<Scope> = []) =>
  calculate({ rows, excludedScopes }).exact
const scalarKeys = [
  "scope1",
  "scope2LocationBased",
  "scope2MarketBased",
  "scope3",
  "total",
  "totalMarketBased",
] as const satisfies ReadonlyArray<keyof ExactTotals>

describe("calculation totals (properties)", () => {
  it("are additive: the totals of A and B together are the sums of their totals", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRow, { maxLength: 8 }),
        fc.array(arbitraryRow, { maxLength: 8 }),
        (a, b) => {
          const [ta, tb, tab] = [totalsOf(a), totalsOf(b), totalsOf([...a, ...b])]
          for (const key of scalarKeys) expect(tab[key]).toEqual(add(ta[key], tb[key]))
          for (const c of Object.keys(tab.scope3ByCategory).map(Number))
            expect(tab.scope3ByCategory[c]).toEqual(
              add(ta.scope3ByCategory[c] ?? exact(0), tb.scope3ByCategory[c] ?? exact(0)),
            )
        },
      ),
    )
  })

  it("do not depend on the order of the rows", () => {
    const rowsAndShuffle = fc
      .array(arbitraryRow, { maxLength: 10 })
      .chain((rows) =>
        fc.tuple(
          fc.constant(rows),
          fc.shuffledSubarray(rows, { minLength: rows.length, maxLength: rows.length }),
        ),
      )
    fc.assert(
      fc.property(rowsAndShuffle, ([rows, shuffled]) => {
        expect(totalsOf(shuffled)).toEqual(totalsOf(rows))
      }),
    )
  })

  it("are the sums of the scopes, and the scope 3 categories add up to scope 3", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRow, { maxLength: 10 }),
        fc.array(scope, { maxLength: 3 }),
        (rows, excluded) => {
          const t = totalsOf(rows, excluded)
          expect(t.total).toEqual(sum([t.scope1, t.scope2LocationBased, t.scope3]))
          expect(t.totalMarketBased).toEqual(sum([t.scope1, t.scope2MarketBased, t.scope3]))
          expect(sum(Object.values(t.scope3ByCategory))).toEqual(t.scope3)
        },
      ),
    )
  })

  it("excluding a scope zeroes it; activating it again restores every total", () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryRow, { maxLength: 10 }),
        fc.array(scope, { maxLength: 3 }),
        scope,
        (rows, others, s) => {
          const before = activateScope(others, s)
          const excluded = totalsOf(rows, excludeScope(before, s))
          if (s === 1) expect(excluded.scope1).toEqual(exact(0))
          if (s === 2)
            expect([excluded.scope2LocationBased, excluded.scope2MarketBased]).toEqual([exact(0), exact(0)])
          if (s === 3) expect(excluded.scope3).toEqual(exact(0))
          expect(totalsOf(rows, activateScope(excludeScope(before, s), s))).toEqual(totalsOf(rows, before))
        },
      ),
    )
  })
})
