import { locales } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { editableNumberText, parseLocaleNumber } from "./localeNumbers.js"

describe("parseLocaleNumber", () => {
  it("reads Finnish and Swedish notation, with a decimal point typed out of habit", () => {
    for (const locale of ["fi", "sv"] as const) {
      expect(parseLocaleNumber("1 250,5", locale)).toBe(1250.5)
      expect(parseLocaleNumber("1\u00a0250,5", locale)).toBe(1250.5)
      expect(parseLocaleNumber("1\u202f250,5", locale)).toBe(1250.5)
      expect(parseLocaleNumber("1250.5", locale)).toBe(1250.5)
      expect(parseLocaleNumber("\u22123,5", locale)).toBe(-3.5)
      expect(parseLocaleNumber("45,4634273", locale)).toBe(45.4634273)
    }
  })

  it("reads English notation and never turns a decimal comma into a thousands one", () => {
    expect(parseLocaleNumber("1,250.5", "en")).toBe(1250.5)
    expect(parseLocaleNumber("1,250", "en")).toBe(1250)
    expect(parseLocaleNumber("1250,5", "en")).toBe(1250.5)
    expect(parseLocaleNumber("0,25", "en")).toBe(0.25)
    expect(parseLocaleNumber("1 250.5", "en")).toBe(1250.5)
  })

  it("leaves ambiguous or foreign text as text, for the Schema to refuse", () => {
    for (const locale of locales) {
      expect(parseLocaleNumber("12 kg", locale)).toBe("12 kg")
      expect(parseLocaleNumber("1,2,3", locale)).toBe("1,2,3")
      expect(parseLocaleNumber("abc", locale)).toBe("abc")
      expect(parseLocaleNumber("", locale)).toBe("")
    }
    expect(parseLocaleNumber("1.250,5", "fi")).toBe("1.250,5")
    expect(parseLocaleNumber("1,250,5", "en")).toBe("1,250,5")
  })

  it("reads back exactly what it shows, in every language", () => {
    const values = [
      0,
      0.1,
      0.30000000000000004,
      1e-7,
      45.4634273,
      1 / 3,
      -2.5,
      123456789012.5,
      999999999999.99,
    ]
    for (const locale of locales)
      for (const value of values)
        expect(parseLocaleNumber(editableNumberText(value, {}, locale), locale)).toBe(value)
  })
})

describe("editableNumberText", () => {
  it("groups and uses the language's decimal sign, years ungrouped", () => {
    expect(editableNumberText(1250.5, {}, "fi")).toBe("1\u00a0250,5")
    expect(editableNumberText(1250.5, {}, "en")).toBe("1,250.5")
    expect(editableNumberText(2025, { year: true }, "fi")).toBe("2025")
  })
})
