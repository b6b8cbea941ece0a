import { Schema } from "effect"
import { optionalField, requiredText, singleLineText } from "../account/companyText.js"
import { IsoDate } from "../vsme/answers.js"
import { CalculationRow } from "./CalculationRow.js"
import { isUsableInYear, Scope } from "./EmissionFactor.js"
import { reportingYear } from "./selection.js"
import { ghgOverride } from "./validationMessages.js"

/** Status of a CO2 calculation (spec §4): a draft is being worked on, a ready one is finished. */
export const CalculationStatus = Schema.Literal("draft", "ready").annotations(
  ghgOverride("validation.invalidValue"),
)
export type CalculationStatus = typeof CalculationStatus.Type

/** First and last day of a calculation, both included ("Check dates" when the end is before the start). */
export const CalculationPeriodSchema = Schema.Struct({ start: IsoDate, end: IsoDate }).pipe(
  Schema.filter((p) => p.start <= p.end || { path: ["end"], message: "validation.checkDates" }),
)

/**
 * A CO2 calculation (spec §3): title, status, site, organisational unit, period, rows and the
 * scopes excluded from it. Rows must each be calculable (a factor, matching units) whatever the
 * status; see `readinessIssues` for what `ready` asks on top.
 */
export const CalculationFields = Schema.Struct({
  title: requiredText(200),
  status: CalculationStatus,
  site: Schema.optionalWith(optionalField(singleLineText(200)), { default: () => null }),
  organizationalUnit: Schema.optionalWith(optionalField(singleLineText(200)), { default: () => null }),
  period: CalculationPeriodSchema,
  excludedScopes: Schema.optionalWith(Schema.Array(Scope), { default: () => [] }),
  rows: Schema.Array(CalculationRow),
})
export type CalculationFields = typeof CalculationFields.Type

/**
 * What keeps a calculation from being `ready`: it has no rows, or a row uses a library factor of a
 * later year than the calculation's reporting year (a 2025 factor in a 2024 calculation). A factor of
 * an earlier year is the latest available one and is shown as such on the row ("latest available:
 * 2023"). A draft may have both; custom factors have no validity and are the user's responsibility.
 */
export const readinessIssues = (
  calculation: Pick<CalculationFields, "period" | "rows">,
): ReadonlyArray<{ readonly path: ReadonlyArray<string | number>; readonly message: string }> => {
  const year = reportingYear(calculation.period)
  return [
    ...(calculation.rows.length === 0
      ? [{ path: ["rows"], message: "validation.calculationHasNoRows" }]
      : []),
    ...calculation.rows.flatMap((row, index) =>
      (["factor", "marketBasedFactor"] as const).flatMap((field) => {
        const f = row[field]
        return f?.kind === "library" && !isUsableInYear(f.factor.validFor, year)
          ? [{ path: ["rows", index, field], message: "validation.factorNotValidForPeriod" }]
          : []
      }),
    ),
  ]
}

/** A calculation; one marked `ready` must pass `readinessIssues`. */
export const Calculation = CalculationFields.pipe(
  Schema.filter((c) =>
    c.status === "ready" ? readinessIssues(c).map((i) => ({ path: [...i.path], message: i.message })) : true,
  ),
)
export type Calculation = typeof Calculation.Type
