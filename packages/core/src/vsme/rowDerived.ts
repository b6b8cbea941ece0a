import { add, exact, toNumber } from "../units/exact.js"
import { ghgTotals, locationBasedTotal } from "./derived.js"
import type { TableQuestion } from "./Question.js"
import type { TableRow } from "./ReportAnswers.js"

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null

/** The sum of two row values; null when both are missing (one missing counts as none). */
const sumOfPresent = (a: unknown, b: unknown): number | null => {
  const [x, y] = [num(a), num(b)]
  return x === null && y === null ? null : toNumber(add(exact(x ?? 0), exact(y ?? 0)))
}

/**
 * The computed columns of a table row (`computed` fields of the catalogue), in the table's unit:
 * B7 waste totals per waste type (recycled + disposed, by mass and by volume) and the C3 target
 * table's GHG totals per year (B3 §30 sums, as `ghgTotals`). Columns it cannot compute yet are null.
 */
export const derivedRowValues = (
  q: TableQuestion,
  row: TableRow,
): Readonly<Record<string, number | null>> => {
  const v = row.values
  const scope1 = num(v.GrossScope1GreenhouseGasEmissions)
  const scope2Location = num(v.GrossLocationBasedScope2GreenhouseGasEmissions)
  const scope2Market = num(v.GrossMarketBasedScope2GreenhouseGasEmissions)
  const scope3 = num(v.GrossScope3GreenhouseGasEmissions)
  const exactOrNull = (value: number | null) => (value === null ? null : exact(value))
  // Location-based totals sum the parts given, as the template's G25/J25 and G46/J46 (derived.ts).
  const location = (parts: ReadonlyArray<number | null>, withScope3: boolean) => {
    const total = locationBasedTotal(parts.map(exactOrNull), withScope3)
    return total === null ? null : toNumber(total)
  }
  const ghg =
    scope1 === null || scope2Location === null
      ? null
      : ghgTotals({ scope1, scope2Location, scope2Market, scope3 })
  const formulas: Readonly<Record<string, () => number | null>> = {
    TotalWasteRecycledReusedAndDirectedToDisposalMass: () =>
      sumOfPresent(v.WasteDivertedToRecycleOrReuseMass, v.WasteDirectedToDisposalMass),
    TotalWasteRecycledReusedAndDirectedToDisposalVolume: () =>
      sumOfPresent(v.WasteDivertedToRecycleOrReuseVolume, v.WasteDirectedToDisposalVolume),
    TotalGrossLocationBasedScope1AndScope2GHGEmissions: () => location([scope1, scope2Location], false),
    TotalGrossMarketBasedScope1AndScope2GHGEmissions: () => ghg?.scope12Market ?? null,
    // With Scope 3 only when the row gives it (the template: when Scope 3 is disclosed, G29).
    TotalGrossLocationBasedGHGEmissions: () =>
      scope3 === null ? null : location([scope1, scope2Location, scope3], true),
    TotalGrossMarketBasedGHGEmissions: () => ghg?.scope123Market ?? null,
  }
  return Object.fromEntries(
    q.fields
      .filter((field) => field.answer.kind === "derived")
      .map((field) => [field.id, formulas[field.id]?.() ?? null]),
  )
}
