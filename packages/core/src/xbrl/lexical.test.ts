import { describe, expect, it } from "vitest"
import { exact } from "../units/exact.js"
import {
  convertQuantityExact,
  coordinatesFromText,
  decimalText,
  exportUnitOf,
  naceCodeOf,
  naceMemberOf,
  numberText,
  percentFromText,
  percentText,
  splitName,
  unitFromUtr,
  utrUnit,
} from "./lexical.js"

describe("lexical forms of fact values", () => {
  it("writes numbers as exact decimals without exponents, and percentages as fractions", () => {
    expect(numberText(1500)).toBe("1500")
    expect(numberText(0.0000001)).toBe("0.0000001")
    expect(numberText(10.03334136)).toBe("10.03334136")
    expect(percentText(28.4090909091)).toBe("0.284090909091")
    expect(percentFromText("0.1")).toBe(10)
  })

  it("converts units exactly, and exports the units the UTR has as they are", () => {
    expect(decimalText(convertQuantityExact("mass", exact(5000), "t", "kg"))).toBe("5000000")
    expect(decimalText(convertQuantityExact("ghgEmissions", exact(1234.5), "kgCO2e", "tCO2e"))).toBe("1.2345")
    expect(exportUnitOf("ghgEmissions", "kgCO2e")).toBe("tCO2e")
    expect(exportUnitOf("volume", "l")).toBe("m3")
    expect(exportUnitOf("energy", "kWh")).toBe("kWh")
    expect(utrUnit("area", "m2")).toBe("utr:sqm")
    expect(unitFromUtr("area", "utr:sqm")).toBe("m2")
    expect(unitFromUtr("mass", "utr:MWh")).toBeNull()
  })

  it("names members by QName or by expanded name, of any version of EFRAG's namespaces", () => {
    expect(splitName("vsme:AlachlorMember")).toEqual({ prefix: "vsme", local: "AlachlorMember" })
    expect(splitName("https://xbrl.efrag.org/taxonomy/vsme/2025-07-30/vsme#ConsolidatedMember")).toEqual({
      prefix: "vsme",
      local: "ConsolidatedMember",
    })
    expect(splitName("https://xbrl.org/2024/iso3166#FI")).toEqual({ prefix: "country", local: "FI" })
    expect(splitName("not a name")).toBeNull()
  })

  it("maps NACE codes to the taxonomy's members and back", () => {
    expect(naceMemberOf("47.21")).toBe("NACE_G4721")
    expect(naceMemberOf("25.62")).toBe("NACE_C2562")
    expect(naceCodeOf("NACE_G4721")).toBe("47.21")
    expect(naceCodeOf("NACE_G")).toBeNull()
    expect(naceMemberOf("99.99")).toBeNull()
  })

  it("reads site coordinates as the taxonomy writes them", () => {
    expect(coordinatesFromText("60.19532,24.94503")).toEqual({ latitude: 60.19532, longitude: 24.94503 })
    expect(coordinatesFromText("Helsinki")).toBeNull()
  })
})
