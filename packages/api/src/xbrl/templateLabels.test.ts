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

  it("reads the 1994 waste codes of templates 1.0.x as the taxonomy's (list of 2000), with any blanks around", () => {
    const list = new Set(["101101", "101102", "101103", "101104", "030101"])
    // By code, whatever the 1.0.x list says of hazard: the current list decides.
    expect(wasteMemberOfLabel("        030101 Hazardous Waste - Waste bark and cork  ")).toBe(
      "W-030101-Non-Hazardous-WasteBarkAndCorkMember",
    )
    // Dropped in 2000: the one code of its sub-chapter, new in 2000 and as hazardous, named like it.
    expect(wasteMemberOfLabel("        101102 Non-Hazardous Waste - Waste glass", list)).toBe(
      "W-101112-Non-Hazardous-WasteGlassOtherThanThoseMentionedIn101111Member",
    )
    // Without the file's own list it cannot tell an old code's successor; nor with several candidates.
    expect(wasteMemberOfLabel("        101102 Non-Hazardous Waste - Waste glass")).toBeNull()
    expect(wasteMemberOfLabel("        101104 Non-Hazardous Waste - Flue gas dust", list)).toBeNull()
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
