import { describe, expect, it } from "vitest"
import { legalFormOfYrmu } from "./LegalForm.js"

describe("legal form from the register's YRMU code", () => {
  it.each([
    ["17", "public-limited-liability"],
    ["16", "private-limited-liability"],
    ["26", "sole-proprietorship"],
    ["5", "general-partnership"],
    ["13", "limited-partnership"],
    ["14", "cooperative"],
  ] as const)("maps %s to %s", (code, form) => {
    expect(legalFormOfYrmu(code)).toBe(form)
  })

  it.each(["2", "18", "19", "20", "21", "24", "", "OY"])(
    "maps %j to other (housing companies, foundations, branches, the letter codes of queries…)",
    (code) => {
      expect(legalFormOfYrmu(code)).toBe("other")
    },
  )
})
