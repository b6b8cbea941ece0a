import { describe, expect, it } from "vitest"
import { cellBomb, heavySheet, plainWorkbookEntries, zipOf } from "../testing/zipBombs.js"
import { readTemplateBounded, templateReadLimits } from "./boundedTemplate.js"

describe("readTemplateBounded", () => {
  it("reads a workbook in a worker: an ordinary spreadsheet is not a template", async () => {
    expect(await readTemplateBounded(zipOf(await plainWorkbookEntries()))).toEqual({ reason: "notATemplate" })
  })

  it("answers the zip limits' refusals", async () => {
    const [bomb, liar] = [await cellBomb(400), await cellBomb(400, { declaredSize: 1024 })]
    expect(await readTemplateBounded(bomb)).toEqual({ reason: "tooLarge", detail: "maxEntryBytes" })
    expect(await readTemplateBounded(liar)).toMatchObject({ reason: "damaged" })
  })

  it("ends a worker that reaches its heap ceiling: a sheet within the zip limits that needs more memory", async () => {
    const outcome = await readTemplateBounded(await heavySheet(12), {
      ...templateReadLimits,
      resourceLimits: { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 },
      timeoutMs: 60_000,
    })
    expect(outcome).toEqual({ reason: "tooLarge", detail: "worker heap" })
  })

  it("terminates a worker still reading at its deadline", async () => {
    const outcome = await readTemplateBounded(await heavySheet(12), { ...templateReadLimits, timeoutMs: 500 })
    expect(outcome).toEqual({ reason: "tooLarge", detail: "worker time" })
  })
})
