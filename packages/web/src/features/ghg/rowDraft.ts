import {
  copyFactor,
  CustomFactor,
  emissionsKg,
  formatCarbon,
  rowIssues,
  type CalculationRowFields,
  type CarbonUnit,
  type EmissionFactor,
  type RowFactor,
  type RowType,
  type RowUnit,
} from "@vsme/core"
import { RowInput, type FactorChoice, type StoredCalculationRow } from "@vsme/sdk"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"
import { emptyCustomFactor, type CustomFactorDraft } from "./CustomFactorFields.js"
import { parseDecimal } from "./format.js"

/** A factor picked in the wizard: a library factor (the whole entry, as listed) or one typed in. */
export type FactorPick =
  | { readonly kind: "library"; readonly factor: EmissionFactor }
  | { readonly kind: "custom"; readonly draft: CustomFactorDraft }
  | null

/** The add-row wizard's working state: what the person has chosen and typed so far. */
export interface RowDraft {
  readonly type: RowType | null
  readonly factor: FactorPick
  readonly title: string
  readonly amount: string
  readonly unit: RowUnit | ""
  readonly notes: string
  /** "" or "1"…"15". */
  readonly scope3Category: string
  /** null: none (the location-based figure counts as market-based too). */
  readonly marketBased: FactorPick
}

export const emptyDraft: RowDraft = {
  type: null,
  factor: null,
  title: "",
  amount: "",
  unit: "",
  notes: "",
  scope3Category: "",
  marketBased: null,
}

const pickOf = (factor: RowFactor | null): FactorPick =>
  factor === null
    ? null
    : factor.kind === "library"
      ? { kind: "library", factor: factor.factor }
      : {
          kind: "custom",
          draft: {
            value: String(factor.value),
            massUnit: factor.massUnit,
            denominatorUnit: factor.denominatorUnit,
            sourceNote: factor.sourceNote,
          },
        }

/** A stored row as the wizard's state, for editing it. */
export const draftOfRow = (row: StoredCalculationRow): RowDraft => ({
  type: row.type,
  factor: pickOf(row.factor),
  title: row.title,
  amount: String(row.amount),
  unit: row.unit as RowUnit,
  notes: row.notes,
  scope3Category: row.scope3Category === null ? "" : String(row.scope3Category),
  marketBased: pickOf(row.marketBasedFactor),
})

const customOf = (draft: CustomFactorDraft) => ({
  kind: "custom" as const,
  value: parseDecimal(draft.value),
  massUnit: draft.massUnit,
  denominatorUnit: draft.denominatorUnit,
  sourceNote: draft.sourceNote,
})

const choiceOf = (pick: FactorPick) =>
  pick === null
    ? null
    : pick.kind === "library"
      ? { kind: "library", id: pick.factor.id }
      : customOf(pick.draft)

/** The row as ghg.addRow takes it (without the calculation id), not yet decoded. */
export const rowInputOf = (draft: RowDraft) => ({
  type: draft.type ?? "",
  title: draft.title,
  amount: parseDecimal(draft.amount),
  unit: draft.unit,
  notes: draft.notes,
  factor: choiceOf(draft.factor),
  marketBasedFactor: choiceOf(draft.marketBased),
  scope3Category: draft.scope3Category === "" ? null : Number(draft.scope3Category),
})

/** The factor a row will keep, as core calculates with it (a library copy, or the custom factor). */
const rowFactorOf = (pick: FactorPick, choice: FactorChoice | null): RowFactor | null =>
  pick === null || choice === null
    ? null
    : pick.kind === "library"
      ? copyFactor(pick.factor)
      : (choice as RowFactor)

/**
 * Where step 3 shows core's row rules (spec §5): a factor whose unit does not match the row's at the
 * unit the person chooses, the rest at their own field.
 */
const fieldOfIssue = (path: ReadonlyArray<string>, message: string) =>
  message === "validation.factorUnitMismatch" && path[0] === "factor" ? "unit" : path.join(".")

export type DecodedRow = typeof RowInput.Type

/**
 * The wizard's row checked as the server will check it: the contract's Schema (field by field), then
 * core's row rules ("Factor is required", "Selected factor unit does not match row unit", …).
 */
export const checkRow = (
  draft: RowDraft,
):
  | { readonly ok: true; readonly row: DecodedRow; readonly fields: CalculationRowFields }
  | { readonly ok: false; readonly errors: FieldErrors } => {
  const decoded = decodeForm(RowInput, rowInputOf(draft))
  if (!decoded.ok) return decoded
  const fields: CalculationRowFields = {
    ...decoded.value,
    factor: rowFactorOf(draft.factor, decoded.value.factor),
    marketBasedFactor: rowFactorOf(draft.marketBased, decoded.value.marketBasedFactor),
  }
  const issues = rowIssues(fields)
  if (issues.length > 0) {
    const errors: Record<string, string> = {}
    for (const issue of issues) errors[fieldOfIssue(issue.path, issue.message)] ??= issue.message
    return { ok: false, errors }
  }
  return { ok: true, row: decoded.value, fields }
}

/** Step 2's check: a factor is chosen ("Factor is required"), and a custom one is well-formed. */
export const checkFactorStep = (draft: RowDraft): FieldErrors => {
  if (draft.factor === null) return { factor: "validation.factorRequired" }
  if (draft.factor.kind === "library") return {}
  const decoded = decodeForm(CustomFactor, customOf(draft.factor.draft))
  return decoded.ok
    ? {}
    : Object.fromEntries(Object.entries(decoded.errors).map(([k, v]) => [`factor.${k}`, v]))
}

/** A custom factor to start from: the units of the row type's usual factors. */
export const customFactorFor = (type: RowType | null): CustomFactorDraft =>
  emptyCustomFactor(
    type === "fuel" ? "liters" : type === "refrigerant" ? "kg" : type === "other" ? "EUR" : "kWh",
  )

/** The row's emissions in the account's carbon unit, as text, once the row is complete and valid. */
export const estimateOf = (draft: RowDraft, unit: CarbonUnit): string | null => {
  const checked = checkRow(draft)
  if (!checked.ok || checked.fields.factor === null) return null
  const kg = emissionsKg(checked.fields.amount, checked.fields.unit, checked.fields.factor)
  return formatCarbon(kg, unit)
}
