import { describe, expect, it, vi } from "vitest"
import yauzl from "yauzl"
import { readBoundedZip, ZipRefused, type ZipRefusal } from "./boundedZip.js"
import {
  cellBomb,
  deflatedEntry,
  manyEntries,
  plainWorkbookEntries,
  sharedStringBomb,
  zipOf,
} from "../testing/zipBombs.js"

const refusalOf = async (bytes: Uint8Array): Promise<ZipRefusal> => {
  const error = await readBoundedZip(bytes).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ZipRefused)
  return (error as ZipRefused).refusal
}

describe("readBoundedZip", () => {
  it("reads every entry of an ordinary workbook, inflated", async () => {
    const entries = await readBoundedZip(zipOf(await plainWorkbookEntries()))
    expect([...entries.keys()]).toContain("xl/worksheets/sheet1.xml")
    expect(new TextDecoder().decode(entries.get("xl/sharedStrings.xml"))).toContain("Budget 2025")
  })

  it("refuses a 1.6 MB workbook whose sheet inflates to 400 MiB, before inflating it", async () => {
    const bomb = await cellBomb(400)
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    // "Before inflating it": no entry's data is opened at all (a clock would say the same only on an idle machine).
    const opened = vi.spyOn(yauzl.ZipFile.prototype, "openReadStreamPromise")
    try {
      expect(await refusalOf(bomb)).toEqual({ reason: "tooLarge", limit: "maxEntryBytes" })
      expect(opened.mock.calls.map(([entry]) => entry.fileName)).not.toContain("xl/worksheets/sheet1.xml")
    } finally {
      opened.mockRestore()
    }
  })

  it("stops inflating an entry whose directory understates its size, at the size it states", async () => {
    const liar = await cellBomb(400, { declaredSize: 64 * 1024 })
    expect(await refusalOf(liar)).toMatchObject({ reason: "damaged" })
  })

  it("refuses an archive of 100,000 entries by the count it declares", async () => {
    expect(await refusalOf(await manyEntries(100_000))).toEqual({ reason: "tooLarge", limit: "maxEntries" })
  })

  it("counts the shared strings as they inflate and stops past 100,000", async () => {
    expect(await refusalOf(await sharedStringBomb(150_000))).toEqual({
      reason: "tooLarge",
      limit: "maxSharedStrings",
    })
    // 90,000 pass: the limit is on the strings, not on the file.
    const fine = await readBoundedZip(await sharedStringBomb(90_000))
    expect(fine.get("xl/sharedStrings.xml")!.length).toBeGreaterThan(1_500_000)
  })

  it("refuses entries that together declare more than the total", async () => {
    const twelveMiB = "<x/>".repeat(3 * 1024 * 1024)
    const entries = [1, 2, 3].map((n) => deflatedEntry(`xl/media/part${n}.xml`, twelveMiB))
    expect(await refusalOf(zipOf(entries))).toEqual({ reason: "tooLarge", limit: "maxTotalBytes" })
  })

  it("refuses a truncated archive, a duplicate name and data that is not deflate as damaged", async () => {
    const workbook = zipOf(await plainWorkbookEntries())
    expect(await refusalOf(workbook.slice(0, workbook.length - 30))).toMatchObject({ reason: "damaged" })
    const twice = deflatedEntry("xl/workbook.xml", "<workbook/>")
    expect(await refusalOf(zipOf([twice, twice]))).toMatchObject({ reason: "damaged" })
    const garbage = { ...deflatedEntry("a.xml", "<a/>"), data: new Uint8Array([0xff, 0xff, 0xff, 0xff]) }
    expect(await refusalOf(zipOf([garbage]))).toMatchObject({ reason: "damaged" })
  })
})
