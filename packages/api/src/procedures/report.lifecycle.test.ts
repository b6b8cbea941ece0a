import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  commentAdd,
  reportClearAnswer,
  reportCopy,
  reportCreate,
  reportGet,
  reportList,
  reportPrevious,
  reportRename,
  reportSaveAnswer,
  reportSetState,
  reportStateHistory,
} from "@vsme/sdk"
import { insertSampleReport, sampleReport, type TestUser } from "../testing/index.js"
import { useTestServer, twoCompanies, type Call } from "../testing/apiKit.js"

const server = useTestServer()

const db = () => server.database.db

/** Company A (owner alice, user bob) and company B (owner eve), fresh for every test. */
let alice: TestUser
let bob: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
beforeEach(async () => {
  ;({ alice, bob, eve, companyA, companyB } = await twoCompanies(db()))
})

const asAlice: Call = (procedure, input) => server.call(alice, procedure, input, companyA)
const asBob: Call = (procedure, input) => server.call(bob, procedure, input, companyA)
/** Eve calls from her own company B, naming company A's records by their real ids. */
const asEve: Call = (procedure, input) => server.call(eve, procedure, input, companyB)

const createReport = async (overrides: Record<string, unknown> = {}, call = asAlice) => {
  const res = await call(reportCreate, {
    title: "Report 2025",
    startDate: "2025-01-01",
    endDate: "2025-12-31",
    comprehensive: false,
    ...overrides,
  })
  expect(res.status, JSON.stringify(res.error)).toBe(200)
  return res.result as { id: string; version: number; copiedFrom: string | null }
}

/** Demo Oy's complete sample report in company A. */
const completeReport = async () => {
  const id = await db().transaction((trx) => insertSampleReport(trx, companyA, alice.id))
  return { id, version: 1 }
}

const get = async (reportId: string) => (await asAlice(reportGet, { reportId })).result
const setState = (reportId: string, to: string, version: number, call = asAlice) =>
  call(reportSetState, { reportId, to, version })

describe("report lifecycle: another company", () => {
  it("cannot move, clear, read the history of or compare A's report, nor start from it", async () => {
    const report = await completeReport()
    for (const [procedure, input] of [
      [reportSetState, { reportId: report.id, to: "ready", version: 1 }],
      [reportClearAnswer, { reportId: report.id, questionId: "NumberOfEmployees", basedOnVersion: 1 }],
      [reportStateHistory, { reportId: report.id }],
      [reportPrevious, { reportId: report.id }],
    ] as const) {
      const res = await asEve(procedure, input)
      expect([procedure.name, res.status, res.error?._tag]).toEqual([procedure.name, 404, "NotFound"])
    }
    const started = await asEve(reportCreate, {
      title: "Stolen",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      comprehensive: true,
      fromReportId: report.id,
    })
    expect([started.status, started.error?._tag]).toEqual([404, "NotFound"])
    expect((await asEve(reportList, null)).result).toEqual([])

    const detail = await get(report.id)
    expect(detail).toMatchObject({ state: "draft", version: 1 })
    expect(detail.answers.NumberOfEmployees).toBeDefined()
  })

  it("does not find another company's report as the previous one", async () => {
    await createReport({ startDate: "2024-01-01", endDate: "2024-12-31" }, asEve)
    const report = await createReport()
    expect((await asAlice(reportPrevious, { reportId: report.id })).result).toBeNull()
  })
})

describe("report.setState", () => {
  it("marks a complete report ready, locks it, and records who and when", async () => {
    const report = await completeReport()
    const ready = await setState(report.id, "ready", report.version, asBob)
    expect(ready.status).toBe(200)
    expect(ready.result).toMatchObject({ state: "ready", version: 2 })
    const locked = await setState(report.id, "locked", 2)
    expect(locked.result).toMatchObject({ state: "locked", version: 3 })

    const history = await asBob(reportStateHistory, { reportId: report.id })
    expect(history.result).toEqual([
      {
        from: "draft",
        to: "ready",
        changedBy: { userId: bob.id, displayName: "Bob", email: bob.email },
        changedAt: expect.any(String),
      },
      {
        from: "ready",
        to: "locked",
        changedBy: { userId: alice.id, displayName: "Alice", email: alice.email },
        changedAt: expect.any(String),
      },
    ])
  })

  it("refuses ready while the report is incomplete, with a reason", async () => {
    const report = await createReport()
    const res = await setState(report.id, "ready", report.version)
    expect(res.status).toBe(409)
    expect(res.error).toEqual({
      _tag: "ReportTransitionRefused",
      from: "draft",
      to: "ready",
      reason: "incomplete",
    })
    expect((await get(report.id)).state).toBe("draft")
    expect((await asAlice(reportStateHistory, { reportId: report.id })).result).toEqual([])
  })

  it("refuses moves the state machine does not allow", async () => {
    const report = await completeReport()
    const skip = await setState(report.id, "locked", 1)
    expect(skip.error).toEqual({
      _tag: "ReportTransitionRefused",
      from: "draft",
      to: "locked",
      reason: "notAllowed",
    })
    const same = await setState(report.id, "draft", 1)
    expect(same.error).toMatchObject({ _tag: "ReportTransitionRefused", reason: "notAllowed" })

    await setState(report.id, "ready", 1)
    const back = await setState(report.id, "draft", 2)
    expect(back.result).toMatchObject({ state: "draft", version: 3 })
    await setState(report.id, "ready", 3)
    await setState(report.id, "locked", 4)
    for (const to of ["draft", "ready"]) {
      const res = await setState(report.id, to, 5)
      expect(res.error).toMatchObject({
        _tag: "ReportTransitionRefused",
        from: "locked",
        reason: "notAllowed",
      })
    }
  })

  it("refuses a stale version", async () => {
    const report = await completeReport()
    await asAlice(reportRename, { reportId: report.id, title: "Renamed", version: 1 })
    const res = await setState(report.id, "ready", 1)
    expect(res.error).toEqual({ _tag: "ReportVersionConflict", currentVersion: 2 })
  })

  it("refuses to lock a ready report that has become incomplete since", async () => {
    const report = await completeReport()
    await setState(report.id, "ready", 1)
    const cleared = await asAlice(reportClearAnswer, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 1,
    })
    expect(cleared.status).toBe(200)
    const res = await setState(report.id, "locked", 2)
    expect(res.error).toEqual({
      _tag: "ReportTransitionRefused",
      from: "ready",
      to: "locked",
      reason: "incomplete",
    })
  })

  it("leaves a locked report refusing every write, but still copyable", async () => {
    const report = await completeReport()
    await setState(report.id, "ready", 1)
    await setState(report.id, "locked", 2)
    const writes = [
      [
        reportSaveAnswer,
        {
          reportId: report.id,
          questionId: "NumberOfEmployees",
          basedOnVersion: 1,
          answer: { status: "answered", value: 1 },
        },
      ],
      [reportClearAnswer, { reportId: report.id, questionId: "NumberOfEmployees", basedOnVersion: 1 }],
      [reportRename, { reportId: report.id, title: "New", version: 3 }],
      [commentAdd, { reportId: report.id, questionId: "NumberOfEmployees", type: "note", text: "x" }],
    ] as const
    for (const [procedure, input] of writes) {
      const res = await asAlice(procedure, input)
      expect([procedure.name, res.error?._tag]).toEqual([procedure.name, "ReportLocked"])
    }
    const copy = await asAlice(reportCopy, { reportId: report.id })
    expect(copy.result).toMatchObject({ state: "draft", copiedFrom: report.id })
  })
})

describe("report.clearAnswer", () => {
  it("removes an answer seen at its latest version, and the question is unanswered again", async () => {
    const report = await completeReport()
    const res = await asBob(reportClearAnswer, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 1,
    })
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      questionId: "NumberOfEmployees",
      changedStates: { NumberOfEmployees: { state: "incomplete", blocking: true } },
      completeness: { overall: { state: "incomplete" } },
    })
    expect((await get(report.id)).answers.NumberOfEmployees).toBeUndefined()

    const saved = await asAlice(reportSaveAnswer, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 0,
      answer: { status: "answered", value: 60 },
    })
    expect(saved.result.saved.version).toBe(1)
  })

  it("refuses to remove an answer someone saved in the meantime, and shows it", async () => {
    const report = await completeReport()
    await asBob(reportSaveAnswer, {
      reportId: report.id,
      questionId: "Turnover",
      basedOnVersion: 1,
      answer: { status: "answered", value: 9_500_000 },
    })
    const res = await asAlice(reportClearAnswer, {
      reportId: report.id,
      questionId: "Turnover",
      basedOnVersion: 1,
    })
    expect(res.status).toBe(409)
    expect(res.error).toMatchObject({
      _tag: "AnswerVersionConflict",
      questionId: "Turnover",
      currentVersion: 2,
      current: { status: "answered", value: 9_500_000 },
      currentUpdatedBy: bob.id,
      yours: null,
    })
    expect((await get(report.id)).answers.Turnover.answer.value).toBe(9_500_000)
  })

  it("does nothing for a question never answered, and refuses unknown questions", async () => {
    const report = await createReport()
    const res = await asAlice(reportClearAnswer, {
      reportId: report.id,
      questionId: "Turnover",
      basedOnVersion: 0,
    })
    expect(res.status).toBe(200)
    const unknown = await asAlice(reportClearAnswer, {
      reportId: report.id,
      questionId: "Nope",
      basedOnVersion: 0,
    })
    expect([unknown.status, unknown.error?._tag]).toEqual([400, "InvalidInput"])
  })
})

describe("year over year", () => {
  it("starts a report from last year's answers, and finds that report as the previous one", async () => {
    const last = await completeReport()
    const sample = sampleReport()
    const next = await createReport({
      title: "Report 2026",
      startDate: "2026-01-01",
      endDate: "2026-12-31",
      comprehensive: true,
      fromReportId: last.id,
    })
    expect(next.copiedFrom).toBe(last.id)
    const detail = await get(next.id)
    expect(Object.keys(detail.answers).sort()).toEqual(Object.keys(sample.answers).sort())
    expect(detail.answers.NumberOfEmployees).toMatchObject({
      answer: { value: 58 },
      version: 1,
      updatedBy: alice.id,
    })
    expect(detail).toMatchObject({ title: "Report 2026", startDate: "2026-01-01", comprehensive: true })
    // Comments stay with last year's report.
    expect(detail.commentCounts).toEqual({})

    const previous = await asAlice(reportPrevious, { reportId: next.id })
    expect(previous.result).toMatchObject({
      id: last.id,
      title: sample.title,
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      basis: "startedFrom",
    })
    expect(previous.result.answers.NumberOfEmployees).toEqual({ status: "answered", value: 58 })
  })

  it("otherwise takes the latest report that ends before this one starts", async () => {
    const y2023 = await createReport({ title: "2023", startDate: "2023-01-01", endDate: "2023-12-31" })
    const y2024 = await createReport({ title: "2024", startDate: "2024-01-01", endDate: "2024-12-31" })
    await asAlice(reportSaveAnswer, {
      reportId: y2024.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 0,
      answer: { status: "answered", value: 40 },
    })
    const y2025 = await createReport()
    // A broken fiscal year that overlaps 2025 is not "before" it.
    await createReport({ title: "overlap", startDate: "2024-07-01", endDate: "2025-06-30" })

    const previous = await asAlice(reportPrevious, { reportId: y2025.id })
    expect(previous.result).toMatchObject({ id: y2024.id, basis: "latestBefore" })
    expect(previous.result.answers).toEqual({ NumberOfEmployees: { status: "answered", value: 40 } })
    expect((await asAlice(reportPrevious, { reportId: y2023.id })).result).toBeNull()

    // A copy of the 2025 report covers the same period: its previous report is 2024, not the original.
    const copy = await asAlice(reportCopy, { reportId: y2025.id })
    expect((await asAlice(reportPrevious, { reportId: copy.result.id })).result).toMatchObject({
      id: y2024.id,
      basis: "latestBefore",
    })
  })
})
