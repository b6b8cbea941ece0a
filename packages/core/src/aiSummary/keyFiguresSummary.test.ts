import { describe, expect, it } from "vitest"
import { keyFiguresSummary } from "./keyFiguresSummary.js"
import { sampleInput } from "../testing/sampleSummaryInput.js"
import { findUnsupportedFigures } from "./figureCheck.js"
import { buildSummaryPrompt } from "./summaryPrompt.js"

describe("keyFiguresSummary", () => {
  it("says it is automatic and not written by AI, in each language", () => {
    expect(keyFiguresSummary(sampleInput, "en")).toContain("not written by AI")
    expect(keyFiguresSummary(sampleInput, "fi")).toContain("ei tekoälyn kirjoittama")
    expect(keyFiguresSummary(sampleInput, "sv")).toContain("inte skriven av AI")
  })

  it("lists the key figures with units, the gaps and the counts", () => {
    const text = keyFiguresSummary(sampleInput, "en")
    expect(text).toContain("- B3 Scope 1 and 2 total (location-based): 20.84 tCO2e")
    expect(text).toContain("- B1 Turnover: 3,200,000 EUR")
    expect(text).toContain("- B6 Total water withdrawal: information not available")
    expect(text).toMatch(/Answered: \d+; left out by the company: 1; required still missing: \d+/)
    expect(text).toContain("Required information still missing")
  })

  it("has only figures that are in the data", () => {
    for (const locale of ["fi", "en", "sv"] as const) {
      const text = keyFiguresSummary(sampleInput, locale)
      expect(findUnsupportedFigures(text, buildSummaryPrompt(sampleInput, locale).data)).toEqual([])
    }
  })

  it("says so when the report has no figures", () => {
    const empty = { ...sampleInput, answers: {} }
    expect(keyFiguresSummary(empty, "en")).toContain("The report has no figures yet.")
  })
})
