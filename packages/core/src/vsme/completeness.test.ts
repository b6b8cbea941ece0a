import { describe, expect, it } from "vitest"
import { reportCompleteness } from "./completeness.js"
import { answered, type Answers, skipped } from "./ReportAnswers.js"

const progress = (answers: Answers, comprehensive = false) =>
  reportCompleteness({ answers, facts: { comprehensive } }).overall

const unchanged = "ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged"
const unchangedList = "ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting"

describe("progress (the completeness definition every screen and the CLI show)", () => {
  it("is 0 done for a brand-new report, Basic or Comprehensive", () => {
    for (const comprehensive of [false, true]) {
      const fresh = progress({}, comprehensive)
      expect(fresh.done).toBe(0)
      expect(fresh.asked).toBeGreaterThan(0)
      // Follow-ups whose gate is unanswered are not asked: neither done nor left to do.
      expect(fresh.asked).toBeLessThan(fresh.total)
    }
  })

  it("does not count a follow-up as done while its gate is unanswered, and asks it once opened", () => {
    const items = (answers: Answers) => reportCompleteness({ answers, facts: { comprehensive: false } }).items
    const follow = (answers: Answers) => items(answers).find((i) => i.id === unchangedList)!
    expect(follow({})).toMatchObject({ asked: false, state: "skipped" })
    expect(follow({ [unchanged]: answered(true) })).toMatchObject({ asked: true, state: "incomplete" })

    const before = progress({})
    const opened = progress({ [unchanged]: answered(true) })
    // The gate answered is one more done; the two follow-ups it opens are two more asked.
    expect(opened.done).toBe(before.done + 1)
    expect(opened.asked).toBe(before.asked + 2)
  })

  it("counts answers and the user's skips as done, never a condition that does not hold", () => {
    const some = progress({
      Turnover: answered(1000),
      Assets: skipped("classified"),
      "gate.hasCertifications": answered(false),
    })
    expect(some.done).toBe(3)
    const closed = progress({ "gate.hasCertifications": answered(false) })
    expect(closed.done).toBe(1)
    expect(closed.asked).toBe(progress({}).asked)
  })
})
