import {
  questionAnswerSchema,
  unitsOf,
  type AccountSettings,
  type AnswerType,
  type QuantityKind,
  type Question,
  type TableQuestion,
} from "@vsme/core"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"
import { editableNumberText, parseLocaleNumber } from "../../i18n/localeNumbers.js"

/**
 * What the form holds while a person types: strings for numbers (so "12," is not lost mid-typing),
 * `null` for an unanswered yes/no, arrays for sets, and the same shapes nested for tables and the
 * inputs of derived values. JSON-safe, because it is kept in local storage (spec §3 working state).
 */
export type Draft =
  | string
  | boolean
  | null
  | ReadonlyArray<string>
  | { readonly [key: string]: Draft }
  | ReadonlyArray<DraftRow>

export interface DraftRow {
  readonly key: string
  readonly values: Readonly<Record<string, Draft>>
}

export interface DraftTable {
  readonly units: Readonly<Record<string, string>>
  readonly rows: ReadonlyArray<DraftRow>
}

/** The unit a new quantity starts in: the account's choice for energy and emissions (spec §3 settings). */
export const defaultUnit = (kind: QuantityKind, settings: AccountSettings | undefined): string => {
  if (kind === "energy") return settings?.energyUnit ?? "MWh"
  if (kind === "ghgEmissions") return settings?.carbonUnit ?? "tCO2e"
  return unitsOf(kind)[0]!
}

const numericKinds = new Set(["amount", "money", "number", "percentage", "year"])

/** An empty draft of one answer type. */
export const emptyTypeDraft = (type: AnswerType, settings?: AccountSettings): Draft => {
  switch (type.kind) {
    case "quantity":
      return { amount: "", unit: defaultUnit(type.quantity, settings) }
    case "boolean":
      return null
    case "enumSet":
      return []
    case "codeList":
      return type.multiple ? [] : ""
    case "coordinates":
      return { latitude: "", longitude: "" }
    default:
      return ""
  }
}

/** An empty draft of a question. */
export const emptyDraft = (q: Question, settings?: AccountSettings): Draft => {
  if (q.kind === "table") {
    const units = Object.fromEntries(q.units.map((kind) => [kind, defaultUnit(kind, settings)]))
    return { units, rows: [] } satisfies DraftTable as unknown as Draft
  }
  if (q.answer.kind === "derived")
    return q.inputs
      ? Object.fromEntries(q.inputs.map((i) => [i.id, emptyTypeDraft(i.answer, settings)]))
      : null
  return emptyTypeDraft(q.answer, settings)
}

const numberText = (value: unknown, year = false) =>
  typeof value === "number" ? editableNumberText(value, { year }) : ""

/** A stored value of one answer type as a draft. */
export const typeDraftOf = (type: AnswerType, value: unknown, settings?: AccountSettings): Draft => {
  if (value === null || value === undefined) return emptyTypeDraft(type, settings)
  if (numericKinds.has(type.kind)) return numberText(value, type.kind === "year")
  switch (type.kind) {
    case "quantity": {
      const q = value as { amount?: unknown; unit?: unknown }
      return { amount: numberText(q.amount), unit: typeof q.unit === "string" ? q.unit : "" }
    }
    case "coordinates": {
      const c = value as { latitude?: unknown; longitude?: unknown }
      return { latitude: numberText(c.latitude), longitude: numberText(c.longitude) }
    }
    case "boolean":
      return typeof value === "boolean" ? value : null
    case "enumSet":
      return Array.isArray(value) ? (value as string[]) : []
    case "codeList":
      return type.multiple ? (Array.isArray(value) ? (value as string[]) : []) : String(value)
    default:
      return typeof value === "string" ? value : ""
  }
}

/** A stored answer value as a draft. */
export const draftOf = (q: Question, value: unknown, settings?: AccountSettings): Draft => {
  if (value === undefined || value === null) return emptyDraft(q, settings)
  if (q.kind === "table") {
    const table = value as { units?: Record<string, string>; rows?: ReadonlyArray<DraftRow> }
    const empty = emptyDraft(q, settings) as unknown as DraftTable
    return {
      units: { ...empty.units, ...table.units },
      rows: (table.rows ?? []).map((row) => ({
        key: String(row.key),
        values: Object.fromEntries(
          q.fields
            .filter((f) => f.answer.kind !== "derived")
            .map((f) => [f.id, typeDraftOf(f.answer, row.values?.[f.id], settings)]),
        ),
      })),
    } satisfies DraftTable as unknown as Draft
  }
  if (q.answer.kind === "derived") {
    const inputs = value as Record<string, unknown>
    return q.inputs
      ? Object.fromEntries(q.inputs.map((i) => [i.id, typeDraftOf(i.answer, inputs[i.id], settings)]))
      : null
  }
  return typeDraftOf(q.answer, value, settings)
}

/** A typed number in the interface language (see localeNumbers.ts), or the text when it is none. */
export const parseNumber = (text: string): number | string => parseLocaleNumber(text)

const isBlank = (draft: Draft | undefined): boolean => {
  if (draft === null || draft === undefined) return true
  if (typeof draft === "string") return draft.trim() === ""
  if (typeof draft === "boolean") return false
  if (Array.isArray(draft)) return draft.length === 0
  // A quantity is blank without its amount: the unit always has a default.
  if ("amount" in draft && "unit" in draft) return isBlank((draft as { amount: Draft }).amount)
  return Object.values(draft as Record<string, Draft>).every(isBlank)
}

/** The value of one answer type's draft, or undefined when nothing was entered. */
export const typeValueOf = (type: AnswerType, draft: Draft | undefined): unknown => {
  if (draft === undefined || isBlank(draft)) return undefined
  if (numericKinds.has(type.kind)) return parseNumber(String(draft))
  switch (type.kind) {
    case "quantity": {
      const q = draft as { amount: string; unit: string }
      return { amount: parseNumber(q.amount), unit: q.unit }
    }
    case "coordinates": {
      const c = draft as { latitude: string; longitude: string }
      return { latitude: parseNumber(c.latitude), longitude: parseNumber(c.longitude) }
    }
    case "text":
    case "narrative":
      return typeof draft === "string" ? draft.trim() : draft
    default:
      return draft
  }
}

const tableValueOf = (q: TableQuestion, draft: DraftTable) => ({
  units: draft.units,
  rows: draft.rows.map((row) => ({
    key: row.key.trim(),
    values: Object.fromEntries(
      q.fields
        .filter((f) => f.answer.kind !== "derived" && f.id in row.values)
        .map((f) => [f.id, typeValueOf(f.answer, row.values[f.id]) ?? null]),
    ),
  })),
})

/** The answer value a draft stands for, or undefined when the question was left empty. */
export const valueOf = (q: Question, draft: Draft | undefined): unknown => {
  if (draft === undefined || draft === null) return undefined
  if (q.kind === "table") {
    const table = draft as unknown as DraftTable
    return table.rows.length === 0 ? undefined : tableValueOf(q, table)
  }
  if (q.answer.kind === "derived") {
    if (!q.inputs || isBlank(draft)) return undefined
    const inputs = draft as Record<string, Draft>
    return Object.fromEntries(q.inputs.map((i) => [i.id, typeValueOf(i.answer, inputs[i.id])]))
  }
  return typeValueOf(q.answer, draft)
}

export type DraftCheck =
  | { readonly kind: "empty" }
  | { readonly kind: "valid"; readonly value: unknown }
  | { readonly kind: "invalid"; readonly errors: FieldErrors }

/**
 * Checks a draft with the question's own Schema from core, the one the server decodes with, so the
 * form shows the spec §5 messages on blur and never sends what the server would refuse. Errors are
 * keyed by path inside the answer ("" for the answer itself, "amount", "rows.0.values.CityOfSite").
 */
export const checkDraft = (q: Question, draft: Draft | undefined, comprehensive: boolean): DraftCheck => {
  if (q.kind === "scalar" && q.answer.kind === "derived" && !q.inputs) return { kind: "empty" }
  const value = valueOf(q, draft)
  if (value === undefined) return { kind: "empty" }
  if (q.kind === "scalar" && q.inputs) {
    // Every input of a derived value is needed to compute it: name the missing ones.
    const missing = q.inputs.filter((i) => (value as Record<string, unknown>)[i.id] === undefined)
    if (missing.length > 0)
      return {
        kind: "invalid",
        errors: Object.fromEntries(missing.map((i) => [i.id, "validation.requiredField"])),
      }
  }
  const result = decodeForm(questionAnswerSchema(q, comprehensive), value)
  return result.ok ? { kind: "valid", value } : { kind: "invalid", errors: result.errors }
}
