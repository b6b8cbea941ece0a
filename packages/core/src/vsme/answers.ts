import { Schema } from "effect"
import { hasNoControlCharacters, hasNoMarkup, singleLineText } from "../account/companyText.js"
import { isCountryCode } from "../account/countries.js"
import { naceCodeRows } from "../account/naceCodeList.js"
import { isWithinMagnitude } from "../units/bounds.js"
import { exact, toDecimalString } from "../units/exact.js"
import { baseUnitOf, convert, type QuantityKind, type UnitOf, unitsOf } from "../units/units.js"
import { taxonomyWasteTypes } from "./taxonomyConcepts.generated.js"
import { vsmeMessage as message } from "./validationMessages.js"

/** Longest texts: one-line answers and narratives (generous for a small company, small enough for XBRL). */
export const answerLimits = { text: 500, narrative: 10_000 } as const

/** What kind of value a question or a table field takes; data, so the UI and exports can read it too. */
export type AnswerType =
  /** A physical amount with its unit (MWh or kWh, tCO2e or kgCO2e, kg or t, m³, m² or ha), ≥ 0. */
  | { readonly kind: "quantity"; readonly quantity: QuantityKind }
  /** A number ≥ 0 in the unit the enclosing table chose for this kind of quantity. */
  | { readonly kind: "amount"; readonly quantity: QuantityKind }
  /** Money in the report currency, ≥ 0. */
  | { readonly kind: "money" }
  /** A plain count or amount ≥ 0 (employees, hours, accidents); `integer` for whole counts. */
  | {
      readonly kind: "number"
      readonly unit: "persons" | "hours" | "count" | "ratio"
      readonly integer?: boolean
    }
  /** A share 0–100, shown and entered as percent (XBRL stores the fraction: divide by 100 on export). */
  | { readonly kind: "percentage" }
  | { readonly kind: "year" }
  | { readonly kind: "date" }
  | { readonly kind: "boolean" }
  /** One member of a taxonomy domain. */
  | { readonly kind: "enum"; readonly members: ReadonlyArray<string> }
  /** Zero or more members of a taxonomy domain (`minItems` 1 when at least one is needed). */
  | { readonly kind: "enumSet"; readonly members: ReadonlyArray<string>; readonly minItems?: number }
  /** Codes of a long code list: ISO 3166 alpha-2 country, NACE code, European Waste Catalogue member. */
  | { readonly kind: "codeList"; readonly list: "country" | "nace" | "waste"; readonly multiple: boolean }
  | { readonly kind: "text"; readonly maxLength: number; readonly format?: "url" }
  | { readonly kind: "narrative"; readonly maxLength: number }
  /** Latitude and longitude of a site (reported as "lat,lon" with the decimals the user gave). */
  | { readonly kind: "coordinates" }
  /** Computed by core from other answers (derived.ts); never typed. */
  | { readonly kind: "derived" }

const invalid = { message: () => ({ message: "validation.invalidValue", override: true }) }

/** A finite number within ±10¹² (`maxMagnitude`); anything else is "Enter a number" or "too large". */
export const FiniteNumber = Schema.Number.annotations({
  message: () => ({ message: "validation.invalidNumber", override: true }),
}).pipe(
  Schema.finite(message("validation.invalidNumber")),
  Schema.filter(isWithinMagnitude, message("validation.numberTooLarge")),
)

/** A number ≥ 0 ("Must be zero or greater", spec §5). */
export const NonNegativeNumber = FiniteNumber.pipe(
  Schema.greaterThanOrEqualTo(0, message("validation.mustBeZeroOrGreater")),
)

/** A whole number ≥ 0. */
export const NonNegativeInteger = NonNegativeNumber.pipe(Schema.int(message("validation.mustBeWholeNumber")))

/** A share in percent, 0–100 (spec §5: GHG target share of total emissions). */
export const Percentage = FiniteNumber.pipe(Schema.between(0, 100, message("validation.mustBePercentage")))

/** A four-digit calendar year ("Invalid year"). */
export const Year = Schema.Number.annotations({
  message: () => ({ message: "validation.invalidYear", override: true }),
}).pipe(
  Schema.int(message("validation.invalidYear")),
  Schema.between(1900, 2100, message("validation.invalidYear")),
)

const isCalendarDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** A calendar date as ISO `YYYY-MM-DD` ("Invalid date"). */
export const IsoDate = Schema.String.annotations({
  message: () => ({ message: "validation.invalidDate", override: true }),
}).pipe(Schema.filter(isCalendarDate, message("validation.invalidDate")))

/** A period of dates; the end may not be before the start ("Check dates", spec §5). */
export const DateRange = Schema.Struct({ start: IsoDate, end: IsoDate }).pipe(
  Schema.filter((range) =>
    range.end >= range.start ? true : { path: ["end"], message: "validation.checkDates" },
  ),
)
export type DateRange = typeof DateRange.Type

export const YesNo = Schema.Boolean.annotations(invalid)

const nonEmptyMembers = (members: ReadonlyArray<string>) => members as [string, ...Array<string>]

/** One member of a domain. */
export const Member = (members: ReadonlyArray<string>) =>
  Schema.Literal(...nonEmptyMembers(members)).annotations(invalid)

/** Distinct members of a domain, at least `minItems`. */
export const MemberSet = (members: ReadonlyArray<string>, minItems = 0) =>
  Schema.Array(Member(members)).pipe(
    Schema.filter((items) => new Set(items).size === items.length, message("validation.duplicateValue")),
    Schema.filter((items) => items.length >= minItems, message("validation.chooseAtLeastOne")),
  )

const naceCodes = naceCodeRows.map(([code]) => code)
const wasteMembers = taxonomyWasteTypes.map(([member]) => member)

/** An ISO 3166-1 alpha-2 code in force, as the taxonomy's `country:` members use it. */
export const CountryCodeAnswer = Schema.String.pipe(
  Schema.pattern(/^[A-Z]{2}$/, message("validation.invalidCountry")),
  Schema.filter(isCountryCode, message("validation.invalidCountry")),
).annotations({ message: () => ({ message: "validation.invalidCountry", override: false }) })

export const NaceCodeAnswer = Schema.Literal(...nonEmptyMembers(naceCodes)).annotations({
  message: () => ({ message: "validation.unknownNaceCode", override: true }),
})
export const WasteTypeAnswer = Member(wasteMembers)

/** One line of text, not blank. */
export const LineText = (maxLength: number) =>
  singleLineText(maxLength).pipe(Schema.minLength(1, message("validation.cannotBeEmpty")))

/** A web address (the template accepts http://, https:// and www.). */
export const UrlText = LineText(answerLimits.text).pipe(
  Schema.filter((url) => /^(https?:\/\/|www\.)[^\s]+\.[^\s]+$/i.test(url), message("validation.invalidUrl")),
)

const hasOnlyLayoutControls = (text: string) => hasNoControlCharacters(text.replace(/[\n\r\t]/g, " "))

/** Free text with line breaks, not blank, at most `maxLength` characters, no markup. */
export const Narrative = (maxLength: number) =>
  Schema.Trim.pipe(
    Schema.minLength(1, message("validation.cannotBeEmpty")),
    Schema.maxLength(maxLength, message("validation.tooLong")),
    Schema.filter(hasOnlyLayoutControls, message("validation.controlCharacters")),
    Schema.filter(hasNoMarkup, message("validation.htmlNotAllowed")),
  )

/**
 * A physical amount and the unit it was entered in. Bounded in the base unit of its kind too (issue
 * 15): 10¹² is a bound in MWh, not in GWh.
 */
export const Quantity = <K extends QuantityKind>(kind: K) =>
  Schema.Struct({ amount: NonNegativeNumber, unit: Member(unitsOf(kind)) }).pipe(
    Schema.filter((q) =>
      isWithinMagnitude(convert(kind, q.amount, q.unit as UnitOf<K>, baseUnitOf(kind)))
        ? true
        : { path: ["amount"], message: "validation.numberTooLarge" },
    ),
  )
export type Quantity = { readonly amount: number; readonly unit: string }

/** Latitude and longitude in decimal degrees. */
export const Coordinates = Schema.Struct({ latitude: FiniteNumber, longitude: FiniteNumber }).pipe(
  Schema.filter((c) =>
    Math.abs(c.latitude) <= 90 && Math.abs(c.longitude) <= 180 ? true : "validation.invalidCoordinates",
  ),
)
export type Coordinates = typeof Coordinates.Type

/**
 * Coordinates as the taxonomy's GPSLocationOfSite wants them, "latitude,longitude" in decimal degrees,
 * with every decimal the user gave ("45.4634273,9.1919874"; never rounded, never an exponent).
 */
export const formatGpsLocation = (c: Coordinates) =>
  `${toDecimalString(exact(c.latitude), 20)},${toDecimalString(exact(c.longitude), 20)}`

/** Severity of a climate risk (spec §3): 1 Low, 2 Moderate, 3 High. */
export const Severity = Schema.Literal(1, 2, 3).annotations({
  message: () => ({ message: "validation.invalidSeverity", override: true }),
})

/** The Schema of an answer of type `type`; `derived` answers are refused, core computes them. */
export const answerSchema = (type: AnswerType): Schema.Schema<any, any, never> => {
  switch (type.kind) {
    case "quantity":
      return Quantity(type.quantity)
    case "amount":
    case "money":
      return NonNegativeNumber
    case "number":
      return type.integer === true ? NonNegativeInteger : NonNegativeNumber
    case "percentage":
      return Percentage
    case "year":
      return Year
    case "date":
      return IsoDate
    case "boolean":
      return YesNo
    case "enum":
      return Member(type.members)
    case "enumSet":
      return MemberSet(type.members, type.minItems ?? 0)
    case "codeList": {
      const one =
        type.list === "country" ? CountryCodeAnswer : type.list === "nace" ? NaceCodeAnswer : WasteTypeAnswer
      return type.multiple ? codeSet(one) : one
    }
    case "text":
      return type.format === "url" ? UrlText : LineText(type.maxLength)
    case "narrative":
      return Narrative(type.maxLength)
    case "coordinates":
      return Coordinates
    case "derived":
      return Schema.Unknown.pipe(Schema.filter(() => false, message("validation.invalidValue")))
  }
}

const codeSet = (one: Schema.Schema<string, string, never>) =>
  Schema.Array(one).pipe(
    Schema.filter((items) => new Set(items).size === items.length, message("validation.duplicateValue")),
    Schema.filter((items) => items.length >= 1, message("validation.chooseAtLeastOne")),
  )
