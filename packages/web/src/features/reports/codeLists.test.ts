import { describe, expect, it } from "vitest"
import { countryOptions, naceOptions } from "./codeLists.js"

describe("code lists in the interface language", () => {
  it("offer each country once, named in the person's language, and no withdrawn country", () => {
    for (const locale of ["fi", "sv", "en"] as const) {
      const options = countryOptions(locale)
      expect(options).toHaveLength(249)
      const names = options.map(([, name]) => name)
      expect(new Set(names).size, locale).toBe(names.length)
      const codes = options.map(([code]) => code)
      for (const withdrawn of ["DD", "SU", "YU", "CS", "FX", "UK", "AN"])
        expect(codes).not.toContain(withdrawn)
    }
    expect(new Map(countryOptions("fi")).get("DE")).toBe("Saksa")
    expect(new Map(countryOptions("sv")).get("DE")).toBe("Tyskland")
    expect(new Map(countryOptions("fi")).get("SE")).toBe("Ruotsi")
  })

  it("name NACE Rev. 2.1 codes in Finnish and Swedish from TOL 2025", () => {
    expect(new Map(naceOptions("fi")).get("62.10")).toBe("62.10 Ohjelmistojen suunnittelu ja valmistus")
    expect(new Map(naceOptions("sv")).get("62.10")).toBe("62.10 Dataprogrammering")
    expect(new Map(naceOptions("en")).get("62.10")).toBe("62.10 Computer programming activities")
  })
})
