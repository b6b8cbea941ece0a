import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import type { CalculationRowFields } from "./CalculationRow.js"
import { copyFactor, type EmissionFactor, type Scope } from "./EmissionFactor.js"
import { calculate } from "./engine.js"
import { decodeFactorCsv } from "./factorCsv.js"
import { readFixture } from "../testing/readFixture.js"
import { calculateTotals } from "./totals.js"

let factors: ReadonlyArray<EmissionFactor>
beforeAll(async () => {
  factors = decodeFactorCsv(await readFixture("ghg/emission-factors.csv")).factors
})

/** A row for every library factor that can be a row's own factor, or a broken one now and then. */
const rowOf = (f: EmissionFactor, amount: number, market: EmissionFactor | null): CalculationRowFields => ({
  type: f.rowType,
  title: f.name,
  amount,
  unit: f.denominatorUnit,
  notes: "",
  factor: copyFactor(f),
  marketBasedFactor: f.rowType === "electricity" && market ? copyFactor(market) : null,
  scope3Category: f.rowType === "other" && f.scope3Category === null ? 4 : null,
})

function* generated(count: number, rows: (i: number) => CalculationRowFields) {
  for (let i = 0; i < count; i++) yield rows(i)
}

describe("calculateTotals (streamed)", () => {
  it("gives exactly the totals and issues of calculate, over any rows, excluded scopes and carbon unit", () => {
    const own = factors.filter((f) => f.scope2Basis !== "market")
    const market = factors.filter((f) => f.scope2Basis === "market")
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            factor: fc.nat(own.length - 1),
            market: fc.option(fc.nat(Math.max(0, market.length - 1))),
            amount: fc.oneof(
              fc.integer({ min: 0, max: 10 ** 9 }),
              fc.double({ min: 0, max: 1e9, noNaN: true }),
              fc.constantFrom(0.1, 0.2, 1e-7, 12.5, 1234.5, 3.6),
            ),
            broken: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        fc.subarray([1, 2, 3] as Scope[]),
        fc.constantFrom("tCO2e", "kgCO2e") as fc.Arbitrary<"tCO2e" | "kgCO2e">,
        (specs, excludedScopes, carbonUnit) => {
          const rows = specs.map((s) => {
            const row = rowOf(own[s.factor]!, s.amount, s.market === null ? null : (market[s.market] ?? null))
            // A row without a factor, or with a market-based factor on a row that is not electricity.
            return s.broken ? { ...row, factor: null } : row
          })
          const whole = calculate({ rows, excludedScopes, carbonUnit })
          const streamed = calculateTotals(
            generated(rows.length, (i) => rows[i]!),
            { excludedScopes, carbonUnit },
          )
          expect(streamed.exact).toEqual(whole.exact)
          expect(streamed.totals).toEqual(whole.totals)
          expect(streamed.issues).toEqual(whole.issues)
          expect(streamed.rows).toBe(rows.length)
          expect(streamed.excludedScopes).toEqual(whole.excludedScopes)
        },
      ),
      { numRuns: 150 },
    )
  })

  it("reads rows from a generator once, and keeps at most maxIssues issues but counts every row", () => {
    const f = factors.find((x) => x.rowType === "fuel")!
    let produced = 0
    const rows = generated(5000, (i) => {
      produced++
      const row = rowOf(f, i % 7, null)
      return i % 2 === 0 ? { ...row, factor: null } : row
    })
    const result = calculateTotals(rows, { maxIssues: 10 })
    expect(produced).toBe(5000)
    expect(result.rows).toBe(5000)
    expect(result.rowsWithIssues).toBe(2500)
    expect(result.issues).toHaveLength(10)
    expect(result.issues[1]).toEqual({ path: ["rows", 2, "factor"], message: "validation.factorRequired" })
  })
})
