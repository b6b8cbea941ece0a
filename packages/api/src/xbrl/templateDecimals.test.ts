import { readFileSync } from "node:fs"
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { currentName, findXbrlConcept, templateDecimals } from "@vsme/core"
import { efragFile } from "../testing/efragFacts.js"
import { parseRange } from "./workbookCells.js"

/**
 * Decimals as EFRAG's converter states them (issue 30): it reads each numeric cell's number format
 * (mireport `get_decimal_places`: the zeros after the point of `0.00`, `#,##0.000`…; "INF" when there
 * are none) and adds two for a percentage format, whose value is a fraction (`setPercentageValue`).
 * This test reads the formats of every blank template 1.0.0–1.3.0 and checks that the decimals the
 * export states (`templateDecimals`) are the ones the converter reads from them, cell by cell, but for
 * the cells 1.0.x and 1.1.0 formatted otherwise (decision 024, addendum).
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"

const converterDecimals = (format: string): number | "INF" => {
  const zeros = /\.(0+)/.exec(format)?.[1]
  if (zeros === undefined) return "INF"
  return zeros.length + (format.includes("%") ? 2 : 0)
}

/** Every numeric input of a template: named range → the converter's decimals of each of its cells. */
const decimalsOfTemplate = async (version: string) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(efragFile(`templates/VSME-Digital-Template-${version}.xlsx`)) as never)
  const found = new Map<string, Set<number | "INF">>()
  for (const { name, ranges } of book.model.definedNames ?? []) {
    if (name.endsWith("_unit") || ranges.length !== 1) continue
    const concept = findXbrlConcept(currentName(name.split("_")[0]!))
    const range = parseRange(ranges[0]!)
    if (!concept?.numeric || !range) continue
    const sheet = book.getWorksheet(range.sheet)!
    const decimals = new Set<number | "INF">()
    for (let row = range.top; row <= range.bottom; row++)
      decimals.add(converterDecimals(sheet.getCell(row, range.left).numFmt ?? ""))
    found.set(name, decimals)
  }
  return found
}

/** Cells an old template formatted unlike 1.3.0, and what EFRAG's converter reads from them. */
const version10: Readonly<Record<string, ReadonlyArray<number | "INF">>> = {
  // A ratio formatted as a percentage ("80.00 %" for 0.8), and the board's ratio left unformatted.
  FemaleToMaleRatioAtManagementLevelForTheReportingPeriod: [4],
  GenderDiversityRatioInGovernanceBody: ["INF"],
  // The last row of the materials table has no format.
  WeightOfMaterialUsed: [2, "INF"],
  VolumeOfMaterialUsed: [2, "INF"],
}
const otherwise: Readonly<Record<string, Readonly<Record<string, ReadonlyArray<number | "INF">>>>> = {
  "1.0.0": version10,
  "1.0.1": version10,
  "1.1.0": { WeightOfMaterialUsed: [2, "INF"], VolumeOfMaterialUsed: [2, "INF"] },
}

describe.skipIf(onPostgres).each(["1.0.0", "1.0.1", "1.1.0", "1.1.1", "1.2.0", "1.3.0"])(
  "EFRAG's blank digital template %s",
  (version) => {
    it("formats every numeric cell with the accuracy the export states for its concept", async () => {
      const found = await decimalsOfTemplate(version)
      expect(found.size).toBeGreaterThan(95)
      const differing = Object.fromEntries(
        [...found].flatMap(([name, decimals]) => {
          const concept = findXbrlConcept(currentName(name.split("_")[0]!))!
          const ours = templateDecimals(concept)
          return decimals.size === 1 && decimals.has(ours) ? [] : [[name, [...decimals]]]
        }),
      )
      expect(differing).toEqual(otherwise[version] ?? {})
    }, 60_000)
  },
)
