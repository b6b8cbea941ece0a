import type { EmissionFactor } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { parseDecimal } from "./format.js"
import { checkFactorStep, checkRow, emptyDraft, estimateOf, rowInputOf, type RowDraft } from "./rowDraft.js"

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
  sourceName: "UK DESNZ",
  sourceUrl: "https://www.gov.uk/",
  sourceNotes: "",
}

const dieselRow: RowDraft = {
  ...emptyDraft,
  type: "fuel",
  factor: { kind: "library", factor: diesel },
  title: "Van diesel",
  amount: "1 000,5",
  unit: "liters",
}

describe("the add-row wizard's checks", () => {
  it("reads amounts as people type them, and hands anything else on for the Schema to refuse", () => {
    expect(parseDecimal("1 000,5")).toBe(1000.5)
    expect(parseDecimal("2.5")).toBe(2.5)
    expect(parseDecimal("12 kg")).toBe("12 kg")
  })

  it("requires a factor before the details step (spec §5 'Factor is required')", () => {
    expect(checkFactorStep({ ...emptyDraft, type: "fuel" })).toEqual({ factor: "validation.factorRequired" })
    expect(checkFactorStep(dieselRow)).toEqual({})
    expect(
      checkFactorStep({
        ...dieselRow,
        factor: {
          kind: "custom",
          draft: { value: "x", massUnit: "kgCO2e", denominatorUnit: "liters", sourceNote: "" },
        },
      }),
    ).toEqual({ "factor.value": "validation.invalidNumber", "factor.sourceNote": "validation.cannotBeEmpty" })
  })

  it("shows a factor of another dimension at the unit ('Selected factor unit does not match row unit')", () => {
    expect(checkRow({ ...dieselRow, unit: "kWh" })).toEqual({
      ok: false,
      errors: { unit: "validation.factorUnitMismatch" },
    })
    expect(checkRow({ ...dieselRow, amount: "", title: " " })).toMatchObject({
      ok: false,
      errors: { title: "validation.cannotBeEmpty", amount: "validation.invalidNumber" },
    })
  })

  it("sends the library factor by id and estimates the row as the engine does", () => {
    const checked = checkRow(dieselRow)
    expect(checked.ok).toBe(true)
    expect(rowInputOf(dieselRow)).toMatchObject({
      amount: 1000.5,
      factor: { kind: "library", id: diesel.id },
      marketBasedFactor: null,
    })
    // 1 000.5 l × 2.51279 kgCO2e/l = 2 514.046395 kg
    expect(estimateOf(dieselRow, "kgCO2e")).toBe("2514.046")
    expect(estimateOf(dieselRow, "tCO2e")).toBe("2.514046")
    expect(estimateOf({ ...dieselRow, unit: "kWh" }, "tCO2e")).toBeNull()
  })
})
