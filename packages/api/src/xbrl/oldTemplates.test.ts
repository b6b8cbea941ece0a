import { readFileSync } from "node:fs"
import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { answersFromFacts, planImport, reportFacts, type Answers, type SourceFact } from "@vsme/core"
import { efragFile } from "../testing/efragFacts.js"
import { readTemplate, type TemplateContent } from "./templateReader.js"

/**
 * Issue 30, "old EFRAG templates read whole": filled templates of version 1.0.x as companies still
 * have them. The workbook is the filled 1.0.0 fixture (fixtures/efrag/filled, made from EFRAG's blank
 * 1.0.0 template) with the cells of each case typed over, as a company's Excel leaves them:
 * - waste rows of the 1994 list 1.0.x offers, indented as it indents them: "101102 Non-Hazardous Waste
 *   - Waste glass" is the row of EFRAG's own 1.0.0 sample (its migration tool names it), "030101
 *   Hazardous Waste - Waste bark and cork" a code the current list has but flags otherwise;
 * - numbers typed as text, TRUE/FALSE and true/false typed as text in yes/no and checkbox cells;
 * - a derived figure (the pay gap) typed without the pay levels it is computed from;
 * - Scope 2 left empty, which the template's totals count as none (its converter reports them);
 * - and what is truly no value of its type, refused with its cell.
 * No database: the import's own steps, once (not again on PostgreSQL's pass).
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"

const context = {
  company: { comprehensive: true, naceCodes: [] },
  period: { start: "2026-01-01", end: "2026-12-31" },
  currency: "EUR",
  language: "en" as const,
}

const load = async (change: (cell: (sheet: string, address: string) => ExcelJS.Cell) => void) => {
  const book = new ExcelJS.Workbook()
  await book.xlsx.load(readFileSync(efragFile("filled/VSME-Digital-Template-1.0.0-filled.xlsx")) as never)
  change((sheet, address) => book.getWorksheet(sheet)!.getCell(address))
  const read = await readTemplate(new Uint8Array(await book.xlsx.writeBuffer()))
  if ("reason" in read) throw new Error(read.reason)
  return read
}

/** The answers an import proposes, and the report facts they give. */
const imported = (content: TemplateContent) => {
  const proposed = answersFromFacts(content.facts, content.hints)
  const items = planImport({}, proposed.proposed, context)
  const answers: Answers = Object.fromEntries(items.map((item) => [item.questionId, item.after]))
  return { unread: proposed.unread, answers, facts: reportFacts({ ...context, answers, publicComments: [] }) }
}

const comparable = (facts: ReadonlyArray<SourceFact>) =>
  facts.map((f) => JSON.stringify([f.concept, f.dimensions, f.value, f.unit ?? null])).sort()

describe.skipIf(onPostgres)("a filled 1.0.x template as companies have it", () => {
  let original: TemplateContent
  let typed: TemplateContent
  beforeAll(async () => {
    original = await load(() => {})
    typed = await load((cell) => {
      // Waste rows 1 and 2, indented and with trailing blanks as 1.0.x's list writes them.
      cell("Environmental Disclosures", "D189").value = "        101102 Non-Hazardous Waste - Waste glass  "
      cell("Environmental Disclosures", "D190").value = "        030101 Hazardous Waste - Waste bark and cork"
      cell("Environmental Disclosures", "G190").value = "metric tonnes (t)"
      // Numbers typed as text: a figure, a table amount, a helper input (leavers), grouped thousands.
      cell("General Information", "E61").value = "23500"
      cell("Environmental Disclosures", "J191").value = " 500 "
      cell("Social Disclosures", "D43").value = "50"
      cell("General Information", "E62").value = "151"
      // TRUE/FALSE as text: a YES/NO question, a table's yes/no column, checkboxes of sets.
      cell("Environmental Disclosures", "D182").value = "true"
      cell("Environmental Disclosures", "J128").value = "TRUE"
      cell("Environmental Disclosures", "K128").value = "FALSE"
      cell("General Information", "D139").value = "TRUE"
      cell("Social Disclosures", "D83").value = "true"
      // The pay gap typed as a figure (10 %, a fraction in the cell), its pay levels left empty.
      cell("Social Disclosures", "D57").value = null
      cell("Social Disclosures", "D58").value = null
      cell("Social Disclosures", "D59").value = 0.1
      // Scope 2 left empty: the template totals the parts given (D25 = Scope 1).
      cell("Environmental Disclosures", "D23").value = null
      // Truly no value of their type.
      cell("General Information", "E60").value = "about 60 000"
      cell("Governance Disclosures", "H7").value = "5,000"
      cell("Social Disclosures", "D81").value = "maybe"
    })
  }, 90_000)

  it("reads the 1994 waste codes as the taxonomy's: by code, or by the one code that replaced it", () => {
    const wasteOf = (row: number) =>
      typed.facts
        .filter((f) => f.source?.cell === `J${row}` || f.source?.cell === `K${row}`)
        .map((f) => [f.concept, f.dimensions["vsme:TypeOfWasteAxis"], f.value])
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
    const glass = "waste:W-101112-Non-Hazardous-WasteGlassOtherThanThoseMentionedIn101111Member"
    expect(wasteOf(189)).toEqual([
      ["WasteDirectedToDisposalMass", glass, "300"],
      ["WasteDivertedToRecycleOrReuseMass", glass, "1200"],
    ])
    const bark = "waste:W-030101-Non-Hazardous-WasteBarkAndCorkMember"
    expect(wasteOf(190)).toEqual([
      ["WasteDirectedToDisposalMass", bark, "400"],
      ["WasteDivertedToRecycleOrReuseMass", bark, "800"],
    ])
  })

  it("reads numbers typed as text and TRUE/FALSE typed as text as the values they are", () => {
    const changed = new Set(["D189", "D190", "J189", "K189", "J190", "K190", "L189", "L190", "D59", "D23"])
    const refused = new Set(["E60", "H7", "D81"])
    const kept = (content: TemplateContent) =>
      comparable(
        content.facts.filter(
          (f) =>
            !changed.has(f.source?.cell ?? "") &&
            !refused.has(f.source?.cell ?? "") &&
            !(f.dimensions["vsme:TypeOfWasteAxis"] ?? "").match(/W-(101102|030101|200101|160806)/),
        ),
      )
    expect(kept(typed)).toEqual(kept(original))
    expect(typed.hints.inputs?.EmployeeTurnoverRate).toEqual({
      leavers: 50,
      employeesAtStart: 201,
      employeesAtEnd: 151,
    })
  })

  it("refuses, naming its cell, only what is no value of its type", () => {
    const refusals = typed.unread.map((u) => [u.cell, u.concept, u.value, u.reason])
    expect(refusals).toEqual([
      ["E60", "Assets", "about 60 000", "invalidValue"],
      ["H7", "TotalAmountOfFinesForTheViolationOfAnticorruptionAndAntibriberyLaws", "5,000", "invalidValue"],
      ["D81", "UndertakingHasACodeOfConductOrHumanRightsPolicyForItsOwnWorkforce", "maybe", "invalidValue"],
    ])
    expect(imported(typed).unread).toEqual([])
  })

  it("reports the GHG totals the converter reports for the same workbook: the parts given, summed", () => {
    const { facts } = imported(typed)
    const current = (concept: string) =>
      facts.facts.find((f) => f.concept === concept && Object.keys(f.dimensions).length === 0)?.value
    expect(current("GrossLocationBasedScope2GreenhouseGasEmissions")).toBeUndefined()
    expect(current("TotalGrossLocationBasedScope1AndScope2GHGEmissions")).toBe("100")
    expect(current("TotalGrossLocationBasedGHGEmissions")).toBe("300")
    // Scope 3 is disclosed (G29): the one intensity is the total's, 300 ÷ 23 500.
    expect(current("Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased")).toBeUndefined()
    expect(current("TotalLocationBasedGreenhouseGasEmissionsIntensityValue")).toBe("0.012765957446809")
  })

  it("keeps a derived figure typed without its inputs as given, and exports it", () => {
    const { answers, facts } = imported(typed)
    expect(answers.PercentageGapInPayBetweenFemaleAndMaleEmployees).toEqual({
      status: "answered",
      value: { given: 10 },
    })
    // The turnover rate's inputs are all there: it is computed, as before.
    expect(answers.EmployeeTurnoverRate?.status === "answered" && answers.EmployeeTurnoverRate.value).toEqual(
      {
        leavers: 50,
        employeesAtStart: 201,
        employeesAtEnd: 151,
      },
    )
    expect(
      facts.facts.find((f) => f.concept === "PercentageGapInPayBetweenFemaleAndMaleEmployees"),
    ).toMatchObject({ value: "0.1", unit: "xbrli:pure", decimals: 4 })
  })
})
