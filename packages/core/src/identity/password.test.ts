import { describe, expect, it } from "vitest"
import { passwordStrength, passwordStrengthPercent } from "./password.js"

describe("password rule", () => {
  it.each([
    ["Short1a", "too_short"],
    ["ALLUPPERCASE1234", "no_lowercase"],
    ["alllowercase1234", "no_uppercase"],
    ["Correct horse battery", "ok"],
    ["ÄäkkösetÖöÅå1234", "ok"],
  ])("%s is %s", (password, state) => {
    expect(passwordStrength(password)).toBe(state)
  })

  it("counts characters, not UTF-16 units", () => {
    expect(passwordStrength("Aa😀😀😀😀😀😀😀😀😀😀😀")).toBe("too_short")
  })

  it("fills the bar in proportion to length / 14, capped at 100 %", () => {
    expect(passwordStrengthPercent("")).toBe(0)
    expect(passwordStrengthPercent("1234567")).toBe(50)
    expect(passwordStrengthPercent("x".repeat(14))).toBe(100)
    expect(passwordStrengthPercent("x".repeat(40))).toBe(100)
  })
})
