import { describe, expect, it } from "vitest"
import type { EmissionFactor } from "./EmissionFactor.js"
import { takesMarketEvidence } from "./marketEvidence.js"

const library = (name: string) => ({ kind: "library" as const, factor: { name } as EmissionFactor })
const custom = {
  kind: "custom" as const,
  value: 0,
  massUnit: "gCO2e" as const,
  denominatorUnit: "kWh" as const,
  sourceNote: "Guarantees of origin, wind, 20 MWh",
}

describe("takesMarketEvidence", () => {
  it("takes evidence for guarantees of origin and supplier factors of electricity rows", () => {
    expect(takesMarketEvidence({ type: "electricity", marketBasedFactor: custom })).toBe(true)
    expect(
      takesMarketEvidence({
        type: "electricity",
        marketBasedFactor: library("Electricity sold by Helen Oy"),
      }),
    ).toBe(true)
  })

  it("takes none for the residual mix, no market-based factor, or other rows", () => {
    expect(
      takesMarketEvidence({
        type: "electricity",
        marketBasedFactor: library("Electricity, Finland residual mix (no guarantees of origin)"),
      }),
    ).toBe(false)
    expect(takesMarketEvidence({ type: "electricity", marketBasedFactor: null })).toBe(false)
    expect(takesMarketEvidence({ type: "fuel", marketBasedFactor: custom })).toBe(false)
  })
})
