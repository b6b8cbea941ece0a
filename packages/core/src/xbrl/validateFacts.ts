import { IsoDate } from "../vsme/answers.js"
import type { ApplicabilityContext } from "../vsme/applicability.js"
import { reportCompleteness } from "../vsme/completeness.js"
import { findQuestion } from "../vsme/questions.js"
import { taxonomyConcepts, taxonomyWasteTypes } from "../vsme/taxonomyConcepts.generated.js"
import { Schema } from "effect"
import { findXbrlConcept, quantityKindOf, type XbrlConcept } from "./conceptMap.js"
import { exportUnitOf, naceCodeOf, splitName, unitFromUtr } from "./lexical.js"
import type { XbrlFact } from "./XbrlFact.js"
import type { XbrlProblem } from "./XbrlProblem.js"
import { xbrlCountryCodes } from "./xbrlTaxonomy.generated.js"

const decimal = /^-?\d+(\.\d+)?$/
const countryCodes = new Set(xbrlCountryCodes)
const wasteMembers = new Set(taxonomyWasteTypes.map(([member]) => member))
const isDate = Schema.is(IsoDate)

type Domain =
  { readonly members: ReadonlyArray<string> } | { readonly codeList: "country" | "nace" | "waste" }
const domains: ReadonlyMap<string, Domain> = new Map(
  taxonomyConcepts.flatMap((c) => (c.domain ? [[c.name, c.domain] as const] : [])),
)

/** Whether an enumeration value names a member of the concept's domain. */
const inDomain = (concept: string, value: string) => {
  const name = splitName(value)
  const domain = domains.get(concept)
  if (!name || !domain) return false
  if ("members" in domain) return name.prefix === "vsme" && domain.members.includes(name.local)
  switch (domain.codeList) {
    case "nace":
      return name.prefix === "nace" && naceCodeOf(name.local) !== null
    case "country":
      return name.prefix === "country" && countryCodes.has(name.local)
    case "waste":
      return name.prefix === "waste" && wasteMembers.has(name.local)
  }
}

const valueFits = (concept: XbrlConcept, value: string): boolean => {
  if (concept.numeric) return decimal.test(value)
  switch (concept.kind) {
    case "boolean":
      return value === "true" || value === "false"
    case "date":
      return isDate(value)
    case "year":
      return /^\d{4}$/.test(value)
    case "enumeration":
      return inDomain(concept.name, value)
    case "enumerationSet":
      return value === "" || value.split(" ").every((item) => inDomain(concept.name, item))
    default:
      return true
  }
}

const unitFits = (concept: XbrlConcept, unit: string | undefined): boolean => {
  if (!concept.numeric) return unit === undefined
  switch (concept.kind) {
    case "monetary":
      return unit !== undefined && /^iso4217:[A-Z]{3}$/.test(unit)
    case "decimal":
    case "percent":
      return unit === "xbrli:pure"
    case "ghgEmissionsPerMonetary":
      return unit !== undefined && /^utr:tCO2e\/iso4217:[A-Z]{3}$/.test(unit)
    default: {
      const kind = quantityKindOf[concept.kind]
      const ours = kind && unit ? unitFromUtr(kind, unit) : null
      // Only units the export writes as they are: kgCO2e and litres are converted first.
      return kind !== undefined && ours !== null && exportUnitOf(kind, ours) === ours
    }
  }
}

const dimensionsFit = (fact: XbrlFact) =>
  Object.entries(fact.dimensions).every(([axis, member]) => {
    if (!axis.startsWith("vsme:") || member.trim() === "") return false
    const name = splitName(member)
    if (axis.endsWith("TypedAxis")) return true
    if (!name) return false
    if (name.prefix === "waste") return wasteMembers.has(name.local)
    if (name.prefix === "country") return countryCodes.has(name.local)
    return name.prefix === "vsme"
  })

/**
 * Checks the facts of a report before download: every concept exists, values and members fit their
 * data types and domains, units their data types, periods their period types; and every mandatory
 * Basic Module datapoint that applies to the report is answered. Problems name the question so the
 * page can link to it.
 */
export const validateFacts = (
  facts: ReadonlyArray<XbrlFact>,
  report: ApplicabilityContext,
): ReadonlyArray<XbrlProblem> => {
  const problems: XbrlProblem[] = []
  const seen = new Set<string>()
  const add = (problem: XbrlProblem) => {
    const key = `${problem.code}|${problem.questionId}|${problem.concept}`
    if (seen.has(key)) return
    seen.add(key)
    problems.push(problem)
  }
  for (const fact of facts) {
    const concept = findXbrlConcept(fact.concept)
    const base = { severity: "error" as const, questionId: fact.questionId, concept: fact.concept }
    if (!concept) {
      add({ ...base, code: "unknownConcept" })
      continue
    }
    if (!valueFits(concept, fact.value) || !dimensionsFit(fact)) add({ ...base, code: "wrongType" })
    if (!unitFits(concept, fact.unit)) add({ ...base, code: "wrongUnit" })
    const instant = "instant" in fact.period
    if (instant !== (concept.periodType === "instant")) add({ ...base, code: "wrongPeriod" })
  }
  for (const item of reportCompleteness(report).items) {
    const question = findQuestion(item.id)
    if (!question || question.module !== "basic") continue
    if (item.state === "incomplete" && item.blocking)
      add({ code: "mandatoryMissing", severity: "warning", questionId: item.id, concept: null })
  }
  return problems
}
