import { describe, expect, it } from "vitest"
import { countryOptions, naceOptions } from "../../features/reports/codeLists.js"
import { filterCodeOptions } from "./filterCodeOptions.js"

describe("filterCodeOptions", () => {
  const nace = naceOptions("fi")

  it("finds codes by their digits, with or without the dot", () => {
    expect(filterCodeOptions(nace, "62.10", 5).map(([code]) => code)).toEqual(["62.10"])
    expect(filterCodeOptions(nace, "6210", 5).map(([code]) => code)).toEqual(["62.10"])
    expect(filterCodeOptions(nace, "62.1", 5).map(([code]) => code)).toEqual(["62.1", "62.10"])
  })

  it("finds names by words of the person's language, accents and case ignored", () => {
    expect(filterCodeOptions(nace, "ohjelmistojen suunn", 5).map(([code]) => code)).toContain("62.10")
    const countries = countryOptions("fi")
    expect(filterCodeOptions(countries, "saks", 5).map(([code]) => code)).toEqual(["DE"])
    expect(filterCodeOptions(countries, "fi", 50).map(([code]) => code)).toContain("FI")
    expect(filterCodeOptions(countryOptions("sv"), "osterrike", 5).map(([code]) => code)).toEqual(["AT"])
  })

  it("stops at the limit and lists everything for an empty query", () => {
    expect(filterCodeOptions(nace, "", 10)).toHaveLength(10)
    expect(filterCodeOptions(nace, "a", 7)).toHaveLength(7)
    expect(filterCodeOptions(nace, "no such words at all", 5)).toEqual([])
  })
})
