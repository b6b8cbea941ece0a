import { describe, expect, it } from "vitest"
import { formatReadable, perMillion } from "./readableNumbers.js"

/** Intl separates groups with a no-break space in fi and sv: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ")

describe("figures people can read", () => {
  it("shows three significant digits and at most three decimals, in the UI language's format", () => {
    expect(formatReadable(12.280702, "fi")).toBe("12,3")
    expect(formatReadable(12.280702, "en")).toBe("12.3")
    expect(formatReadable(0.000027, "fi")).toBe("0,000027")
    expect(formatReadable(0.123456, "sv")).toBe("0,123")
    expect(formatReadable(1.23456, "en")).toBe("1.23")
    expect(plain(formatReadable(1234.5678, "fi"))).toBe("1 235")
    expect(formatReadable(0, "fi")).toBe("0")
    expect(formatReadable(150, "en")).toBe("150")
  })

  it("turns an intensity per euro into one per million euros exactly", () => {
    expect(perMillion(0.000027)).toBe(27)
    expect(perMillion(0.0000123456789)).toBe(12.3456789)
  })
})
