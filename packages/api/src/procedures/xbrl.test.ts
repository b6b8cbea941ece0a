import ExcelJS from "exceljs"
import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  filePath,
  reportGet,
  reportSaveAnswer,
  xbrlImportApply,
  xbrlImportDiscard,
  xbrlImportPreview,
  xbrlRoutes,
  xbrlValidate,
} from "@vsme/sdk"
import { insertSampleReport, sampleReport, type TestUser } from "../testing/index.js"
import { companyWithOwner, newReport, twoCompanies, useTestServer, type Call } from "../testing/apiKit.js"
import { documentFacts, factDifferences } from "../testing/efragFacts.js"
import { inlineXbrlProblems } from "../testing/xbrlInstance.js"

const server = useTestServer()

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

/** Company A (owner alice, user bob, active subscription), company B (owner eve), a trial company (trudy). */
let alice: TestUser
let bob: TestUser
let eve: TestUser
let trudy: TestUser
let companyA: AccountId
let companyB: AccountId
let trial: AccountId
let sampleA: string
beforeEach(async () => {
  ;({ alice, bob, eve, companyA, companyB } = await twoCompanies(db(), { names: ["Demo Oy", "Yritys B Oy"] }))
  ;({ owner: trudy, company: trial } = await companyWithOwner(db()))
  await db()("accounts").whereIn("id", [companyA, companyB]).update({ state: "active" })
  sampleA = await insertSampleReport(db(), companyA, alice.id)
})

const route = (template: string, reportId: string) => filePath(template, { reportId })
const download = (
  user: TestUser,
  template: string,
  reportId: string,
  accountId: string,
  query?: Record<string, string>,
) => server.file(user, route(template, reportId), { accountId, ...(query ? { query } : {}) })
const upload = (
  user: TestUser,
  reportId: string,
  accountId: string,
  bytes: Uint8Array,
  fileName = "report.xbrl.json",
) =>
  server.file(user, route(xbrlRoutes.importUpload, reportId), {
    accountId,
    upload: { bytes, fileName },
  })
const exportJson = async (reportId: string) =>
  (await download(alice, xbrlRoutes.exportJson, reportId, companyA)).bytes
const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, companyA)
/** A new, empty report of company A for an import to fill. */
const newTarget = () => newReport(asAlice, { title: "Tuotu raportti" })
const answersOf = async (reportId: string) => (await asAlice(reportGet, { reportId })).result.answers
const pendingCount = async (reportId: string) =>
  Number((await db()("xbrl_imports").where({ report_id: reportId }).count({ n: "*" }))[0]!.n)

/** A workbook with the given named cells: a template of some version, or just any spreadsheet. */
const workbook = async (names: Record<string, string>) => {
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet("Introduction")
  Object.entries(names).forEach(([name, value], i) => {
    sheet.getCell(i + 1, 3).value = value
    book.definedNames.add(`Introduction!$C$${i + 1}`, name)
  })
  if (Object.keys(names).length === 0) sheet.getCell(1, 1).value = "Budget 2025"
  return new Uint8Array(await book.xlsx.writeBuffer())
}

describe("tenant isolation", () => {
  it("answers NotFound for another company's report: check, downloads and upload", async () => {
    const check = await server.call(eve, xbrlValidate, { reportId: sampleA }, companyB)
    expect(check).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    for (const template of [xbrlRoutes.exportJson, xbrlRoutes.exportXhtml]) {
      const answer = await download(eve, template, sampleA, companyB)
      expect(answer).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
      expect(answer.bytes.toString()).not.toContain("Demo Oy")
    }
    const sent = await upload(eve, sampleA, companyB, await exportJson(sampleA))
    expect(sent).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await pendingCount(sampleA)).toBe(0)
  })

  it("answers NotFound for another company's pending import, and leaves it alone", async () => {
    const target = await newTarget()
    const preview = JSON.parse(
      (await upload(alice, target, companyA, await exportJson(sampleA))).bytes.toString(),
    )
    for (const procedure of [xbrlImportPreview, xbrlImportApply, xbrlImportDiscard]) {
      const answer = await server.call(eve, procedure, { importId: preview.importId }, companyB)
      expect(answer, procedure.name).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    }
    expect(await pendingCount(target)).toBe(1)
    expect(await answersOf(target)).toEqual({})
  })
})

describe("bad input", () => {
  it("refuses malformed ids and languages with 400 and the path", async () => {
    const check = await server.call(alice, xbrlValidate, { reportId: "nope" }, companyA)
    expect(check).toMatchObject({
      status: 400,
      error: { _tag: "InvalidInput", issues: [{ path: ["reportId"] }] },
    })
    expect((await download(alice, xbrlRoutes.exportJson, "nope", companyA)).status).toBe(400)
    const lang = await download(alice, xbrlRoutes.exportXhtml, sampleA, companyA, { lang: "de" })
    expect(lang).toMatchObject({ status: 400, error: { _tag: "InvalidInput" } })
    const preview = await server.call(alice, xbrlImportPreview, { importId: "x" }, companyA)
    expect(preview.status).toBe(400)
  })

  it("refuses a file that is not a template or an XBRL report, and changes nothing", async () => {
    const target = await newTarget()
    const refusals: Array<[Uint8Array, number, Record<string, unknown>]> = [
      [new TextEncoder().encode("not a spreadsheet"), 415, { _tag: "XbrlImportNotReadable" }],
      [await workbook({}), 415, { _tag: "XbrlImportNotReadable" }],
      [
        new TextEncoder().encode(
          JSON.stringify({
            documentInfo: {
              documentType: "https://xbrl.org/2021/xbrl-json",
              namespaces: {},
              taxonomy: ["https://xbrl.ifrs.org/taxonomy/2024-03-27/full_ifrs_entry_point_2024-03-27.xsd"],
            },
            facts: {},
          }),
        ),
        422,
        { _tag: "XbrlForeignTaxonomy" },
      ],
      [new TextEncoder().encode(JSON.stringify({ facts: [] })), 415, { _tag: "XbrlImportNotReadable" }],
    ]
    for (const [bytes, status, error] of refusals) {
      const answer = await upload(alice, target, companyA, bytes, "file.xlsx")
      expect(answer).toMatchObject({ status, error })
    }
    expect(await pendingCount(target)).toBe(0)
    expect(await answersOf(target)).toEqual({})
  })

  it("refuses an upload into a locked report, and the apply of an import into one", async () => {
    const target = await newTarget()
    const preview = JSON.parse(
      (await upload(alice, target, companyA, await exportJson(sampleA))).bytes.toString(),
    )
    await db()("reports").where({ id: target }).update({ state: "locked" })
    const sent = await upload(alice, target, companyA, await exportJson(sampleA))
    expect(sent).toMatchObject({ status: 409, error: { _tag: "ReportLocked" } })
    const applied = await server.call(alice, xbrlImportApply, { importId: preview.importId }, companyA)
    expect(applied).toMatchObject({ status: 409, error: { _tag: "ReportLocked" } })
    expect(await answersOf(target)).toEqual({})
  })
})

describe("export", () => {
  it("needs an active subscription: trial accounts get SubscriptionRequired", async () => {
    const report = await insertSampleReport(db(), trial, trudy.id)
    const check = await server.call(trudy, xbrlValidate, { reportId: report }, trial)
    expect(check).toMatchObject({
      status: 403,
      error: { _tag: "SubscriptionRequired", feature: "xbrlExport" },
    })
    for (const template of [xbrlRoutes.exportJson, xbrlRoutes.exportXhtml])
      expect((await download(trudy, template, report, trial)).error).toMatchObject({
        _tag: "SubscriptionRequired",
      })
  })

  it("checks a complete report without problems, and names the questions an empty one misses", async () => {
    const check = await server.call(bob, xbrlValidate, { reportId: sampleA }, companyA)
    expect(check.status).toBe(200)
    expect(check.result.problems).toEqual([])
    expect(check.result.factCount).toBeGreaterThan(150)
    const empty = await server.call(bob, xbrlValidate, { reportId: await newTarget() }, companyA)
    expect(empty.result.factCount).toBe(0)
    expect(empty.result.problems).toContainEqual({
      code: "mandatoryMissing",
      severity: "warning",
      questionId: "BasisForPreparation",
      concept: null,
    })
    expect(empty.result.problems.every((p: { severity: string }) => p.severity === "warning")).toBe(true)
  })

  it("writes xBRL-JSON with the Business ID, the report period, public comments as footnotes and no internal notes", async () => {
    const answer = await download(bob, xbrlRoutes.exportJson, sampleA, companyA)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-disposition")).toContain(".xbrl.json")
    const document = JSON.parse(answer.bytes.toString("utf8"))
    const businessId = (
      (await db()("accounts").where({ id: companyA }).first("business_id")) as { business_id: string }
    ).business_id
    expect(document.documentInfo).toMatchObject({
      documentType: "https://xbrl.org/2021/xbrl-json",
      taxonomy: ["https://xbrl.efrag.org/taxonomy/vsme/2026-05-01/vsme-all.xsd"],
      namespaces: { "fi-ytj": "http://www.ytj.fi" },
    })
    const facts = Object.values(document.facts) as Array<{
      value: string
      dimensions: Record<string, string>
      links?: unknown
    }>
    const turnover = facts.find((f) => f.dimensions.concept === "vsme:Turnover")!
    expect(turnover.dimensions).toMatchObject({
      entity: `fi-ytj:${businessId}`,
      period: "2025-01-01T00:00:00/2026-01-01T00:00:00",
      unit: "iso4217:EUR",
    })
    const notes = facts.filter((f) => f.dimensions.concept === "xbrl:note").map((f) => f.value)
    const sample = sampleReport()
    expect(notes.sort()).toEqual(
      sample.comments
        .filter((c) => c.type === "public")
        .map((c) => c.text)
        .sort(),
    )
    for (const internal of sample.comments.filter((c) => c.type !== "public"))
      expect(answer.bytes.toString("utf8")).not.toContain(internal.text.slice(0, 30))
    const check = await server.call(bob, xbrlValidate, { reportId: sampleA }, companyA)
    expect(facts.length - notes.length).toBe(check.result.factCount)
  })
})

describe("import", () => {
  it("changes nothing when a report entered through the API gets its own export back", async () => {
    // Entered question by question through report.saveAnswer, as the form does.
    const reportId = await newTarget()
    const sample = sampleReport()
    await db()("reports").where({ id: reportId }).update({ comprehensive: sample.comprehensive })
    for (const [questionId, answer] of Object.entries(sample.answers)) {
      const saved = await server.call(
        bob,
        reportSaveAnswer,
        { reportId, questionId, answer, basedOnVersion: 0 },
        companyA,
      )
      expect(saved.status, questionId).toBe(200)
    }
    const before = await answersOf(reportId)
    const preview = JSON.parse(
      (await upload(bob, reportId, companyA, await exportJson(reportId))).bytes.toString(),
    )
    expect(preview.items.filter((i: { change: string }) => i.change !== "unchanged")).toEqual([])
    expect(preview.unread).toEqual([])
    expect(preview.switchesToComprehensive).toBe(false)
    const applied = await server.call(bob, xbrlImportApply, { importId: preview.importId }, companyA)
    expect(applied.result).toMatchObject({ written: 0 })
    expect(await answersOf(reportId)).toEqual(before)
  }, 90_000)

  it("carries every fact into a new report, computed values without their inputs as given", async () => {
    const original = await exportJson(sampleA)
    const target = await newTarget()
    const preview = JSON.parse((await upload(alice, target, companyA, original)).bytes.toString())
    expect(preview.switchesToComprehensive).toBe(true)
    expect(preview.unread).toEqual([])
    // The turnover rate, accident rate, pay gap, bargaining coverage and the two gender ratios.
    const given = preview.items.filter(
      (i: { after: { status: string; value: unknown } }) =>
        typeof i.after.value === "object" && i.after.value !== null && "given" in i.after.value,
    )
    expect(given.map((i: { questionId: string }) => i.questionId).sort()).toEqual([
      "EmployeeTurnoverRate",
      "FemaleToMaleRatioAtManagementLevelForTheReportingPeriod",
      "GenderDiversityRatioInGovernanceBody",
      "PercentageGapInPayBetweenFemaleAndMaleEmployees",
      "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements",
      "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
    ])
    const applied = await server.call(alice, xbrlImportApply, { importId: preview.importId }, companyA)
    expect(applied.status).toBe(200)
    const before = documentFacts(JSON.parse(original.toString("utf8")))
    const after = documentFacts(JSON.parse((await exportJson(target)).toString("utf8")))
    expect(factDifferences(before, after)).toEqual([])
    expect(after.length).toBe(before.length)
    // The imported report's inline XBRL is dimensionally valid too (decision 024).
    const xhtml = await download(alice, xbrlRoutes.exportXhtml, target, companyA, { lang: "fi" })
    expect(inlineXbrlProblems(xhtml.bytes.toString("utf8"))).toEqual([])
  })

  it("applies nothing when the report changed after the preview", async () => {
    const target = await newTarget()
    const preview = JSON.parse(
      (await upload(alice, target, companyA, await exportJson(sampleA))).bytes.toString(),
    )
    await server.call(
      bob,
      reportSaveAnswer,
      {
        reportId: target,
        questionId: "Turnover",
        answer: { status: "answered", value: 1 },
        basedOnVersion: 0,
      },
      companyA,
    )
    const applied = await server.call(alice, xbrlImportApply, { importId: preview.importId }, companyA)
    expect(applied).toMatchObject({
      status: 409,
      error: { _tag: "XbrlImportOutdated", questionId: "Turnover" },
    })
    expect(Object.keys(await answersOf(target))).toEqual(["Turnover"])
    expect((await server.call(alice, reportGet, { reportId: target }, companyA)).result.comprehensive).toBe(
      false,
    )
  })

  it("keeps a pending import in the database until it expires, is applied or is discarded", async () => {
    const target = await newTarget()
    const sent = JSON.parse(
      (await upload(alice, target, companyA, await exportJson(sampleA))).bytes.toString(),
    )
    // Any API process (here: another user of the company) reads the same pending import.
    const again = await server.call(bob, xbrlImportPreview, { importId: sent.importId }, companyA)
    expect(again.result).toEqual(sent)
    await db()("xbrl_imports")
      .where({ id: sent.importId })
      .update({ expires_at: new Date(Date.now() - 1000) })
    for (const procedure of [xbrlImportPreview, xbrlImportApply])
      expect((await server.call(alice, procedure, { importId: sent.importId }, companyA)).error?._tag).toBe(
        "XbrlImportExpired",
      )
    const next = JSON.parse(
      (await upload(alice, target, companyA, await exportJson(sampleA))).bytes.toString(),
    )
    expect(await pendingCount(target)).toBe(1) // the expired one was pruned
    expect((await server.call(alice, xbrlImportDiscard, { importId: next.importId }, companyA)).status).toBe(
      200,
    )
    expect(
      (await server.call(alice, xbrlImportApply, { importId: next.importId }, companyA)).error?._tag,
    ).toBe("NotFound")
    expect(await answersOf(target)).toEqual({})
    expect((await server.call(alice, xbrlImportDiscard, { importId: missing }, companyA)).error?._tag).toBe(
      "NotFound",
    )
  })
})
