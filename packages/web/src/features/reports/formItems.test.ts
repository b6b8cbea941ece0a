import { answered, reportCompleteness, type Answers } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { nextStepAfter } from "./formItems.js"

/** A report as the server describes it: its answers and core's question states. */
const reportWith = (values: Record<string, unknown>) => {
  const answers: Answers = Object.fromEntries(Object.entries(values).map(([id, v]) => [id, answered(v)]))
  const completeness = reportCompleteness({ answers, facts: { comprehensive: false } })
  return {
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
  } as never
}

const unchanged = "ReportContainsDisclosuresFromThePreviousReportingPeriodThatRemainUnchanged"

describe("Save and next", () => {
  it("goes to the follow-up a Yes just opened", () => {
    expect(nextStepAfter(reportWith({}), unchanged)?.id).toBe(
      "ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation",
    )
    expect(nextStepAfter(reportWith({ [unchanged]: true }), unchanged)?.id).toBe(
      "ListOfDisclosuresForWhichNoChangesAreReportedComparedToThePreviousPeriodReporting",
    )
  })

  it("goes to 'Other legal form' after choosing Other, and past it otherwise", () => {
    const other = reportWith({ UndertakingsLegalForm: "OtherUndertakingsLegalFormMember" })
    expect(nextStepAfter(other, "UndertakingsLegalForm")?.id).toBe("OtherUndertakingsLegalForm")
    const oy = reportWith({ UndertakingsLegalForm: "PrivateLimitedLiabilityUndertakingMember" })
    expect(nextStepAfter(oy, "UndertakingsLegalForm")?.id).toBe("NaceSectorClassificationCodes")
  })
})
