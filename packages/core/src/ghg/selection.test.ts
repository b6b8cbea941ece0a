import { Option } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { latestAvailableYear, type EmissionFactor } from "./EmissionFactor.js"
import { decodeFactorCsv } from "./factorCsv.js"
import { readFixture } from "../testing/readFixture.js"
import { factorsFor, reportingYear, selectFactor } from "./selection.js"

let library: ReadonlyArray<EmissionFactor>
beforeAll(async () => {
  library = decodeFactorCsv(await readFixture("ghg/emission-factors.csv")).factors
})
const byId = (id: string) => library.find((f) => f.id === id) as EmissionFactor
const selectedId = (of: EmissionFactor, year: number, country: string) =>
  Option.getOrNull(Option.map(selectFactor(library, of, { year, country }), (f) => f.id))

describe("factor selection", () => {
  it("takes the calendar year holding most of the period", () => {
    expect(reportingYear({ start: "2024-01-01", end: "2024-12-31" })).toBe(2024)
    // 2024-07-01…2024-12-31 is 184 days, 2025-01-01…2025-06-30 is 181.
    expect(reportingYear({ start: "2024-07-01", end: "2025-06-30" })).toBe(2024)
    expect(reportingYear({ start: "2024-10-01", end: "2025-09-30" })).toBe(2025)
  })

  it("picks the version of a factor valid for the calculation's year", () => {
    const diesel = byId("desnz-2024-diesel-avg-biofuel-liters")
    expect(selectedId(diesel, 2024, "GB")).toBe("desnz-2024-diesel-avg-biofuel-liters")
    expect(selectedId(diesel, 2025, "GB")).toBe("desnz-2025-diesel-avg-biofuel-liters")
    const grid = byId("eea-2023-electricity-fi-location")
    expect(selectedId(grid, 2024, "FI")).toBe("eea-2024-electricity-fi-location")
    expect(selectedId(grid, 2023, "FI")).toBe("eea-2023-electricity-fi-location")
  })

  it("falls back to the latest earlier version when none is published for the year, never a later one", () => {
    const diesel = byId("desnz-2024-diesel-avg-biofuel-liters")
    expect(selectedId(diesel, 2026, "GB")).toBe("desnz-2025-diesel-avg-biofuel-liters")
    expect(selectedId(diesel, 2023, "GB")).toBeNull()
    const grid = byId("eea-2023-electricity-fi-location")
    expect(selectedId(grid, 2025, "FI")).toBe("eea-2024-electricity-fi-location")
    expect(latestAvailableYear(byId("eea-2024-electricity-fi-location").validFor, 2025)).toBe(2024)
    expect(latestAvailableYear(byId("eea-2024-electricity-fi-location").validFor, 2024)).toBeNull()
    expect(latestAvailableYear(byId("ipcc-ar6-gwp-r32").validFor, 2030)).toBeNull()
  })

  it("takes global factors for any country, and open-ended ones in later years", () => {
    expect(selectedId(byId("ipcc-ar6-gwp-r32"), 2030, "FI")).toBe("ipcc-ar6-gwp-r32")
    expect(selectedId(byId("ipcc-ar6-gwp-r32"), 2020, "FI")).toBeNull()
    expect(selectedId(byId("desnz-2024-gwp-r410a"), 2024, "FI")).toBe("desnz-2024-gwp-r410a")
    // R-410A AR5: DESNZ 2024 and EPA 2025 are versions of the same factor (same name, 1 924).
    expect(selectedId(byId("desnz-2024-gwp-r410a"), 2025, "FI")).toBe("epa-2025-gwp-r410a")
  })

  it("offers the wizard the factors of the site's country and global ones, valid in the year", () => {
    const offered = factorsFor(library, { year: 2024, country: "FI", rowType: "electricity" }).map(
      (f) => f.id,
    )
    // Of each factor the version for 2024, else its latest earlier one (Motiva's stop at 2014).
    expect(offered).toEqual([
      "eea-2024-electricity-fi-location",
      "aib-2023-residual-mix-fi",
      "motiva-2014-district-heat-fi-chp",
      "motiva-2014-electricity-fi-average",
    ])
    const refrigerants = factorsFor(library, { year: 2024, country: "FI", rowType: "refrigerant" })
    expect(refrigerants.every((f) => f.country === "GLOBAL")).toBe(true)
    expect(refrigerants.map((f) => f.id)).toContain("ipcc-ar6-gwp-r134a")
  })
})
