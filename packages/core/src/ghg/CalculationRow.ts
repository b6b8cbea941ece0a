import { Schema } from "effect"
import { requiredText } from "../account/companyText.js"
import { isWithinMagnitude } from "../units/bounds.js"
import { withMessage } from "../validation/messages.js"
import { vsmeMessage } from "../vsme/validationMessages.js"
import {
  RowFactor,
  RowType,
  Scope3Category,
  factorTerms,
  type RowFactor as RowFactorType,
} from "./EmissionFactor.js"
import { RowUnitSchema, sameDimension } from "./quantity.js"
import type { GhgMessageKey } from "./validationMessages.js"
import { ghgOverride } from "./validationMessages.js"

/**
 * An amount a row is entered with: a finite number ≥ 0 ("Must be zero or greater"), at most 10¹²
 * (`maxMagnitude`, issue 15) so that every figure computed from it stays finite.
 */
export const RowAmount = Schema.Number.annotations(ghgOverride("validation.invalidNumber")).pipe(
  Schema.finite(vsmeMessage("validation.invalidNumber")),
  Schema.greaterThanOrEqualTo(0, withMessage("validation.mustBeZeroOrGreater")),
  Schema.filter(isWithinMagnitude, vsmeMessage("validation.numberTooLarge")),
)

const Notes = Schema.Trim.pipe(Schema.maxLength(2000, withMessage("validation.tooLong")))

/**
 * The fields of a calculation row (spec §3 "Row", issue 5): type, title, amount, unit, notes, the
 * factor it uses (a library copy or a custom factor), for an electricity row optionally a
 * market-based factor, and for an `other` row its scope 3 category when the factor does not name
 * one. A missing factor is `null` so the form can say "Factor is required" on the factor field.
 */
export const CalculationRowFields = Schema.Struct({
  type: RowType,
  title: requiredText(200),
  amount: RowAmount,
  unit: RowUnitSchema,
  notes: Schema.optionalWith(Notes, { default: () => "" }),
  factor: Schema.NullOr(RowFactor),
  marketBasedFactor: Schema.optionalWith(Schema.NullOr(RowFactor), { default: () => null }),
  scope3Category: Schema.optionalWith(Schema.NullOr(Scope3Category), { default: () => null }),
})
export type CalculationRowFields = typeof CalculationRowFields.Type

/** A problem of a row, on the field the form shows it at. */
export interface RowIssue {
  readonly path: ReadonlyArray<string>
  readonly message: GhgMessageKey
}

const factorIssues = (
  field: "factor" | "marketBasedFactor",
  row: CalculationRowFields,
  factor: RowFactorType,
): RowIssue[] => {
  const issues: RowIssue[] = []
  if (!sameDimension(factorTerms(factor).denominatorUnit, row.unit))
    issues.push({ path: [field], message: "validation.factorUnitMismatch" })
  if (factor.kind === "library" && factor.factor.rowType !== row.type)
    issues.push({ path: [field], message: "validation.factorTypeMismatch" })
  const basis = factor.kind === "library" ? factor.factor.scope2Basis : null
  if (basis !== null && basis !== (field === "factor" ? "location" : "market"))
    issues.push({ path: [field], message: "validation.factorBasisMismatch" })
  return issues
}

/** The scope 3 category of an `other` row: the row's own, else its library factor's. */
export const scope3CategoryOf = (row: CalculationRowFields): number | null =>
  row.scope3Category ?? (row.factor?.kind === "library" ? row.factor.factor.scope3Category : null)

/**
 * Why a row cannot be calculated (spec §5): no factor ("Factor is required"), a factor whose
 * denominator measures something else than the row's unit ("Selected factor unit does not match row
 * unit"), a library factor meant for another row type, a market-based factor on a row that is not
 * electricity or heat, a library factor of the wrong basis (the row's factor of an electricity row
 * is location-based, its market-based factor market-based), an `other` row without a scope 3
 * category. A custom factor takes the basis of the field it is entered in.
 */
export const rowIssues = (row: CalculationRowFields): ReadonlyArray<RowIssue> => [
  ...(row.factor === null
    ? [{ path: ["factor"], message: "validation.factorRequired" } as const]
    : factorIssues("factor", row, row.factor)),
  ...(row.marketBasedFactor === null
    ? []
    : row.type !== "electricity"
      ? [{ path: ["marketBasedFactor"], message: "validation.marketFactorOnlyForElectricity" } as const]
      : factorIssues("marketBasedFactor", row, row.marketBasedFactor)),
  ...(row.type === "other" && scope3CategoryOf(row) === null
    ? [{ path: ["scope3Category"], message: "validation.scope3CategoryRequired" } as const]
    : []),
]

/** A row that can be calculated; refusals carry the keys of `rowIssues`. */
export const CalculationRow = CalculationRowFields.pipe(
  Schema.filter((row) => rowIssues(row).map((i) => ({ path: [...i.path], message: i.message }))),
)
export type CalculationRow = typeof CalculationRow.Type
