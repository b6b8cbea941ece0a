import { describe, expect, it } from "vitest"
import {
  conceptOfLabel,
  countryCodeOfLabel,
  naceCodeOfLabel,
  utrOfUnitText,
  vsmeMemberOfLabel,
  wasteMemberOfLabel,
} from "./templateLabels.js"

describe("the digital template's labels as taxonomy members", () => {
  it("reads the texts EFRAG's template shows", () => {
    expect(wasteMemberOfLabel("    20 01 01 - Non-Hazardous - Paper and cardboard")).toBe(
      "W-200101-Non-Hazardous-PaperAndCardboardMember",
    )
    expect(wasteMemberOfLabel("  01 01 - Wastes from mineral excavation")).toBeNull()
    expect(naceCodeOfLabel("NACE G - 47.22 Retail sale of meat and meat products")).toBe("47.22")
    expect(naceCodeOfLabel("NACE G - RETAIL")).toBeNull()
    expect(vsmeMemberOfLabel("Option B (Basic Module and Comprehensive Module)")).toBe(
      "OptionBBasicModuleAndComprehensiveModuleMember",
    )
    expect(vsmeMemberOfLabel("private limited liability undertaking")).toBe(
      "PrivateLimitedLiabilityUndertakingMember",
    )
    expect(vsmeMemberOfLabel("Asbestos")).toBe("AsbestosMember")
    expect(vsmeMemberOfLabel("Full-time equivalent (FTE)")).toBe("Full-TimeEquivalentFTEMember")
    expect(conceptOfLabel("Energy consumption from electricity")).toBe("EnergyConsumptionFromElectricity")
  })

  it("reads countries by the template's own list first, then by their English names", () => {
    const list = new Map([["italia", "IT"]])
    expect(countryCodeOfLabel("Italia", list)).toBe("IT")
    expect(countryCodeOfLabel("Belgium", list)).toBe("BE")
    expect(countryCodeOfLabel("Atlantis", list)).toBeNull()
  })

  it("reads the unit texts of the template", () => {
    expect(utrOfUnitText("metric tonnes (t)")).toBe("utr:t")
    expect(utrOfUnitText("squared meters (m2)")).toBe("utr:sqm")
    expect(utrOfUnitText("cubic meters (m³)")).toBe("utr:m3")
    expect(utrOfUnitText("barrels")).toBeNull()
  })
})
