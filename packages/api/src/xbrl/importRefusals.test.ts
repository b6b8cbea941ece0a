import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { leiCheckDigits, type AccountId } from "@vsme/core"
import { filePath, reportGet, xbrlImportApply, xbrlRoutes } from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { newReport, subscribedCompany, useTestServer, type Call } from "../testing/apiKit.js"

/**
 * Issue 18: the preview checks every value exactly as applying it does, so that a value the report
 * refuses is listed with its cell and applying never answers 500 (EFRAG's unit-test workbook has the
 * web address "a"); and a template of a version the import does not know is read, not refused.
 */
const server = useTestServer()
const db = () => server.database.db

/** Alice owns a subscribed company that reports in euros. */
let alice: TestUser
let company: AccountId
beforeAll(async () => {
  ;({ owner: alice, company } = await subscribedCompany(db(), { currency: "EUR" }))
})
const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, company)

/** A new report for 2026, with the Comprehensive Module, to import into. */
const importReport = () =>
  newReport(asAlice, { title: "Import", startDate: "2026-01-01", endDate: "2026-12-31", comprehensive: true })

const upload = (reportId: string, bytes: Uint8Array, fileName: string) =>
  server.file(alice, filePath(xbrlRoutes.importUpload, { reportId }), {
    accountId: company,
    upload: { bytes, fileName },
  })

describe("template import: what the preview accepts, applying accepts", () => {
  it("lists the web address 'a' as not imported, with its cell, and applies the rest", async () => {
    // EFRAG's unit-test workbook in small: the template's names, a disclosure said to be public and "a"
    // as its address (a whole template rewritten by exceljs takes the worker too long on a busy machine).
    const book = new ExcelJS.Workbook()
    const intro = book.addWorksheet("Introduction")
    intro.getCell("C1").value = "1.3.0"
    intro.getCell("C10").value = "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd"
    book.definedNames.add("Introduction!$C$1", "template_reporting_template_version")
    book.definedNames.add("Introduction!$C$10", "template_reporting_schemaRef")
    const general = book.addWorksheet("General Information")
    general.getCell("D5").value = "EUR"
    book.definedNames.add("'General Information'!$D$5", "template_currency")
    const environment = book.addWorksheet("Environmental Disclosures")
    environment.getCell("G75").value = true
    environment.getCell("G76").value = "a"
    book.definedNames.add("'Environmental Disclosures'!$G$75", "PubliclyAvailableDisclosure")
    book.definedNames.add("'Environmental Disclosures'!$G$76", "URLOrLinkToThePubliclyAvailableDisclosure")
    const reportId = await importReport()
    const answer = await upload(reportId, new Uint8Array(await book.xlsx.writeBuffer()), "unit-test.xlsx")
    expect(answer.status).toBe(200)
    const preview = JSON.parse(answer.bytes.toString("utf8"))
    expect(preview.unread).toEqual([
      {
        sheet: "Environmental Disclosures",
        cell: "G76",
        concept: "URLOrLinkToThePubliclyAvailableDisclosure",
        questionId: "URLOrLinkToThePubliclyAvailableDisclosure",
        value: "a",
        reason: "invalidValue",
      },
    ])
    expect(preview.items.map((i: { questionId: string }) => i.questionId)).toContain(
      "PubliclyAvailableDisclosure",
    )
    const applied = await asAlice(xbrlImportApply, { importId: preview.importId })
    expect(applied.status).toBe(200)
    const report = await asAlice(reportGet, { reportId })
    expect(report.status).toBe(200)
    const answers = (report.result as { answers: Record<string, { answer: unknown }> }).answers
    expect(answers.PubliclyAvailableDisclosure?.answer).toEqual({ status: "answered", value: true })
    expect(answers.URLOrLinkToThePubliclyAvailableDisclosure).toBeUndefined()
  }, 90_000)

  it("reads a template of an unknown version and says which version it found", async () => {
    const book = new ExcelJS.Workbook()
    const intro = book.addWorksheet("Introduction")
    intro.getCell("C1").value = "2.0.0"
    intro.getCell("C2").value = "https://xbrl.efrag.org/taxonomy/vsme/2027-01-01/vsme-all.xsd"
    book.definedNames.add("Introduction!$C$1", "template_reporting_template_version")
    book.definedNames.add("Introduction!$C$2", "template_reporting_schemaRef")
    intro.getCell("C3").value = 1_250_000
    book.definedNames.add("Introduction!$C$3", "TurnoverOfTheFuture")
    const answer = await upload(
      await importReport(),
      new Uint8Array(await book.xlsx.writeBuffer()),
      "v2.xlsx",
    )
    expect(answer.status).toBe(200)
    const preview = JSON.parse(answer.bytes.toString("utf8"))
    expect(preview).toMatchObject({ source: "template", templateVersion: "2.0.0", items: [] })
    expect(preview.unread).toEqual([
      {
        sheet: "Introduction",
        cell: "C1",
        concept: null,
        questionId: null,
        value: "2.0.0",
        reason: "unknownVersion",
      },
      {
        sheet: "Introduction",
        cell: "C3",
        concept: "TurnoverOfTheFuture",
        questionId: null,
        value: "1250000",
        reason: "unknownConcept",
      },
    ])
  }, 90_000)

  it("offers the template's LEI until the company names itself by it", async () => {
    const lei = `529900T8BM49AURSDO${leiCheckDigits("529900T8BM49AURSDO")}`
    const templateNaming = async (scheme: string, identifier: string) => {
      const book = new ExcelJS.Workbook()
      const intro = book.addWorksheet("Introduction")
      intro.getCell("C1").value = "1.3.0"
      intro.getCell("C10").value = "https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd"
      book.definedNames.add("Introduction!$C$1", "template_reporting_template_version")
      book.definedNames.add("Introduction!$C$10", "template_reporting_schemaRef")
      const general = book.addWorksheet("General Information")
      general.getCell("D4").value = scheme
      general.getCell("E4").value = identifier
      book.definedNames.add("'General Information'!$D$4", "template_reporting_entity_identifier_scheme")
      book.definedNames.add("'General Information'!$E$4", "template_reporting_entity_identifier")
      const answer = await upload(
        await importReport(),
        new Uint8Array(await book.xlsx.writeBuffer()),
        "lei.xlsx",
      )
      expect(answer.status).toBe(200)
      return JSON.parse(answer.bytes.toString("utf8")).fileEntity
    }
    // As people paste it: spaces and lower case.
    const spaced = lei.toLowerCase().replace(/(.{4})/g, "$1 ")
    expect(await templateNaming("LEI", spaced)).toEqual({
      scheme: "LEI",
      identifier: spaced.trim(),
      lei,
      leiOffered: true,
    })
    // EFRAG's sample names the company "TestCode1234": no LEI, nothing offered.
    expect(await templateNaming("LEI", "TestCode1234")).toEqual({
      scheme: "LEI",
      identifier: "TestCode1234",
      lei: null,
      leiOffered: false,
    })
    await db()("accounts").where({ id: company }).update({ lei, xbrl_identifier: "lei" })
    expect(await templateNaming("LEI", lei)).toMatchObject({ lei, leiOffered: false })
    await db()("accounts").where({ id: company }).update({ lei: null, xbrl_identifier: "businessId" })
  }, 90_000)
})
