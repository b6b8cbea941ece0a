import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { translate } from "../i18n/catalogue.js"
import { Calculation } from "./Calculation.js"
import { CalculationRow } from "./CalculationRow.js"
import { copyFactor, type EmissionFactor } from "./EmissionFactor.js"
import { ghgValidationMessages } from "./validationMessages.js"

const diesel: EmissionFactor = {
  id: "desnz-2024-diesel-avg-biofuel-liters",
  name: "Diesel, average biofuel blend (UK forecourt), per liter",
  rowType: "fuel",
  scope3Category: null,
  scope2Basis: null,
  value: 2.51279,
  massUnit: "kgCO2e",
  denominatorUnit: "liters",
  validFor: { from: 2024, to: 2024 },
  country: "GB",
  sourceName: "UK DESNZ/Defra GHG Conversion Factors for Company Reporting 2024 (flat file v1.1)",
  sourceUrl: "https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2024",
  sourceNotes: "ID 1_101_1011_8_1",
}
const residualMix: EmissionFactor = {
  ...diesel,
  id: "aib-2025-residual-mix-fi",
  name: "Electricity residual mix, Finland",
  rowType: "electricity",
  scope2Basis: "market",
  value: 352.45,
  massUnit: "gCO2e",
  denominatorUnit: "kWh",
  validFor: { from: 2025, to: 2025 },
  country: "FI",
}

const issues = (schema: Schema.Schema<any, any, never>, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  return Either.isRight(result)
    ? []
    : ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({
        path: i.path,
        message: i.message,
      }))
}
const dieselRow = { type: "fuel", title: "Van fuel", amount: 120, unit: "litres", factor: copyFactor(diesel) }

describe("CalculationRow", () => {
  it("accepts a row with a factor of its unit's dimension", () => {
    expect(issues(CalculationRow, dieselRow)).toEqual([])
    expect(Schema.decodeUnknownSync(CalculationRow)(dieselRow)).toMatchObject({
      unit: "liters",
      notes: "",
      marketBasedFactor: null,
    })
  })

  it("refuses a row without a factor: 'Factor is required'", () => {
    expect(issues(CalculationRow, { ...dieselRow, factor: null })).toEqual([
      { path: ["factor"], message: "validation.factorRequired" },
    ])
    expect(ghgValidationMessages.en.factorRequired).toBe("Factor is required")
  })

  it("refuses a factor per litre on a row in kWh: 'Selected factor unit does not match row unit'", () => {
    expect(issues(CalculationRow, { ...dieselRow, unit: "kWh" })).toEqual([
      { path: ["factor"], message: "validation.factorUnitMismatch" },
    ])
    expect(ghgValidationMessages.en.factorUnitMismatch).toBe("Selected factor unit does not match row unit")
    const perPassengerKm = {
      kind: "custom",
      value: 0.1,
      massUnit: "kgCO2e",
      denominatorUnit: "passenger-km",
      sourceNote: "Operator's figure",
    }
    expect(
      issues(CalculationRow, {
        ...dieselRow,
        type: "other",
        unit: "km",
        factor: perPassengerKm,
        scope3Category: 6,
      }),
    ).toEqual([{ path: ["factor"], message: "validation.factorUnitMismatch" }])
  })

  it("refuses library factors of another row type or basis, and stray market-based factors", () => {
    expect(issues(CalculationRow, { ...dieselRow, type: "refrigerant" })).toEqual([
      { path: ["factor"], message: "validation.factorTypeMismatch" },
    ])
    expect(issues(CalculationRow, { ...dieselRow, marketBasedFactor: copyFactor(residualMix) })).toEqual([
      { path: ["marketBasedFactor"], message: "validation.marketFactorOnlyForElectricity" },
    ])
    expect(
      issues(CalculationRow, {
        type: "electricity",
        title: "Office",
        amount: 10,
        unit: "MWh",
        factor: copyFactor(residualMix),
      }),
    ).toEqual([{ path: ["factor"], message: "validation.factorBasisMismatch" }])
  })

  it("refuses an other row without a scope 3 category, and bad fields with their keys", () => {
    const custom = { kind: "custom", value: 0.2, massUnit: "kgCO2e", denominatorUnit: "EUR", sourceNote: "x" }
    expect(
      issues(CalculationRow, { type: "other", title: "Services", amount: 5, unit: "k€", factor: custom }),
    ).toEqual([{ path: ["scope3Category"], message: "validation.scope3CategoryRequired" }])
    expect(issues(CalculationRow, { ...dieselRow, title: " ", amount: -1, unit: "gallons" })).toEqual([
      { path: ["title"], message: "validation.cannotBeEmpty" },
      { path: ["amount"], message: "validation.mustBeZeroOrGreater" },
      { path: ["unit"], message: "validation.unknownUnit" },
    ])
  })

  it("every key is in the shared catalogue in fi, en and sv", () => {
    for (const key of Object.keys(ghgValidationMessages.en) as Array<keyof typeof ghgValidationMessages.en>)
      for (const locale of ["fi", "en", "sv"] as const)
        expect(translate(locale, `validation.${key}`)).toBe(ghgValidationMessages[locale][key])
  })
})

describe("Calculation", () => {
  const calculation = {
    title: "Helsinki office 2024",
    status: "ready",
    period: { start: "2024-01-01", end: "2024-12-31" },
    rows: [dieselRow],
  }

  it("may be ready when it has rows whose factors are valid for its period", () => {
    expect(issues(Calculation, calculation)).toEqual([])
    expect(Schema.decodeUnknownSync(Calculation)(calculation)).toMatchObject({
      excludedScopes: [],
      site: null,
    })
  })

  it("may not be ready without rows, or with a factor of a later year; a draft may", () => {
    expect(issues(Calculation, { ...calculation, rows: [] })).toEqual([
      { path: ["rows"], message: "validation.calculationHasNoRows" },
    ])
    const in2023 = { ...calculation, period: { start: "2023-01-01", end: "2023-12-31" } }
    expect(issues(Calculation, in2023)).toEqual([
      { path: ["rows", 0, "factor"], message: "validation.factorNotValidForPeriod" },
    ])
    expect(issues(Calculation, { ...in2023, status: "draft" })).toEqual([])
  })

  it("may be ready with the latest available factor of an earlier year", () => {
    const in2025 = { ...calculation, period: { start: "2025-01-01", end: "2025-12-31" } }
    expect(issues(Calculation, in2025)).toEqual([])
  })

  it("refuses rows without a factor even in a draft, and an end before the start", () => {
    expect(
      issues(Calculation, {
        ...calculation,
        status: "draft",
        period: { start: "2024-12-31", end: "2024-01-01" },
        rows: [{ ...dieselRow, factor: null }],
      }),
    ).toEqual([
      { path: ["period", "end"], message: "validation.checkDates" },
      { path: ["rows", 0, "factor"], message: "validation.factorRequired" },
    ])
  })
})
