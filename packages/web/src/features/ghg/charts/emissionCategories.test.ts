import type { CalculationDetail } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { emissionCategories } from "./emissionCategories.js"

type Row = CalculationDetail["rows"][number]
const custom = { kind: "custom" } as unknown as Row["factor"]
const row = (fields: Partial<Row>): Row =>
  ({ type: "fuel", scope: 1, emissions: 0, scope3Category: null, factor: custom, ...fields }) as Row

describe("emissionCategories", () => {
  it("sums rows per scope-1/2 row type and per scope 3 category, largest first, with shares", () => {
    const categories = emissionCategories({
      excludedScopes: [],
      rows: [
        row({ type: "fuel", scope: 1, emissions: 2.5 }),
        row({ type: "refrigerant", scope: 1, emissions: 4.81 }),
        row({ type: "fuel", scope: 1, emissions: 0.5 }),
        row({ type: "electricity", scope: 2, emissions: 0.54 }),
        row({ type: "other", scope: 3, scope3Category: 6, emissions: 0.25 }),
        row({ type: "other", scope: 3, scope3Category: null, emissions: 0.4 }),
      ],
    })
    expect(categories.map((c) => [c.key, c.rows])).toEqual([
      ["scope1-refrigerant", 1],
      ["scope1-fuel", 2],
      ["scope2-electricity", 1],
      ["scope3-none", 1],
      ["scope3-6", 1],
    ])
    expect(categories[1]!.value).toBeCloseTo(3, 9)
    expect(categories.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 9)
  })

  it("takes a scope 3 row's category from its library factor, and leaves excluded scopes out", () => {
    const library = { kind: "library", factor: { scope3Category: 4 } } as unknown as Row["factor"]
    const categories = emissionCategories({
      excludedScopes: [1],
      rows: [
        row({ scope: 1, emissions: 10 }),
        row({ type: "other", scope: 3, factor: library, emissions: 1 }),
      ],
    })
    expect(categories).toEqual([expect.objectContaining({ key: "scope3-4", scope3Category: 4, share: 1 })])
  })

  it("gives zero shares, not NaN, when nothing emits", () => {
    expect(emissionCategories({ excludedScopes: [], rows: [row({ emissions: null })] })[0]!.share).toBe(0)
  })
})
