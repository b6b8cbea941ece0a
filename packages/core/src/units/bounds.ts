/**
 * The largest magnitude a number typed into the service may have (issue 15): a trillion, in the
 * unit it is typed in and, for amounts with a unit, in the base unit of their kind too (so that
 * 10¹² GWh is refused like 10¹⁵ MWh). Far beyond any company's figures (Finland uses ~10⁸ MWh of
 * electricity a year), far below where doubles lose whole units (2⁵³ ≈ 9·10¹⁵), and small enough
 * that every product and sum the engine forms stays finite: a GHG row is at most 10¹² × 10⁶ (M€)
 * ÷ 10⁻³ (litres) × 10¹² (factor) × 10³ (t) = 10³⁶ kg, and totals of any number of rows a database
 * can hold stay far below 1.8·10³⁰⁸. Without the bound, rows of 1e308 made totals Infinity, which
 * JSON writes as null, and a company's calculation list could no longer be decoded.
 */
export const maxMagnitude = 1e12

/** Whether a number lies within ±`maxMagnitude`. */
export const isWithinMagnitude = (value: number) => Math.abs(value) <= maxMagnitude
