import { describe, expect, it } from "vitest"
import type { AnswerType } from "../vsme/answers.js"
import { sections } from "../vsme/Question.js"
import { vsmeQuestions } from "../vsme/questions.js"
import { taxonomyConcepts } from "../vsme/taxonomyConcepts.generated.js"
import { readFixture } from "../testing/readFixture.js"
import {
  conceptLocations,
  locationsOf,
  quantityKindOf,
  rowDimensionOf,
  xbrlConcepts,
  type ItemKind,
} from "./conceptMap.js"
import { xbrlDimensionDefaults, xbrlEntryPoint } from "./xbrlTaxonomy.generated.js"

const taxonomy = JSON.parse(await readFixture("efrag/vsme-2026-05-01.json")) as {
  entryPoint: string
  concepts: Record<string, { abstract?: boolean; dataType?: string; periodType?: string }>
}
const nonAbstract = Object.entries(taxonomy.concepts)
  .filter(([name, c]) => name.startsWith("vsme:") && !c.abstract)
  .map(([name]) => name.slice("vsme:".length))

/** Which data types an answer type may be written as (answers.ts notes the XBRL form of each). */
const fits: Record<AnswerType["kind"], ReadonlyArray<ItemKind>> = {
  quantity: ["energy", "ghgEmissions", "mass", "volume", "area"],
  amount: ["energy", "ghgEmissions", "mass", "volume", "area"],
  money: ["monetary"],
  number: ["decimal"],
  percentage: ["percent"],
  year: ["year"],
  date: ["date"],
  boolean: ["boolean"],
  enum: ["enumeration"],
  enumSet: ["enumerationSet"],
  codeList: ["enumeration", "enumerationSet"],
  text: ["string"],
  narrative: ["textBlock"],
  coordinates: ["string"],
  derived: [
    "monetary",
    "decimal",
    "percent",
    "energy",
    "ghgEmissions",
    "ghgEmissionsPerMonetary",
    "mass",
    "volume",
    "area",
  ],
}

describe("the catalogue ↔ taxonomy mapping", () => {
  it("is generated from the taxonomy the catalogue was built from", () => {
    expect(xbrlEntryPoint).toBe(taxonomy.entryPoint)
    expect(xbrlConcepts.map((c) => c.name).sort()).toEqual([...nonAbstract].sort())
    for (const concept of xbrlConcepts) {
      const source = taxonomy.concepts[`vsme:${concept.name}`]!
      expect([concept.dataType, concept.periodType], concept.name).toEqual([
        source.dataType,
        source.periodType,
      ])
    }
  })

  it("reaches all 143 non-abstract concepts from a question of the report form", () => {
    expect(nonAbstract).toHaveLength(143)
    const unreachable = nonAbstract.filter((name) => locationsOf(name).length === 0)
    expect(unreachable).toEqual([])
    for (const location of conceptLocations) {
      expect(vsmeQuestions, location.concept).toContain(location.question)
      expect(sections, location.question.id).toContain(location.question.section)
    }
  })

  it("gives every concept an answer type its data type can hold", () => {
    const misfits = conceptLocations.flatMap((location) => {
      const concept = xbrlConcepts.find((c) => c.name === location.concept)!
      const type: AnswerType =
        location.kind === "scalar"
          ? location.question.answer
          : location.kind === "field"
            ? location.field.answer
            : { kind: "enumSet", members: [] }
      const ok = fits[type.kind].includes(concept.kind)
      const sameQuantity =
        (type.kind !== "quantity" && type.kind !== "amount") || quantityKindOf[concept.kind] === type.quantity
      return ok && sameQuantity
        ? []
        : [`${location.question.id}.${location.concept}: ${type.kind} → ${concept.dataType}`]
    })
    expect(misfits).toEqual([])
  })

  it("puts every table row on an axis of its concepts' hypercube, or on the B2 enumeration set", () => {
    for (const q of vsmeQuestions) {
      if (q.kind !== "table") continue
      const geometry = rowDimensionOf(q)
      for (const field of q.fields) {
        if (!field.concept) continue
        const placements = taxonomyConcepts.find((c) => c.name === field.concept)!.placements
        const axes = placements.flatMap((p) => [
          ...(p.table?.typedAxes ?? []),
          ...(p.table?.explicitAxes.map((a) => a.axis) ?? []),
        ])
        if (geometry.kind === "aggregate") expect(axes, `${q.id}.${field.id}`).toEqual([])
        else expect(axes, `${q.id}.${field.id}`).toContain(geometry.axis)
      }
    }
  })

  it("knows the default member of every explicit axis the tables use", () => {
    expect(xbrlDimensionDefaults.BreakdownOfEnergyConsumptionAxis).toBe(
      "TotalRenewableAndNonRenewableEnergyMember",
    )
    expect(xbrlDimensionDefaults.ReportingScopesAxis).toBe("CurrentlyStatedMember")
  })
})
