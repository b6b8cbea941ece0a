import { describe, expect, it } from "vitest"
import { normaliseAppCode, normaliseTotpCode } from "./totpCode.js"

describe("normaliseTotpCode", () => {
  it.each([
    ["123456", "123456"],
    [" 123 456 ", "123456"],
    ["AB12-CD34", "ab12-cd34"],
    ["ab12cd34", "ab12-cd34"],
  ])("%j becomes %j", (raw, code) => {
    expect(normaliseTotpCode(raw)).toBe(code)
  })

  it.each(["12345", "1234567", "ab12-cd3", "ab_12cd34", ""])("%j is not a code", (raw) => {
    expect(normaliseTotpCode(raw)).toBeNull()
  })
})

describe("normaliseAppCode", () => {
  it("accepts only the six digits of the app", () => {
    expect(normaliseAppCode("123 456")).toBe("123456")
    expect(normaliseAppCode("ab12-cd34")).toBeNull()
  })
})
