import { describe, expect, it } from "vitest"
import { fileNameMaxLength, safeFileName } from "./fileName.js"

const pdf = ["pdf"]

describe("safeFileName", () => {
  it("keeps an ordinary name, Finnish letters and all", () => {
    expect(safeFileName("Sähkölasku 2025 – tammikuu.pdf", pdf)).toBe("Sähkölasku 2025 – tammikuu.pdf")
    expect(safeFileName("Kuitti.PDF", pdf)).toBe("Kuitti.PDF")
    expect(safeFileName("photo.jpeg", ["jpg", "jpeg"])).toBe("photo.jpeg")
  })

  it("keeps only the last segment of a path, Windows or Unix", () => {
    expect(safeFileName("../../etc/passwd.pdf", pdf)).toBe("passwd.pdf")
    expect(safeFileName("C:\\Users\\olga\\raportti.pdf", pdf)).toBe("raportti.pdf")
  })

  it("gives the content's extension to a name with another or none", () => {
    expect(safeFileName("receipt.pdf", ["png"])).toBe("receipt.png")
    expect(safeFileName("scan", pdf)).toBe("scan.pdf")
    expect(safeFileName("report v1.2 final", pdf)).toBe("report v1.2 final.pdf")
  })

  it("drops control and invisible characters, so a name cannot pose as another type", () => {
    expect(safeFileName("invoice\u202Efdp.exe", pdf)).toBe("invoicefdp.pdf")
    expect(safeFileName("a\u0000b\nc\u200Bd.pdf", pdf)).toBe("abcd.pdf")
    expect(safeFileName("e\u0301.pdf", pdf)).toBe("é.pdf")
  })

  it("replaces characters Windows refuses and trims dots and spaces", () => {
    expect(safeFileName('a<b>c:"d|e?f*.pdf', pdf)).toBe("a_b_c__d_e_f_.pdf")
    expect(safeFileName("  ..hidden  name. .pdf  ", pdf)).toBe("hidden name.pdf")
  })

  it("never answers an empty name or a device name", () => {
    expect(safeFileName("", pdf)).toBe("attachment.pdf")
    expect(safeFileName("...", pdf)).toBe("attachment.pdf")
    expect(safeFileName("/", pdf)).toBe("attachment.pdf")
    expect(safeFileName("CON.pdf", pdf)).toBe("attachment_CON.pdf")
    expect(safeFileName("lpt1", pdf)).toBe("attachment_lpt1.pdf")
  })

  it("shortens long names, keeping the extension and whole characters", () => {
    const long = safeFileName(`${"ä".repeat(300)}.pdf`, pdf)
    expect(Array.from(long)).toHaveLength(fileNameMaxLength)
    expect(long.endsWith("ä.pdf")).toBe(true)
    const emoji = safeFileName(`${"😀".repeat(200)}.pdf`, pdf)
    expect(emoji).toBe(`${"😀".repeat(fileNameMaxLength - 4)}.pdf`)
  })
})
