import type { Locale } from "../i18n/Locale.js"
import { findNaceCode } from "../account/NaceCode.js"
import { exact, multiply } from "../units/exact.js"
import { sections, type Question, type Section, type Text } from "../vsme/Question.js"
import { disclosureTitles, memberLabel, vsmeQuestions } from "../vsme/questions.js"
import { taxonomyWasteTypes } from "../vsme/taxonomyConcepts.generated.js"
import { findXbrlConcept, rowDimensionOf } from "./conceptMap.js"
import { leiScheme } from "./entityIdentifier.js"
import { decimalText, naceCodeOf, splitName } from "./lexical.js"
import type { XbrlFact, XbrlPeriod, XbrlReport } from "./XbrlFact.js"
import {
  xbrlInstanceOf,
  type DimensionValue,
  type InstanceContext,
  type InstanceFact,
  type InstanceUnit,
  type XbrlInstance,
} from "./xbrlInstance.js"
import { xbrlEntryPoint, xbrlNamespaces } from "./xbrlTaxonomy.generated.js"

/**
 * Inline XBRL 1.1 (xbrl.org/Specification/inlineXBRL-part1): the report as an XHTML page a person reads,
 * every fact tagged where it is shown. Built from the same facts as the xBRL-JSON document, so both
 * carry exactly the same data; labels are ours, in the report's language.
 */

const words: Readonly<Record<string, Text>> = {
  report: {
    fi: "Vastuullisuusraportti (VSME)",
    en: "Sustainability report (VSME)",
    sv: "Hållbarhetsrapport (VSME)",
  },
  businessId: { fi: "Y-tunnus", en: "Business ID", sv: "FO-nummer" },
  period: { fi: "Raportointikausi", en: "Reporting period", sv: "Rapporteringsperiod" },
  yes: { fi: "Kyllä", en: "Yes", sv: "Ja" },
  no: { fi: "Ei", en: "No", sv: "Nej" },
  total: { fi: "Yhteensä", en: "Total", sv: "Totalt" },
  notes: { fi: "Huomautukset", en: "Notes", sv: "Anmärkningar" },
  preparedWith: {
    fi: "Laadittu EFRAGin pk-yritysten vapaaehtoisen kestävyysraportointistandardin (VSME) mukaisesti. Merkitty XBRL-muotoon EFRAGin VSME-taksonomialla.",
    en: "Prepared in accordance with EFRAG's Voluntary Sustainability Reporting Standard for non-listed SMEs (VSME). Tagged in XBRL with EFRAG's VSME taxonomy.",
    sv: "Upprättad enligt EFRAG:s frivilliga standard för hållbarhetsrapportering för små och medelstora företag (VSME). Märkt i XBRL med EFRAG:s VSME-taxonomi.",
  },
}
const sectionTitles: Readonly<Record<Section, Text>> = {
  general: { fi: "Yleiset tiedot", en: "General information", sv: "Allmän information" },
  environment: { fi: "Ympäristö", en: "Environment", sv: "Miljö" },
  social: { fi: "Sosiaaliset asiat", en: "Social matters", sv: "Sociala frågor" },
  governance: { fi: "Hallinto", en: "Governance", sv: "Styrning" },
}
const unitSymbols: Readonly<Record<string, string>> = {
  "utr:sqm": "m²",
  "utr:sqkm": "km²",
  "utr:m3": "m³",
  "xbrli:pure": "",
}

/** Escapes text for XML element content and attribute values. */
export const xmlEscape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** Display form of a non-negative decimal for a transformation format: grouped thousands. */
const displayNumber = (text: string, language: Locale) => {
  const [whole = "0", fraction] = text.split(".")
  const comma = language !== "en"
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, comma ? "\u00a0" : ",")
  return fraction === undefined ? grouped : `${grouped}${comma ? "," : "."}${fraction}`
}

const periodXml = (period: XbrlPeriod) =>
  "instant" in period
    ? `<xbrli:instant>${period.instant}</xbrli:instant>`
    : `<xbrli:startDate>${period.start}</xbrli:startDate><xbrli:endDate>${period.end}</xbrli:endDate>`

const dimensionXml = (value: DimensionValue) =>
  "typed" in value
    ? `<xbrldi:typedMember dimension="${value.dimension}"><${value.typed.element}>${xmlEscape(value.typed.value)}</${value.typed.element}></xbrldi:typedMember>`
    : `<xbrldi:explicitMember dimension="${value.dimension}">${value.member}</xbrldi:explicitMember>`

const contextXml = (context: InstanceContext) => {
  const part = (element: "segment" | "scenario", values: ReadonlyArray<DimensionValue>) =>
    values.length === 0 ? "" : `<xbrli:${element}>${values.map(dimensionXml).join("")}</xbrli:${element}>`
  return (
    `<xbrli:context id="${context.id}"><xbrli:entity><xbrli:identifier scheme="${xmlEscape(context.entity.scheme)}">` +
    `${xmlEscape(context.entity.identifier)}</xbrli:identifier>${part("segment", context.segment)}</xbrli:entity>` +
    `<xbrli:period>${periodXml(context.period)}</xbrli:period>${part("scenario", context.scenario)}</xbrli:context>`
  )
}

const measuresXml = (measures: ReadonlyArray<string>) =>
  measures.map((m) => `<xbrli:measure>${m}</xbrli:measure>`).join("")

const unitXml = (unit: InstanceUnit) =>
  unit.denominator.length === 0
    ? `<xbrli:unit id="${unit.id}">${measuresXml(unit.numerator)}</xbrli:unit>`
    : `<xbrli:unit id="${unit.id}"><xbrli:divide><xbrli:unitNumerator>${measuresXml(unit.numerator)}` +
      `</xbrli:unitNumerator><xbrli:unitDenominator>${measuresXml(unit.denominator)}` +
      `</xbrli:unitDenominator></xbrli:divide></xbrli:unit>`

/** The facts' contexts and units, and each fact's references by its id. */
interface Registry {
  readonly instance: XbrlInstance
  readonly refs: ReadonlyMap<string, InstanceFact>
}

const unitSymbol = (unit: string | undefined, currency: string) => {
  if (unit === undefined) return ""
  if (unit.includes("/")) return `tCO2e / ${currency}`
  if (unit in unitSymbols) return unitSymbols[unit]!
  return unit.slice(unit.indexOf(":") + 1)
}

/** The label of an enumeration value or dimension member in the report's language. */
const memberText = (qnameOrExpanded: string, language: Locale): string => {
  const name = splitName(qnameOrExpanded)
  if (!name) return qnameOrExpanded
  switch (name.prefix) {
    case "country":
      return (
        new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(name.local) ?? name.local
      )
    case "nace": {
      const code = naceCodeOf(name.local)
      const entry = code ? findNaceCode(code) : undefined
      return entry ? `${entry.code} ${entry.title}` : name.local
    }
    case "waste": {
      const waste = taxonomyWasteTypes.find(([member]) => member === name.local)
      return waste ? waste[3].replace(/\s*\[member\]$/, "") : name.local
    }
    default:
      return memberLabel(name.local, language)
  }
}

/** One fact as tagged XHTML; hidden facts (enumerations) go to `hidden` and show their labels. */
const factXml = (report: XbrlReport, registry: Registry, hidden: string[], fact: XbrlFact): string => {
  const language = report.language
  const concept = findXbrlConcept(fact.concept)
  const ref = registry.refs.get(fact.id)!
  const common = `id="${fact.id}" name="${ref.concept}" contextRef="${ref.contextRef}"`
  const notes = fact.footnotes
    .map((id) => `<sup class="noteref"><a href="#${id}">${id.slice(2)}</a></sup>`)
    .join("")
  if (concept?.numeric) {
    const negative = fact.value.startsWith("-")
    const magnitude = negative ? fact.value.slice(1) : fact.value
    const percent = concept.kind === "percent"
    const shown = percent ? decimalText(multiply(exact(magnitude), exact(100))) : magnitude
    const format = language === "en" ? "ixt:num-dot-decimal" : "ixt:num-comma-decimal"
    const symbol = percent ? "%" : unitSymbol(fact.unit, report.currency)
    return (
      `<span class="num">${negative ? "−" : ""}<ix:nonFraction ${common} unitRef="${ref.unitRef}"` +
      ` decimals="${ref.decimals}" scale="${percent ? -2 : 0}" format="${format}"${negative ? ' sign="-"' : ""}>` +
      `${displayNumber(shown, language)}</ix:nonFraction></span>${symbol ? ` ${xmlEscape(symbol)}` : ""}${notes}`
    )
  }
  switch (concept?.kind) {
    case "boolean": {
      const yes = fact.value === "true"
      return `<ix:nonNumeric ${common} format="ixt:fixed-${yes ? "true" : "false"}">${words[yes ? "yes" : "no"]![language]}</ix:nonNumeric>${notes}`
    }
    case "enumeration":
    case "enumerationSet": {
      hidden.push(`<ix:nonNumeric ${common}>${xmlEscape(fact.value)}</ix:nonNumeric>`)
      const labels = fact.value
        .split(" ")
        .filter((v) => v !== "")
        .map((v) => memberText(v, language))
      return `<span style="-ix-hidden:${fact.id}">${xmlEscape(labels.join(", "))}</span>${notes}`
    }
    case "textBlock":
      // Line breaks stay as they were written (the XHTML span carries the style: ix elements take none).
      return `<span class="text"><ix:nonNumeric ${common} escape="false">${xmlEscape(fact.value)}</ix:nonNumeric></span>${notes}`
    default:
      return `<ix:nonNumeric ${common}>${xmlEscape(fact.value)}</ix:nonNumeric>${notes}`
  }
}

const labelOf = (q: Question, concept: string, language: Locale): string => {
  if (q.kind === "scalar") return q.label[language]
  if (q.rowKey.kind === "member" && q.rowKey.concept === concept) return q.rowKey.label[language]
  return q.fields.find((f) => f.concept === concept)?.label[language] ?? concept
}

/** The label of a table row from its dimensions: a typed key as written, a member by its label. */
const rowLabel = (q: Question, fact: XbrlFact, language: Locale) => {
  const entries = Object.entries(fact.dimensions)
  if (entries.length === 0)
    return q.kind === "table" && rowDimensionOf(q).kind !== "aggregate" ? words.total![language] : ""
  return entries
    .map(([axis, member]) => (axis.endsWith("TypedAxis") ? member : memberText(member, language)))
    .join(", ")
}

const questionXml = (
  report: XbrlReport,
  registry: Registry,
  hidden: string[],
  q: Question,
  facts: XbrlFact[],
) => {
  const language = report.language
  const tagged = (fact: XbrlFact) => factXml(report, registry, hidden, fact)
  const aggregate = q.kind === "table" && rowDimensionOf(q).kind === "aggregate"
  if (q.kind === "scalar" || aggregate) {
    const rows = facts
      .map(
        (fact) =>
          `<tr><th scope="row">${xmlEscape(labelOf(q, fact.concept, language))}</th><td>${tagged(fact)}</td></tr>`,
      )
      .join("")
    return q.kind === "scalar"
      ? rows
      : `<tr><th scope="row" colspan="2" class="group">${xmlEscape(q.label[language])}</th></tr>${rows}`
  }
  const concepts = [...new Set(facts.map((f) => f.concept))]
  const rowKeys = [...new Set(facts.map((f) => JSON.stringify(f.dimensions)))]
  const header =
    `<tr><th scope="col">${xmlEscape(q.rowKey.label[language])}</th>` +
    concepts.map((c) => `<th scope="col">${xmlEscape(labelOf(q, c, language))}</th>`).join("") +
    "</tr>"
  const body = rowKeys
    .map((key) => {
      const rowFacts = facts.filter((f) => JSON.stringify(f.dimensions) === key)
      const cells = concepts
        .map((c) => {
          const fact = rowFacts.find((f) => f.concept === c)
          return `<td>${fact ? tagged(fact) : ""}</td>`
        })
        .join("")
      return `<tr><th scope="row">${xmlEscape(rowLabel(q, rowFacts[0]!, language))}</th>${cells}</tr>`
    })
    .join("")
  return (
    `<tr><td colspan="2" class="table-cell"><p class="table-title">${xmlEscape(q.label[language])}</p>` +
    // A wide table scrolls on its own; focusable so that keyboard users can scroll it too.
    `<div class="scroll" tabindex="0" role="region" aria-label="${xmlEscape(q.label[language])}">` +
    `<table class="rows"><thead>${header}</thead><tbody>${body}</tbody></table></div></td></tr>`
  )
}

const styles = `
body { font-family: "Segoe UI", Arial, sans-serif; color: #1b1b1b; margin: 0; background: #fff; line-height: 1.45; }
main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.5rem 4rem; }
header.cover { border-bottom: 3px solid #1d5c3a; margin-bottom: 2rem; padding-bottom: 1rem; }
header.cover h1 { margin: 0 0 .25rem; font-size: 1.9rem; color: #1d5c3a; }
header.cover p { margin: .15rem 0; }
h2 { font-size: 1.45rem; color: #1d5c3a; border-bottom: 1px solid #c9d8cf; padding-bottom: .25rem; margin-top: 2.5rem; }
h3 { font-size: 1.1rem; margin: 1.5rem 0 .5rem; }
table { border-collapse: collapse; width: 100%; }
table.facts { table-layout: fixed; }
table.facts col.label { width: 40%; }
table.facts > tbody > tr > th { text-align: left; font-weight: 600; width: 40%; vertical-align: top; padding: .4rem .75rem .4rem 0; }
table.facts > tbody > tr > td { padding: .4rem 0; vertical-align: top; }
table.facts > tbody > tr { border-bottom: 1px solid #e3e8e5; }
th.group { padding-top: .75rem !important; color: #1d5c3a; }
td.table-cell { padding: .75rem 0 !important; }
p.table-title { font-weight: 600; margin: 0 0 .4rem; }
table.rows th, table.rows td { border: 1px solid #c9d8cf; padding: .3rem .5rem; text-align: left; vertical-align: top; overflow-wrap: break-word; hyphens: auto; }
table.rows thead th { background: #eef4f0; }
.scroll { overflow-x: auto; max-width: 100%; }
.text { white-space: pre-wrap; }
.num { white-space: nowrap; }
.noteref { font-size: .75em; margin-left: .15em; }
footer { margin-top: 3rem; font-size: .85rem; color: #4a4a4a; }
ol.notes li { margin-bottom: .5rem; white-space: pre-wrap; }
@media print { main { padding: 0; } .scroll { overflow: visible; } h2 { break-after: avoid; } tr { break-inside: avoid; } }
`

/** The report as an Inline XBRL document (XHTML, UTF-8). */
export const inlineXbrlDocument = (report: XbrlReport): string => {
  const language = report.language
  const instance = xbrlInstanceOf(report)
  const registry: Registry = { instance, refs: new Map(instance.facts.map((f) => [f.id, f])) }
  const hidden: string[] = []
  const byQuestion = new Map<string, XbrlFact[]>()
  for (const fact of report.facts)
    byQuestion.set(fact.questionId, [...(byQuestion.get(fact.questionId) ?? []), fact])

  const body = sections
    .map((section) => {
      const questions = vsmeQuestions.filter((q) => q.section === section && byQuestion.has(q.id))
      if (questions.length === 0) return ""
      const disclosures = [...new Set(questions.map((q) => q.disclosure))]
      const parts = disclosures.map((d) => {
        const title =
          d === "other" ? disclosureTitles.other[language] : `${d} ${disclosureTitles[d][language]}`
        const rows = questions
          .filter((q) => q.disclosure === d)
          .map((q) => questionXml(report, registry, hidden, q, byQuestion.get(q.id)!))
          .join("")
        return `<section><h3>${xmlEscape(title)}</h3><table class="facts"><colgroup><col class="label"/><col/></colgroup><tbody>${rows}</tbody></table></section>`
      })
      return `<section><h2>${xmlEscape(sectionTitles[section][language])}</h2>${parts.join("")}</section>`
    })
    .join("")

  const notes =
    report.footnotes.length === 0
      ? ""
      : `<section><h2>${words.notes![language]}</h2><ol class="notes">${report.footnotes
          .map(
            (n) =>
              `<li><ix:footnote id="${n.id}" xml:lang="${language}">${xmlEscape(n.text)}</ix:footnote></li>`,
          )
          .join("")}</ol></section>`
  const relationships = report.footnotes
    .map((n) => {
      const from = report.facts.filter((f) => f.footnotes.includes(n.id)).map((f) => f.id)
      return from.length === 0 ? "" : `<ix:relationship fromRefs="${from.join(" ")}" toRefs="${n.id}"/>`
    })
    .join("")
  const header =
    `<div style="display:none"><ix:header>` +
    (hidden.length > 0 ? `<ix:hidden>${hidden.join("")}</ix:hidden>` : "") +
    `<ix:references><link:schemaRef xlink:type="simple" xlink:href="${xbrlEntryPoint}"/></ix:references>` +
    `<ix:resources>${instance.contexts.map(contextXml).join("")}` +
    `${instance.units.map(unitXml).join("")}${relationships}</ix:resources>` +
    `</ix:header></div>`

  const namespaces = {
    xmlns: "http://www.w3.org/1999/xhtml",
    "xmlns:ix": "http://www.xbrl.org/2013/inlineXBRL",
    "xmlns:ixt": "http://www.xbrl.org/inlineXBRL/transformation/2020-02-12",
    "xmlns:link": "http://www.xbrl.org/2003/linkbase",
    "xmlns:xlink": "http://www.w3.org/1999/xlink",
    "xmlns:xbrli": xbrlNamespaces.xbrli,
    "xmlns:xbrldi": "http://xbrl.org/2006/xbrldi",
    "xmlns:iso4217": xbrlNamespaces.iso4217,
    "xmlns:utr": xbrlNamespaces.utr,
    "xmlns:vsme": xbrlNamespaces.vsme,
    "xmlns:waste": xbrlNamespaces.waste,
    "xmlns:country": xbrlNamespaces.country,
    "xmlns:nace": xbrlNamespaces.nace,
  }
  const title = `${report.entity.name} – ${report.title}`
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<html ${Object.entries(namespaces)
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")} xml:lang="${language}" lang="${language}">` +
    `<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/>` +
    `<title>${xmlEscape(title)}</title><style type="text/css">${styles}</style></head>` +
    `<body>${header}<main>` +
    `<header class="cover"><h1>${xmlEscape(report.entity.name)}</h1>` +
    `<p>${xmlEscape(report.title)}</p>` +
    `<p>${words.report![language]}</p>` +
    `<p>${report.entity.scheme === leiScheme ? "LEI" : words.businessId![language]}: ${xmlEscape(report.entity.identifier)}</p>` +
    `<p>${words.period![language]}: ${report.period.start} – ${report.period.end}</p></header>` +
    `${body}${notes}<footer><p>${words.preparedWith![language]}</p></footer></main></body></html>\n`
  )
}
