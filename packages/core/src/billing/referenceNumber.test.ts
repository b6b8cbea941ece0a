import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  finnishReference,
  groupReference,
  invoiceReference,
  isValidFinnishReference,
  referenceCheckDigit,
} from "./referenceNumber.js"

describe("Finnish reference number (7-3-1)", () => {
  it("computes the check digits of the published examples", () => {
    // 3·7 + 2·3 + 1·1 = 28 → 2
    expect(finnishReference("123")).toBe("1232")
    // 7·7 + 6·3 + 5·1 + 4·7 + 3·3 + 2·1 + 1·7 = 118 → 2
    expect(finnishReference("1234567")).toBe("12345672")
    // a weighted sum that is a multiple of ten gives 0
    expect(referenceCheckDigit("505")).toBe(0)
  })

  it("gives every invoice a reference of its number", () => {
    expect(invoiceReference(1)).toBe("1000012")
    // 5·7 + 4·3 + 3·1 + 2·7 + 1·3 + 1·1 = 68 → 2
    expect(invoiceReference(12_345)).toBe("1123452")
    expect(isValidFinnishReference(invoiceReference(98_765))).toBe(true)
  })

  it("accepts exactly the references whose check digit matches", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{2,18}$/), fc.integer({ min: 1, max: 9 }), (base, shift) => {
        const reference = finnishReference(base)
        expect(isValidFinnishReference(reference)).toBe(true)
        const wrong = `${base}${(Number(reference.slice(-1)) + shift) % 10}`
        expect(isValidFinnishReference(wrong)).toBe(false)
      }),
    )
  })

  it("refuses bases that are too short, too long or not digits", () => {
    expect(() => finnishReference("12")).toThrow(RangeError)
    expect(() => finnishReference("1".repeat(20))).toThrow(RangeError)
    expect(() => finnishReference("12a")).toThrow(RangeError)
    expect(isValidFinnishReference("123")).toBe(false)
    expect(() => invoiceReference(0)).toThrow(RangeError)
  })

  it("prints references in groups of five from the right", () => {
    expect(groupReference("1000012")).toBe("10 00012")
    expect(groupReference("12345678901")).toBe("1 23456 78901")
    expect(isValidFinnishReference("10 00012")).toBe(true)
  })
})
