import { describe, expect, it } from "vitest"
import { derivationIds } from "./derived.js"
import { derivedUnitOf } from "./derivedUnit.js"
import type { Answers } from "./ReportAnswers.js"

describe("derivedUnitOf", () => {
  it("takes a table total's unit from the units the table was answered in", () => {
    const answers: Answers = {
      WasteGeneratedTable: { status: "answered", value: { units: { mass: "t", volume: "l" }, rows: [] } },
    }
    expect(derivedUnitOf("totalWasteMass", answers)).toEqual({ kind: "unit", unit: "t" })
    expect(derivedUnitOf("totalWasteVolume", answers)).toEqual({ kind: "unit", unit: "l" })
    expect(derivedUnitOf("materialsTotalMass", answers)).toEqual({ kind: "unit", unit: "kg" })
  })

  it("names GHG totals in tCO2e, intensities per currency, rates in percent", () => {
    expect(derivedUnitOf("scope12Location", {})).toEqual({ kind: "unit", unit: "tCO2e" })
    expect(derivedUnitOf("intensityTotalMarket", {})).toEqual({ kind: "carbonPerCurrency" })
    expect(derivedUnitOf("employeeTurnoverRate", {})).toEqual({ kind: "percent" })
    expect(derivedUnitOf("accidentRate", {})).toEqual({ kind: "perAccidentHours" })
  })

  it("has a unit for every derived value of the catalogue", () => {
    for (const id of derivationIds) expect(derivedUnitOf(id, {})).toHaveProperty("kind")
  })
})
