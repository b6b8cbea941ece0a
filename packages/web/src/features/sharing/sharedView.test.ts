import { findQuestion, scopeItemIds, type ShareScope, type TableQuestion } from "@vsme/core"
import type { ShareSnapshot } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { scopeTableFields, sharedComments, sharedModules, snapshotSource } from "./sharedView.js"

const policyTable =
  "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract"

const tally = {
  state: "complete",
  complete: 1,
  skipped: 0,
  incomplete: 0,
  total: 1,
  done: 1,
  asked: 1,
} as const

/** A snapshot of a comprehensive report whose every item of the scope is complete. */
const snapshotOf = (scope: ShareScope, extra: Partial<ShareSnapshot> = {}): ShareSnapshot => {
  const items = scopeItemIds(scope, true)
  return {
    standard: "VSME 12/2024, EFRAG taxonomy 2026-05-01",
    company: {
      name: "Demo Oy",
      businessId: "1234567-1",
      lei: null,
      xbrlIdentifier: "businessId",
      currency: "EUR",
      naceCodes: [],
    },
    report: {
      title: "Vastuullisuusraportti 2025",
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      comprehensive: true,
      state: "draft",
      completeness: {
        overall: tally,
        sections: { general: tally, environment: tally, social: tally, governance: tally },
      },
    },
    scope,
    items,
    answers: {},
    questionStates: Object.fromEntries(items.map((id) => [id, { state: "complete", blocking: false }])),
    comments: [],
    attachments: [],
    quality: { verification: null, answers: {} },
    request: null,
    ...extra,
  }
}

describe("sharedModules", () => {
  it("groups a whole report as the standard numbers it: B1–B11 and other information, then C1–C9", () => {
    const modules = sharedModules(snapshotOf({ kind: "whole" }))
    expect(modules.map((m) => m.module)).toEqual(["basic", "comprehensive"])
    expect(modules[0]!.disclosures.map((d) => d.disclosure)).toEqual([
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
      "other",
    ])
    // C2 has no question of its own: its descriptions are columns of B2's policy table.
    expect(modules[1]!.disclosures.map((d) => d.disclosure)).toEqual([
      "C1",
      "C3",
      "C4",
      "C5",
      "C6",
      "C7",
      "C8",
      "C9",
    ])
  })

  it("shows only what the snapshot holds, and leaves out a module it has nothing of", () => {
    const modules = sharedModules(snapshotOf({ kind: "disclosures", disclosures: ["B3"] }))
    expect(modules).toHaveLength(1)
    expect(modules[0]!.disclosures.map((d) => d.disclosure)).toEqual(["B3"])
    for (const item of modules[0]!.disclosures[0]!.items) expect(item.disclosure).toBe("B3")
  })

  it("shows B2's policy table under C2 in a share of C2 alone, with the C2 columns only", () => {
    const snapshot = snapshotOf({ kind: "disclosures", disclosures: ["C2"] })
    const modules = sharedModules(snapshot)
    expect(modules.map((m) => m.module)).toEqual(["comprehensive"])
    const c2 = modules[0]!.disclosures.find((d) => d.disclosure === "C2")!
    expect(c2.items.map((item) => item.id)).toContain(policyTable)
    const table = findQuestion(policyTable) as TableQuestion
    expect(scopeTableFields(snapshot.scope)(table, true).map((f) => f.id)).toEqual([
      "DescriptionOfPracticesPoliciesAndOrFutureInitiatives",
      "DescriptionOfATargetRelatedToAPolicy",
      "MostSeniorLevelAccountableForImplementationOfPolicies",
    ])
    // The whole report keeps every editable column of the table, under B2.
    const whole = snapshotOf({ kind: "whole" })
    expect(scopeTableFields(whole.scope)(table, true)).toHaveLength(5)
    const b2 = sharedModules(whole)[0]!.disclosures.find((d) => d.disclosure === "B2")!
    expect(b2.items.map((item) => item.id)).toContain(policyTable)
  })
})

describe("the snapshot as the review reads it", () => {
  it("wraps each answer as a stored one, and turns public comments into comments without an author", () => {
    const snapshot = snapshotOf(
      { kind: "basic" },
      {
        answers: { NumberOfEmployees: { status: "answered", value: 58 } },
        comments: [
          {
            questionId: "NumberOfEmployees",
            text: "Kokoaikaisiksi muunnettuna",
            createdAt: "2026-01-02T10:00:00Z",
          },
          { questionId: "NumberOfEmployees", text: "Toinen", createdAt: "2026-01-03T10:00:00Z" },
        ],
      },
    )
    expect(snapshotSource(snapshot).answers.NumberOfEmployees).toEqual({
      answer: { status: "answered", value: 58 },
    })
    const comments = sharedComments(snapshot).get("NumberOfEmployees")!
    expect(comments.map((c) => [c.type, c.text, "author" in c])).toEqual([
      ["public", "Kokoaikaisiksi muunnettuna", false],
      ["public", "Toinen", false],
    ])
    expect(new Set(comments.map((c) => c.id)).size).toBe(2)
  })
})
