import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { isLei, Lei, leiCheckDigits } from "../account/lei.js"
import { readFixture } from "../testing/readFixture.js"
import type { Answers } from "../vsme/ReportAnswers.js"
import { checkInstance, dimensionalTaxonomyFromJson, validDecimals } from "./dimensionalCheck.js"
import { leiScheme, xbrlEntityOf } from "./entityIdentifier.js"
import { answersFromFacts } from "./importFacts.js"
import { percentText } from "./lexical.js"
import { reportFacts } from "./reportFacts.js"
import { businessIdScheme, type SourceFact, type XbrlReport } from "./XbrlFact.js"
import { findXbrlConcept } from "./conceptMap.js"
import {
  dimensionContextElement,
  xbrlInstanceOf,
  xbrlJsonInstance,
  type InstanceContext,
  type XbrlInstance,
} from "./xbrlInstance.js"
import { xbrlJsonDocument } from "./xbrlJson.js"

const taxonomyJson = JSON.parse(await readFixture("efrag/vsme-2026-05-01.json"))
const taxonomy = dimensionalTaxonomyFromJson(taxonomyJson)
const sample = JSON.parse(await readFixture("reports/demo-report.json")) as {
  startDate: string
  endDate: string
  comprehensive: boolean
  answers: Answers
  comments: Array<{ questionId: string; type: string; text: string }>
}

const reportOf = (answers: Answers, entity = { scheme: businessIdScheme, identifier: "0112038-9" }) => {
  const input = {
    answers,
    company: { comprehensive: sample.comprehensive, naceCodes: ["25.62"] },
    period: { start: sample.startDate, end: sample.endDate },
    currency: "EUR",
    language: "fi" as const,
    publicComments: sample.comments.filter((c) => c.type === "public"),
  }
  const facts = reportFacts(input)
  return {
    entity: { ...entity, name: "Demo Oy" },
    title: "Vastuullisuusraportti 2025",
    period: input.period,
    currency: "EUR",
    language: "fi",
    facts: facts.facts,
    footnotes: facts.footnotes,
  } satisfies XbrlReport
}
const demo = xbrlInstanceOf(reportOf(sample.answers))
const codes = (instance: XbrlInstance, against = taxonomy) =>
  [...new Set(checkInstance(instance, against).map((p) => p.code))].sort()

/** One fact of `concept` (one with dimensions where there is one), with its context and unit. */
const only = (instance: XbrlInstance, concept: string): XbrlInstance => {
  const all = instance.facts.filter((f) => f.concept === `vsme:${concept}`)
  const dimensional = all.find(
    (f) => instance.contexts.find((c) => c.id === f.contextRef)!.scenario.length > 0,
  )
  const fact = dimensional ?? all[0]
  expect(fact).toBeDefined()
  return {
    contexts: instance.contexts.filter((c) => c.id === fact!.contextRef),
    units: instance.units.filter((u) => u.id === fact!.unitRef),
    facts: [fact!],
  }
}
/** One fact of `concept` with its context changed. */
const withContext = (concept: string, change: (context: InstanceContext) => InstanceContext) => {
  const one = only(demo, concept)
  return { ...one, contexts: one.contexts.map(change) }
}

describe("the taxonomy's hypercubes", () => {
  it("are all closed and all in the scenario, which is where the export writes dimensions", () => {
    expect(taxonomy.hypercubes.length).toBe(10)
    for (const cube of taxonomy.hypercubes) {
      expect(cube.closed).toBe(true)
      expect(cube.contextElement).toBe(dimensionContextElement)
    }
    expect(taxonomy.typedDomains.get("vsme:IdentifierOfSiteTypedAxis")).toMatchObject({
      element: "vsme:TYP",
      type: "xs:string",
    })
  })
})

describe("the demo report's instance", () => {
  it("passes: dimensions, contexts, units and decimals", () => {
    expect(checkInstance(demo, taxonomy)).toEqual([])
    // It has what the check is about: typed and explicit members, defaults left out, several units.
    const scenario = demo.contexts.flatMap((c) => c.scenario)
    expect(scenario.some((d) => "typed" in d)).toBe(true)
    expect(scenario.some((d) => d.dimension === "vsme:TypeOfWasteAxis")).toBe(true)
    expect(scenario.some((d) => d.dimension === "vsme:BreakdownOfEnergyConsumptionAxis")).toBe(true)
    expect(demo.contexts.every((c) => c.segment.length === 0)).toBe(true)
    expect(demo.units.length).toBeGreaterThan(5)
  })

  it("passes as xBRL-JSON too", () => {
    const document = xbrlJsonDocument(reportOf(sample.answers))
    const instance = xbrlJsonInstance(document as Parameters<typeof xbrlJsonInstance>[0])
    expect(instance.facts.length).toBe(demo.facts.length)
    expect(checkInstance(instance, taxonomy)).toEqual([])
  })

  it("fails with its dimensions put in the segment", () => {
    const inSegment: XbrlInstance = {
      ...demo,
      contexts: demo.contexts.map((c) => ({ ...c, segment: c.scenario, scenario: [] })),
    }
    const problems = checkInstance(inSegment, taxonomy)
    expect([...new Set(problems.map((p) => p.code))].sort()).toEqual([
      "dimensionInWrongContextElement",
      "missingDimension",
    ])
    expect(problems.find((p) => p.code === "dimensionInWrongContextElement")!.detail).toMatch(
      /in segment, vsme:\w+ wants scenario/,
    )
  })
})

/**
 * EFRAG's sample 1.3.0 as its converter's facts (fixtures/efrag/vsme-1.3.0-facts.json, the dump of its
 * inline XBRL) in our fact form: what the template import yields, without reading the workbook.
 */
const efragSampleFacts = async (): Promise<SourceFact[]> => {
  const unquote = (text: string) => text.replace(/^"(.*)"$/s, "$1")
  const dump = JSON.parse(await readFixture("efrag/vsme-1.3.0-facts.json")) as {
    facts: Array<{ concept: string; value: string; aspects: Record<string, string> }>
  }
  return dump.facts.map((fact) => {
    const a = fact.aspects
    const concept = fact.concept.replace(/^vsme:/, "")
    let value = a["hidden-value"] !== undefined ? unquote(a["hidden-value"]) : fact.value
    if (a.transform === "fixed-true") value = "true"
    if (a.transform === "fixed-false") value = "false"
    if (a["numeric-scale"] !== undefined) value = percentText(Number(value))
    const monetary = findXbrlConcept(concept)?.kind === "monetary"
    const unit =
      a.units ?? (a["complex-units"] ? unquote(a["complex-units"]) : monetary ? "iso4217:EUR" : undefined)
    const dimensions: Record<string, string> = {}
    for (const [key, member] of Object.entries(a)) {
      if (key.startsWith("vsme:")) dimensions[key] = member
      const typed = /^typed (vsme:\w+)$/.exec(key)
      if (typed) dimensions[typed[1]!] = /<vsme:TYP>(.*)<\/vsme:TYP>/.exec(unquote(member))![1]!
    }
    return { concept, value, ...(unit ? { unit } : {}), dimensions }
  })
}

describe("EFRAG's digital template sample 1.3.0", () => {
  it("imported as facts and exported again, passes", async () => {
    const imported = answersFromFacts(await efragSampleFacts())
    const answers = Object.fromEntries(imported.proposed.map((p) => [p.questionId, p.answer])) as Answers
    const report = reportOf(answers)
    expect(report.facts.length).toBeGreaterThan(120)
    const instance = xbrlInstanceOf(report)
    expect(instance.contexts.filter((c) => c.scenario.length > 0).length).toBeGreaterThan(20)
    expect(checkInstance(instance, taxonomy)).toEqual([])
    // Its fuel energy exact as entered (10.03334136 MWh), accurate to 2 decimals as EFRAG's converter says.
    expect(
      report.facts.find((f) => f.concept === "EnergyConsumptionFromFuels" && f.value === "10.03334136"),
    ).toMatchObject({ decimals: 2 })
  })
})

describe("the dimensional check refuses", () => {
  it("a member outside the axis's domain", () => {
    const wrong = withContext("EnergyConsumptionFromFuels", (c) => ({
      ...c,
      scenario: [{ dimension: "vsme:BreakdownOfEnergyConsumptionAxis", member: "vsme:AlachlorMember" }],
    }))
    expect(codes(wrong)).toEqual(["memberNotInDomain"])
  })

  it("a dimension that is not in the concept's hypercube", () => {
    const wrong = withContext("AmountOfEmissionToAir", (c) => ({
      ...c,
      scenario: [
        ...c.scenario,
        { dimension: "vsme:TypeOfWasteAxis", member: "waste:W-WasteCategoriesMember" },
      ],
    }))
    expect(codes(wrong)).toEqual(["dimensionNotInHypercube"])
  })

  it("a missing dimension: a typed axis, or an explicit one without a default", () => {
    expect(codes(withContext("CityOfSite", (c) => ({ ...c, scenario: [] })))).toEqual(["missingDimension"])
    expect(codes(withContext("WasteDirectedToDisposalMass", (c) => ({ ...c, scenario: [] })))).toEqual([
      "missingDimension",
    ])
  })

  it("the default member written out", () => {
    const wrong = withContext("EnergyConsumptionFromElectricity", (c) => ({
      ...c,
      scenario: [
        {
          dimension: "vsme:BreakdownOfEnergyConsumptionAxis",
          member: "vsme:TotalRenewableAndNonRenewableEnergyMember",
        },
      ],
    }))
    expect(codes(wrong)).toContain("defaultMemberWritten")
  })

  it("a typed value of the wrong element or type, and an explicit member on a typed axis", () => {
    const site = only(demo, "CityOfSite")
    const retyped = (element: string, value = "Tehdas"): XbrlInstance => ({
      ...site,
      contexts: site.contexts.map((c) => ({
        ...c,
        scenario: [{ dimension: "vsme:IdentifierOfSiteTypedAxis", typed: { element, value } }],
      })),
    })
    expect(codes(retyped("vsme:TYP"))).toEqual([])
    expect(codes(retyped("vsme:Other"))).toEqual(["typedValueWrongType"])
    // Were the domain an integer, a site's name would not be one.
    const integers = dimensionalTaxonomyFromJson(taxonomyJson, {
      "vsme:TYP": { type: "xs:integer", accepts: (text) => /^[+-]?\d+$/.test(text.trim()) },
    })
    expect(codes(retyped("vsme:TYP", "Tehdas"), integers)).toEqual(["typedValueWrongType"])
    expect(codes(retyped("vsme:TYP", " 12 "), integers)).toEqual([])
    const explicit: XbrlInstance = {
      ...site,
      contexts: site.contexts.map((c) => ({
        ...c,
        scenario: [{ dimension: "vsme:IdentifierOfSiteTypedAxis", member: "vsme:SiteMember" }],
      })),
    }
    expect(codes(explicit)).toEqual(["explicitTypedMismatch"])
  })

  it("a dimension on a concept of no hypercube, and one dimension given twice", () => {
    const turnover = withContext("Turnover", (c) => ({
      ...c,
      scenario: [{ dimension: "vsme:TypeOfPollutantAxis", member: "vsme:AlachlorMember" }],
    }))
    expect(codes(turnover)).toContain("dimensionWithoutHypercube")
    const twice = withContext("AmountOfEmissionToAir", (c) => ({ ...c, segment: c.scenario }))
    expect(codes(twice)).toContain("repeatedDimension")
  })
})

describe("contexts, units and decimals", () => {
  it("refuses duplicate and unused contexts and units, and references to missing ones", () => {
    const extraContext = { ...demo.contexts[0]!, id: "c999" }
    expect(codes({ ...demo, contexts: [...demo.contexts, extraContext] })).toEqual([
      "duplicateContext",
      "unusedContext",
    ])
    expect(codes({ ...demo, contexts: [...demo.contexts, demo.contexts[0]!] })).toEqual([
      "duplicateContext",
      "duplicateContextId",
    ])
    const extraUnit = { ...demo.units[0]!, id: "u999" }
    expect(codes({ ...demo, units: [...demo.units, extraUnit] })).toEqual(["duplicateUnit", "unusedUnit"])
    const lonely = { id: "u998", numerator: ["utr:GWh"], denominator: [] }
    expect(codes({ ...demo, units: [...demo.units, lonely] })).toEqual(["unusedUnit"])
    const facts = demo.facts.map((f, i) => (i === 0 ? { ...f, contextRef: "nowhere" } : f))
    expect(codes({ ...demo, facts })).toContain("missingContext")
    const numeric = demo.facts.findIndex((f) => f.unitRef !== undefined)
    const noUnit = demo.facts.map((f, i) => (i === numeric ? { ...f, unitRef: "u404" } : f))
    expect(codes({ ...demo, facts: noUnit })).toContain("missingUnit")
  })

  it("takes decimals as accuracy: a value more exact than its decimals passes; a lexically wrong one not", () => {
    const numeric = demo.facts.findIndex((f) => f.unitRef !== undefined)
    const coarse = demo.facts.map((f, i) =>
      i === numeric ? { ...f, value: "10.03334136", decimals: "2" } : f,
    )
    expect(checkInstance({ ...demo, facts: coarse }, taxonomy)).toEqual([])
    const wrong = demo.facts.map((f, i) => (i === numeric ? { ...f, decimals: "two" } : f))
    expect(checkInstance({ ...demo, facts: wrong }, taxonomy)).toEqual([
      { code: "decimalsInvalid", at: demo.facts[numeric]!.id, detail: "two" },
    ])
    const text = demo.facts.findIndex((f) => f.unitRef === undefined)
    const onText = demo.facts.map((f, i) => (i === text ? { ...f, decimals: "2" } : f))
    expect(codes({ ...demo, facts: onText })).toEqual(["decimalsOnNonNumeric"])
    const none = demo.facts.map((f, i) => (i === numeric ? { ...f, decimals: undefined } : f))
    expect(codes({ ...demo, facts: none as XbrlInstance["facts"] })).toEqual(["decimalsMissing"])
  })

  it("reads decimals as XBRL 2.1 writes them: an integer or INF", () => {
    for (const ok of ["2", "0", "-2", "15", "INF"]) expect(validDecimals(ok)).toBe(true)
    for (const bad of ["two", "1.5", "", "inf", "2 "]) expect(validDecimals(bad)).toBe(false)
  })
})

describe("the exported values", () => {
  it("keep the user's precision, with the decimals EFRAG's template states for the cell", () => {
    const sites = sample.answers.ListOfSitesTable as {
      value: { units: Record<string, string>; rows: Array<{ key: string; values: Record<string, unknown> }> }
    }
    const gps = { latitude: 45.4634273, longitude: 9.1919874 }
    const answers: Answers = {
      ...sample.answers,
      ListOfSitesTable: {
        status: "answered",
        value: {
          ...sites.value,
          rows: sites.value.rows.map((row, i) =>
            i === 0 ? { ...row, values: { ...row.values, GPSLocationOfSite: gps } } : row,
          ),
        },
      },
      Turnover: { status: "answered", value: 1234567.891 },
    }
    const report = reportOf(answers)
    const location = report.facts.find((f) => f.concept === "GPSLocationOfSite")!
    expect(location.value).toBe("45.4634273,9.1919874")
    const turnover = report.facts.find((f) => f.concept === "Turnover")!
    expect(turnover).toMatchObject({ value: "1234567.891", decimals: 2 })
    // Every numeric fact says the accuracy of its template cell: 2, percentages 4, intensities 7.
    const instance = xbrlInstanceOf(report)
    expect(checkInstance(instance, taxonomy)).toEqual([])
    const decimals = new Set(report.facts.flatMap((f) => (f.decimals === undefined ? [] : [f.decimals])))
    expect([...decimals].sort()).toEqual([2, 4, 7])
  })
})

describe("the entity identifier", () => {
  const lei = "529900T8BM49AURSDO55"
  it("checks an LEI's format and ISO 7064 check digits", () => {
    expect(isLei(lei)).toBe(true)
    expect(isLei("529900T8BM49AURSDO56")).toBe(false)
    expect(isLei("529900t8bm49aursdo55")).toBe(false)
    expect(isLei("529900T8BM49AURSDO5")).toBe(false)
    expect(leiCheckDigits("529900T8BM49AURSDO")).toBe("55")
    expect(Schema.decodeUnknownSync(Lei)(" 5299 00t8 bm49 aurs do55 ")).toBe(lei)
    expect(Schema.decodeUnknownEither(Lei)("529900T8BM49AURSDO56")._tag).toBe("Left")
    expect(Schema.decodeUnknownEither(Lei)("5".repeat(41))._tag).toBe("Left")
  })

  it("is the LEI when the company chose it, else the Business ID", () => {
    expect(xbrlEntityOf({ businessId: "0112038-9", lei, xbrlIdentifier: "lei" })).toEqual({
      scheme: leiScheme,
      identifier: lei,
    })
    expect(xbrlEntityOf({ businessId: "0112038-9", lei, xbrlIdentifier: "businessId" })).toEqual({
      scheme: businessIdScheme,
      identifier: "0112038-9",
    })
    expect(xbrlEntityOf({ businessId: "0112038-9", lei: null, xbrlIdentifier: "lei" })).toEqual({
      scheme: businessIdScheme,
      identifier: "0112038-9",
    })
  })

  it("an instance with an LEI passes; a wrong LEI does not", () => {
    const withLei = xbrlInstanceOf(reportOf(sample.answers, { scheme: leiScheme, identifier: lei }))
    expect(checkInstance(withLei, taxonomy)).toEqual([])
    const wrong = xbrlInstanceOf(
      reportOf(sample.answers, { scheme: leiScheme, identifier: "529900T8BM49AURSDO56" }),
    )
    expect(codes(wrong)).toEqual(["invalidLei"])
  })
})
