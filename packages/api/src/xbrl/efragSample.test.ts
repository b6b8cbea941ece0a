import { beforeAll, describe, expect, it } from "vitest"
import { checkInstance, xbrlJsonInstance, type AccountId } from "@vsme/core"
import { filePath, reportGet, xbrlImportApply, xbrlRoutes } from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { newReport, subscribedCompany, useTestServer, type Call } from "../testing/apiKit.js"
import {
  documentFacts,
  efragFacts,
  efragSampleTemplate,
  factDifferences,
  type ComparableFact,
} from "../testing/efragFacts.js"
import { readInlineXbrl } from "../testing/inlineXbrlFacts.js"
import { inlineXbrlProblems, vsmeDimensionalTaxonomy } from "../testing/xbrlInstance.js"

/**
 * Issue 7, done when: importing EFRAG's filled digital template 1.3.0 and exporting xBRL-JSON gives the
 * facts EFRAG's own converter makes of it (fixtures/efrag/vsme-1.3.0-facts.json), compared by concept,
 * value, unit, decimals (exactly: the accuracy the template states, decision 024's addendum) and
 * dimensions.
 */
const server = useTestServer()

/** Alice owns a subscribed company that reports in euros, and its new report for 2026. */
let alice: TestUser
let company: AccountId
let reportId: string
const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, company)
beforeAll(async () => {
  ;({ owner: alice, company } = await subscribedCompany(server.database.db, { currency: "EUR" }))
  reportId = await newReport(asAlice, {
    title: "EFRAG sample",
    startDate: "2026-01-01",
    endDate: "2026-12-31",
    comprehensive: false,
  })
})

/**
 * The one place our model differs from the template's: a waste row of the template picks its own unit,
 * while our tables keep one unit per quantity kind (decision 005). The import keeps the unit the company
 * chose for the waste totals (kilograms in the sample) and converts the rows in tonnes into it exactly,
 * so those facts carry the same quantities in kilograms.
 */
const inTableUnit = (fact: ComparableFact): ComparableFact =>
  fact.unit === "utr:t" && "vsme:TypeOfWasteAxis" in fact.dimensions
    ? { ...fact, value: String(Number(fact.value) * 1000), unit: "utr:kg" }
    : fact

describe("EFRAG's VSME digital template sample 1.3.0", () => {
  let preview: any
  it("uploads into a preview of every datapoint, with nothing left unread", async () => {
    const answer = await server.file(alice, filePath(xbrlRoutes.importUpload, { reportId }), {
      accountId: company,
      upload: { bytes: efragSampleTemplate(), fileName: "VSME-Digital-Template-Sample-1.3.0.xlsx" },
    })
    expect(answer.status).toBe(200)
    preview = JSON.parse(answer.bytes.toString("utf8"))
    expect(preview).toMatchObject({
      source: "template",
      templateVersion: "1.3.0",
      switchesToComprehensive: true,
      filePeriod: { start: "2026-01-01", end: "2026-12-31" },
      fileCurrency: "EUR",
      reportCurrency: "EUR",
      unread: [],
    })
    expect(preview.items.every((item: { change: string }) => item.change === "new")).toBe(true)
    // The sample gives no coordinates for its site and does not say whether its policies are public:
    // both tables come in, and the form asks for what is missing.
    const incomplete = preview.items.filter((i: { incomplete: boolean }) => i.incomplete)
    expect(incomplete.map((i: { questionId: string }) => i.questionId).sort()).toEqual([
      "ListOfSitesTable",
      "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract",
    ])
    expect(preview.comments.map((c: { questionId: string }) => c.questionId).sort()).toEqual([
      "Assets",
      "BreakdownOfEnergyConsumptionTable",
      "Turnover",
    ])
  }, 90_000)

  it("applies in one go and exports exactly the facts EFRAG's converter makes of the sample", async () => {
    const applied = await asAlice(xbrlImportApply, { importId: preview.importId })
    expect(applied.status).toBe(200)
    expect(applied.result).toMatchObject({ reportId, written: preview.items.length, comments: 3 })
    const report = await asAlice(reportGet, { reportId })
    expect(report.result.comprehensive).toBe(true)

    const exported = await server.file(alice, filePath(xbrlRoutes.exportJson, { reportId }), {
      accountId: company,
    })
    expect(exported.status).toBe(200)
    const document = JSON.parse(exported.bytes.toString("utf8"))
    const expected = efragFacts("EUR")
    expect(expected).toHaveLength(144)
    expect(expected.filter((f) => inTableUnit(f) !== f)).toHaveLength(18)
    // Every numeric fact is compared with its decimals too: 2, percentages 4, intensities 7.
    const numeric = expected.filter((f) => f.unit !== null)
    expect(numeric).toHaveLength(96)
    expect(new Set(numeric.map((f) => f.decimals))).toEqual(new Set([2, 4, 7]))
    expect(factDifferences(expected.map(inTableUnit), documentFacts(document))).toEqual([])
  })

  it("exports the same facts as inline XBRL, readable and well-formed", async () => {
    const json = await server.file(alice, filePath(xbrlRoutes.exportJson, { reportId }), {
      accountId: company,
    })
    const xhtml = await server.file(alice, filePath(xbrlRoutes.exportXhtml, { reportId }), {
      accountId: company,
      query: { lang: "fi" },
    })
    expect(xhtml.headers.get("content-type")).toContain("application/xhtml+xml")
    const inline = readInlineXbrl(xhtml.bytes.toString("utf8"))
    const fromJson = documentFacts(JSON.parse(json.bytes.toString("utf8")))
    expect(inline.facts).toHaveLength(fromJson.length)
    expect(factDifferences(fromJson, inline.facts)).toEqual([])
    // Exactly, not only within decimals.
    const key = (f: ComparableFact) => JSON.stringify([f.concept, f.dimensions, f.value, f.unit, f.decimals])
    expect(inline.facts.map(key).sort()).toEqual(fromJson.map(key).sort())
    // Dimensionally valid (decision 024): dimensions in the scenario, members in their domains,
    // contexts and units unique and used, decimals that fit the values.
    expect(inlineXbrlProblems(xhtml.bytes.toString("utf8"))).toEqual([])
    const jsonInstance = xbrlJsonInstance(JSON.parse(json.bytes.toString("utf8")))
    expect(checkInstance(jsonInstance, vsmeDimensionalTaxonomy())).toEqual([])
  })
})
