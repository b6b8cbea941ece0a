import { findQuestion } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { formatAnswer } from "./answerDisplay.js"

const words = { yes: "Yes", no: "No", currency: "EUR" }

describe("a derived value's answer as text", () => {
  const rate = findQuestion("EmployeeTurnoverRate")!

  it("lists the inputs it is calculated from", () => {
    expect(formatAnswer(rate, { leavers: 7, employeesAtStart: 56, employeesAtEnd: 58 }, "en", words)).toMatch(
      /^[^:]+: 7; [^:]+: 56; [^:]+: 58$/,
    )
  })

  it("says nothing of inputs for a figure given without them: the value is shown as given", () => {
    expect(formatAnswer(rate, { given: 12.3 }, "en", words)).toBe("")
  })
})
