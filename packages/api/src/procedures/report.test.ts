import { Either, Schema } from "effect"
import { beforeEach, describe, expect, it } from "vitest"
import {
  questionAnswerSchema,
  taxonomyWasteTypes,
  unitsOf,
  vsmeQuestions,
  type AccountId,
  type AnswerType,
  type Question,
  type TableQuestion,
} from "@vsme/core"
import {
  commentAdd,
  commentDelete,
  commentEdit,
  commentList,
  reportCopy,
  reportCreate,
  reportDelete,
  reportGet,
  reportList,
  reportRename,
  reportSaveAnswer,
  reportSetComprehensive,
} from "@vsme/sdk"
import type { CallAnswer, TestUser } from "../testing/index.js"
import { useTestServer, twoCompanies, type Call } from "../testing/apiKit.js"

const server = useTestServer()

const db = () => server.database.db
const missing = "00000000-0000-4000-8000-000000000000"

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

const newReport = (overrides: Record<string, unknown> = {}) => ({
  title: "Sustainability report 2025",
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  comprehensive: false,
  ...overrides,
})

const createReport = async (overrides: Record<string, unknown> = {}) => {
  const res = await asAlice(reportCreate, newReport(overrides))
  expect(res.status).toBe(200)
  return res.result as { id: string; version: number; title: string }
}

const save = (reportId: string, questionId: string, answer: unknown, basedOnVersion = 0) =>
  asAlice(reportSaveAnswer, { reportId, questionId, basedOnVersion, answer })

/** The distinct paths of a 400's issues, sorted. */
const paths = (res: CallAnswer) =>
  [...new Set((res.error!.issues as Array<{ path: unknown }>).map((i) => JSON.stringify(i.path)))]
    .sort()
    .map((p) => JSON.parse(p) as unknown)

const answered = (value: unknown) => ({ status: "answered", value })

const addComment = async (reportId: string, user = alice, text = "Source: payroll system") => {
  const res = await server.call(
    user,
    commentAdd,
    { reportId, questionId: "NumberOfEmployees", type: "audit", text },
    companyA,
  )
  expect(res.status).toBe(200)
  return res.result as { id: string }
}

const lock = (reportId: string) => db()("reports").where({ id: reportId }).update({ state: "locked" })

describe("report.list", () => {
  it("lists only the caller's company's reports", async () => {
    await createReport({ title: "A's secret report" })
    const res = await asEve(reportList, null)
    expect(res.status).toBe(200)
    expect(JSON.stringify(res.result)).not.toContain("A's secret report")
  })

  it("refuses an input other than null", async () => {
    const res = await asAlice(reportList, { all: true })
    expect(res).toMatchObject({ status: 400, error: { _tag: "InvalidInput" } })
  })

  it("lists title, dates, module, state, edited time and completeness, most recently edited first", async () => {
    const first = await createReport({ title: "First" })
    const second = await createReport({ title: "Second", comprehensive: true })
    await save(first.id, "NumberOfEmployees", answered(12))
    const res = await asAlice(reportList, null)
    expect(res.status).toBe(200)
    const list = res.result as Array<Record<string, any>>
    expect(list.map((r) => r.title)).toEqual(["First", "Second"])
    expect(list[0]).toMatchObject({
      id: first.id,
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      comprehensive: false,
      state: "draft",
      completeness: { overall: { state: "incomplete", complete: expect.any(Number) } },
    })
    expect(list[0]!.completeness.overall.complete).toBeGreaterThan(list[1]!.completeness.overall.complete)
    expect(list[1]).toMatchObject({ id: second.id, comprehensive: true })
    expect(list[1]!.completeness.sections.general.total).toBeGreaterThan(
      list[0]!.completeness.sections.general.total,
    )
  })
})

describe("report.create", () => {
  it("creates the report in the caller's active company only", async () => {
    const res = await asEve(reportCreate, newReport({ title: "Eve's" }))
    expect(res.status).toBe(200)
    const row = (await db()("reports").where({ id: res.result.id }).first("account_id")) as {
      account_id: string
    }
    expect(row.account_id).toBe(companyB)
  })

  it("refuses an end before the start with 'Check dates' on endDate", async () => {
    const res = await asAlice(reportCreate, newReport({ startDate: "2025-06-01", endDate: "2025-05-31" }))
    expect(res).toMatchObject({
      status: 400,
      error: { _tag: "InvalidInput", issues: [{ path: ["endDate"], message: "validation.checkDates" }] },
    })
  })

  it("refuses impossible dates with 'Invalid date', each with its path", async () => {
    const res = await asAlice(reportCreate, newReport({ startDate: "2025-02-30", endDate: "31.12.2025" }))
    expect(res.status).toBe(400)
    expect(res.error!.issues).toEqual([
      { path: ["startDate"], message: "validation.invalidDate" },
      { path: ["endDate"], message: "validation.invalidDate" },
    ])
  })

  it("refuses a blank title with 'Cannot be empty' and a long one with 'Too long'", async () => {
    const blank = await asAlice(reportCreate, newReport({ title: "   " }))
    expect(blank.error).toMatchObject({ issues: [{ path: ["title"], message: "validation.cannotBeEmpty" }] })
    const long = await asAlice(reportCreate, newReport({ title: "x".repeat(201) }))
    expect(long.error).toMatchObject({ issues: [{ path: ["title"], message: "validation.tooLong" }] })
    const markup = await asAlice(reportCreate, newReport({ title: "<b>Report</b>" }))
    expect(markup.error).toMatchObject({
      issues: [{ path: ["title"], message: "validation.htmlNotAllowed" }],
    })
  })

  it("starts a draft at version 1, trimmed title, one-day periods allowed", async () => {
    const res = await asBob(reportCreate, newReport({ title: "  Report  ", endDate: "2025-01-01" }))
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      title: "Report",
      startDate: "2025-01-01",
      endDate: "2025-01-01",
      state: "draft",
      version: 1,
      copiedFrom: null,
    })
    const row = (await db()("reports").where({ id: res.result.id }).first("created_by")) as {
      created_by: string
    }
    expect(row.created_by).toBe(bob.id)
  })
})

describe("report.rename", () => {
  it("answers NotFound for another company's report and leaves it unchanged", async () => {
    const report = await createReport({ title: "Original" })
    const res = await asEve(reportRename, { reportId: report.id, title: "Hijacked", version: 1 })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(((await db()("reports").where({ id: report.id }).first("title")) as { title: string }).title).toBe(
      "Original",
    )
  })

  it("refuses a blank title and a malformed id with their paths", async () => {
    const report = await createReport()
    const res = await asAlice(reportRename, { reportId: "nope", title: "", version: 1 })
    expect(res.status).toBe(400)
    expect(paths(res)).toEqual([["reportId"], ["title"]])
    expect(report.id).toBeTruthy()
  })

  it("refuses a stale version with the current one", async () => {
    const report = await createReport()
    await asAlice(reportRename, { reportId: report.id, title: "Second", version: 1 })
    const res = await asBob(reportRename, { reportId: report.id, title: "Third", version: 1 })
    expect(res).toMatchObject({ status: 409, error: { _tag: "ReportVersionConflict", currentVersion: 2 } })
  })

  it("renames and increments the version", async () => {
    const report = await createReport()
    const res = await asBob(reportRename, { reportId: report.id, title: "Renamed", version: 1 })
    expect(res.result).toMatchObject({ id: report.id, title: "Renamed", version: 2 })
  })
})

describe("report.copy", () => {
  it("answers NotFound for another company's report and creates nothing", async () => {
    const report = await createReport()
    const before = (await db()("reports").count("* as n").first()) as { n: string | number }
    const res = await asEve(reportCopy, { reportId: report.id, withComments: true })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    const after = (await db()("reports").count("* as n").first()) as { n: string | number }
    expect(Number(after.n)).toBe(Number(before.n))
  })

  it("refuses a malformed id and a non-boolean withComments", async () => {
    const res = await asAlice(reportCopy, { reportId: "x", withComments: "yes" })
    expect(res.status).toBe(400)
    expect(paths(res)).toEqual([["reportId"], ["withComments"]])
  })

  it("copies the answers into a new draft, without comments unless asked", async () => {
    const report = await createReport({ comprehensive: true })
    await save(report.id, "NumberOfEmployees", answered(12))
    await save(report.id, "gate.hasCertifications", { status: "skipped", reason: "notAvailable" })
    await addComment(report.id)
    await lock(report.id)
    const res = await asBob(reportCopy, { reportId: report.id })
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      title: "Sustainability report 2025",
      state: "draft",
      comprehensive: true,
      copiedFrom: report.id,
      version: 1,
    })
    const copy = await asAlice(reportGet, { reportId: res.result.id })
    expect(copy.result.answers).toMatchObject({
      NumberOfEmployees: { answer: { status: "answered", value: 12 }, version: 1, updatedBy: bob.id },
      "gate.hasCertifications": { answer: { status: "skipped", reason: "notAvailable" } },
    })
    expect(copy.result.commentCounts).toEqual({})
    expect((await asAlice(commentList, { reportId: res.result.id })).result).toEqual([])
  })

  it("copies the comments with their authors and times when asked, under a new title", async () => {
    const report = await createReport()
    const comment = await addComment(report.id, bob)
    const res = await asAlice(reportCopy, { reportId: report.id, withComments: true, title: "Report 2026" })
    expect(res.result.title).toBe("Report 2026")
    const original = (await asAlice(commentList, { reportId: report.id })).result as Array<
      Record<string, any>
    >
    const copied = (await asAlice(commentList, { reportId: res.result.id })).result as Array<
      Record<string, any>
    >
    expect(copied).toHaveLength(1)
    expect(copied[0]!.id).not.toBe(comment.id)
    const { id: _a, reportId: _b, ...rest } = original[0]!
    expect(copied[0]).toMatchObject({ ...rest, reportId: res.result.id })
    expect(copied[0]!.author).toMatchObject({ userId: bob.id, displayName: "Bob" })
  })
})

describe("report.delete", () => {
  it("answers NotFound for another company's report and keeps it", async () => {
    const report = await createReport()
    const res = await asEve(reportDelete, { reportId: report.id })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await db()("reports").where({ id: report.id }).first("id")).toBeDefined()
  })

  it("refuses a malformed id", async () => {
    const res = await asAlice(reportDelete, { reportId: 42 })
    expect(res).toMatchObject({ status: 400, error: { issues: [{ path: ["reportId"] }] } })
  })

  it("refuses to delete a locked report", async () => {
    const report = await createReport()
    await lock(report.id)
    const res = await asAlice(reportDelete, { reportId: report.id })
    expect(res).toMatchObject({ status: 409, error: { _tag: "ReportLocked", reportId: report.id } })
  })

  it("deletes the report with its answers and comments", async () => {
    const report = await createReport()
    await save(report.id, "NumberOfEmployees", answered(3))
    await addComment(report.id)
    const res = await asBob(reportDelete, { reportId: report.id })
    expect(res).toMatchObject({ status: 200, result: null })
    expect(await db()("report_answers").where({ report_id: report.id })).toEqual([])
    expect(await db()("report_comments").where({ report_id: report.id })).toEqual([])
    expect((await asAlice(reportGet, { reportId: report.id })).error?._tag).toBe("NotFound")
  })
})

describe("report.get", () => {
  it("answers NotFound for another company's report, like a missing one", async () => {
    const report = await createReport({ title: "Secret title" })
    await save(report.id, "NumberOfEmployees", answered(99))
    const res = await asEve(reportGet, { reportId: report.id })
    const none = await asEve(reportGet, { reportId: missing })
    expect(res).toEqual(none)
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
  })

  it("refuses a malformed id and unknown fields", async () => {
    const res = await asAlice(reportGet, { reportId: "1", extra: true })
    expect(res.status).toBe(400)
    expect(paths(res)).toEqual([["extra"], ["reportId"]])
  })

  it("answers the report with answers, question states and completeness", async () => {
    const report = await createReport()
    await save(report.id, "NumberOfEmployees", answered(10))
    await save(report.id, "gate.hasCertifications", answered(false))
    const res = await asBob(reportGet, { reportId: report.id })
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      id: report.id,
      answers: {
        NumberOfEmployees: { answer: { status: "answered", value: 10 }, version: 1, updatedBy: alice.id },
      },
      questionStates: {
        NumberOfEmployees: { state: "complete" },
        "gate.hasCertifications": { state: "complete" },
      },
      completeness: { overall: { state: "incomplete" } },
    })
    // A Comprehensive question is not part of a Basic report.
    const comprehensiveQuestion = vsmeQuestions.find((q) => q.module === "comprehensive")!
    expect(res.result.questionStates[comprehensiveQuestion.id]).toBeUndefined()
  })
})

// ---------------------------------------------------------------------------------------------------
// Answers of every type

const wasteMember = taxonomyWasteTypes[0]![0]

const sample = (type: AnswerType): unknown => {
  switch (type.kind) {
    case "quantity":
      return { amount: 12.5, unit: unitsOf(type.quantity)[0] }
    case "amount":
    case "money":
      return 1250.5
    case "number":
      return type.integer === true ? 7 : 7.5
    case "percentage":
      return 42.5
    case "year":
      return 2024
    case "date":
      return "2024-06-30"
    case "boolean":
      return true
    case "enum":
      return type.members[0]
    case "enumSet":
      return [type.members[0]]
    case "codeList": {
      const one = type.list === "country" ? "FI" : type.list === "nace" ? "62.10" : wasteMember
      return type.multiple ? [one] : one
    }
    case "text":
      return type.format === "url" ? "https://example.com/sustainability" : "  Short text  "
    case "narrative":
      return "First line\nSecond line"
    case "coordinates":
      return { latitude: 60.16952, longitude: 24.93545 }
    case "derived":
      return undefined
  }
}

const decodes = (q: Question, value: unknown) =>
  Either.isRight(
    Schema.decodeUnknownEither(questionAnswerSchema(q, true), { onExcessProperty: "error" })(value),
  )

/** A valid one-row answer of a table (required fields only, else every field), or undefined. */
const tableSample = (q: TableQuestion): unknown => {
  const key =
    q.rowKey.kind === "typed"
      ? "Site 1"
      : Array.isArray(q.rowKey.members)
        ? q.rowKey.members[0]
        : (q.rowKey.members as { codeList: string }).codeList === "country"
          ? "FI"
          : wasteMember
  const units = Object.fromEntries(q.units.map((kind) => [kind, unitsOf(kind)[0]]))
  const fields = q.fields.filter((f) => f.answer.kind !== "derived")
  const candidates = [fields.filter((f) => f.required), fields]
  for (const chosen of candidates) {
    const value = {
      units,
      rows: [{ key, values: Object.fromEntries(chosen.map((f) => [f.id, sample(f.answer)])) }],
    }
    if (decodes(q, value)) return value
  }
  return undefined
}

describe("report.saveAnswer", () => {
  it("answers NotFound for another company's report and stores nothing", async () => {
    const report = await createReport()
    const res = await asEve(reportSaveAnswer, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 0,
      answer: answered(1),
    })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await db()("report_answers").where({ report_id: report.id })).toEqual([])
  })

  it("refuses an unknown question with 400 and the path ['questionId']", async () => {
    const report = await createReport()
    const res = await save(report.id, "NoSuchQuestion", answered(1))
    expect(res).toMatchObject({
      status: 400,
      error: { _tag: "InvalidInput", issues: [{ path: ["questionId"], message: "validation.invalidValue" }] },
    })
  })

  it("refuses a value of the wrong type with core's message under ['answer', 'value']", async () => {
    const report = await createReport()
    const text = await save(report.id, "NumberOfEmployees", answered("many"))
    expect(text).toMatchObject({
      status: 400,
      error: { issues: [{ path: ["answer", "value"], message: "validation.invalidNumber" }] },
    })
    const negative = await save(report.id, "NumberOfEmployees", answered(-1))
    expect(negative.error).toMatchObject({
      issues: [{ path: ["answer", "value"], message: "validation.mustBeZeroOrGreater" }],
    })
    const gate = await save(report.id, "gate.hasCertifications", answered("yes"))
    expect(gate.error).toMatchObject({
      issues: [{ path: ["answer", "value"], message: "validation.invalidValue" }],
    })
    expect(await db()("report_answers").where({ report_id: report.id })).toEqual([])
  })

  it("refuses an unknown skip reason and an unknown answer status", async () => {
    const report = await createReport()
    const reason = await save(report.id, "NumberOfEmployees", { status: "skipped", reason: "lazy" })
    expect(reason.status).toBe(400)
    expect(reason.error!.issues[0].path[0]).toBe("answer")
    const status = await save(report.id, "NumberOfEmployees", { status: "maybe" })
    expect(status.status).toBe(400)
  })

  it("refuses a Comprehensive question in a Basic report", async () => {
    const report = await createReport()
    const comprehensive = vsmeQuestions.find((q) => q.module === "comprehensive" && q.kind === "scalar")!
    const res = await save(
      report.id,
      comprehensive.id,
      answered(sample((comprehensive as { answer: AnswerType }).answer)),
    )
    expect(res).toMatchObject({ status: 400, error: { issues: [{ path: ["questionId"] }] } })
  })

  it("refuses a save into a locked report", async () => {
    const report = await createReport()
    await lock(report.id)
    const res = await save(report.id, "NumberOfEmployees", answered(1))
    expect(res).toMatchObject({ status: 409, error: { _tag: "ReportLocked" } })
  })

  it("refuses a stale save with the stored answer and the caller's, never overwriting", async () => {
    const report = await createReport()
    await save(report.id, "NumberOfEmployees", answered(10))
    const bobs = await asBob(reportSaveAnswer, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      basedOnVersion: 1,
      answer: answered(11),
    })
    expect(bobs.status).toBe(200)
    const stale = await save(report.id, "NumberOfEmployees", answered(12), 1)
    expect(stale).toMatchObject({
      status: 409,
      error: {
        _tag: "AnswerVersionConflict",
        questionId: "NumberOfEmployees",
        currentVersion: 2,
        current: { status: "answered", value: 11 },
        currentUpdatedBy: bob.id,
        yours: { status: "answered", value: 12 },
      },
    })
    // A first save racing another first save is stale too.
    const first = await save(report.id, "NumberOfEmployees", answered(13), 0)
    expect(first.error).toMatchObject({ _tag: "AnswerVersionConflict", currentVersion: 2 })
    const got = await asAlice(reportGet, { reportId: report.id })
    expect(got.result.answers.NumberOfEmployees).toMatchObject({ answer: { value: 11 }, version: 2 })
  })

  it("answers with the states a save changed only, and the report's new edited time", async () => {
    const report = await createReport()
    await save(report.id, "NumberOfEmployees", answered(10))
    const opened = await save(report.id, "gate.hasCertifications", answered(true))
    // The gate itself and the follow-up it opens; nothing of the employees.
    expect(Object.keys(opened.result.changedStates).sort()).toEqual([
      "DescriptionOfSustainabilityRelatedCertificationsOrLabels",
      "gate.hasCertifications",
    ])
    expect(opened.result.removedStates).toEqual([])
    const detail = await asBob(reportGet, { reportId: report.id })
    expect(opened.result.updatedAt).toBe(detail.result.updatedAt)
    for (const [id, state] of Object.entries(opened.result.changedStates))
      expect(detail.result.questionStates[id]).toEqual(state)
  })

  it("skips with a reason, then answers over the skip, with versions and new states", async () => {
    const report = await createReport()
    const skip = await save(report.id, "NumberOfEmployees", { status: "skipped", reason: "classified" })
    expect(skip.result).toMatchObject({
      questionId: "NumberOfEmployees",
      saved: { answer: { status: "skipped", reason: "classified" }, version: 1, updatedBy: alice.id },
      changedStates: { NumberOfEmployees: { state: "skipped", reason: "classified" } },
    })
    const value = await save(report.id, "NumberOfEmployees", answered(8), 1)
    expect(value.result).toMatchObject({
      saved: { answer: { status: "answered", value: 8 }, version: 2 },
      changedStates: { NumberOfEmployees: { state: "complete" } },
    })
  })

  it("round-trips an answer of every answer type, scalar and table", async () => {
    const report = await createReport({ comprehensive: true })
    const covered = new Set<string>()
    const expected = new Set<string>()
    const byKind = new Map<string, Question>()
    for (const q of vsmeQuestions) {
      if (q.kind === "scalar") {
        if (q.answer.kind !== "derived") expected.add(q.answer.kind)
        if (!byKind.has(q.answer.kind) && q.answer.kind !== "derived") byKind.set(q.answer.kind, q)
      } else {
        for (const f of q.fields) if (f.answer.kind !== "derived") expected.add(f.answer.kind)
      }
    }
    const cases: Array<[Question, unknown, ReadonlyArray<string>]> = [
      ...[...byKind.values()].map(
        (q) =>
          [
            q,
            sample((q as { answer: AnswerType }).answer),
            [(q as { answer: AnswerType }).answer.kind],
          ] as const,
      ),
      ...vsmeQuestions
        .filter((q): q is TableQuestion => q.kind === "table")
        .map((q) => [q, tableSample(q), q.fields.map((f) => f.answer.kind)] as const)
        .filter(([, value]) => value !== undefined),
    ].map(([q, value, kinds]) => [q, value, kinds])
    for (const [q, value, kinds] of cases) {
      const res = await save(report.id, q.id, answered(value))
      expect(res.status, `${q.id}: ${JSON.stringify(res.error)}`).toBe(200)
      const decoded = Schema.decodeUnknownSync(questionAnswerSchema(q, true))(value)
      expect(res.result.saved.answer).toEqual({ status: "answered", value: decoded })
      for (const kind of kinds) covered.add(kind)
    }
    const got = await asAlice(reportGet, { reportId: report.id })
    for (const [q, value] of cases) {
      expect(got.result.answers[q.id].answer.value, q.id).toEqual(
        Schema.decodeUnknownSync(questionAnswerSchema(q, true))(value),
      )
    }
    expect(cases.filter(([q]) => q.kind === "table").length).toBeGreaterThan(0)
    expect([...expected].filter((kind) => !covered.has(kind))).toEqual([])
  })
})

describe("report.setComprehensive", () => {
  it("answers NotFound for another company's report", async () => {
    const report = await createReport()
    const res = await asEve(reportSetComprehensive, { reportId: report.id, comprehensive: true, version: 1 })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
  })

  it("refuses a non-boolean module flag and a stale version", async () => {
    const report = await createReport()
    const bad = await asAlice(reportSetComprehensive, {
      reportId: report.id,
      comprehensive: "yes",
      version: 1,
    })
    expect(bad).toMatchObject({ status: 400, error: { issues: [{ path: ["comprehensive"] }] } })
    await asAlice(reportRename, { reportId: report.id, title: "New", version: 1 })
    const stale = await asAlice(reportSetComprehensive, {
      reportId: report.id,
      comprehensive: true,
      version: 1,
    })
    expect(stale).toMatchObject({ status: 409, error: { _tag: "ReportVersionConflict", currentVersion: 2 } })
  })

  it("adds the Comprehensive questions and removes them again, keeping answers", async () => {
    const report = await createReport()
    const comprehensiveQuestion = vsmeQuestions.find((q) => q.module === "comprehensive")!
    const on = await asAlice(reportSetComprehensive, { reportId: report.id, comprehensive: true, version: 1 })
    expect(on.result).toMatchObject({ comprehensive: true, version: 2 })
    expect(on.result.questionStates[comprehensiveQuestion.id]).toBeDefined()
    await save(report.id, "NumberOfEmployees", answered(4))
    const off = await asAlice(reportSetComprehensive, {
      reportId: report.id,
      comprehensive: false,
      version: 2,
    })
    expect(off.result).toMatchObject({ comprehensive: false, version: 3 })
    expect(off.result.questionStates[comprehensiveQuestion.id]).toBeUndefined()
    expect(off.result.answers.NumberOfEmployees.answer.value).toBe(4)
  })
})

// ---------------------------------------------------------------------------------------------------
// Comments

describe("comment.list", () => {
  it("answers NotFound for another company's report", async () => {
    const report = await createReport()
    await addComment(report.id, alice, "Secret comment")
    const res = await asEve(commentList, { reportId: report.id })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(JSON.stringify(res)).not.toContain("Secret comment")
  })

  it("refuses an unknown question id", async () => {
    const report = await createReport()
    const res = await asAlice(commentList, { reportId: report.id, questionId: "Nope" })
    expect(res).toMatchObject({ status: 400, error: { issues: [{ path: ["questionId"] }] } })
  })

  it("lists a report's comments oldest first, optionally for one question", async () => {
    const report = await createReport()
    await addComment(report.id, alice, "First")
    await addComment(report.id, bob, "Second")
    await asAlice(commentAdd, {
      reportId: report.id,
      questionId: "gate.hasCertifications",
      type: "note",
      text: "Gate",
    })
    const all = await asBob(commentList, { reportId: report.id })
    expect(all.result.map((c: { text: string }) => c.text)).toEqual(["First", "Second", "Gate"])
    const one = await asBob(commentList, { reportId: report.id, questionId: "gate.hasCertifications" })
    expect(one.result.map((c: { text: string }) => c.text)).toEqual(["Gate"])
    expect(all.result.map((c: { canEdit: boolean }) => c.canEdit)).toEqual([false, true, false])
  })
})

describe("comment.add", () => {
  it("answers NotFound for another company's report and adds nothing", async () => {
    const report = await createReport()
    const res = await asEve(commentAdd, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      type: "note",
      text: "x",
    })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await db()("report_comments").where({ report_id: report.id })).toEqual([])
  })

  it("refuses blank or long text, an unknown type and an unknown question, each with its path", async () => {
    const report = await createReport()
    const res = await asAlice(commentAdd, {
      reportId: report.id,
      questionId: "Nope",
      type: "secret",
      text: "  ",
    })
    expect(res.status).toBe(400)
    expect(res.error!.issues).toEqual([
      { path: ["questionId"], message: "validation.invalidValue" },
      { path: ["type"], message: "validation.invalidValue" },
      { path: ["text"], message: "validation.cannotBeEmpty" },
    ])
    const long = await asAlice(commentAdd, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      type: "note",
      text: "x".repeat(5001),
    })
    expect(long.error).toMatchObject({ issues: [{ path: ["text"], message: "validation.tooLong" }] })
  })

  it("refuses a comment on a locked report", async () => {
    const report = await createReport()
    await lock(report.id)
    const res = await asAlice(commentAdd, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      type: "note",
      text: "x",
    })
    expect(res).toMatchObject({ status: 409, error: { _tag: "ReportLocked" } })
  })

  it("records who wrote it and when, and counts it on the report", async () => {
    const report = await createReport()
    const res = await asBob(commentAdd, {
      reportId: report.id,
      questionId: "NumberOfEmployees",
      type: "public",
      text: "  Headcount at year end.\nFrom payroll.  ",
    })
    expect(res.result).toMatchObject({
      reportId: report.id,
      questionId: "NumberOfEmployees",
      type: "public",
      text: "Headcount at year end.\nFrom payroll.",
      author: { userId: bob.id, displayName: "Bob", email: bob.email },
      canEdit: true,
    })
    expect(Date.parse(res.result.createdAt)).not.toBeNaN()
    const got = await asAlice(reportGet, { reportId: report.id })
    expect(got.result.commentCounts).toEqual({ NumberOfEmployees: 1 })
  })
})

describe("comment.edit", () => {
  it("answers NotFound for another company's comment, by its real id, and keeps it", async () => {
    const report = await createReport()
    const comment = await addComment(report.id, alice, "Original")
    const res = await asEve(commentEdit, { commentId: comment.id, text: "Hijacked" })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(
      ((await db()("report_comments").where({ id: comment.id }).first("text")) as { text: string }).text,
    ).toBe("Original")
  })

  it("refuses blank text and a malformed id", async () => {
    const res = await asAlice(commentEdit, { commentId: "x", text: "" })
    expect(res.status).toBe(400)
    expect(paths(res)).toEqual([["commentId"], ["text"]])
  })

  it("lets only the author or an owner edit", async () => {
    const report = await createReport()
    const alices = await addComment(report.id, alice, "Alice's")
    const bobs = await addComment(report.id, bob, "Bob's")
    const refused = await asBob(commentEdit, { commentId: alices.id, text: "Changed by Bob" })
    expect(refused).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
    const own = await asBob(commentEdit, { commentId: bobs.id, text: "Bob's, corrected", type: "note" })
    expect(own.result).toMatchObject({ text: "Bob's, corrected", type: "note", author: { userId: bob.id } })
    const byOwner = await asAlice(commentEdit, { commentId: bobs.id, text: "Tidied by Alice" })
    expect(byOwner.result).toMatchObject({
      text: "Tidied by Alice",
      type: "note",
      author: { userId: bob.id },
    })
  })
})

describe("comment.delete", () => {
  it("answers NotFound for another company's comment, by its real id, and keeps it", async () => {
    const report = await createReport()
    const comment = await addComment(report.id)
    const res = await asEve(commentDelete, { commentId: comment.id })
    expect(res).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await db()("report_comments").where({ id: comment.id }).first("id")).toBeDefined()
  })

  it("refuses a malformed id", async () => {
    const res = await asAlice(commentDelete, { commentId: "1" })
    expect(res).toMatchObject({ status: 400, error: { issues: [{ path: ["commentId"] }] } })
  })

  it("lets only the author or an owner delete", async () => {
    const report = await createReport()
    const alices = await addComment(report.id, alice)
    const bobs = await addComment(report.id, bob)
    expect((await asBob(commentDelete, { commentId: alices.id })).error?._tag).toBe("Forbidden")
    expect((await asBob(commentDelete, { commentId: bobs.id })).status).toBe(200)
    await addComment(report.id, bob, "Another")
    const remaining = (await asAlice(commentList, { reportId: report.id })).result as Array<{ id: string }>
    for (const c of remaining) expect((await asAlice(commentDelete, { commentId: c.id })).status).toBe(200)
    expect((await asAlice(commentList, { reportId: report.id })).result).toEqual([])
  })
})
