import fc from "fast-check"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  BusinessId,
  businessIdCheckDigit,
  isValidBusinessId,
  normaliseBusinessId,
  ovtOf,
  vatNumberOf,
} from "./businessId.js"

describe("Finnish Business ID", () => {
  it.each(["0112038-9", "1852302-9", "2646674-9", "0114162-2", "1979903-5"])(
    "accepts %s (real companies)",
    (id) => {
      expect(isValidBusinessId(id)).toBe(true)
    },
  )

  it.each([
    ["0112038-8", "wrong check digit"],
    ["2646674-0", "wrong check digit"],
    ["1234567-8", "wrong check digit"],
    ["1000008-0", "remainder 1 has no check digit"],
    ["1000008-1", "remainder 1 has no check digit"],
    ["112038-9", "six digits"],
    ["FI01120389", "VAT form"],
    ["01120389", "no hyphen"],
    ["0112038-9 ", "trailing space (normalised by the Schema, not the predicate)"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidBusinessId(id)).toBe(false)
  })

  it("has no check digit for remainder 1, and exactly one valid digit otherwise", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7}$/), (body) => {
        const digit = businessIdCheckDigit(body)
        const valid = Array.from({ length: 10 }, (_, d) => isValidBusinessId(`${body}-${d}`)).filter(Boolean)
        expect(valid.length).toBe(digit === null ? 0 : 1)
        if (digit !== null) expect(isValidBusinessId(`${body}-${digit}`)).toBe(true)
      }),
    )
  })

  it("decodes typed input: trims and pads the six-digit form, refuses with the catalogue key", () => {
    expect(Schema.decodeUnknownSync(BusinessId)(" 112038-9 ")).toBe("0112038-9")
    expect(normaliseBusinessId("0112038-9")).toBe("0112038-9")
    const refused = Schema.decodeUnknownEither(BusinessId)("1000008-0")
    expect(Either.isLeft(refused) && refused.left.message).toContain("validation.invalidBusinessId")
  })

  it("derives the VAT number and OVT identifier", () => {
    const id = Schema.decodeUnknownSync(BusinessId)("0112038-9")
    expect(vatNumberOf(id)).toBe("FI01120389")
    expect(ovtOf(id)).toBe("003701120389")
  })
})
