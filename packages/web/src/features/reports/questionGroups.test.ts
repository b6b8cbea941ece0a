import { answered, reportCompleteness, sections, type Answers } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { disclosureGroups, placeOf } from "./questionGroups.js"

/** A report as the server describes it: its answers, core's question states and its completeness. */
const reportWith = (values: Record<string, unknown>) => {
  const answers: Answers = Object.fromEntries(Object.entries(values).map(([id, v]) => [id, answered(v)]))
  const completeness = reportCompleteness({ answers, facts: { comprehensive: false } })
  return {
    completeness,
    report: {
      answers: Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [
          id,
          { answer, version: 1, updatedAt: "2025-01-01T00:00:00Z", updatedBy: null },
        ]),
      ),
      questionStates: Object.fromEntries(
        completeness.items.map((i) => [
          i.id,
          { state: i.state, blocking: i.blocking, ...(i.reason ? { reason: i.reason } : {}) },
        ]),
      ),
    } as never,
  }
}

describe("the question list's disclosure groups", () => {
  it("add up, group by group, to core's progress of each section (done of asked)", () => {
    const { report, completeness } = reportWith({
      UndertakingsLegalForm: "PrivateLimitedLiabilityUndertakingMember",
      "gate.hasCertifications": false,
      NumberOfEmployees: 12,
    })
    for (const { section, groups } of disclosureGroups(report)) {
      const sum = (key: "done" | "asked") => groups.reduce((n, g) => n + g.progress[key], 0)
      expect({ section, done: sum("done"), asked: sum("asked") }).toEqual({
        section,
        done: completeness.sections[section].done,
        asked: completeness.sections[section].asked,
      })
    }
    expect(disclosureGroups(report).map((s) => s.section)).toEqual([...sections])
  })

  it("keep a Basic report's disclosures in form order, one group each, without C1–C9", () => {
    const { report } = reportWith({})
    const codes = disclosureGroups(report).flatMap((s) => s.groups.map((g) => g.disclosure))
    expect(codes.filter((c) => c !== "other")).toEqual([
      "B1",
      "B2",
      "B3",
      "B4",
      "B5",
      "B6",
      "B7",
      "B8",
      "B9",
      "B10",
      "B11",
    ])
  })

  it("count a follow-up only once its gate opens it", () => {
    const closed = placeOf(reportWith({}).report, "UndertakingsLegalForm")
    const opened = placeOf(
      reportWith({ UndertakingsLegalForm: "OtherUndertakingsLegalFormMember" }).report,
      "UndertakingsLegalForm",
    )
    expect(closed?.group.disclosure).toBe("B1")
    expect(opened!.count).toBe(closed!.count + 1)
    expect(opened!.step).toBe(closed!.step)
  })

  it("place a question in its group, counting from 1; the final step has no place", () => {
    const { report } = reportWith({})
    const b1 = disclosureGroups(report)[0]!.groups.find((g) => g.disclosure === "B1")!
    expect(placeOf(report, b1.steps[0]!.id)).toMatchObject({ step: 1, count: b1.steps.length })
    expect(placeOf(report, b1.steps.at(-1)!.id)).toMatchObject({ step: b1.steps.length })
    expect(placeOf(report, null)).toBeNull()
  })
})
