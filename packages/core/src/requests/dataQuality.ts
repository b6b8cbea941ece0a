import { Schema } from "effect"

/**
 * How good a shared figure is (issue 32), in the words a requester's data-quality field uses
 * (fixtures/reference/value-chain-requests.md: Dataland's Audited / Reported / Estimated):
 * - `verified`: the report says a third party verified its figures;
 * - `calculated`: filled from the product's GHG calculator, i.e. from activity data and emission
 *   factors (the answer is still the one the calculator wrote);
 * - `estimated`: the company marked it estimated, with a short note on the method;
 * - `reported`: anything else the company gave.
 */
export const DataQuality = Schema.Literal("verified", "calculated", "estimated", "reported")
export type DataQuality = typeof DataQuality.Type

/** A report's statement that its figures were verified by a third party. */
export const ReportVerification = Schema.Struct({
  verifiedBy: Schema.String,
  verifiedOn: Schema.String,
})
export type ReportVerification = typeof ReportVerification.Type

/** What a report says about one answer's quality, besides the report's verification. */
export interface AnswerQualityNote {
  readonly basis: "estimated" | "calculated"
  readonly methodNote: string | null
}

/** The quality of one figure: verification covers every figure of the report. */
export const qualityOf = (
  verification: ReportVerification | null,
  note: AnswerQualityNote | undefined,
): DataQuality => (verification !== null ? "verified" : (note?.basis ?? "reported"))

/**
 * PCAF data-quality score of a company's reported emissions (PCAF Global GHG Accounting and
 * Reporting Standard, Part A, 2nd ed. 2022, business loans and unlisted equity): 1 reported and
 * verified by a third party, 2 reported and not verified (also when the company calculated them from
 * its own activity data with emission factors), 3 estimated from physical activity data. A VSME
 * report's own GHG figures are therefore 2 unless verified; an estimate the company made itself is
 * scored 3 (its method note says how). Scores 4–5 (economic estimates) are a requester's own.
 */
export const pcafScore = (quality: DataQuality): 1 | 2 | 3 =>
  quality === "verified" ? 1 : quality === "estimated" ? 3 : 2
