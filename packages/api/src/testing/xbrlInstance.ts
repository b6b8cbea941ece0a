import { readFileSync } from "node:fs"
import { SaxesParser, type SaxesTagNS } from "saxes"
import {
  checkInstance,
  dimensionalTaxonomyFromJson,
  xbrlNamespaces,
  type DimensionalTaxonomy,
  type DimensionValue,
  type InstanceContext,
  type InstanceFact,
  type InstanceProblem,
  type InstanceUnit,
  type XbrlInstance,
  type XbrlPeriod,
} from "@vsme/core"
import { efragFile } from "./efragFacts.js"
import { numberOf, shiftDecimal } from "./inlineXbrlFacts.js"

/**
 * Reads an inline XBRL document into the instance it stands for, the way an XBRL processor builds it
 * (contexts with what is in their segment and their scenario, units, facts with their decimals), for
 * the XBRL Dimensions check of core (`checkInstance`) against EFRAG's taxonomy in fixtures/efrag.
 */

const IX = "http://www.xbrl.org/2013/inlineXBRL"
const XBRLI = "http://www.xbrl.org/2003/instance"
const XBRLDI = "http://xbrl.org/2006/xbrldi"

const prefixOf = new Map(Object.entries(xbrlNamespaces).map(([prefix, uri]) => [uri as string, prefix]))

/** The VSME taxonomy's dimensional part, read once from fixtures/efrag. */
let taxonomy: DimensionalTaxonomy | undefined
export const vsmeDimensionalTaxonomy = (): DimensionalTaxonomy =>
  (taxonomy ??= dimensionalTaxonomyFromJson(
    JSON.parse(readFileSync(efragFile("vsme-2026-05-01.json"), "utf8")),
  ))

/** Parses an inline XBRL document (throws on XML that is not well-formed). */
export const inlineXbrlInstance = (xhtml: string): XbrlInstance => {
  const parser = new SaxesParser({ xmlns: true })
  /** A QName of the document (`vsme:X`, in an attribute or text) with our prefix for its namespace. */
  const qname = (text: string) => {
    const [prefix, local] = text.trim().split(":")
    if (local === undefined) return text.trim()
    const uri = parser.resolve(prefix!)
    return `${(uri && prefixOf.get(uri)) ?? prefix}:${local}`
  }
  const stack: Array<{ tag: SaxesTagNS; text: string }> = []
  const contexts: InstanceContext[] = []
  const units: InstanceUnit[] = []
  const facts: InstanceFact[] = []
  type Building = {
    id: string
    scheme: string
    identifier: string
    start?: string
    end?: string
    instant?: string
    segment: DimensionValue[]
    scenario: DimensionValue[]
  }
  let context: Building | null = null
  let place: "segment" | "scenario" | null = null
  let typed: { dimension: string; element?: string } | null = null
  let unit: {
    id: string
    numerator: string[]
    denominator: string[]
    part: "numerator" | "denominator"
  } | null = null
  const dimensionOf = (tag: SaxesTagNS) => qname(tag.attributes.dimension?.value ?? "")
  parser.on("opentag", (tag) => {
    stack.push({ tag, text: "" })
    const attr = (name: string) => tag.attributes[name]?.value
    if (tag.uri === XBRLI && tag.local === "context")
      context = { id: attr("id")!, scheme: "", identifier: "", segment: [], scenario: [] }
    if (tag.uri === XBRLI && (tag.local === "segment" || tag.local === "scenario")) place = tag.local
    if (tag.uri === XBRLDI && tag.local === "typedMember") typed = { dimension: dimensionOf(tag) }
    else if (typed && typed.element === undefined) typed.element = qname(tag.name)
    if (tag.uri === XBRLI && tag.local === "unit")
      unit = { id: attr("id")!, numerator: [], denominator: [], part: "numerator" }
    if (tag.uri === XBRLI && tag.local === "unitDenominator" && unit) unit.part = "denominator"
  })
  parser.on("text", (text) => {
    for (const open of stack) open.text += text
  })
  parser.on("closetag", (tag) => {
    const open = stack.pop()!
    const attr = (name: string) => tag.attributes[name]?.value
    const building = context as Building | null
    if (tag.uri === XBRLI && building) {
      if (tag.local === "identifier") {
        building.scheme = attr("scheme") ?? ""
        building.identifier = open.text.trim()
      }
      if (tag.local === "startDate") building.start = open.text.trim()
      if (tag.local === "endDate") building.end = open.text.trim()
      if (tag.local === "instant") building.instant = open.text.trim()
      if (tag.local === "segment" || tag.local === "scenario") place = null
      if (tag.local === "context") {
        const period: XbrlPeriod =
          building.instant !== undefined
            ? { instant: building.instant }
            : { start: building.start ?? "", end: building.end ?? "" }
        contexts.push({
          id: building.id,
          entity: { scheme: building.scheme, identifier: building.identifier },
          period,
          segment: building.segment,
          scenario: building.scenario,
        })
        context = null
      }
    }
    if (tag.uri === XBRLDI && building && place) {
      if (tag.local === "explicitMember")
        building[place].push({ dimension: dimensionOf(tag), member: qname(open.text) })
      if (tag.local === "typedMember" && typed) {
        building[place].push({
          dimension: typed.dimension,
          typed: { element: typed.element ?? "", value: open.text },
        })
        typed = null
      }
    }
    const building2 = unit as (InstanceUnit & { part: "numerator" | "denominator" }) | null
    if (tag.uri === XBRLI && tag.local === "measure" && building2)
      (building2[building2.part] as string[]).push(qname(open.text))
    if (tag.uri === XBRLI && tag.local === "unit" && building2) {
      units.push({ id: building2.id, numerator: building2.numerator, denominator: building2.denominator })
      unit = null
    }
    if (tag.uri === IX && (tag.local === "nonFraction" || tag.local === "nonNumeric")) {
      const format = attr("format")
      let value: string
      if (tag.local === "nonFraction") {
        const shown = shiftDecimal(numberOf(open.text, format), Number(attr("scale") ?? "0"))
        value = attr("sign") === "-" ? `-${shown}` : shown
      } else
        value = format?.endsWith("fixed-true")
          ? "true"
          : format?.endsWith("fixed-false")
            ? "false"
            : open.text
      const unitRef = attr("unitRef")
      const decimals = attr("decimals")
      facts.push({
        id: attr("id") ?? "",
        concept: qname(attr("name") ?? ""),
        contextRef: attr("contextRef") ?? "",
        ...(unitRef === undefined ? {} : { unitRef }),
        ...(decimals === undefined ? {} : { decimals }),
        value,
      })
    }
  })
  parser.write(xhtml).close()
  return { contexts, units, facts }
}

/** The XBRL Dimensions, context, unit and decimals problems of an inline XBRL document. */
export const inlineXbrlProblems = (xhtml: string): InstanceProblem[] =>
  checkInstance(inlineXbrlInstance(xhtml), vsmeDimensionalTaxonomy())
