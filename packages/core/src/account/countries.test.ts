import { describe, expect, it } from "vitest"
import { xbrlCountryCodes } from "../xbrl/xbrlTaxonomy.generated.js"
import { countryCodes, isCountryCode } from "./countries.js"

describe("ISO 3166-1 countries", () => {
  it("are the 249 codes in force, sorted, without repeats", () => {
    expect(countryCodes).toHaveLength(249)
    expect(new Set(countryCodes).size).toBe(249)
    expect([...countryCodes].sort()).toEqual(countryCodes)
  })

  it("are the taxonomy's country members less the codes ISO 3166-3 withdrew", () => {
    const withdrawn = xbrlCountryCodes.filter((code) => !isCountryCode(code))
    expect(withdrawn.sort()).toEqual(["AN", "BU", "CS", "NT", "TP", "YU", "ZR"])
    for (const code of countryCodes) expect(xbrlCountryCodes).toContain(code)
  })

  it("leave out withdrawn and reserved codes the browser still names", () => {
    for (const code of ["DD", "SU", "YU", "CS", "FX", "UK", "AN", "EU", "XK", "ZZ"])
      expect(isCountryCode(code), code).toBe(false)
    for (const code of ["FI", "SE", "DE", "RS", "RU", "GB", "ME", "SS", "CW"])
      expect(isCountryCode(code), code).toBe(true)
  })
})
