import { compare, exact } from "../units/exact.js"

/**
 * A fact as an XBRL document carries it, before any document syntax: the concept's local name in the
 * `vsme` namespace, the value in its lexical form (decimals, `true`/`false`, enumeration values as
 * expanded names `namespace#Member`, texts as written), the unit and the dimensions as QNames
 * (`vsme:TypeOfWasteAxis` → `waste:W-…Member`; a typed axis maps to its key, e.g. the site's name).
 */
export interface SourceFact {
  readonly concept: string
  readonly value: string
  readonly unit?: string
  readonly dimensions: Readonly<Record<string, string>>
  /** Where an imported fact was read (template sheet and cell), for the import preview. */
  readonly source?: { readonly sheet: string; readonly cell: string }
}

/** An ISO date period: a duration with both ends inclusive, or an instant (the end of a day). */
export type XbrlPeriod = { readonly start: string; readonly end: string } | { readonly instant: string }

/** A fact of an exported report: a source fact with its id, period, decimals and the question it reports. */
export interface XbrlFact extends SourceFact {
  readonly id: string
  readonly period: XbrlPeriod
  readonly decimals?: number
  /** The catalogue question whose answer gave the value (its facts share its public comments). */
  readonly questionId: string
  /** Ids of the footnotes (public comments) attached to the fact. */
  readonly footnotes: ReadonlyArray<string>
}

/** A public comment of the report, exported as an XBRL footnote of its question's facts. */
export interface XbrlFootnote {
  readonly id: string
  readonly text: string
}

/** The Finnish Business ID scheme of the entity identifier (as Finnish XBRL filings name the YTJ register). */
export const businessIdScheme = "http://www.ytj.fi"

/** Everything a document builder needs: who, when, in which currency and language, and the facts. */
export interface XbrlReport {
  readonly entity: { readonly scheme: string; readonly identifier: string; readonly name: string }
  readonly title: string
  readonly period: { readonly start: string; readonly end: string }
  readonly currency: string
  readonly language: "fi" | "en" | "sv"
  readonly facts: ReadonlyArray<XbrlFact>
  readonly footnotes: ReadonlyArray<XbrlFootnote>
}

const sortedDimensions = (dimensions: Readonly<Record<string, string>>) =>
  Object.keys(dimensions)
    .sort()
    .map((axis) => `${axis}=${dimensions[axis]}`)
    .join("|")

/** What identifies a fact within one report: concept and dimensions (one period per concept and row). */
export const factKey = (fact: Pick<SourceFact, "concept" | "dimensions">) =>
  `${fact.concept}[${sortedDimensions(fact.dimensions)}]`

const isDecimal = (text: string) => /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)

/** Whether two lexical values are the same: numbers by exact value ("1.50" = "1.5"), the rest literally. */
export const sameValue = (a: string, b: string) =>
  isDecimal(a) && isDecimal(b) ? compare(exact(a), exact(b)) === 0 : a === b

/** Whether two fact lists carry the same facts: concept, dimensions, unit and value, in any order. */
export const sameFacts = (a: ReadonlyArray<SourceFact>, b: ReadonlyArray<SourceFact>) => {
  if (a.length !== b.length) return false
  const byKey = new Map(a.map((fact) => [factKey(fact), fact]))
  return b.every((fact) => {
    const other = byKey.get(factKey(fact))
    return (
      other !== undefined && (other.unit ?? "") === (fact.unit ?? "") && sameValue(other.value, fact.value)
    )
  })
}
