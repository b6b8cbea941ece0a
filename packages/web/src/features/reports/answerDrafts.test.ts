import { findQuestion, vsmeQuestions, type Question } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { checkDraft, draftOf, emptyDraft, parseNumber, valueOf } from "./answerDrafts.js"

const question = (id: string): Question => {
  const q = findQuestion(id)
  if (!q) throw new Error(`no question ${id}`)
  return q
}

describe("parseNumber", () => {
  it("reads Finnish and English notation", () => {
    expect(parseNumber("1 234,5")).toBe(1234.5)
    expect(parseNumber("1\u202f234,5")).toBe(1234.5)
    expect(parseNumber("12.25")).toBe(12.25)
    expect(parseNumber("-3")).toBe(-3)
  })
  it("leaves text that is no number as text, for the Schema to refuse", () => {
    expect(parseNumber("12 kg")).toBe("12 kg")
    expect(parseNumber("1,2,3")).toBe("1,2,3")
  })
})

describe("checkDraft", () => {
  it("gives the spec §5 messages of core's Schemas", () => {
    const energy = question("TotalEnergyConsumption")
    expect(checkDraft(energy, { amount: "-1", unit: "MWh" }, false)).toEqual({
      kind: "invalid",
      errors: { amount: "validation.mustBeZeroOrGreater" },
    })
    const baseYear = question("GreenhouseGasEmissionReductionTargetBaseYear")
    expect(checkDraft(baseYear, "20x5", true)).toMatchObject({
      kind: "invalid",
      errors: { "": "validation.invalidYear" },
    })
  })

  it("turns typed text into the answer value", () => {
    expect(checkDraft(question("TotalEnergyConsumption"), { amount: "1 234,5", unit: "kWh" }, false)).toEqual(
      {
        kind: "valid",
        value: { amount: 1234.5, unit: "kWh" },
      },
    )
  })

  it("names every missing input of a derived value", () => {
    const turnover = question("EmployeeTurnoverRate")
    const draft = emptyDraft(turnover) as Record<string, string>
    const result = checkDraft(turnover, { ...draft, leavers: "3" }, false)
    expect(result.kind).toBe("invalid")
    if (result.kind === "invalid")
      expect(Object.values(result.errors)).toEqual(
        Object.keys(draft)
          .filter((k) => k !== "leavers")
          .map(() => "validation.requiredField"),
      )
  })

  it("treats an untouched question of every type as empty, not invalid", () => {
    for (const q of vsmeQuestions) expect(checkDraft(q, emptyDraft(q), true).kind, q.id).toBe("empty")
  })
})

describe("drafts of stored values", () => {
  it("give back the same value for every table question", () => {
    for (const q of vsmeQuestions.filter((x) => x.kind === "table")) {
      const empty = emptyDraft(q) as { units: Record<string, string> }
      const value = { units: empty.units, rows: [] }
      expect(valueOf(q, draftOf(q, value))).toBeUndefined()
    }
  })

  it("round-trip a quantity and a year", () => {
    const energy = question("TotalEnergyConsumption")
    expect(valueOf(energy, draftOf(energy, { amount: 12.5, unit: "MWh" }))).toEqual({
      amount: 12.5,
      unit: "MWh",
    })
    const year = question("GreenhouseGasEmissionReductionTargetBaseYear")
    expect(valueOf(year, draftOf(year, 2019))).toBe(2019)
  })
})
