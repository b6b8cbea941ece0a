import { beforeAll, describe, expect, it } from "vitest"
import type { EmissionFactor } from "./EmissionFactor.js"
import { decodeFactorCsv } from "./factorCsv.js"
import { nextVersionOf, overlappingVersions, periodsOverlap } from "./factorVersions.js"
import { readFixture } from "../testing/readFixture.js"

let library: ReadonlyArray<EmissionFactor>
beforeAll(async () => {
  library = decodeFactorCsv(await readFixture("ghg/emission-factors.csv")).factors
})
const byId = (id: string) => library.find((f) => f.id === id) as EmissionFactor

describe("factor versions", () => {
  it("the reference library has no two versions of a factor valid in the same year", () => {
    expect(library.flatMap((f) => overlappingVersions(f, library).map((o) => [f.id, o.id]))).toEqual([])
  })

  it("finds a version whose validity overlaps, open ends included", () => {
    const diesel2024 = byId("desnz-2024-diesel-avg-biofuel-liters")
    const widened = { ...diesel2024, validFor: { from: 2024, to: 2025 } }
    expect(overlappingVersions(widened, library).map((f) => f.id)).toEqual([
      "desnz-2025-diesel-avg-biofuel-liters",
    ])
    const openEnded = { ...diesel2024, validFor: { from: 2023, to: null } }
    expect(overlappingVersions(openEnded, library).map((f) => f.id)).toEqual([
      "desnz-2025-diesel-avg-biofuel-liters",
    ])
    // The same name per another unit or in another country is another factor, not a version.
    expect(overlappingVersions({ ...widened, denominatorUnit: "m3" }, library)).toEqual([])
    expect(overlappingVersions({ ...widened, country: "FI" }, library)).toEqual([])
  })

  it("compares periods by whole years, both ends included", () => {
    expect(periodsOverlap({ from: 2023, to: 2023 }, { from: 2024, to: 2024 })).toBe(false)
    expect(periodsOverlap({ from: 2023, to: 2024 }, { from: 2024, to: 2024 })).toBe(true)
    expect(periodsOverlap({ from: 2021, to: null }, { from: 2030, to: 2030 })).toBe(true)
    expect(periodsOverlap({ from: 2031, to: null }, { from: 2021, to: 2030 })).toBe(false)
  })

  it("proposes the next year's version with the year in the id replaced", () => {
    expect(nextVersionOf(byId("desnz-2024-diesel-avg-biofuel-liters"))).toEqual({
      id: "desnz-2025-diesel-avg-biofuel-liters",
      validFor: { from: 2025, to: 2025 },
    })
    expect(nextVersionOf({ id: "supplier-mix", validFor: { from: 2023, to: 2024 } })).toEqual({
      id: "supplier-mix-2025",
      validFor: { from: 2025, to: 2025 },
    })
    expect(nextVersionOf(byId("ipcc-ar6-gwp-r32"))).toBeNull()
  })
})
