import { describe, expect, it } from "vitest"
import { locales } from "../i18n/Locale.js"
import { vsmeGates } from "./gates.js"
import { sections } from "./Question.js"
import { questionAnswerSchema } from "./questionSchema.js"
import { conceptsOfQuestion, disclosureTitles, memberLabels, vsmeQuestions } from "./questions.js"
import { taxonomyConcepts } from "./taxonomyConcepts.generated.js"
import { vsmeValidationMessages } from "./validationMessages.js"
import { readFixture } from "../testing/readFixture.js"

const taxonomy = JSON.parse(await readFixture("efrag/vsme-2026-05-01.json")) as {
  concepts: Record<string, { abstract?: boolean }>
}

const nonAbstract = Object.entries(taxonomy.concepts)
  .filter(([name, c]) => name.startsWith("vsme:") && !c.abstract)
  .map(([name]) => name.slice("vsme:".length))

const catalogueConcepts = new Set(vsmeQuestions.flatMap(conceptsOfQuestion))

describe("the VSME catalogue against the taxonomy", () => {
  it("has all 143 non-abstract vsme concepts in the generated module", () => {
    expect(nonAbstract).toHaveLength(143)
    expect(taxonomyConcepts.map((c) => c.name).sort()).toEqual([...nonAbstract].sort())
  })

  it("asks every non-abstract concept in some question or table field", () => {
    expect(nonAbstract.filter((name) => !catalogueConcepts.has(name))).toEqual([])
  })

  it("uses only concepts and ids the taxonomy knows", () => {
    expect([...catalogueConcepts].filter((c) => !nonAbstract.includes(c))).toEqual([])
    expect(vsmeQuestions.map((q) => q.id).filter((id) => !(`vsme:${id}` in taxonomy.concepts))).toEqual([])
  })

  it("gives every question a unique id, a section, a Schema and its concept's disclosure", () => {
    const ids = vsmeQuestions.map((q) => q.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const q of vsmeQuestions) {
      expect(sections).toContain(q.section)
      expect(questionAnswerSchema(q)).toBeDefined()
      if (q.kind === "scalar") {
        const concept = taxonomyConcepts.find((c) => c.name === q.concept)
        expect(
          concept?.placements.map((p) => p.disclosure),
          q.id,
        ).toContain(q.disclosure)
      }
    }
  })

  it("keeps table fields typed and labelled", () => {
    for (const q of vsmeQuestions)
      if (q.kind === "table")
        for (const f of q.fields) {
          expect(f.answer.kind, `${q.id}.${f.id}`).toBeDefined()
          if (f.answer.kind === "amount") expect(q.units, `${q.id}.${f.id}`).toContain(f.answer.quantity)
        }
  })

  it("asks derived values with a derivation and never as a typed value", () => {
    for (const q of vsmeQuestions)
      if (q.kind === "scalar") expect(q.answer.kind === "derived", q.id).toBe(q.derivation !== undefined)
  })
})

describe("fi/en/sv parity", () => {
  const texts: Array<[string, Record<string, string>]> = [
    ...vsmeQuestions.flatMap((q) => [
      [`${q.id}.label`, q.label] as [string, Record<string, string>],
      [`${q.id}.guidance`, q.guidance] as [string, Record<string, string>],
      ...(q.kind === "table"
        ? [
            [`${q.id}.rowKey`, q.rowKey.label] as [string, Record<string, string>],
            ...q.fields.map((f) => [`${q.id}.${f.id}`, f.label] as [string, Record<string, string>]),
          ]
        : (q.inputs ?? []).map((i) => [`${q.id}.${i.id}`, i.label] as [string, Record<string, string>])),
    ]),
    ...vsmeGates.flatMap((g) => [
      [`${g.id}.label`, g.label] as [string, Record<string, string>],
      [`${g.id}.guidance`, g.guidance] as [string, Record<string, string>],
    ]),
    ...Object.entries(disclosureTitles).map(
      ([d, title]) => [`disclosure.${d}`, title] as [string, Record<string, string>],
    ),
    ...Object.entries(memberLabels).map(
      ([m, label]) => [`member.${m}`, label] as [string, Record<string, string>],
    ),
  ]

  it("has a non-empty text in every locale for every label, guidance and member", () => {
    const missing = texts.flatMap(([key, value]) =>
      locales
        .filter((locale) => typeof value[locale] !== "string" || value[locale].trim() === "")
        .map((l) => `${key}.${l}`),
    )
    expect(missing).toEqual([])
  })

  it("names in Finnish and Swedish every member a question offers (the waste codes aside)", () => {
    for (const q of vsmeQuestions) {
      const members =
        q.kind === "scalar" && (q.answer.kind === "enum" || q.answer.kind === "enumSet")
          ? q.answer.members
          : q.kind === "table" && q.rowKey.kind === "member" && Array.isArray(q.rowKey.members)
            ? q.rowKey.members
            : []
      for (const m of members) {
        expect(memberLabels[m]?.fi, `${q.id}: ${m}`).toBeTruthy()
        expect(memberLabels[m]?.sv, `${q.id}: ${m}`).toBeTruthy()
      }
    }
  })

  it("has the same validation message keys in fi, en and sv, none empty", () => {
    const keys = Object.keys(vsmeValidationMessages.en).sort()
    for (const locale of locales) {
      expect(Object.keys(vsmeValidationMessages[locale]).sort()).toEqual(keys)
      for (const text of Object.values(vsmeValidationMessages[locale])) expect(text.trim()).not.toBe("")
    }
  })

  it("writes Finnish and Swedish of its own, not copies of the English", () => {
    const copies = texts
      .filter(([, v]) => v.fi === v.en && v.sv === v.en && (v.en ?? "").length > 12)
      .map(([k]) => k)
    expect(copies).toEqual([])
  })
})
