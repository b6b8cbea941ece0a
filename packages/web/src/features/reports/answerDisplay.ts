import {
  formatGpsLocation,
  givenFigure,
  memberLabel,
  type AnswerType,
  type Coordinates,
  type Locale,
  type Question,
} from "@vsme/core"
import { countryName } from "./codeLists.js"
import { formatReadable } from "./readableNumbers.js"
import { unitLabel } from "./TypeInput.js"

/** Words the display needs, in the page's language (passed in so this module stays free of React). */
export interface DisplayWords {
  readonly yes: string
  readonly no: string
  readonly currency: string
}

export const formatNumber = (value: number, locale: Locale, maximumFractionDigits = 6) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value)

/** One value of an answer type as text, e.g. "1 234,5 MWh", "Yes", "Finland". */
export const formatTypeValue = (
  type: AnswerType,
  value: unknown,
  locale: Locale,
  words: DisplayWords,
  unit?: string,
): string => {
  if (value === null || value === undefined) return ""
  switch (type.kind) {
    case "quantity": {
      const q = value as { amount: number; unit: string }
      return `${formatNumber(q.amount, locale)} ${unitLabel(q.unit)}`
    }
    case "amount":
      return `${formatNumber(Number(value), locale)}${unit ? ` ${unitLabel(unit)}` : ""}`
    case "money":
      return `${formatNumber(Number(value), locale, 2)} ${words.currency}`
    case "number":
      return formatNumber(Number(value), locale)
    case "percentage":
      return `${formatNumber(Number(value), locale, 2)} %`
    case "year":
      return String(value)
    case "date":
      return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(
        new Date(`${String(value)}T00:00:00Z`),
      )
    case "boolean":
      return value === true ? words.yes : words.no
    case "enum":
      return memberLabel(String(value), locale)
    case "enumSet":
      return (value as ReadonlyArray<string>).map((m) => memberLabel(m, locale)).join(", ")
    case "codeList": {
      const items = type.multiple ? (value as ReadonlyArray<string>) : [String(value)]
      return items.map((code) => (type.list === "country" ? countryName(code, locale) : code)).join(", ")
    }
    case "coordinates": {
      // As entered, every decimal (the report and its exports keep them too).
      return formatGpsLocation(value as Coordinates).replace(",", ", ")
    }
    case "derived":
      return typeof value === "number" ? formatReadable(value, locale) : ""
    default:
      return String(value)
  }
}

/** A scalar answer's value as text; tables are shown as tables by their own component. */
export const formatAnswer = (q: Question, value: unknown, locale: Locale, words: DisplayWords): string => {
  if (q.kind === "table") return ""
  if (q.answer.kind === "derived" && q.inputs) {
    // A figure given without its inputs is shown as the derived value, marked as given.
    if (givenFigure(value) !== null) return ""
    const inputs = value as Record<string, unknown>
    return q.inputs
      .map((i) => `${i.label[locale]}: ${formatTypeValue(i.answer, inputs[i.id], locale, words)}`)
      .join("; ")
  }
  return formatTypeValue(q.answer, value, locale, words)
}

/** The unit a derived value is computed in (derived.ts `computeDerived`), for display. */
export const derivedUnit = (derivation: string | undefined, currency: string): string => {
  if (!derivation) return ""
  if (derivation.startsWith("scope")) return "tCO2e"
  if (derivation.startsWith("intensity")) return `tCO2e / ${currency}`
  if (derivation === "waterConsumption") return "m³"
  // Waste and material totals are in the unit their table was entered in; accident rate and the
  // female-to-male ratios are plain numbers.
  if (["employeeTurnoverRate", "genderPayGap", "collectiveBargainingCoverage"].includes(derivation))
    return "%"
  if (derivation === "fossilFuelRevenue") return currency
  return ""
}
