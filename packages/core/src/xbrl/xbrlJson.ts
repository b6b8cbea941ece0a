import { Either, Schema } from "effect"
import { splitName } from "./lexical.js"
import { leiScheme } from "./entityIdentifier.js"
import { businessIdScheme, type SourceFact, type XbrlPeriod, type XbrlReport } from "./XbrlFact.js"
import { xbrlEntryPoint, xbrlNamespaces } from "./xbrlTaxonomy.generated.js"

/**
 * xBRL-JSON 1.0 (the JSON form of the XBRL Open Information Model, xbrl.org/Specification/xbrl-json):
 * the writer of a report's facts and the reader of such a document back into facts for the import.
 */
export const xbrlJsonDocumentType = "https://xbrl.org/2021/xbrl-json"

const oimNamespaces = { xbrl: "https://xbrl.org/2021" } as const

/** The prefix of an entity identifier scheme: the Business ID register's, the LEI's, or a neutral one. */
const entityPrefixes: Readonly<Record<string, string>> = {
  [businessIdScheme]: "fi-ytj",
  [leiScheme]: "lei",
}

/** The day after an ISO date: OIM periods are instants in time, a day ends where the next begins. */
const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
const previousDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - 1)
  return d.toISOString().slice(0, 10)
}

/** An OIM period value: `2025-01-01T00:00:00/2026-01-01T00:00:00`, or an instant `2026-01-01T00:00:00`. */
export const oimPeriod = (period: XbrlPeriod) =>
  "instant" in period
    ? `${nextDay(period.instant)}T00:00:00`
    : `${period.start}T00:00:00/${nextDay(period.end)}T00:00:00`

/** The report as an xBRL-JSON document (an object: the caller serialises it). */
export const xbrlJsonDocument = (report: XbrlReport) => {
  const entityPrefix = entityPrefixes[report.entity.scheme] ?? "scheme"
  const entity = `${entityPrefix}:${report.entity.identifier}`
  const facts: Record<string, unknown> = {}
  for (const fact of report.facts) {
    facts[fact.id] = {
      value: fact.value,
      ...(fact.decimals === undefined ? {} : { decimals: fact.decimals }),
      dimensions: {
        concept: `vsme:${fact.concept}`,
        entity,
        period: oimPeriod(fact.period),
        ...(fact.unit ? { unit: fact.unit } : {}),
        ...fact.dimensions,
      },
      ...(fact.footnotes.length > 0 ? { links: { footnote: { _: [...fact.footnotes] } } } : {}),
    }
  }
  for (const note of report.footnotes) {
    facts[note.id] = {
      value: note.text,
      dimensions: { concept: "xbrl:note", noteId: note.id, language: report.language },
    }
  }
  return {
    documentInfo: {
      documentType: xbrlJsonDocumentType,
      namespaces: { ...xbrlNamespaces, ...oimNamespaces, [entityPrefix]: report.entity.scheme },
      taxonomy: [xbrlEntryPoint],
      linkTypes: { footnote: "http://www.xbrl.org/2003/arcrole/fact-footnote" },
      linkGroups: { _: "http://www.xbrl.org/2003/role/link" },
    },
    facts,
  }
}

// ---- reading --------------------------------------------------------------------------------------

const JsonFact = Schema.Struct({
  value: Schema.NullOr(Schema.String),
  decimals: Schema.optional(Schema.Union(Schema.Number, Schema.String)),
  dimensions: Schema.Record({ key: Schema.String, value: Schema.String }),
  links: Schema.optional(
    Schema.Record({
      key: Schema.String,
      value: Schema.Record({ key: Schema.String, value: Schema.Array(Schema.String) }),
    }),
  ),
})

/** The parts of an xBRL-JSON document the import reads; anything else in it is ignored. */
export const XbrlJsonDocument = Schema.Struct({
  documentInfo: Schema.Struct({
    documentType: Schema.String,
    namespaces: Schema.Record({ key: Schema.String, value: Schema.String }),
    taxonomy: Schema.optional(Schema.Array(Schema.String)),
  }),
  facts: Schema.Record({ key: Schema.String, value: JsonFact }),
})

/** Why a JSON file is not an XBRL report of the VSME taxonomy. */
export type XbrlJsonRefusal = "notXbrlJson" | "foreignTaxonomy"

export interface XbrlJsonContent {
  readonly facts: ReadonlyArray<SourceFact>
  /** The footnote texts linked to facts. */
  readonly footnotes: ReadonlyArray<{ readonly fact: SourceFact; readonly text: string }>
  /** The report period: the period of most duration facts, or null without any. */
  readonly period: { readonly start: string; readonly end: string } | null
}

const vsmeEntryPoint = /^https?:\/\/xbrl\.efrag\.org\/taxonomy\/vsme\/\d{4}-\d{2}-\d{2}\/vsme-all\.xsd$/

/** Reads a parsed JSON value as a VSME xBRL-JSON report, or says why it is not one. */
export const readXbrlJson = (json: unknown): Either.Either<XbrlJsonContent, XbrlJsonRefusal> => {
  const decoded = Schema.decodeUnknownEither(XbrlJsonDocument)(json)
  if (Either.isLeft(decoded) || !/xbrl-json$/.test(decoded.right.documentInfo.documentType))
    return Either.left("notXbrlJson")
  const document = decoded.right
  const namespaces = document.documentInfo.namespaces
  if (!(document.documentInfo.taxonomy ?? []).some((t) => vsmeEntryPoint.test(t)))
    return Either.left("foreignTaxonomy")

  /** A QName of the document as our prefix (the document may bind its own prefixes). */
  const ours = (qname: string): string => {
    const colon = qname.indexOf(":")
    if (colon < 0) return qname
    const uri = namespaces[qname.slice(0, colon)]
    const name = uri ? splitName(`${uri}#${qname.slice(colon + 1)}`) : null
    return name ? `${name.prefix}:${name.local}` : qname
  }
  const unitOf = (unit: string) => unit.split("/").map(ours).join("/")

  const facts: SourceFact[] = []
  const notes = new Map<string, string>()
  const linked: Array<{ fact: SourceFact; noteIds: ReadonlyArray<string> }> = []
  const periods = new Map<string, number>()
  for (const [, fact] of Object.entries(document.facts)) {
    const {
      concept,
      entity: _entity,
      period,
      unit,
      language: _language,
      noteId,
      ...dimensions
    } = fact.dimensions
    if (concept === undefined) continue
    const name = ours(concept)
    if (name === "xbrl:note") {
      if (noteId !== undefined && fact.value !== null) notes.set(noteId, fact.value)
      continue
    }
    if (!name.startsWith("vsme:") || fact.value === null) continue
    if (period?.includes("/")) periods.set(period, (periods.get(period) ?? 0) + 1)
    const local = name.slice("vsme:".length)
    const source: SourceFact = {
      concept: local,
      value: fact.value,
      ...(unit ? { unit: unitOf(unit) } : {}),
      dimensions: Object.fromEntries(
        Object.entries(dimensions).map(([axis, member]) => [
          ours(axis),
          axis.endsWith("TypedAxis") || !member.includes(":") ? member : ours(member),
        ]),
      ),
    }
    facts.push(source)
    const noteIds = fact.links?.footnote?._ ?? []
    if (noteIds.length > 0) linked.push({ fact: source, noteIds })
  }
  const footnotes = linked.flatMap(({ fact, noteIds }) =>
    noteIds.flatMap((id) => (notes.has(id) ? [{ fact, text: notes.get(id)! }] : [])),
  )
  // The report's period is the one most duration facts have (C3 targets are in their own years).
  const [common] = [...periods.entries()].sort((a, b) => b[1] - a[1])
  const match = common ? /^(\d{4}-\d{2}-\d{2})T00:00:00\/(\d{4}-\d{2}-\d{2})T00:00:00$/.exec(common[0]) : null
  const period = match ? { start: match[1]!, end: previousDay(match[2]!) } : null
  return Either.right({ facts, footnotes, period })
}
