import { describe, expect, it } from "vitest"
import { decodeSpreadsheetText } from "./textEncoding.js"

declare const TextEncoder: new () => { encode: (text: string) => Uint8Array }

describe("decodeSpreadsheetText", () => {
  const text = "name;value\nLämpö – Öljy;2,5\n"
  it("reads UTF-8 with and without a byte-order mark, Windows-1252 and UTF-16 with a mark", () => {
    const utf8 = new TextEncoder().encode(text)
    expect(decodeSpreadsheetText(utf8)).toEqual({ ok: true, text, encoding: "utf-8" })
    expect(decodeSpreadsheetText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toMatchObject({ text })
    // Windows-1252: ä 0xE4, Ö 0xD6, en dash 0x96.
    const cp1252 = Uint8Array.from(
      [...text].map((c) => ({ ä: 0xe4, ö: 0xf6, Ö: 0xd6, "–": 0x96 })[c] ?? c.charCodeAt(0)),
    )
    expect(decodeSpreadsheetText(cp1252)).toEqual({ ok: true, text, encoding: "windows-1252" })
    const utf16 = Uint8Array.from([
      0xff,
      0xfe,
      ...[...text].flatMap((c) => [c.charCodeAt(0) & 255, c.charCodeAt(0) >> 8]),
    ])
    expect(decodeSpreadsheetText(utf16)).toMatchObject({ ok: true, text })
  })

  it("refuses UTF-16 without a byte-order mark, naming it, and bytes no Windows code page defines", () => {
    const utf16 = Uint8Array.from([...text].flatMap((c) => [c.charCodeAt(0) & 255, c.charCodeAt(0) >> 8]))
    expect(decodeSpreadsheetText(utf16)).toEqual({ ok: false, encoding: "UTF-16" })
    expect(decodeSpreadsheetText(Uint8Array.from([0x61, 0x81, 0x62]))).toEqual({ ok: false, encoding: null })
  })
})
