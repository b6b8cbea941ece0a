import { describe, expect, it } from "vitest"
import {
  checkRequestForm,
  emptyRequestForm,
  nextExtraId,
  requestFormOf,
  type RequestForm,
} from "./requestForm.js"

const today = new Date("2026-12-01T10:00:00Z")
const base: RequestForm = {
  ...emptyRequestForm({ name: "Olga Omistaja", email: "owner@demo.example" }, "fi", today),
  title: "Rahoituksen vastuullisuustiedot",
}

describe("a new request's form, checked with request.create's Schema", () => {
  it("starts with last year's figures, due in 30 days, the bank's set and the signed-in person", () => {
    expect(base.periodYear).toBe("2025")
    expect(base.dueDate).toBe("2026-12-31")
    expect(base.preset).toBe("bank")
    expect(base.contactEmail).toBe("owner@demo.example")
  })

  it("decodes a filled form into the draft the API takes", () => {
    const checked = checkRequestForm({
      ...base,
      message: "  ",
      contactPhone: "",
      extras: [
        { id: "x1", kind: "number", question: "Montako toimipaikkaa on vuokralla?", unit: "kpl" },
        { id: "x2", kind: "yesNo", question: "Onko tiedeperusteinen tavoite?", unit: "ei käytetä" },
      ],
    })
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.value.periodYear).toBe(2025)
    expect(checked.value.message).toBeNull()
    expect(checked.value.contact.phone).toBeNull()
    expect(checked.value.selection).toEqual({ preset: "bank" })
    // A unit only for a number question.
    expect(checked.value.extraQuestions.map((q) => q.unit)).toEqual(["kpl", null])
  })

  it("names each wrong field by its path: title, year, e-mail, a question's text", () => {
    const checked = checkRequestForm({
      ...base,
      title: "",
      periodYear: "20x5",
      contactEmail: "not an address",
      extras: [{ id: "x1", kind: "text", question: "", unit: "" }],
    })
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(Object.keys(checked.errors)).toEqual(
      expect.arrayContaining(["title", "periodYear", "contact.email", "extraQuestions.0.question"]),
    )
  })

  it("refuses a custom choice of nothing, and takes one datapoint", () => {
    const nothing = checkRequestForm({ ...base, preset: "custom" })
    expect(nothing.ok).toBe(false)
    if (!nothing.ok)
      expect(Object.keys(nothing.errors).some((path) => path.startsWith("selection"))).toBe(true)
    const one = checkRequestForm({
      ...base,
      preset: "custom",
      datapoints: new Set(["GrossScope1GreenhouseGasEmissions"]),
    })
    expect(one.ok && one.value.selection).toEqual({
      preset: "custom",
      disclosures: [],
      datapoints: ["GrossScope1GreenhouseGasEmissions"],
    })
  })

  it("gives new questions the lowest free id, and none past 20", () => {
    expect(nextExtraId([{ id: "x2", kind: "text", question: "", unit: "" }])).toBe("x1")
    const full = Array.from({ length: 20 }, (_, i) => ({
      id: `x${i + 1}`,
      kind: "text" as const,
      question: "",
      unit: "",
    }))
    expect(nextExtraId(full)).toBeNull()
  })

  it("reads a saved draft back into the form", () => {
    const checked = checkRequestForm({ ...base, preset: "climateEnergy" })
    if (!checked.ok) throw new Error("the form should pass")
    const form = requestFormOf({ draft: checked.value } as never)
    expect(form.preset).toBe("climateEnergy")
    expect(form.periodYear).toBe("2025")
    expect(checkRequestForm(form)).toEqual(checked)
  })
})
