import type { ComponentProps, ReactNode } from "react"
import Markdown, { type Components, type Options } from "react-markdown"

/**
 * A model's summary is Markdown (headings, lists, emphasis). It is rendered as such, never as HTML:
 * react-markdown builds React elements from the Markdown syntax tree, raw HTML in the text is dropped
 * (`skipHtml`, and no rehype-raw), only the elements below are kept, and a link is a link only to an
 * http(s) address (docs/decisions/030). The model's text is untrusted input like any other.
 */
const allowedElements = [
  "p",
  "br",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "del",
  "code",
  "blockquote",
  "hr",
  "a",
  "mark",
]

/** A figure the check could not find in the report data: a character range of the summary text. */
export interface MarkRange {
  readonly start: number
  readonly end: number
}

// The few shapes of the HTML syntax tree (hast) the marking plugin touches.
interface HastText {
  type: "text"
  value: string
  position?: { start: { offset?: number }; end: { offset?: number } }
}
interface HastElement {
  type: "element"
  tagName: string
  properties: Record<string, unknown>
  children: Array<HastNode>
}
type HastNode = HastText | HastElement | { type: string; children?: Array<HastNode> }

/**
 * A rehype plugin that wraps the mismatched figures in `<mark>`. The ranges are offsets into the
 * summary's source text; a text node whose source slice is its own text (no escapes in between) is
 * cut at the ranges inside it. Ranges out of bounds or overlapping are ignored, not trusted.
 */
const markRanges = (source: string, ranges: ReadonlyArray<MarkRange>, title: string) => () => {
  const sorted = [...ranges]
    .filter((r) => r.start >= 0 && r.end > r.start && r.end <= source.length)
    .sort((a, b) => a.start - b.start)
  const split = (node: HastText): Array<HastNode> => {
    const from = node.position?.start.offset
    const to = node.position?.end.offset
    if (from === undefined || to === undefined || source.slice(from, to) !== node.value) return [node]
    const pieces: Array<HastNode> = []
    let at = from
    for (const range of sorted) {
      if (range.start < at || range.end > to) continue
      if (range.start > at) pieces.push({ type: "text", value: source.slice(at, range.start) })
      pieces.push({
        type: "element",
        tagName: "mark",
        properties: { title },
        children: [{ type: "text", value: source.slice(range.start, range.end) }],
      })
      at = range.end
    }
    if (pieces.length === 0) return [node]
    if (at < to) pieces.push({ type: "text", value: source.slice(at, to) })
    return pieces
  }
  // A single line break inside a paragraph or list item is a line break (as the model and the
  // key-figures summary mean it), not a space; the breaks between blocks are left alone.
  const breakLines = (piece: HastNode): Array<HastNode> => {
    if (piece.type !== "text" || !(piece as HastText).value.includes("\n")) return [piece]
    return (piece as HastText).value.split("\n").flatMap((line, i): Array<HastNode> => {
      const text: Array<HastNode> = line ? [{ type: "text", value: line }] : []
      return i === 0 ? text : [{ type: "element", tagName: "br", properties: {}, children: [] }, ...text]
    })
  }
  const blockParents = new Set(["ul", "ol", "blockquote"])
  const walk = (node: HastNode, inline: boolean) => {
    if (!("children" in node) || !node.children) return
    node.children = node.children.flatMap((child) => {
      if (child.type !== "text") {
        const tag = (child as HastElement).tagName
        walk(child, child.type === "element" && !blockParents.has(tag))
        return [child]
      }
      const pieces = sorted.length > 0 ? split(child as HastText) : [child]
      return inline ? pieces.flatMap(breakLines) : pieces
    })
  }
  return (tree: unknown) => walk(tree as HastNode, false)
}

const isWebAddress = (href: unknown) => typeof href === "string" && /^https?:\/\//i.test(href)

/** Headings start below the panel's own heading level, so the page outline stays whole. */
const heading =
  (Tag: "h3" | "h4" | "h5") =>
  ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>

const components: Components = {
  h1: heading("h3"),
  h2: heading("h4"),
  h3: heading("h5"),
  h4: heading("h5"),
  h5: heading("h5"),
  h6: heading("h5"),
  a: ({ href, children }: ComponentProps<"a">) =>
    isWebAddress(href) ? (
      <a href={href} rel="noopener noreferrer nofollow" target="_blank">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
}

/** Only http(s) addresses survive as link targets; anything else (javascript:, data:) is dropped. */
const urlTransform: Options["urlTransform"] = (url) => (isWebAddress(url) ? url : "")

export const SummaryMarkdown = ({
  text,
  marks = [],
  markTitle = "",
}: {
  text: string
  marks?: ReadonlyArray<MarkRange>
  markTitle?: string
}) => (
  <Markdown
    skipHtml
    allowedElements={allowedElements}
    unwrapDisallowed
    urlTransform={urlTransform}
    components={components}
    rehypePlugins={[markRanges(text, marks, markTitle)]}
  >
    {text}
  </Markdown>
)
