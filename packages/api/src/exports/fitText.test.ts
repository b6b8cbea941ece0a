import { describe, expect, it } from "vitest"
import { measureText } from "./badgeFont.js"
import { fitText } from "./fitText.js"

/** Every character 10 px wide at size 10: easy to reason about. */
const mono = (text: string, size: number) => [...text].length * size

describe("fitText", () => {
  it("keeps the largest size at which the text fits on one line", () => {
    expect(fitText("Oy Ab", { maxWidth: 100, maxSize: 30, minSize: 10, measure: mono })).toEqual({
      lines: ["Oy Ab"],
      size: 20,
      widths: [100],
    })
  })

  it("breaks a long name into two balanced lines before it gets too small", () => {
    // 26 characters: 260 px even at the smallest size, so one line never fits in 200.
    const fitted = fitText("Pohjois Pohjanmaan Kone Oy", {
      maxWidth: 200,
      maxSize: 20,
      minSize: 10,
      measure: mono,
    })
    expect(fitted).toEqual({ lines: ["Pohjois", "Pohjanmaan Kone Oy"], size: 11, widths: [77, 198] })
  })

  it("shortens a single overlong word with an ellipsis at the smallest size", () => {
    const fitted = fitText("Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", {
      maxWidth: 100,
      maxSize: 20,
      minSize: 10,
      measure: mono,
    })
    expect(fitted).toEqual({ lines: ["Aaaaaaaaa…"], size: 10, widths: [100] })
  })

  it("measures with the badge font: wide letters take more room than narrow ones", () => {
    expect(measureText("WWWW", "bold", 20)).toBeGreaterThan(measureText("iiii", "bold", 20) * 2)
    expect(measureText("Oy", "bold", 40)).toBeCloseTo(measureText("Oy", "bold", 20) * 2, 6)
  })
})
