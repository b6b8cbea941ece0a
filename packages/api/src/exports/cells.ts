import {
  findNaceCode,
  formatGpsLocation,
  memberLabel,
  type AnswerType,
  type Locale,
  type QuantityKind,
} from "@vsme/core"
import { exportText } from "./exportTexts.js"

/**
 * A spreadsheet cell as the export means it: typed, so that a spreadsheet program computes with
 * numbers, sorts dates and shows percentages as such. `null` is an empty cell.
 */
export type Cell =
  | { readonly kind: "text"; readonly value: string; readonly wrap?: boolean }
  | { readonly kind: "number"; readonly value: number; readonly format?: string }
  | { readonly kind: "date"; readonly value: Date; readonly format: string }
  | { readonly kind: "boolean"; readonly value: boolean }
  | null

/** Number formats (Excel's codes, locale-neutral: the program shows its own separators). */
export const formats = {
  integer: "0",
  money: "#,##0.00",
  /** A share stored as a fraction (0.425) shown as 42.5 %. */
  percent: "0.0#%",
  date: "yyyy-mm-dd",
  dateTime: "yyyy-mm-dd hh:mm",
} as const

/**
 * Characters that make a spreadsheet program (or a CSV saved from the file) read a text as a formula
 * or a command (OWASP "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return at the start.
 */
const formulaStart = /^[=+\-@\t\r]/

/**
 * A text cell that can never run: the value stays a string cell (never a formula in the file), and a
 * text starting like a formula gets the apostrophe prefix that spreadsheet programs themselves use
 * for "this is text", so a CSV saved from the workbook is harmless too.
 */
export const text = (value: string, wrap = false): Cell => ({
  kind: "text",
  value: formulaStart.test(value) ? `'${value}` : value,
  ...(wrap || value.includes("\n") ? { wrap: true } : {}),
})

export const num = (value: number, format?: string): Cell => ({
  kind: "number",
  value,
  ...(format ? { format } : {}),
})

/** A share given in percent (0–100) as a percentage cell. Divided exactly enough: 42.5 → 0.425. */
export const percent = (value: number): Cell => ({
  kind: "number",
  value: Number((value / 100).toPrecision(15)),
  format: formats.percent,
})

/** An ISO `YYYY-MM-DD` date as a date cell (midnight UTC: spreadsheet dates have no time zone). */
export const isoDate = (value: string): Cell => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return text(value)
  return {
    kind: "date",
    value: new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
    format: formats.date,
  }
}

/** Units as people write them: m³ rather than the catalogue's `m3`. */
export const unitLabel = (unit: string) =>
  (({ m3: "m³", m2: "m²", km2: "km²" }) as Record<string, string>)[unit] ?? unit

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value)

/** What the answer cell shows and the unit beside it. */
export interface AnswerCell {
  readonly cell: Cell
  readonly unit: string
}

export interface CellContext {
  readonly locale: Locale
  /** The report currency (account settings). */
  readonly currency: string
  /** A table's unit per quantity kind, for `amount` fields. */
  readonly tableUnits?: Readonly<Partial<Record<QuantityKind, string>>>
}

const codeLabel = (list: "country" | "nace" | "waste", code: string, locale: Locale) =>
  list === "country"
    ? code
    : list === "nace"
      ? `${code} ${findNaceCode(code)?.title ?? ""}`.trim()
      : memberLabel(code, locale)

/** A value that does not have its type's shape (an answer saved under an older catalogue): as text. */
const asText = (value: unknown): AnswerCell => ({
  cell:
    value === undefined || value === null
      ? null
      : text(typeof value === "string" ? value : JSON.stringify(value)),
  unit: "",
})

/**
 * The cell of a value of `type` (a scalar answer, a derived question's input or a table field) with
 * its unit: numbers as numbers, money with the currency, percentages as percentages, dates as dates,
 * members by their label in the export's language.
 */
export const answerCell = (type: AnswerType, value: unknown, ctx: CellContext): AnswerCell => {
  if (value === undefined || value === null) return { cell: null, unit: "" }
  switch (type.kind) {
    case "quantity":
      return isRecord(value) && isFiniteNumber(value.amount) && typeof value.unit === "string"
        ? { cell: num(value.amount), unit: unitLabel(value.unit) }
        : asText(value)
    case "amount":
      return isFiniteNumber(value)
        ? { cell: num(value), unit: unitLabel(ctx.tableUnits?.[type.quantity] ?? "") }
        : asText(value)
    case "money":
      return isFiniteNumber(value) ? { cell: num(value, formats.money), unit: ctx.currency } : asText(value)
    case "number": {
      if (!isFiniteNumber(value)) return asText(value)
      const unit =
        type.unit === "persons"
          ? exportText(ctx.locale, "persons")
          : type.unit === "hours"
            ? exportText(ctx.locale, "hours")
            : type.unit === "count"
              ? exportText(ctx.locale, "count")
              : ""
      return { cell: num(value, type.integer ? formats.integer : undefined), unit }
    }
    case "percentage":
      return isFiniteNumber(value) ? { cell: percent(value), unit: "%" } : asText(value)
    case "year":
      return isFiniteNumber(value) ? { cell: num(value, formats.integer), unit: "" } : asText(value)
    case "date":
      return typeof value === "string" ? { cell: isoDate(value), unit: "" } : asText(value)
    case "boolean":
      return typeof value === "boolean" ? { cell: { kind: "boolean", value }, unit: "" } : asText(value)
    case "enum":
      return typeof value === "string"
        ? { cell: text(memberLabel(value, ctx.locale)), unit: "" }
        : asText(value)
    case "enumSet":
      return Array.isArray(value)
        ? { cell: text(value.map((m) => memberLabel(String(m), ctx.locale)).join("; ")), unit: "" }
        : asText(value)
    case "codeList": {
      const codes = type.multiple ? value : [value]
      return Array.isArray(codes) && codes.every((c) => typeof c === "string")
        ? { cell: text(codes.map((c) => codeLabel(type.list, c, ctx.locale)).join("; ")), unit: "" }
        : asText(value)
    }
    case "text":
      return typeof value === "string" ? { cell: text(value), unit: "" } : asText(value)
    case "narrative":
      return typeof value === "string" ? { cell: text(value, true), unit: "" } : asText(value)
    case "coordinates":
      return isRecord(value) && isFiniteNumber(value.latitude) && isFiniteNumber(value.longitude)
        ? {
            cell: text(formatGpsLocation({ latitude: value.latitude, longitude: value.longitude })),
            unit: "",
          }
        : asText(value)
    case "derived":
      return asText(value)
  }
}
