import { describe, expect, it } from "vitest"
import { markedSegments } from "./markedSegments.js"

describe("markedSegments", () => {
  it("cuts the text at the mismatched figures, in order", () => {
    const text = "We have 45 employees and 99 tCO2e."
    const mismatches = [
      { start: text.indexOf("99"), end: text.indexOf("99") + 2 },
      { start: text.indexOf("45"), end: text.indexOf("45") + 2 },
    ]
    expect(markedSegments(text, mismatches)).toEqual([
      { text: "We have ", flagged: false },
      { text: "45", flagged: true },
      { text: " employees and ", flagged: false },
      { text: "99", flagged: true },
      { text: " tCO2e.", flagged: false },
    ])
  })

  it("keeps the whole text when nothing is flagged, and ignores ranges that do not fit", () => {
    expect(markedSegments("Fine.", [])).toEqual([{ text: "Fine.", flagged: false }])
    expect(
      markedSegments("Short", [
        { start: 3, end: 40 },
        { start: 2, end: 2 },
      ]),
    ).toEqual([{ text: "Short", flagged: false }])
    expect(markedSegments("", [])).toEqual([])
  })
})
