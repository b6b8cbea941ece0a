import { Either } from "effect"
import { describe, expect, it } from "vitest"
import type { Answers } from "../vsme/ReportAnswers.js"
import { answersFromFacts } from "./importFacts.js"
import { planImport } from "./importPlan.js"
import { inlineXbrlDocument } from "./inlineXbrl.js"
import { reportFacts, type ReportFactsInput } from "./reportFacts.js"
import { validateFacts } from "./validateFacts.js"
import { businessIdScheme, type XbrlReport } from "./XbrlFact.js"
import { readXbrlJson, xbrlJsonDocument } from "./xbrlJson.js"

/** Demo Oy's sample report (fixtures/reports), read the way readFixture reads fixtures in core tests. */
const sample = await (async () => {
  const fs = (await import("node:fs" as string)) as { readFileSync: (file: unknown, enc: "utf8") => string }
  const { URL } = globalThis as unknown as { URL: new (path: string, base: string) => unknown }
  const here = (import.meta as unknown as { url: string }).url
  return JSON.parse(
    fs.readFileSync(new URL("../../../../fixtures/reports/demo-report.json", here), "utf8"),
  ) as {
    startDate: string
    endDate: string
    comprehensive: boolean
    answers: Answers
    comments: Array<{ questionId: string; type: string; text: string }>
  }
})()

const input: ReportFactsInput = {
  answers: sample.answers,
  company: { comprehensive: sample.comprehensive, naceCodes: [] },
  period: { start: sample.startDate, end: sample.endDate },
  currency: "EUR",
  language: "fi",
  publicComments: sample.comments.filter((c) => c.type === "public"),
}
const exported = reportFacts(input)
const report: XbrlReport = {
  entity: { scheme: businessIdScheme, identifier: "0112038-9", name: "Demo Oy" },
  title: "Vastuullisuusraportti 2025",
  period: input.period,
  currency: "EUR",
  language: "fi",
  facts: exported.facts,
  footnotes: exported.footnotes,
}

describe("the sample report as XBRL", () => {
  it("has facts for its answers, no export problems and no type or unit errors", () => {
    expect(exported.facts.length).toBeGreaterThan(100)
    expect(exported.problems).toEqual([])
    const errors = validateFacts(exported.facts, { answers: input.answers, facts: input.company }).filter(
      (p) => p.severity === "error",
    )
    expect(errors).toEqual([])
  })

  it("reads its own xBRL-JSON back into the same facts", () => {
    const json = JSON.parse(JSON.stringify(xbrlJsonDocument(report))) as unknown
    const read = readXbrlJson(json)
    expect(Either.isRight(read)).toBe(true)
    const content = Either.getOrThrow(read)
    expect(content.period).toEqual(input.period)
    expect(content.facts.map((f) => [f.concept, f.value, f.unit ?? null, f.dimensions])).toEqual(
      exported.facts.map((f) => [f.concept, f.value, f.unit ?? null, f.dimensions]),
    )
  })

  it("changes nothing when its own export is imported into it", () => {
    const content = Either.getOrThrow(readXbrlJson(JSON.parse(JSON.stringify(xbrlJsonDocument(report)))))
    const imported = answersFromFacts(content.facts)
    // Derived values come in as given figures; the report computes the same from its inputs.
    expect(imported.unread).toEqual([])
    const plan = planImport(input.answers, imported.proposed, {
      company: { ...input.company, comprehensive: true },
      period: input.period,
      currency: "EUR",
      language: "fi",
    })
    expect(plan.filter((item) => item.change !== "unchanged")).toEqual([])
  })

  it("is well-formed inline XBRL with every fact tagged once", () => {
    const xhtml = inlineXbrlDocument(report)
    expect(xhtml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    for (const fact of exported.facts) expect(xhtml.split(`id="${fact.id}"`).length - 1, fact.id).toBe(1)
  })
})
