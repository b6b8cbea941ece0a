import { beforeEach, describe, expect, it } from "vitest"
import { completenessBasis, type AccountId } from "@vsme/core"
import { reportGet, reportList, reportSaveAnswer } from "@vsme/sdk"
import { insertSampleReport, type TestUser } from "../testing/index.js"
import {
  answerRows,
  companyFacts,
  completenessOf,
  listReports,
  questionStates,
  reportDetail,
  findReport,
  summarise,
} from "./reportRepo.js"
import { useTestServer, companyWithOwner } from "../testing/apiKit.js"

const server = useTestServer()
const db = () => server.database.db

let owner: TestUser
let company: AccountId
let reportId: string
beforeEach(async () => {
  ;({ owner, company } = await companyWithOwner(db()))
  reportId = await insertSampleReport(db(), company, owner.id)
})

const stored = async () =>
  (await db()("reports")
    .where({ id: reportId })
    .first("completeness_summary", "question_states", "completeness_basis")) as {
    completeness_summary: { overall: { done: number; asked: number } } | null
    question_states: Record<string, unknown> | null
    completeness_basis: string | null
  }

/** Completeness as computed from the answers now, without anything stored. */
const fresh = async () => {
  const report = await findReport(db(), company, reportId)
  const { naceCodes } = await companyFacts(db(), company, report.comprehensive)
  return completenessOf(report, await answerRows(db(), [reportId]), naceCodes)
}

describe("stored completeness (decision 027)", () => {
  it("is stored by a save in its transaction, and report.list and report.get read it", async () => {
    // Stored by the sample's insert, then made stale by an answer written behind its back.
    expect((await stored()).completeness_basis).not.toBeNull()
    await db()("report_answers")
      .where({ report_id: reportId, question_id: "NumberOfEmployees" })
      .update({ value: JSON.stringify(41) })
    expect((await stored()).completeness_basis).toBeNull()
    const saved = await server.call(
      owner,
      reportSaveAnswer,
      {
        reportId,
        questionId: "NumberOfEmployees",
        basedOnVersion: 1,
        answer: { status: "answered", value: 42 },
      },
      company,
    )
    expect(saved.status).toBe(200)
    const after = await stored()
    const report = await findReport(db(), company, reportId)
    const { naceCodes } = await companyFacts(db(), company, report.comprehensive)
    expect(after.completeness_basis).toBe(
      completenessBasis({ comprehensive: report.comprehensive, naceCodes }),
    )
    expect(after.completeness_summary).toEqual(summarise(await fresh()))
    // The list and the form read what is stored: a marker put there shows.
    const marked = {
      ...after.completeness_summary!,
      overall: { ...after.completeness_summary!.overall, done: 9999 },
    }
    await db()("reports")
      .where({ id: reportId })
      .update({ completeness_summary: JSON.stringify(marked) })
    const listed = await server.call(owner, reportList, null, company)
    expect(
      (listed.result as Array<{ id: string; completeness: { overall: { done: number } } }>).find(
        (r) => r.id === reportId,
      )!.completeness.overall.done,
    ).toBe(9999)
    const detail = await server.call(owner, reportGet, { reportId }, company)
    expect((detail.result as { completeness: { overall: { done: number } } }).completeness.overall.done).toBe(
      9999,
    )
  })

  it("is computed again and stored back when stale: another catalogue version, other NACE codes, answers changed behind it", async () => {
    const expected = summarise(await fresh())
    const current = async () => {
      const [summary] = (await listReports(db(), company)).filter((r) => r.id === reportId)
      return summary!.completeness
    }
    // Stored by the first read.
    expect(await current()).toEqual(expected)
    expect((await stored()).completeness_summary).toEqual(expected)

    // A summary of an older catalogue (or older completeness rules) is not used.
    await db()("reports")
      .where({ id: reportId })
      .update({
        completeness_basis: "0000000000000000:c:00000000",
        completeness_summary: JSON.stringify({ ...expected, overall: { ...expected.overall, done: 1 } }),
      })
    expect(await current()).toEqual(expected)
    expect((await stored()).completeness_basis).not.toBe("0000000000000000:c:00000000")

    // The company's NACE codes decide C3's applicability: a change makes the summary stale.
    await db()("accounts")
      .where({ id: company })
      .update({ nace_codes: ["B.05.10"] })
    const report = await findReport(db(), company, reportId)
    expect(await current()).toEqual(summarise(await fresh()))
    expect((await stored()).completeness_basis).toBe(
      completenessBasis({ comprehensive: report.comprehensive, naceCodes: ["B.05.10"] }),
    )

    // A writer that changes answers without storing completeness: the trigger clears the basis.
    await db()("report_answers").where({ report_id: reportId }).delete()
    expect((await stored()).completeness_basis).toBeNull()
    const emptied = summarise(await fresh())
    expect(emptied.overall.done).toBeLessThan(expected.overall.done)
    expect(await current()).toEqual(emptied)
    const detail = await reportDetail(db(), company, reportId)
    expect(detail.completeness).toEqual(emptied)
    expect(Object.keys(detail.questionStates).length).toBeGreaterThan(0)
  })

  it("is computed and stored on the first read of a report stored before the columns existed (the migration does not backfill)", async () => {
    const nothingStored = () =>
      db()("reports").where({ id: reportId }).update({
        completeness_summary: null,
        question_states: null,
        completeness_basis: null,
      })
    const expected = await fresh()

    await nothingStored()
    const listed = await server.call(owner, reportList, null, company)
    expect(
      (listed.result as Array<{ id: string; completeness: unknown }>).find((r) => r.id === reportId)!
        .completeness,
    ).toEqual(summarise(expected))
    const afterList = await stored()
    expect(afterList.completeness_summary).toEqual(summarise(expected))
    expect(afterList.completeness_basis).not.toBeNull()

    await nothingStored()
    const detail = await server.call(owner, reportGet, { reportId }, company)
    expect((detail.result as { completeness: unknown }).completeness).toEqual(summarise(expected))
    expect(Object.keys((detail.result as { questionStates: object }).questionStates).length).toBeGreaterThan(
      0,
    )
    const afterGet = await stored()
    expect(afterGet.completeness_summary).toEqual(summarise(expected))
    expect(afterGet.question_states).not.toBeNull()
    expect(afterGet.completeness_basis).not.toBeNull()
  })

  it("is patched by each save into exactly what a fresh computation gives, and stays current (decision 039)", async () => {
    // A state the catalogue no longer has, as a stored report may carry: the next save removes it.
    const before = await stored()
    await db()("reports")
      .where({ id: reportId })
      .update({
        question_states: JSON.stringify({
          ...before.question_states,
          RetiredQuestion: { state: "complete" },
        }),
      })
    const save = async (questionId: string, basedOnVersion: number, value: unknown) => {
      const answer = await server.call(
        owner,
        reportSaveAnswer,
        { reportId, questionId, basedOnVersion, answer: { status: "answered", value } },
        company,
      )
      expect(answer.status).toBe(200)
      return answer.result as { changedStates: Record<string, unknown>; removedStates: string[] }
    }
    const first = await save("NumberOfEmployees", 1, 43)
    expect(first.removedStates).toEqual(["RetiredQuestion"])
    // Employees change the derived share of employees under collective agreements.
    expect(Object.keys(first.changedStates)).toContain(
      "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements",
    )
    await save("NumberOfEmployees", 2, 44)
    await save("NumberOfEmployees", 3, 45)
    const after = await stored()
    const expected = await fresh()
    expect(after.question_states).toEqual(questionStates(expected))
    expect(after.completeness_summary).toEqual(summarise(expected))
    expect(after.completeness_basis).not.toBeNull()

    // The save tells the answer triggers it stores completeness itself; that ends with its
    // transaction: a writer that does not store completeness still marks it stale.
    await save("NumberOfEmployees", 4, 46)
    expect((await stored()).completeness_basis).not.toBeNull()
    await db()("report_answers")
      .where({ report_id: reportId, question_id: "NumberOfEmployees" })
      .update({ value: JSON.stringify(47) })
    expect((await stored()).completeness_basis).toBeNull()
  })

  it("stays exact when saves of one report race each other", async () => {
    const detail = await reportDetail(db(), company, reportId)
    const numbers = Object.entries(detail.answers)
      .filter(([, stored]) => stored.answer.status === "answered" && typeof stored.answer.value === "number")
      .slice(0, 8)
    expect(numbers.length).toBe(8)
    const answers = await Promise.all(
      numbers.map(([questionId, stored]) =>
        server.call(
          owner,
          reportSaveAnswer,
          {
            reportId,
            questionId,
            basedOnVersion: stored.version,
            answer: { status: "answered", value: (stored.answer as { value: number }).value + 1 },
          },
          company,
        ),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual(numbers.map(() => 200))
    const expected = await fresh()
    const after = await stored()
    expect(after.question_states).toEqual(questionStates(expected))
    expect(after.completeness_summary).toEqual(summarise(expected))
  })

  it("never computes with kept answers that a writer behind the process's back has changed", async () => {
    const save = async (basedOnVersion: number, value: number) =>
      server.call(
        owner,
        reportSaveAnswer,
        {
          reportId,
          questionId: "NumberOfEmployees",
          basedOnVersion,
          answer: { status: "answered", value },
        },
        company,
      )
    expect((await save(1, 50)).status).toBe(200)
    // An operator's SQL (no report row touched by it): the answer triggers still move the row.
    await db()("report_answers")
      .where({ report_id: reportId })
      .whereNot({ question_id: "NumberOfEmployees" })
      .delete()
    const emptied = await fresh()
    const shown = await reportDetail(db(), company, reportId)
    expect(Object.keys(shown.answers)).toEqual(["NumberOfEmployees"])
    expect(shown.completeness).toEqual(summarise(emptied))
    expect((await save(2, 51)).status).toBe(200)
    const after = await stored()
    const expected = await fresh()
    expect(after.completeness_summary).toEqual(summarise(expected))
    expect(after.question_states).toEqual(questionStates(expected))
    expect(after.completeness_summary!.overall.done).toBeLessThan(20)
  })
})
