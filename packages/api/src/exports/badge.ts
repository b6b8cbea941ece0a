import { Resvg } from "@resvg/resvg-js"
import type { Locale } from "@vsme/core"
import type { BadgeType } from "@vsme/sdk"
import { badgeFontFamily, badgeFontFiles, measureText, type BadgeWeight } from "./badgeFont.js"
import { fitText } from "./fitText.js"

/** The badge's size in CSS pixels; the PNG is rendered at twice that, crisp on high-density screens. */
export const badgeSize = { width: 480, height: 240 } as const
export const pngScale = 2

/** What the badge says (spec §3 "Badge": type company or accounting firm, language, year). */
const wording: Record<BadgeType, Record<Locale, { readonly headline: string; readonly subline: string }>> = {
  company: {
    fi: { headline: "Vastuullisuusraportti", subline: "laadittu VSME-standardin mukaan" },
    en: { headline: "Sustainability report", subline: "prepared under the VSME standard" },
    sv: { headline: "Hållbarhetsrapport", subline: "upprättad enligt VSME-standarden" },
  },
  accountingFirm: {
    fi: { headline: "Vastuullinen tilitoimisto", subline: "raportoi VSME-standardin mukaan" },
    en: { headline: "Responsible accounting firm", subline: "reports under the VSME standard" },
    sv: { headline: "Ansvarsfull redovisningsbyrå", subline: "rapporterar enligt VSME-standarden" },
  },
}

const footer = "VSME · EFRAG 12/2024"

export interface BadgeContent {
  readonly type: BadgeType
  readonly locale: Locale
  readonly year: number
  readonly companyName: string
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
  )

const measureIn = (weight: BadgeWeight) => (text: string, size: number) => measureText(text, weight, size)

const fontStack = `${badgeFontFamily}, 'Helvetica Neue', Arial, sans-serif`

/**
 * A `<text>` element whose width is pinned to the width measured with the badge font: a viewer that
 * lacks Inter and falls back to another font still fits the text in the same box.
 */
const textElement = (
  content: string,
  at: { x: number; y: number },
  style: { size: number; weight: BadgeWeight; fill: string; width: number; anchor?: "start" | "middle" },
) =>
  `<text x="${at.x}" y="${at.y}" font-family="${fontStack}" font-size="${style.size}" font-weight="${
    style.weight === "bold" ? 700 : 400
  }" fill="${style.fill}"${style.anchor === "middle" ? ' text-anchor="middle"' : ""} textLength="${style.width.toFixed(
    2,
  )}" lengthAdjust="spacingAndGlyphs">${escapeXml(content)}</text>`

/** The texts of a badge, fitted: exported for tests and for the accessible label. */
export const badgeTexts = (content: BadgeContent) => {
  const { headline, subline } = wording[content.type][content.locale]
  return { headline, subline, year: String(content.year), name: content.companyName.trim(), footer }
}

/**
 * The badge as SVG: the year in a round emblem, the headline and subline of its type and language,
 * the company name fitted to the space (fitText) and the standard. Built as text here, not from a
 * template file, so every coordinate comes from a measurement.
 */
export const badgeSvg = (content: BadgeContent): string => {
  const texts = badgeTexts(content)
  const { width, height } = badgeSize
  const left = 172
  const right = width - 24
  const box = right - left
  const fit = (text: string, weight: BadgeWeight, maxSize: number, minSize: number) =>
    fitText(text, { maxWidth: box, maxSize, minSize, measure: measureIn(weight) })
  const headline = fit(texts.headline, "bold", 22, 12)
  const subline = fit(texts.subline, "regular", 14, 9)
  const name = fit(texts.name || "–", "bold", 26, 13)
  const year = fitText(texts.year, { maxWidth: 92, maxSize: 34, minSize: 16, measure: measureIn("bold") })
  const footerWidth = measureText(texts.footer, "regular", 11)
  const nameTop = name.lines.length === 1 ? 166 : 152
  const label = `${texts.headline} ${texts.year}: ${texts.name}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="26" fill="#14532d" stroke="#86efac" stroke-width="4"/>`,
    `<circle cx="90" cy="120" r="66" fill="#166534" stroke="#bbf7d0" stroke-width="3"/>`,
    // A leaf above the year.
    `<path d="M90 66c-16 8-24 20-20 34 12 0 22-8 20-34zm0 0c16 8 24 20 20 34-12 0-22-8-20-34z" fill="#4ade80"/>`,
    textElement(
      texts.year,
      { x: 90, y: 150 },
      {
        size: year.size,
        weight: "bold",
        fill: "#ffffff",
        width: year.widths[0]!,
        anchor: "middle",
      },
    ),
    textElement(
      headline.lines[0]!,
      { x: left, y: 74 },
      {
        size: headline.size,
        weight: "bold",
        fill: "#ffffff",
        width: headline.widths[0]!,
      },
    ),
    textElement(
      subline.lines[0]!,
      { x: left, y: 98 },
      {
        size: subline.size,
        weight: "regular",
        fill: "#bbf7d0",
        width: subline.widths[0]!,
      },
    ),
    `<line x1="${left}" y1="118" x2="${right}" y2="118" stroke="#4ade80" stroke-width="2"/>`,
    ...name.lines.map((line, i) =>
      textElement(
        line,
        { x: left, y: nameTop + i * Math.round(name.size * 1.2) },
        {
          size: name.size,
          weight: "bold",
          fill: "#ffffff",
          width: name.widths[i]!,
        },
      ),
    ),
    textElement(
      texts.footer,
      { x: left, y: 214 },
      {
        size: 11,
        weight: "regular",
        fill: "#bbf7d0",
        width: footerWidth,
      },
    ),
    `</svg>`,
  ].join("\n")
}

/** The badge as PNG: the SVG rendered by resvg with the badge font, at twice its size. */
export const badgePng = (svg: string): Buffer =>
  new Resvg(svg, {
    fitTo: { mode: "zoom", value: pngScale },
    font: {
      fontFiles: Object.values(badgeFontFiles),
      loadSystemFonts: false,
      defaultFontFamily: badgeFontFamily,
    },
    shapeRendering: 2,
    textRendering: 1,
  })
    .render()
    .asPng()
