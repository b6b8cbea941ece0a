import { describe, expect, it } from "vitest"
import { neutraliseSpreadsheetText, restoreSpreadsheetText } from "./spreadsheetSafety.js"

describe("spreadsheet formula neutralising", () => {
  it("puts an apostrophe before text a spreadsheet would run, and an import takes it off", () => {
    for (const text of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx", '=HYPERLINK("http://x")']) {
      expect(neutraliseSpreadsheetText(text)).toBe(`'${text}`)
      expect(restoreSpreadsheetText(neutraliseSpreadsheetText(text))).toBe(text)
    }
  })

  it("leaves plain text and plain numbers as they are", () => {
    for (const text of ["Diesel", "-0.5", "-12", "2,5", "", "'quoted", "a=b"]) {
      expect(neutraliseSpreadsheetText(text)).toBe(text)
      expect(restoreSpreadsheetText(text)).toBe(text)
    }
  })
})
