import { describe, expect, it } from "vitest"
import type { CalculationRowFields } from "./CalculationRow.js"
import type { CustomFactor, Scope } from "./EmissionFactor.js"
import { calculate } from "./engine.js"
import { b3FillAnswers } from "./reportFill.js"

const custom = (value: number, denominatorUnit: CustomFactor["denominatorUnit"]): CustomFactor => ({
  kind: "custom",
  value,
  massUnit: "kgCO2e",
  denominatorUnit,
  sourceNote: "Test",
})
const row = (fields: Partial<CalculationRowFields> & Pick<CalculationRowFields, "type">) =>
  ({
    title: fields.type,
    amount: 1000,
    unit: "kWh",
    notes: "",
    factor: custom(0.1, "kWh"),
    marketBasedFactor: null,
    scope3Category: null,
    ...fields,
  }) satisfies CalculationRowFields

// 1000 l × 2.5 kg/l = 2500 kg; 1000 kWh × 0.1 = 100 kg location, × 0.3 = 300 kg market;
// 2 kg × 1924 = 3848 kg; 1000 pkm × 0.05 = 50 kg (category 6).
const rows = [
  row({ type: "fuel", unit: "liters", factor: custom(2.5, "liters") }),
  row({ type: "electricity", marketBasedFactor: custom(0.3, "kWh") }),
  row({ type: "refrigerant", amount: 2, unit: "kg", factor: custom(1924, "kg") }),
  row({ type: "other", unit: "passenger-km", factor: custom(0.05, "passenger-km"), scope3Category: 6 }),
]
const fill = (input: {
  rows: ReadonlyArray<CalculationRowFields>
  excluded?: Scope[]
  unit?: "tCO2e" | "kgCO2e"
}) =>
  Object.fromEntries(
    b3FillAnswers(
      calculate({
        rows: input.rows,
        excludedScopes: input.excluded ?? [],
        carbonUnit: input.unit ?? "tCO2e",
      }),
    ).map((a) => [a.questionId, a.answer]),
  )

describe("B3 answers from a calculation", () => {
  it("gives scope 1, both scope 2 figures and scope 3 in the account's carbon unit", () => {
    expect(fill({ rows })).toEqual({
      GrossScope1GreenhouseGasEmissions: { status: "answered", value: { amount: 6.348, unit: "tCO2e" } },
      GrossLocationBasedScope2GreenhouseGasEmissions: {
        status: "answered",
        value: { amount: 0.1, unit: "tCO2e" },
      },
      GrossMarketBasedScope2GreenhouseGasEmissions: {
        status: "answered",
        value: { amount: 0.3, unit: "tCO2e" },
      },
      GrossScope3GreenhouseGasEmissions: { status: "answered", value: { amount: 0.05, unit: "tCO2e" } },
    })
    expect(fill({ rows, unit: "kgCO2e" }).GrossScope1GreenhouseGasEmissions).toEqual({
      status: "answered",
      value: { amount: 6348, unit: "kgCO2e" },
    })
  })

  it("leaves out scope 3 when no row gives it, and an excluded scope altogether", () => {
    expect(Object.keys(fill({ rows: rows.slice(0, 3) }))).toEqual([
      "GrossScope1GreenhouseGasEmissions",
      "GrossLocationBasedScope2GreenhouseGasEmissions",
      "GrossMarketBasedScope2GreenhouseGasEmissions",
    ])
    expect(Object.keys(fill({ rows, excluded: [2, 3] }))).toEqual(["GrossScope1GreenhouseGasEmissions"])
    expect(fill({ rows, excluded: [1, 2, 3] })).toEqual({})
  })

  it("reports the location-based figure as market-based for rows without a market-based factor", () => {
    const plain = fill({ rows: [row({ type: "electricity" })] })
    expect(plain.GrossMarketBasedScope2GreenhouseGasEmissions).toEqual(
      plain.GrossLocationBasedScope2GreenhouseGasEmissions,
    )
  })
})
