/**
 * A small XML writer for the e-invoice messages: elements are written in exactly the order given
 * (both schemas are strict sequences), text and attributes are escaped, and empty optional parts
 * (null, undefined, false) are left out, so a serialiser reads like the schema it follows.
 */

export interface XmlElement {
  readonly name: string
  readonly attributes: Readonly<Record<string, string | undefined>>
  readonly content: string | ReadonlyArray<XmlElement>
}

type Child = XmlElement | null | undefined | false

/** An element with child elements; absent children are skipped. */
export const el = (
  name: string,
  attributes: Readonly<Record<string, string | undefined>> = {},
  ...children: ReadonlyArray<Child | ReadonlyArray<Child>>
): XmlElement => ({
  name,
  attributes,
  content: children.flat().filter((c): c is XmlElement => Boolean(c)),
})

/** An element holding text. */
export const leaf = (
  name: string,
  text: string | number,
  attributes: Readonly<Record<string, string | undefined>> = {},
): XmlElement => ({ name, attributes, content: String(text) })

/** A leaf, or nothing when the value is null, undefined or blank. */
export const optionalLeaf = (
  name: string,
  text: string | number | null | undefined,
  attributes: Readonly<Record<string, string | undefined>> = {},
): XmlElement | null =>
  text === null || text === undefined || String(text).trim() === "" ? null : leaf(name, text, attributes)

// Characters XML 1.0 does not allow at all; validated input never has them, but a message must
// never become unparsable because of one.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g

export const escapeXmlText = (text: string) =>
  text.replace(forbidden, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")

const escapeAttribute = (text: string) => escapeXmlText(text).replace(/"/g, "&quot;")

const render = (element: XmlElement, depth: number): string => {
  const indent = "  ".repeat(depth)
  const attributes = Object.entries(element.attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join("")
  if (typeof element.content === "string")
    return `${indent}<${element.name}${attributes}>${escapeXmlText(element.content)}</${element.name}>\n`
  if (element.content.length === 0) return `${indent}<${element.name}${attributes}/>\n`
  return `${indent}<${element.name}${attributes}>\n${element.content
    .map((child) => render(child, depth + 1))
    .join("")}${indent}</${element.name}>\n`
}

/** The document: the UTF-8 declaration and the root element, indented two spaces per level. */
export const xmlDocument = (root: XmlElement) => `<?xml version="1.0" encoding="UTF-8"?>\n${render(root, 0)}`

/**
 * Text cut into at most `parts` pieces of at most `max` characters, on word boundaries where it can:
 * Finvoice repeats an element for a long name or street (e.g. `BuyerStreetName` up to three times).
 */
export const splitText = (text: string, max: number, parts: number): string[] => {
  const pieces: string[] = []
  let rest = text.trim()
  while (rest.length > 0 && pieces.length < parts) {
    if (rest.length <= max) {
      pieces.push(rest)
      break
    }
    const space = rest.lastIndexOf(" ", max)
    const cut = space > max / 2 ? space : max
    pieces.push(rest.slice(0, cut).trim())
    rest = rest.slice(cut).trim()
  }
  return pieces
}
