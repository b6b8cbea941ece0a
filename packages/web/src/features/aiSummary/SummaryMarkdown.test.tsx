import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { SummaryMarkdown, type MarkRange } from "./SummaryMarkdown.js"

const html = (text: string, marks: ReadonlyArray<MarkRange> = []) =>
  renderToStaticMarkup(<SummaryMarkdown text={text} marks={marks} markTitle="not in the report" />)

const rangeOf = (text: string, figure: string): MarkRange => ({
  start: text.indexOf(figure),
  end: text.indexOf(figure) + figure.length,
})

describe("SummaryMarkdown", () => {
  it("renders headings, lists and emphasis as HTML, not raw '- ' bullets", () => {
    const out = html(
      "# Summary\n\n## Climate\n\n- Scope 1: **116 t**\n- Scope 2: 133 t\n\n1. first\n2. second",
    )
    expect(out).toContain("<h3>Summary</h3>")
    expect(out).toContain("<h4>Climate</h4>")
    expect(out).toContain("<ul>")
    expect(out).toContain("<li>Scope 1: <strong>116 t</strong></li>")
    expect(out).toContain("<ol>")
    expect(out).not.toContain("- Scope")
  })

  it("keeps single line breaks inside a paragraph", () => {
    expect(html("Company: Demo Oy\nIndustry: 25.62")).toBe("<p>Company: Demo Oy<br/>Industry: 25.62</p>")
  })

  it("never renders script, raw HTML, images or javascript: links", () => {
    const out = html(
      [
        "<script>alert(1)</script>",
        '<img src="x" onerror="alert(2)">',
        "[click](javascript:alert(3)) and [data](data:text/html,<b>x</b>)",
        "![tracker](https://evil.example/pixel.png)",
        '<a href="javascript:alert(4)">raw link</a>',
        "<iframe src=https://evil.example></iframe>",
      ].join("\n\n"),
    )
    expect(out).not.toMatch(/<script|<img|<iframe|onerror|javascript:|data:text|href=""/i)
    expect(out).toContain("<span>click</span>")
    expect(out).not.toContain("<a")
  })

  it("links only to web addresses, opened safely", () => {
    expect(html("See [EFRAG](https://www.efrag.org/vsme).")).toContain(
      '<a href="https://www.efrag.org/vsme" rel="noopener noreferrer nofollow" target="_blank">EFRAG</a>',
    )
  })

  it("marks the mismatched figures by their offsets in the source, also inside list items", () => {
    const text = "We have **45 employees**.\n\n- Emissions 99 tCO2e\n- Energy 10 MWh"
    const out = html(text, [rangeOf(text, "99"), rangeOf(text, "45")])
    expect(out).toContain('<strong><mark title="not in the report">45</mark> employees</strong>')
    expect(out).toContain('<li>Emissions <mark title="not in the report">99</mark> tCO2e</li>')
    expect(out.match(/<mark/g)).toHaveLength(2)
  })

  it("ignores ranges out of bounds or overlapping an earlier one", () => {
    const text = "Scope 1 is 116 t."
    const out = html(text, [
      { start: 11, end: 14 },
      { start: 12, end: 13 },
      { start: 5, end: 400 },
      { start: 9, end: 9 },
    ])
    expect(out).toBe('<p>Scope 1 is <mark title="not in the report">116</mark> t.</p>')
  })
})
