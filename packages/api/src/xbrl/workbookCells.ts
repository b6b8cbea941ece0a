import { createRequire } from "node:module"
import type ExcelJS from "exceljs"
import { numberText as decimalOf } from "@vsme/core"

/**
 * Reading an EFRAG digital template's cells by named range, the way EFRAG's own converter does: a
 * range is `'Sheet'!$D$406:$H$505`, merged cells read as their top-left cell, a formula as its cached
 * result, and "-" (the template's "nothing here" placeholder) as empty.
 */

export type CellValue = string | number | boolean | Date

/**
 * exceljs reads the cached result of a formula in a date-formatted cell as a date even when the
 * result is text: the template's period cells (`=D6 & "-" & TEXT(D7, "00")…`, "2026-01-01", or
 * "01/01/2026" in 1.0.x) and a C3 adoption date computed by a formula became Invalid Dates, read as
 * empty. Its conversion is made to keep anything that is not a serial number as it is.
 */
const excelUtils = createRequire(import.meta.url)("exceljs/lib/utils/utils.js") as {
  excelToDate: (value: unknown, date1904?: boolean) => unknown
  keepsTextResults?: true
}
if (!excelUtils.keepsTextResults) {
  const toDate = excelUtils.excelToDate
  excelUtils.excelToDate = (value, date1904) =>
    typeof value === "number" && Number.isFinite(value) ? toDate(value, date1904) : value
  excelUtils.keepsTextResults = true
}

export interface Range {
  readonly sheet: string
  readonly top: number
  readonly left: number
  readonly bottom: number
  readonly right: number
}

const columnNumber = (letters: string) => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0)
export const columnLetters = (column: number): string => {
  let n = column
  let letters = ""
  while (n > 0) {
    const rest = (n - 1) % 26
    letters = String.fromCharCode(65 + rest) + letters
    n = Math.floor((n - 1) / 26)
  }
  return letters
}

/** `'General Information'!$D$406:$D$505` as a range, or null for anything else (several areas, whole columns). */
export const parseRange = (text: string): Range | null => {
  const match = /^(?:'((?:[^']|'')+)'|([^'!]+))!\$?([A-Z]{1,3})\$?(\d+)(?::\$?([A-Z]{1,3})\$?(\d+))?$/.exec(
    text.trim(),
  )
  if (!match) return null
  const sheet = (match[1] ?? match[2]!).replace(/''/g, "'")
  const [top, left] = [Number(match[4]), columnNumber(match[3]!)]
  const [bottom, right] = match[5] ? [Number(match[6]), columnNumber(match[5])] : [top, left]
  return {
    sheet,
    top: Math.min(top, bottom),
    left: Math.min(left, right),
    bottom: Math.max(top, bottom),
    right: Math.max(left, right),
  }
}

export const contains = (outer: Range, inner: Range) =>
  outer.sheet === inner.sheet &&
  inner.top >= outer.top &&
  inner.bottom <= outer.bottom &&
  inner.left >= outer.left &&
  inner.right <= outer.right

export const address = (row: number, column: number) => `${columnLetters(column)}${row}`

/** A cell's value as the template means it: cached formula results, rich text as text, "-" as empty. */
export const cellValue = (cell: ExcelJS.Cell): CellValue | null => {
  let value: unknown = cell.isMerged ? cell.master.value : cell.value
  if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    const v = value as Record<string, unknown>
    if ("error" in v) return null
    if ("richText" in v && Array.isArray(v.richText))
      value = v.richText.map((t: { text?: string }) => t.text ?? "").join("")
    else if ("formula" in v || "sharedFormula" in v) value = v.result ?? null
    else if ("text" in v) value = v.text
    else return null
    if (value !== null && typeof value === "object" && !(value instanceof Date)) return null
  }
  if (value === null || value === undefined) return null
  if (typeof value === "string") {
    const trimmed = value.trim()
    return trimmed === "" || trimmed === "-" ? null : value
  }
  if (typeof value === "number") return Number.isFinite(value) ? value : null
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  return value as CellValue
}

/** The formula of a cell (the label cells of the template are formulas naming `template_label_…`). */
export const cellFormula = (cell: ExcelJS.Cell): string | null => {
  const value = cell.value as unknown
  if (value !== null && typeof value === "object" && "formula" in (value as object)) {
    const formula = (value as { formula?: unknown }).formula
    return typeof formula === "string" ? formula : null
  }
  return null
}

/** The cells of a range's row, one per merged block (its top-left cell), left to right. */
export const rowCells = (sheet: ExcelJS.Worksheet, range: Range, row: number) => {
  const cells: Array<{ cell: ExcelJS.Cell; column: number }> = []
  const seen = new Set<string>()
  for (let column = range.left; column <= range.right; column++) {
    const cell = sheet.getCell(row, column)
    const master = cell.isMerged ? cell.master.address : cell.address
    if (seen.has(master)) continue
    seen.add(master)
    cells.push({ cell, column })
  }
  return cells
}

/**
 * Whether a value is a yes/no answer of the template, and which: a checkbox (TRUE/FALSE), a YES/NO
 * list, or what EFRAG's converter also takes for a boolean (`FactBuilder.validateBoolean`: true, 1, yes,
 * false, 0, no, in any case and with blanks around; 1 and 0 also as numbers).
 */
export const yesNo = (value: CellValue | null): boolean | null => {
  if (typeof value === "boolean") return value
  if (value === 1 || value === 0) return value === 1
  if (typeof value !== "string") return null
  const text = value.trim().toLowerCase()
  return ["yes", "true", "1"].includes(text) ? true : ["no", "false", "0"].includes(text) ? false : null
}

/** A checkbox cell's state: TRUE/FALSE, also when the cell holds them as text; null for anything else. */
export const checkbox = (value: CellValue | null): boolean | null => {
  if (typeof value === "boolean") return value
  const text = typeof value === "string" ? value.trim().toLowerCase() : null
  return text === "true" ? true : text === "false" ? false : null
}

const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)$/
// Thousands grouped by spaces ("10 000", also no-break and narrow no-break spaces): one reading only.
const groupedNumber = /^[+-]?\d{1,3}([ \u00a0\u202f]\d{3})+(\.\d+)?$/

/**
 * A numeric cell's value as an exact decimal string: a number, or a number typed as text ("10000",
 * " 10 000 ", "12.5"), as Excel keeps what was typed into a cell formatted as text. Null for anything
 * else, also a decimal comma ("1,500" is 1.5 or 1500 depending on who typed it).
 */
export const numberText = (value: CellValue | null): string | null => {
  if (typeof value === "number") return Number.isFinite(value) ? decimalOf(value) : null
  if (typeof value !== "string") return null
  const trimmed = value.trim()
  if (!plainNumber.test(trimmed) && !groupedNumber.test(trimmed)) return null
  // As typed, exact: "+12." → "12", ".5" → "0.5".
  return trimmed
    .replace(/[ \u00a0\u202f]/g, "")
    .replace(/^\+/, "")
    .replace(/^(-?)\./, "$10.")
    .replace(/\.$/, "")
}
