import type { Answer } from "../vsme/ReportAnswers.js"
import type { Scope } from "./EmissionFactor.js"
import type { CalculationResult } from "./engine.js"

/**
 * The B3 datapoints a CO2 calculation fills (VSME B3 §30, issue 5). The totals and intensities of B3
 * are not among them: core derives those from these answers and the turnover (vsme/derived.ts).
 */
export const b3FillQuestionIds = [
  "GrossScope1GreenhouseGasEmissions",
  "GrossLocationBasedScope2GreenhouseGasEmissions",
  "GrossMarketBasedScope2GreenhouseGasEmissions",
  "GrossScope3GreenhouseGasEmissions",
] as const
export type B3FillQuestionId = (typeof b3FillQuestionIds)[number]

/** One answer a fill writes: the question and its quantity answer in the account's carbon unit. */
export interface B3FillAnswer {
  readonly questionId: B3FillQuestionId
  readonly answer: Answer
}

/**
 * What a fill reads of a calculation: core's `calculate` result, or the same parts of a calculation
 * as the API answers it (the web shows what a fill will write before it is made).
 */
export interface B3FillSource {
  readonly excludedScopes: CalculationResult["excludedScopes"]
  readonly totals: CalculationResult["totals"]
  readonly rows: ReadonlyArray<{ readonly emission: { readonly scope: Scope } | null }>
}

const quantity = (amount: number, unit: string): Answer => ({ status: "answered", value: { amount, unit } })

/**
 * The B3 answers a calculation gives, from its totals (rounded once, in the account's carbon unit):
 * - scope 1 and scope 2 (location- and market-based) unless the scope is excluded: an excluded scope
 *   says "not part of this calculation", not "zero emissions", so the report's answer is left alone;
 * - market-based scope 2 is the engine's figure, which falls back to the location-based value for
 *   rows without a contractual instrument (GHG Protocol Scope 2 Guidance, chapter 6: the market-based
 *   hierarchy ends in the grid average), so both scope 2 figures are always given together;
 * - scope 3 only "where given" (issue 5): when the scope is not excluded and at least one row counts.
 */
export const b3FillAnswers = (result: B3FillSource): ReadonlyArray<B3FillAnswer> => {
  const excluded = new Set(result.excludedScopes)
  const { totals } = result
  const scope3Given = !excluded.has(3) && result.rows.some((r) => r.emission?.scope === 3)
  return [
    ...(excluded.has(1)
      ? []
      : [{ questionId: "GrossScope1GreenhouseGasEmissions", answer: quantity(totals.scope1, totals.unit) }]),
    ...(excluded.has(2)
      ? []
      : [
          {
            questionId: "GrossLocationBasedScope2GreenhouseGasEmissions",
            answer: quantity(totals.scope2LocationBased, totals.unit),
          },
          {
            questionId: "GrossMarketBasedScope2GreenhouseGasEmissions",
            answer: quantity(totals.scope2MarketBased, totals.unit),
          },
        ]),
    ...(scope3Given
      ? [{ questionId: "GrossScope3GreenhouseGasEmissions", answer: quantity(totals.scope3, totals.unit) }]
      : []),
  ] as ReadonlyArray<B3FillAnswer>
}
