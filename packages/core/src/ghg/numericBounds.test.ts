import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { maxMagnitude } from "../units/bounds.js"
import { answerSchema } from "../vsme/answers.js"
import { CalculationRowFields, RowAmount } from "./CalculationRow.js"
import { CustomFactor } from "./EmissionFactor.js"
import { calculate } from "./engine.js"

const issues = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) return []
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => [i.path.join("."), i.message])
}

const customFactor = (value: number, denominatorUnit = "kWh") => ({
  kind: "custom",
  value,
  massUnit: "tCO2e",
  denominatorUnit,
  sourceNote: "Supplier",
})

const rowInput = (amount: number, unit = "kWh", factorValue = 0.1) => ({
  type: "electricity",
  title: "Electricity",
  amount,
  unit,
  factor: customFactor(factorValue),
})

describe("numbers are bounded to ±10¹² (issue 15)", () => {
  it("refuses a row amount of 1e308, or just above 10¹², on the amount", () => {
    expect(issues(CalculationRowFields, rowInput(1e308))).toEqual([["amount", "validation.numberTooLarge"]])
    expect(issues(RowAmount, maxMagnitude + 1)).toEqual([["", "validation.numberTooLarge"]])
    expect(issues(RowAmount, maxMagnitude)).toEqual([])
  })

  it("refuses a factor value beyond 10¹², on the value", () => {
    expect(issues(CustomFactor, customFactor(1e300))).toEqual([["value", "validation.numberTooLarge"]])
    expect(issues(CalculationRowFields, rowInput(1, "kWh", 1e13))).toContainEqual([
      "factor.value",
      "validation.numberTooLarge",
    ])
  })

  it("bounds VSME numeric answers, quantities in their base unit too", () => {
    expect(issues(answerSchema({ kind: "number", unit: "count" }), 1e308)).toEqual([
      ["", "validation.numberTooLarge"],
    ])
    expect(issues(answerSchema({ kind: "money" }), 2e12)).toEqual([["", "validation.numberTooLarge"]])
    const energy = answerSchema({ kind: "quantity", quantity: "energy" })
    // 10¹⁰ GWh is 10¹³ MWh: too large although the typed number is not.
    expect(issues(energy, { amount: 1e10, unit: "GWh" })).toEqual([["amount", "validation.numberTooLarge"]])
    expect(issues(energy, { amount: 1e12, unit: "kWh" })).toEqual([])
    expect(issues(energy, { amount: 1e9, unit: "GWh" })).toEqual([])
  })

  it("keeps every total finite with the largest amounts and factors in the most extreme units", () => {
    const extreme = Schema.decodeUnknownSync(CalculationRowFields)({
      type: "other",
      title: "Purchases",
      amount: maxMagnitude,
      unit: "M€",
      factor: { ...customFactor(maxMagnitude, "EUR"), massUnit: "tCO2e" },
      scope3Category: 1,
    })
    const result = calculate({ rows: Array(1000).fill(extreme), carbonUnit: "kgCO2e" })
    for (const value of [result.totals.scope3, result.totals.total, result.totals.totalMarketBased])
      expect(Number.isFinite(value)).toBe(true)
    // What the API sends: JSON writes a non-finite number as null, which no client can decode.
    expect(JSON.parse(JSON.stringify(result.totals))).toEqual(result.totals)
  })
})
