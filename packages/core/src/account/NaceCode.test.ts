import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  NaceCode,
  NaceCodes,
  findNaceCode,
  naceCodes,
  naceFromTol,
  naceSectionTitles,
  naceSections,
  naceTitle,
  searchNaceCodes,
} from "./NaceCode.js"

describe("the NACE Rev. 2.1 list", () => {
  it("holds the divisions, groups and classes of EFRAG's taxonomy with their sections", () => {
    expect(naceCodes.filter((c) => c.level === "division")).toHaveLength(87)
    expect(naceCodes.filter((c) => c.level === "group")).toHaveLength(287)
    expect(naceCodes.filter((c) => c.level === "class")).toHaveLength(651)
    expect(naceSections.size).toBe(22)
    expect(findNaceCode("70.10")).toEqual({
      code: "70.10",
      section: "N",
      level: "class",
      title: "Activities of head offices",
      titles: {
        en: "Activities of head offices",
        fi: "Pääkonttorien toiminta",
        sv: "Verksamheter som utövas av huvudkontor",
      },
    })
    for (const entry of naceCodes) {
      expect(entry.code).toMatch(/^\d{2}(\.\d{1,2})?$/)
      expect(naceSections.has(entry.section)).toBe(true)
    }
  })

  it("names every code and section in Finnish and Swedish from TOL 2025, never from TOL 2008", () => {
    for (const entry of naceCodes) {
      for (const locale of ["fi", "sv", "en"] as const) expect(entry.titles[locale].trim()).not.toBe("")
    }
    expect(naceSectionTitles.size).toBe(22)
    // 62.10 is programming in Rev. 2.1 (it was computer consultancy, 62.01 programming, in Rev. 2).
    expect(naceTitle("62.10", "fi")).toBe("Ohjelmistojen suunnittelu ja valmistus")
    expect(naceTitle("62.10", "sv")).toBe("Dataprogrammering")
    expect(naceTitle("41.00", "fi")).toBe("Talonrakentaminen")
    expect(naceSectionTitles.get("K")?.fi).toMatch(/^Televiestintä/)
    expect(naceTitle("62.01", "fi")).toBeUndefined()
  })

  it("searches the titles of the person's language", () => {
    expect(searchNaceCodes("ohjelmistojen suunnittelu", 5, "fi").map((c) => c.code)).toContain("62.10")
    expect(searchNaceCodes("dataprogrammering", 5, "sv").map((c) => c.code)).toContain("62.10")
    expect(searchNaceCodes("pääkonttori", 5, "fi").map((c) => c.code)).toEqual(["70", "70.1", "70.10"])
    expect(searchNaceCodes("paakonttori", 5, "fi").map((c) => c.code)).toEqual(["70", "70.1", "70.10"])
    expect(searchNaceCodes("62.1", 5, "sv").map((c) => c.code)).toEqual(["62.1", "62.10"])
  })

  it("finds codes by code prefix and by title words, accents and case ignored", () => {
    expect(searchNaceCodes("70.1").map((c) => c.code)).toEqual(["70.1", "70.10"])
    expect(searchNaceCodes("7010").map((c) => c.code)).toEqual(["70.10"])
    expect(searchNaceCodes("HEAD offices").map((c) => c.code)).toEqual(["70", "70.1", "70.10"])
    expect(searchNaceCodes("", 3)).toHaveLength(3)
    expect(searchNaceCodes("no such activity anywhere")).toEqual([])
  })

  it("accepts listed codes and refuses others with the catalogue key", () => {
    expect(Schema.decodeUnknownSync(NaceCode)("62.10")).toBe("62.10")
    const refused = Schema.decodeUnknownEither(NaceCode)("62.01")
    expect(Either.isLeft(refused) && refused.left.message).toContain("validation.unknownNaceCode")
  })

  it("refuses a repeated code at its index, and more than ten codes", () => {
    const repeated = Schema.decodeUnknownEither(NaceCodes)(["70.10", "62.10", "70.10"])
    expect(Either.isLeft(repeated) && repeated.left.message).toContain("validation.duplicateValue")
    const many = naceCodes.slice(0, 11).map((c) => c.code)
    const tooMany = Schema.decodeUnknownEither(NaceCodes)(many)
    expect(Either.isLeft(tooMany) && tooMany.left.message).toContain("validation.tooManyItems")
  })
})

describe("industry codes of the business register read as NACE", () => {
  it("reads a TOL 2025 (TOIMI4) code's first four digits as a Rev. 2.1 class", () => {
    expect(naceFromTol("70100", "TOIMI4")).toEqual({
      revision: "2.1",
      code: "70.10",
      entry: findNaceCode("70.10"),
    })
    expect(naceFromTol("96999", "TOIMI4")?.entry?.code).toBe("96.99")
  })

  it("keeps a TOL 2008 (TOIMI3) code as NACE Rev. 2 without matching it against Rev. 2.1", () => {
    // 47.91 was "retail sale via mail order or internet" in Rev. 2 and means something else in Rev. 2.1.
    expect(naceFromTol("47910", "TOIMI3")).toEqual({ revision: "2", code: "47.91", entry: undefined })
  })

  it("gives up on other classifications and malformed codes", () => {
    expect(naceFromTol("70100", "TOIMI2")).toBeNull()
    expect(naceFromTol("70.10", "TOIMI4")).toBeNull()
    expect(naceFromTol("", "TOIMI4")).toBeNull()
  })
})
