import { findXbrlConcept, typedDomainElement } from "./conceptMap.js"
import type { XbrlPeriod, XbrlReport } from "./XbrlFact.js"

/**
 * An XBRL 2.1 instance as its contexts, units and facts, before any syntax: what the inline XBRL
 * document writes in its header and tags (inlineXbrl.ts builds it first and serialises it), and what a
 * test reads back from a document to check it (dimensionalCheck.ts).
 */

/** A dimension's value in a context: an explicit member (a QName) or a typed member (its element and text). */
export type DimensionValue =
  | { readonly dimension: string; readonly member: string }
  | { readonly dimension: string; readonly typed: { readonly element: string; readonly value: string } }

export interface InstanceContext {
  readonly id: string
  readonly entity: { readonly scheme: string; readonly identifier: string }
  readonly period: XbrlPeriod
  readonly segment: ReadonlyArray<DimensionValue>
  readonly scenario: ReadonlyArray<DimensionValue>
}

export interface InstanceUnit {
  readonly id: string
  /** Measures as QNames (`utr:tCO2e`); a divide has a denominator. */
  readonly numerator: ReadonlyArray<string>
  readonly denominator: ReadonlyArray<string>
}

export interface InstanceFact {
  readonly id: string
  /** The concept as a QName (`vsme:Turnover`). */
  readonly concept: string
  readonly contextRef: string
  readonly unitRef?: string
  /** As written: an integer or `INF`. */
  readonly decimals?: string
  /** The value after any inline transformation and scale. */
  readonly value: string
}

export interface XbrlInstance {
  readonly contexts: ReadonlyArray<InstanceContext>
  readonly units: ReadonlyArray<InstanceUnit>
  readonly facts: ReadonlyArray<InstanceFact>
}

/**
 * Where the dimensions of a context go. Every hypercube of the VSME taxonomy is declared with
 * `xbrldt:contextElement="scenario"` (its JSON carries this; the dimensional check's test asserts it):
 * a dimension in the segment makes the fact dimensionally invalid.
 */
export const dimensionContextElement = "scenario" as const

/** A unit string of ours (`utr:tCO2e/iso4217:EUR`) as numerator and denominator measures. */
export const unitMeasures = (unit: string) => {
  const [numerator = "", denominator] = unit.split("/")
  return { numerator: [numerator], denominator: denominator === undefined ? [] : [denominator] }
}

const dimensionValues = (dimensions: Readonly<Record<string, string>>): DimensionValue[] =>
  Object.keys(dimensions)
    .sort()
    .map((axis) =>
      axis.endsWith("TypedAxis")
        ? { dimension: axis, typed: { element: typedDomainElement, value: dimensions[axis]! } }
        : { dimension: axis, member: dimensions[axis]! },
    )

/**
 * The instance of a report: one context per period and dimension combination, one unit per unit, in
 * the order the facts first use them; numeric facts carry their unit and decimals.
 */
export const xbrlInstanceOf = (report: XbrlReport): XbrlInstance => {
  const contexts = new Map<string, InstanceContext>()
  const units = new Map<string, InstanceUnit>()
  const facts = report.facts.map((fact): InstanceFact => {
    const key = `${JSON.stringify(fact.period)}|${JSON.stringify(dimensionValues(fact.dimensions))}`
    let context = contexts.get(key)
    if (!context) {
      context = {
        id: `c${contexts.size + 1}`,
        entity: { scheme: report.entity.scheme, identifier: report.entity.identifier },
        period: fact.period,
        segment: [],
        scenario: dimensionValues(fact.dimensions),
      }
      contexts.set(key, context)
    }
    const numeric = findXbrlConcept(fact.concept)?.numeric === true
    if (!numeric)
      return { id: fact.id, concept: `vsme:${fact.concept}`, contextRef: context.id, value: fact.value }
    const unitName = fact.unit ?? "xbrli:pure"
    let unit = units.get(unitName)
    if (!unit) {
      unit = { id: `u${units.size + 1}`, ...unitMeasures(unitName) }
      units.set(unitName, unit)
    }
    return {
      id: fact.id,
      concept: `vsme:${fact.concept}`,
      contextRef: context.id,
      unitRef: unit.id,
      decimals: String(fact.decimals ?? 0),
      value: fact.value,
    }
  })
  return { contexts: [...contexts.values()], units: [...units.values()], facts }
}

const previousDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

/** An OIM period (`2025-01-01T00:00:00/2026-01-01T00:00:00`) as our inclusive dates. */
const periodOfOim = (period: string): XbrlPeriod => {
  const [start, end] = period.split("/")
  return end === undefined
    ? { instant: previousDay(start!.slice(0, 10)) }
    : { start: start!.slice(0, 10), end: previousDay(end.slice(0, 10)) }
}

/**
 * The instance an xBRL-JSON document stands for (xBRL-JSON 1.0 §3: the same facts, contexts and units
 * an XBRL 2.1 processor derives from it): a context per entity, period and dimensions, a unit per unit
 * string, the dimensions in the context element the taxonomy's hypercubes name.
 */
export const xbrlJsonInstance = (document: {
  readonly documentInfo: { readonly namespaces: Readonly<Record<string, string>> }
  readonly facts: Readonly<
    Record<
      string,
      {
        readonly value: string | null
        readonly decimals?: number | string
        readonly dimensions: Readonly<Record<string, string>>
      }
    >
  >
}): XbrlInstance => {
  const contexts = new Map<string, InstanceContext>()
  const units = new Map<string, InstanceUnit>()
  const facts: InstanceFact[] = []
  for (const [id, fact] of Object.entries(document.facts)) {
    const {
      concept,
      entity,
      period,
      unit,
      language: _language,
      noteId: _noteId,
      ...dimensions
    } = fact.dimensions
    if (concept === undefined || concept === "xbrl:note" || entity === undefined || period === undefined)
      continue
    const colon = entity.indexOf(":")
    const scheme = document.documentInfo.namespaces[entity.slice(0, colon)] ?? entity.slice(0, colon)
    const values = dimensionValues(dimensions)
    const key = JSON.stringify([entity, period, values])
    let context = contexts.get(key)
    if (!context) {
      context = {
        id: `c${contexts.size + 1}`,
        entity: { scheme, identifier: entity.slice(colon + 1) },
        period: periodOfOim(period),
        segment: [],
        scenario: values,
      }
      contexts.set(key, context)
    }
    let unitRef: string | undefined
    if (unit !== undefined) {
      let found = units.get(unit)
      if (!found) {
        found = { id: `u${units.size + 1}`, ...unitMeasures(unit) }
        units.set(unit, found)
      }
      unitRef = found.id
    }
    facts.push({
      id,
      concept,
      contextRef: context.id,
      ...(unitRef === undefined ? {} : { unitRef }),
      ...(fact.decimals === undefined ? {} : { decimals: String(fact.decimals) }),
      value: fact.value ?? "",
    })
  }
  return { contexts: [...contexts.values()], units: [...units.values()], facts }
}
