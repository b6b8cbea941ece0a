import { SaxesParser, type SaxesTagNS } from "saxes"
import type { ComparableFact } from "./efragFacts.js"

/**
 * Reads the facts of an inline XBRL document the way an XBRL processor does (Inline XBRL 1.1 with the
 * transformation registry 4 formats we write): for tests that the inline document carries the same
 * facts as the xBRL-JSON one. Parsing with a strict XML parser also proves the document well-formed.
 */

const IX = "http://www.xbrl.org/2013/inlineXBRL"
const XBRLI = "http://www.xbrl.org/2003/instance"
const XBRLDI = "http://xbrl.org/2006/xbrldi"

/** A decimal string shifted by a power of ten (`28.5`, -2 → `0.285`), exactly. */
export const shiftDecimal = (text: string, scale: number): string => {
  const [whole = "0", fraction = ""] = text.split(".")
  const digits = `${whole}${fraction}`
  const point = whole.length + scale
  const [intPart, fracPart] =
    point <= 0
      ? ["0", `${"0".repeat(-point)}${digits}`]
      : point >= digits.length
        ? [digits.padEnd(point, "0"), ""]
        : [digits.slice(0, point), digits.slice(point)]
  const int = intPart.replace(/^0+(?=\d)/, "")
  const frac = fracPart.replace(/0+$/, "")
  return frac === "" ? int : `${int}.${frac}`
}

/** A displayed number as a decimal string, by its transformation format (grouping and decimal mark). */
export const numberOf = (display: string, format: string | undefined) => {
  const text = display.replace(/[\s\u00a0]/g, "")
  if (format?.endsWith("num-comma-decimal")) return text.replace(/\./g, "").replace(",", ".")
  return text.replace(/,/g, "")
}

interface Open {
  readonly tag: SaxesTagNS
  text: string
}

export interface InlineDocument {
  readonly facts: ReadonlyArray<ComparableFact>
  /** Footnote texts by the ids of the facts they annotate. */
  readonly footnotes: ReadonlyMap<string, ReadonlyArray<string>>
  readonly title: string
}

/** Parses an inline XBRL document; throws on XML that is not well-formed. */
export const readInlineXbrl = (xhtml: string): InlineDocument => {
  const parser = new SaxesParser({ xmlns: true })
  const stack: Open[] = []
  const contexts = new Map<string, Record<string, string>>()
  const units = new Map<string, string>()
  const raw: Array<{ tag: SaxesTagNS; text: string }> = []
  const notes = new Map<string, string>()
  const relationships: Array<{ from: string[]; to: string[] }> = []
  let context: { id: string; dims: Record<string, string> } | null = null
  let unit: { id: string; measures: string[]; divide: boolean } | null = null
  let title = ""
  parser.on("opentag", (tag) => {
    stack.push({ tag, text: "" })
    const attr = (name: string) => tag.attributes[name]?.value
    if (tag.uri === XBRLI && tag.local === "context") context = { id: attr("id")!, dims: {} }
    if (tag.uri === XBRLI && tag.local === "unit") unit = { id: attr("id")!, measures: [], divide: false }
    if (tag.uri === XBRLI && tag.local === "divide" && unit) unit.divide = true
    if (tag.uri === IX && tag.local === "relationship")
      relationships.push({ from: attr("fromRefs")!.split(" "), to: attr("toRefs")!.split(" ") })
  })
  parser.on("text", (text) => {
    for (const open of stack) open.text += text
  })
  parser.on("closetag", (tag) => {
    const open = stack.pop()!
    const attr = (name: string) => tag.attributes[name]?.value
    if (tag.local === "title" && stack.length === 2) title = open.text
    if (tag.uri === XBRLDI && (tag.local === "explicitMember" || tag.local === "typedMember") && context)
      context.dims[attr("dimension")!] = open.text.trim()
    if (tag.uri === XBRLI && tag.local === "context" && context) {
      contexts.set(context.id, context.dims)
      context = null
    }
    if (tag.uri === XBRLI && tag.local === "measure" && unit) unit.measures.push(open.text.trim())
    if (tag.uri === XBRLI && tag.local === "unit" && unit) {
      units.set(unit.id, unit.divide ? unit.measures.join("/") : unit.measures[0]!)
      unit = null
    }
    if (tag.uri === IX && (tag.local === "nonFraction" || tag.local === "nonNumeric"))
      raw.push({ tag, text: open.text })
    if (tag.uri === IX && tag.local === "footnote") notes.set(attr("id")!, open.text)
  })
  parser.write(xhtml).close()

  const facts = raw.map(({ tag, text }): ComparableFact & { id: string } => {
    const attr = (name: string) => tag.attributes[name]?.value
    const format = attr("format")
    const dims = contexts.get(attr("contextRef")!)
    if (!dims) throw new Error(`fact ${attr("id")} names a missing context`)
    let value: string
    if (tag.local === "nonFraction") {
      const shown = shiftDecimal(numberOf(text, format), Number(attr("scale") ?? "0"))
      value = attr("sign") === "-" ? `-${shown}` : shown
    } else value = format?.endsWith("fixed-true") ? "true" : format?.endsWith("fixed-false") ? "false" : text
    const unitRef = attr("unitRef")
    return {
      id: attr("id")!,
      concept: attr("name")!.replace(/^vsme:/, ""),
      value,
      unit: unitRef ? units.get(unitRef)! : null,
      decimals: attr("decimals") === undefined ? null : Number(attr("decimals")),
      dimensions: dims,
    }
  })
  const footnotes = new Map<string, string[]>()
  for (const { from, to } of relationships)
    for (const id of from)
      footnotes.set(id, [...(footnotes.get(id) ?? []), ...to.map((n) => notes.get(n) ?? "")])
  return { facts, footnotes, title }
}
