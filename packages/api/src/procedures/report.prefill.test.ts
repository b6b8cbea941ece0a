import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { reportCopy, reportCreate, reportGet, reportList, reportSaveAnswer } from "@vsme/sdk"
import type { TestUser } from "../testing/index.js"
import { useTestServer, companyWithOwner, type Call } from "../testing/apiKit.js"

const server = useTestServer()

const db = () => server.database.db
let owner: TestUser
let company: AccountId
beforeEach(async () => {
  ;({ owner, company } = await companyWithOwner(db(), { ownerName: "Owner" }))
  await db()("accounts")
    .where({ id: company })
    .update({
      legal_form: "other",
      legal_form_other: "Säätiö",
      nace_codes: ["62.10", "70.20"],
      country: "FI",
    })
})
const call: Call = (procedure, input) => server.call(owner, procedure, input, company)

const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call(reportCreate, {
    title: "Vastuullisuusraportti 2025",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    comprehensive: false,
    prefillFromAccount: true,
    ...overrides,
  })
  expect(res.status).toBe(200)
  return res.result as { id: string; completeness: { overall: { done: number; asked: number } } }
}

describe("a new report starts with what the company account knows", () => {
  it("answers legal form, other legal form, NACE codes and country at creation, each editable", async () => {
    const created = await create()
    const detail = (await call(reportGet, { reportId: created.id })).result
    expect(detail.answers).toMatchObject({
      UndertakingsLegalForm: { answer: { value: "OtherUndertakingsLegalFormMember" }, version: 1 },
      OtherUndertakingsLegalForm: { answer: { value: "Säätiö" }, version: 1 },
      NaceSectorClassificationCodes: { answer: { value: ["62.10", "70.20"] }, version: 1 },
      CountryOfPrimaryOperationsAndLocationOfSignificantAssets: { answer: { value: "FI" }, version: 1 },
    })
    expect(Object.keys(detail.answers)).toHaveLength(4)
    // Progress counts exactly these four: nothing else is done in a new report.
    expect(created.completeness.overall.done).toBe(4)

    const edited = await call(reportSaveAnswer, {
      reportId: created.id,
      questionId: "NaceSectorClassificationCodes",
      basedOnVersion: 1,
      answer: { status: "answered", value: ["62.20"] },
    })
    expect(edited.status).toBe(200)
    expect(edited.result.saved).toMatchObject({ answer: { value: ["62.20"] }, version: 2 })
  })

  it("leaves out what the account does not know or the question would refuse", async () => {
    await db()("accounts").where({ id: company }).update({ legal_form: null, nace_codes: [] })
    const created = await create()
    const detail = (await call(reportGet, { reportId: created.id })).result
    expect(Object.keys(detail.answers)).toEqual(["CountryOfPrimaryOperationsAndLocationOfSignificantAssets"])
    expect(created.completeness.overall.done).toBe(1)
  })

  it("does not prefill a report started from last year's: its answers are the starting point", async () => {
    const last = await create()
    await db()("accounts").where({ id: company }).update({ country: "SE" })
    const next = await create({ fromReportId: last.id })
    const detail = (await call(reportGet, { reportId: next.id })).result
    expect(detail.answers.CountryOfPrimaryOperationsAndLocationOfSignificantAssets.answer.value).toBe("FI")
  })
})

describe("without asking", () => {
  it("a report created through the API without prefillFromAccount starts empty", async () => {
    const created = await create({ prefillFromAccount: undefined })
    expect((await call(reportGet, { reportId: created.id })).result.answers).toEqual({})
    expect(created.completeness.overall.done).toBe(0)
  })
})

describe("progress is the same figure everywhere", () => {
  it("create, list, get, save and copy give the same done and asked", async () => {
    const created = await create()
    const save = await call(reportSaveAnswer, {
      reportId: created.id,
      questionId: "ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged",
      basedOnVersion: 0,
      answer: { status: "answered", value: true },
    })
    const after = save.result.completeness.overall
    // The gate answered is done; the two follow-ups it opens are asked, not done.
    expect(after.done).toBe(created.completeness.overall.done + 1)
    expect(after.asked).toBe(created.completeness.overall.asked + 2)
    const listed = ((await call(reportList, null)).result as Array<any>).find((r) => r.id === created.id)
    const got = (await call(reportGet, { reportId: created.id })).result
    const copied = (await call(reportCopy, { reportId: created.id, withComments: false })).result
    for (const summary of [listed, got, copied])
      expect(summary.completeness.overall).toMatchObject({ done: after.done, asked: after.asked })
  })
})
