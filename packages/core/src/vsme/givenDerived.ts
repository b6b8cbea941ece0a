import { Schema } from "effect"
import { FiniteNumber } from "./answers.js"

/**
 * A derived value given as a figure, without the inputs core computes it from: an old EFRAG digital
 * template whose company typed the employee turnover rate and left the leavers and the headcounts
 * empty (issue 30). EFRAG's converter reports the figure as the cell holds it; the import keeps it so,
 * in the unit core computes the value in (derived.ts: percentages as 0–100, ratios as they are), and
 * the form, the review and every export say it was given, not computed. Typing the inputs replaces it.
 */
export const GivenDerived = Schema.Struct({ given: FiniteNumber })
export type GivenDerived = typeof GivenDerived.Type

/** The figure of a derived answer given as such, or null for inputs (or anything else). */
export const givenFigure = (value: unknown): number | null =>
  typeof value === "object" &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as { given?: unknown }).given === "number"
    ? (value as GivenDerived).given
    : null
