import { ParseResult, Schema } from "effect"
import { requiredText } from "../account/companyText.js"
import { isWithinMagnitude } from "../units/bounds.js"
import { withMessage } from "../validation/messages.js"
import { vsmeMessage } from "../vsme/validationMessages.js"
import { CarbonMassUnitSchema, RowUnitSchema } from "./quantity.js"
import { ghgMessage, ghgOverride } from "./validationMessages.js"

/** Type of a calculation row (spec §3): it decides the scope (issue 5). */
export const rowTypes = ["electricity", "fuel", "refrigerant", "other"] as const
export const RowType = Schema.Literal(...rowTypes).annotations(ghgOverride("validation.invalidValue"))
export type RowType = typeof RowType.Type

export const Scope = Schema.Literal(1, 2, 3).annotations(ghgOverride("validation.invalidValue"))
export type Scope = typeof Scope.Type
export const scopes: ReadonlyArray<Scope> = [1, 2, 3]

/**
 * The scope a row type belongs to: fuel combustion and refrigerant leaks are direct emissions
 * (scope 1), purchased electricity and district heat are scope 2 (row type `electricity` covers both,
 * as in the factor library), everything else is scope 3 with its GHG Protocol category.
 */
export const scopeOfRowType = (type: RowType): Scope =>
  type === "electricity" ? 2 : type === "other" ? 3 : 1

/** A GHG Protocol scope 3 category, 1 (purchased goods and services) … 15 (investments). */
export const Scope3Category = Schema.Number.annotations(ghgOverride("validation.invalidScope3Category")).pipe(
  Schema.int(ghgMessage("validation.invalidScope3Category")),
  Schema.between(1, 15, ghgMessage("validation.invalidScope3Category")),
)
export type Scope3Category = typeof Scope3Category.Type
export const scope3Categories: ReadonlyArray<number> = Array.from({ length: 15 }, (_, i) => i + 1)

/**
 * How a scope 2 factor is meant (GHG Protocol Scope 2 Guidance): `location` is the average intensity
 * of the grid where the energy is used, `market` what the company bought (a supplier's or the
 * residual mix when no guarantees of origin back the purchase).
 */
export const Scope2Basis = Schema.Literal("location", "market").annotations(
  ghgOverride("validation.scope2BasisRequired"),
)
export type Scope2Basis = typeof Scope2Basis.Type

/**
 * A factor value: a finite number ≥ 0, in the factor's mass unit per its denominator unit, at most
 * 10¹² (`maxMagnitude`, issue 15; real factors are below 10⁵, the largest GWPs).
 */
export const FactorValue = Schema.Number.annotations(ghgOverride("validation.invalidNumber")).pipe(
  Schema.finite(vsmeMessage("validation.invalidNumber")),
  Schema.greaterThanOrEqualTo(0, withMessage("validation.mustBeZeroOrGreater")),
  Schema.filter(isWithinMagnitude, vsmeMessage("validation.numberTooLarge")),
)

const FactorYear = Schema.Number.annotations(ghgOverride("validation.invalidValidityPeriod")).pipe(
  Schema.int(ghgMessage("validation.invalidValidityPeriod")),
  Schema.between(1900, 2100, ghgMessage("validation.invalidValidityPeriod")),
)

/**
 * The calendar years a factor is valid for, both ends included; `to: null` is open-ended (an IPCC
 * GWP stays valid until a later assessment replaces it). Publishers version factors by year (DESNZ
 * 2024, 2025), so a period of whole years is what the library needs.
 */
export const ValidityPeriod = Schema.Struct({ from: FactorYear, to: Schema.NullOr(FactorYear) }).pipe(
  Schema.filter((p) => p.to === null || p.from <= p.to, ghgMessage("validation.invalidValidityPeriod")),
)
export type ValidityPeriod = typeof ValidityPeriod.Type

/** Whether a factor valid for `period` is valid in `year`. */
export const isValidInYear = (period: ValidityPeriod, year: number) =>
  period.from <= year && (period.to === null || year <= period.to)

/**
 * Whether a calculation of `year` may use a factor valid for `period`: valid in the year, or published
 * for an earlier one (the latest available when nothing newer exists, shown on the row as such). A
 * factor of a later year never is.
 */
export const isUsableInYear = (period: ValidityPeriod, year: number) => period.from <= year

/**
 * The year to name on a row whose factor is not valid in the calculation's year ("latest available:
 * 2023"): the last year of its validity; null when it is valid in the year.
 */
export const latestAvailableYear = (period: ValidityPeriod, year: number): number | null =>
  isValidInYear(period, year) ? null : period.to !== null && period.to < year ? period.to : null

/** `2024`, `2021/2023` or `2021/..` (ISO 8601 interval notation of years) as a validity period. */
export const ValidityPeriodText = Schema.transformOrFail(Schema.String, ValidityPeriod, {
  strict: true,
  decode: (text, _, ast) => {
    const match = /^(\d{4})(?:\/(\d{4}|\.\.))?$/.exec(text.trim())
    if (!match) return ParseResult.fail(new ParseResult.Type(ast, text, "validation.invalidValidityPeriod"))
    const from = Number(match[1])
    const to = match[2] === undefined ? from : match[2] === ".." ? null : Number(match[2])
    return ParseResult.succeed({ from, to })
  },
  encode: (p) => ParseResult.succeed(p.to === p.from ? String(p.from) : `${p.from}/${p.to ?? ".."}`),
})

/**
 * Where a factor applies: an ISO 3166-1 alpha-2 code (FI, GB; upper-cased), `EU` for an EU-27
 * aggregate or `GLOBAL` for values that do not depend on the country (GWPs, flights).
 */
export const FactorCountry = Schema.transform(
  Schema.String.annotations(ghgOverride("validation.invalidFactorCountry")),
  Schema.String.pipe(Schema.pattern(/^(?:[A-Z]{2}|GLOBAL)$/, ghgMessage("validation.invalidFactorCountry"))),
  { strict: true, decode: (code) => code.trim().toUpperCase(), encode: (code) => code },
)

const HttpUrl = Schema.Trim.pipe(
  Schema.maxLength(2000, withMessage("validation.tooLong")),
  Schema.filter((url) => /^https?:\/\/[^\s]+$/i.test(url), vsmeMessage("validation.invalidUrl")),
)

/** A stable id of a library factor (`desnz-2024-diesel-avg-biofuel-liters`). */
export const FactorId = Schema.Trim.pipe(
  Schema.minLength(1, withMessage("validation.cannotBeEmpty")),
  Schema.maxLength(120, withMessage("validation.tooLong")),
  Schema.pattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ghgMessage("validation.invalidFactorId")),
)

/** Free text of source notes: may be long and span lines; trimmed. */
const SourceNotes = Schema.Trim.pipe(Schema.maxLength(4000, withMessage("validation.tooLong")))

/** Whether a factor was read in its publisher's own document or in someone else's copy of it. */
export const FactorSourceKind = Schema.Literal("primary", "secondary").annotations(
  ghgOverride("validation.invalidValue"),
)
export type FactorSourceKind = typeof FactorSourceKind.Type

/**
 * What a factor's value covers: `CO2e` all greenhouse gases in CO2 equivalents, `CO2` carbon dioxide
 * only (the Finnish residual mix, Motiva's and Helen's factors are published so and are not
 * converted; the report labels them "CO2").
 */
export const FactorGases = Schema.Literal("CO2e", "CO2").annotations(ghgOverride("validation.invalidValue"))
export type FactorGases = typeof FactorGases.Type

/** A factor's name in Finnish and Swedish (the English one is `name`). */
export const FactorNames = Schema.Struct({ fi: requiredText(300), sv: requiredText(300) })
export type FactorNames = typeof FactorNames.Type

const OptionalText = (max: number) =>
  Schema.Trim.pipe(Schema.maxLength(max, withMessage("validation.tooLong")))

/**
 * An emission factor of the library (issue 5, spec §3): the value in the units its publisher used
 * (33 gCO2e per kWh, 2.51279 kgCO2e per liter, a GWP as kgCO2e per kg), where and when it applies,
 * and its source. The row type says which rows may use it and so its scope; `scope3Category` is the
 * GHG Protocol category of an `other` factor, `scope2Basis` whether an `electricity` factor is
 * location- or market-based.
 */
export const EmissionFactor = Schema.Struct({
  id: FactorId,
  name: requiredText(300),
  rowType: RowType,
  scope3Category: Schema.NullOr(Scope3Category),
  scope2Basis: Schema.NullOr(Scope2Basis),
  value: FactorValue,
  massUnit: CarbonMassUnitSchema,
  denominatorUnit: RowUnitSchema,
  validFor: ValidityPeriod,
  country: FactorCountry,
  sourceName: requiredText(300),
  sourceUrl: HttpUrl,
  /** Notes for the library's administrators (where exactly a value was read, doubts): never shown to companies. */
  sourceNotes: SourceNotes,
  /** Finnish and Swedish names; absent on factors added before names were translated (English shown). */
  names: Schema.optionalWith(FactorNames, { exact: true }),
  /** Who published the value (Energiavirasto, VTT LIPASTO, IPCC…); shown with the factor. */
  publisher: Schema.optionalWith(OptionalText(300), { exact: true }),
  /** How the value was made (method, allocation, derivation), in a sentence; shown with the factor. */
  method: Schema.optionalWith(OptionalText(1000), { exact: true }),
  sourceKind: Schema.optionalWith(FactorSourceKind, { exact: true }),
  gases: Schema.optionalWith(FactorGases, { exact: true }),
  /**
   * Biogenic CO2 per denominator unit, in the factor's mass unit (wood fuels): reported beside the
   * scopes, never in them (GHG Protocol); the factor's `value` is then its scope figure.
   */
  biogenicCO2: Schema.optionalWith(FactorValue, { exact: true }),
}).pipe(
  Schema.filter((f) => [
    f.rowType === "other" && f.scope3Category === null
      ? { path: ["scope3Category"], message: "validation.scope3CategoryRequired" }
      : undefined,
    f.rowType !== "other" && f.scope3Category !== null
      ? { path: ["scope3Category"], message: "validation.scopeMismatch" }
      : undefined,
    f.rowType === "electricity" && f.scope2Basis === null
      ? { path: ["scope2Basis"], message: "validation.scope2BasisRequired" }
      : undefined,
    f.rowType !== "electricity" && f.scope2Basis !== null
      ? { path: ["scope2Basis"], message: "validation.scopeMismatch" }
      : undefined,
  ]),
)
export type EmissionFactor = typeof EmissionFactor.Type

/**
 * A factor the user typed for one row (issue 5 "custom factor"): value, mass unit, denominator unit
 * and a note where it comes from.
 */
export const CustomFactor = Schema.Struct({
  kind: Schema.Literal("custom"),
  value: FactorValue,
  massUnit: CarbonMassUnitSchema,
  denominatorUnit: RowUnitSchema,
  sourceNote: requiredText(1000),
})
export type CustomFactor = typeof CustomFactor.Type

/**
 * The copy of a library factor a row keeps (issue 5): editing or retiring the library entry later
 * does not change a calculation already made.
 */
export const LibraryFactorCopy = Schema.Struct({
  kind: Schema.Literal("library"),
  factor: EmissionFactor,
})
export type LibraryFactorCopy = typeof LibraryFactorCopy.Type

/** The factor a row uses: a copy of a library factor or a custom factor. */
export const RowFactor = Schema.Union(LibraryFactorCopy, CustomFactor)
export type RowFactor = typeof RowFactor.Type

/** A library factor as the copy a row keeps. */
export const copyFactor = (factor: EmissionFactor): LibraryFactorCopy => ({ kind: "library", factor })

/** Languages a factor has a name in. */
export type FactorNameLanguage = "fi" | "sv" | "en"

/** A library factor's name in a language: the Finnish or Swedish name when it has one, else `name`. */
export const factorName = (
  factor: Pick<EmissionFactor, "name" | "names">,
  language: FactorNameLanguage | string,
): string =>
  language === "fi"
    ? (factor.names?.fi ?? factor.name)
    : language === "sv"
      ? (factor.names?.sv ?? factor.name)
      : factor.name

/** The factor as companies see it: without the administrators' source notes. */
export const publicFactor = (factor: EmissionFactor): EmissionFactor => ({ ...factor, sourceNotes: "" })

/** The value and units a row factor multiplies with, whichever kind it is. */
export const factorTerms = (f: RowFactor) => (f.kind === "library" ? f.factor : f)
