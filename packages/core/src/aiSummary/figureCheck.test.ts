import { describe, expect, it } from "vitest"
import { findUnsupportedFigures } from "./figureCheck.js"
import { sampleInput } from "../testing/sampleSummaryInput.js"
import { buildSummaryPrompt } from "./summaryPrompt.js"

const dataIn = (locale: "fi" | "en" | "sv") => buildSummaryPrompt(sampleInput, locale).data
const flagged = (answer: string, locale: "fi" | "en" | "sv" = "en") =>
  findUnsupportedFigures(answer, dataIn(locale)).map((m) => m.figure)

describe("findUnsupportedFigures", () => {
  it("accepts figures copied from the data, in the language's own style", () => {
    expect(
      flagged(
        "Liikevaihto oli 3 200 000 euroa ja henkilöstöä 42. Scope 1 -päästöt olivat 12,5 tCO2e ja " +
          "scope 1 ja 2 yhteensä 20,84 tCO2e. Uusiutuvan energian osuus oli 32,93 %.",
        "fi",
      ),
    ).toEqual([])
    expect(
      flagged(
        "Turnover was 3,200,000 EUR with 42 employees; total emissions 20.84 tCO2e (8,340 kgCO2e).",
        "en",
      ),
    ).toEqual([])
  })

  it("accepts a figure rounded to fewer decimals, but not a different one", () => {
    expect(flagged("Emissions were about 20.8 tCO2e, or 21 tonnes.")).toEqual([])
    expect(flagged("The renewable share was 32.9%.")).toEqual([])
    expect(flagged("Emissions were 20.9 tCO2e and the renewable share 33.5%.")).toEqual(["20.9", "33.5"])
  })

  it("flags invented figures with their positions", () => {
    const answer = "The company has 45 employees and a turnover of 3.5 million EUR."
    const mismatches = findUnsupportedFigures(answer, dataIn("en"))
    expect(mismatches.map((m) => m.figure)).toEqual(["45", "3.5"])
    for (const m of mismatches) expect(answer.slice(m.start, m.end)).toBe(m.figure)
  })

  it("reads million and thousand words", () => {
    expect(flagged("Liikevaihto oli 3,2 miljoonaa euroa.", "fi")).toEqual([])
    expect(flagged("Turnover was 3.2 million euros, or 3,200 thousand.")).toEqual([])
  })

  it("does not count list numbers, scope names, disclosure codes or chemical formulas", () => {
    const answer = [
      "1. Scope 1 and 2 emissions are reported (B3).",
      "2) CO2 emissions from heating.",
      "- Scope 3 is not reported yet.",
    ].join("\n")
    expect(flagged(answer)).toEqual([])
  })

  it("checks dates part by part", () => {
    expect(flagged("Raportointikausi on 1.1.2025–31.12.2025.", "fi")).toEqual([])
    expect(flagged("The report covers 2025-01-01 to 2025-12-31.")).toEqual([])
    expect(flagged("Raportti julkaistiin 15.3.2026.", "fi")).toEqual(["15.3.2026"])
  })

  it("ignores signs: a reduction of 20 % is the change of -20", () => {
    expect(findUnsupportedFigures("Emissions fell by 20%.", "- Change from base: -20%")).toEqual([])
  })

  it("takes further values of the data", () => {
    expect(findUnsupportedFigures("We planted 300 trees.", "", [300])).toEqual([])
    expect(findUnsupportedFigures("We planted 300 trees.", "")).toHaveLength(1)
  })
})
