import {
  findNaceCode,
  naceMemberOf,
  taxonomyConcepts,
  taxonomyMemberLabels,
  taxonomyWasteTypes,
  xbrlCountryCodes,
} from "@vsme/core"

/**
 * The EFRAG template shows members by their English labels ("Italy", "Alachlor", "  20 01 01 -
 * Non-Hazardous - Paper and cardboard", "NACE G - 47.22 Retail sale of meat…"); these functions turn
 * them back into taxonomy members.
 */

const normal = (text: string) =>
  text
    // "B2 – Practices…" (the template's lists use en dashes, the taxonomy's labels hyphens)
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s*\[member\]\s*$/i, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()

/**
 * Template texts that are not the taxonomy's label of their member (EFRAG's converter keeps the same
 * list as `cellValuesToTaxonomyLabels`, data/excel_templates/vsme.json).
 */
const templateTexts: Readonly<Record<string, string>> = {
  "option a (basic module only)": "OptionABasicModuleOnlyMember",
  "option b (basic module and comprehensive module)": "OptionBBasicModuleAndComprehensiveModuleMember",
  "sustainability report prepared on a consolidated basis": "ConsolidatedMember",
  "sustainability report prepared on an individual basis": "IndividualMember",
  "as an average across the reporting period": "AverageDuringTheReportingPeriodMember",
  "at the end of the reporting period": "AtTheEndOfTheReportingPeriodMember",
  "other (please specify the legal form in the row below)": "OtherUndertakingsLegalFormMember",
  asbestos: "AsbestosMember",
}

const vsmeByLabel = new Map<string, string>([
  ...Object.entries(taxonomyMemberLabels).map(([member, label]) => [normal(label), member] as const),
  ...Object.entries(templateTexts),
])

/** A `vsme:` member from its label in the template, or null. */
export const vsmeMemberOfLabel = (text: string): string | null => vsmeByLabel.get(normal(text)) ?? null

/** `NACE G - 47.22 Retail sale of meat…` (or just `47.22`) as our NACE code, or null. */
export const naceCodeOfLabel = (text: string): string | null => {
  const code = /(?:^|\s|-\s)(\d{2}(?:\.\d{1,2})?)(?:\s|$)/.exec(text.trim())?.[1]
  return code && findNaceCode(code) && naceMemberOf(code) ? code : null
}

/**
 * Codes of the 1994 European waste list that templates 1.0.x still offer and that the list of 2000
 * (the taxonomy's) merged: textile fibres, unprocessed (04 02 01–04) and processed (04 02 05–08).
 */
const mergedWasteCodes: Readonly<Record<string, string>> = {
  "040201": "040221",
  "040202": "040221",
  "040203": "040221",
  "040204": "040221",
  "040205": "040222",
  "040206": "040222",
  "040207": "040222",
  "040208": "040222",
}

/** The name of a waste in a label, as lower-case words: "10 11 12 - Non-Hazardous - Waste glass…" → "waste glass…". */
const wasteName = (label: string) =>
  label
    .replace(/^.*?\b(?:Non-Hazardous|Hazardous)\b(?:\s+Waste)?\s*-\s*/i, "")
    .replace(/\[member\]\s*$/i, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()

const wastesByCode = new Map(
  taxonomyWasteTypes.map(([member, code, hazardous, label]) => [
    code,
    { member, code, hazardous, name: wasteName(label) },
  ]),
)

/**
 * The waste member of a template label: `  20 01 01 - Non-Hazardous - Paper and cardboard` (1.1 on)
 * or `        200101 Non-Hazardous Waste - Paper and cardboard` (1.0.x, indented under its chapter), with any
 * white space around it; null for a category or a code with no member.
 *
 * 1.0.x offers the 1994 European waste catalogue, the taxonomy has the list of 2000 (as amended in 2014):
 * - a code both lists have names the same waste, and the current list says whether it is hazardous
 *   (1.0.x flags some otherwise: "030101 Hazardous Waste - Waste bark and cork", 03 01 01 in 2000);
 * - a 1994 code the 2000 list dropped is read as its successor when there is exactly one: a code of the
 *   same sub-chapter that the file's own list (`listCodes`) does not have, as hazardous as the label
 *   says, whose name begins with the old name ("101102 Non-Hazardous Waste - Waste glass" in EFRAG's
 *   own 1.0.0 sample → 10 11 12 "Waste glass other than those mentioned in 10 11 11");
 * - the textile fibres 04 02 01–08, which the 2000 list merged, as merged (`mergedWasteCodes`).
 * EFRAG's converter reads a 1.0.x file against the 2024-12-17 taxonomy, whose members are the 1994
 * codes; the export is under 2026-05-01, which has none of them.
 */
export const wasteMemberOfLabel = (text: string, listCodes?: ReadonlySet<string>): string | null => {
  const match = /(\d{2})\s?(\d{2})\s?(\d{2})\*?\s*(?:-\s*)?(Hazardous|Non-Hazardous)\b/i.exec(text)
  if (!match) return null
  const written = `${match[1]}${match[2]}${match[3]}`
  const code = mergedWasteCodes[written] ?? written
  const known = wastesByCode.get(code)
  if (known) return known.member
  if (!listCodes) return null
  const hazardous = match[4]!.toLowerCase() === "hazardous"
  const name = wasteName(text)
  if (name === "") return null
  const successors = [...wastesByCode.values()].filter(
    (w) =>
      w.code.startsWith(code.slice(0, 4)) &&
      !listCodes.has(w.code) &&
      w.hazardous === hazardous &&
      w.name.startsWith(name),
  )
  return successors.length === 1 ? successors[0]!.member : null
}

/** The six-digit codes of a template's own list of wastes (its `enum_ListTypeOfWastes` entries). */
export const wasteCodesOfList = (entries: ReadonlyArray<string>): ReadonlySet<string> =>
  new Set(
    entries.flatMap((entry) => {
      const match = /(\d{2})\s?(\d{2})\s?(\d{2})\*?\s*(?:-\s*)?(?:Hazardous|Non-Hazardous)\b/i.exec(entry)
      return match ? [`${match[1]}${match[2]}${match[3]}`] : []
    }),
  )

const englishCountries = (() => {
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" })
  return new Map(
    xbrlCountryCodes.flatMap((code) => {
      const name = names.of(code)
      return name ? [[normal(name), code] as const] : []
    }),
  )
})()

/** A country from its name, by the template's own list first (name → code), else by English names. */
export const countryCodeOfLabel = (
  text: string,
  templateList: ReadonlyMap<string, string>,
): string | null => {
  const trimmed = text.trim()
  if (/^[A-Z]{2}$/.test(trimmed) && xbrlCountryCodes.includes(trimmed)) return trimmed
  return templateList.get(normal(trimmed)) ?? englishCountries.get(normal(trimmed)) ?? null
}

/** Normalised form of a country name, for the template's list. */
export const countryKey = normal

const conceptsByLabel = new Map(taxonomyConcepts.map((c) => [normal(c.label), c.name]))

/** A concept from its English label (the Footnotes sheet names concepts so), or null. */
export const conceptOfLabel = (text: string): string | null => conceptsByLabel.get(normal(text)) ?? null

/** Our unit names the template's unit texts stand for ("metric tonnes (t)", "squared meters (m2)", "m³"). */
const unitIds: Readonly<Record<string, string>> = {
  t: "t",
  kg: "kg",
  m3: "m3",
  "m³": "m3",
  m2: "sqm",
  "m²": "sqm",
  sqm: "sqm",
  ha: "ha",
  km2: "sqkm",
  "km²": "sqkm",
  sqkm: "sqkm",
  mwh: "MWh",
  kwh: "kWh",
  gwh: "GWh",
  tco2e: "tCO2e",
}

/** A unit text of the template as a UTR QName (`utr:t`), or null. */
export const utrOfUnitText = (text: string): string | null => {
  const candidates = [text.trim(), ...[...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!.trim())]
  for (const candidate of candidates) {
    const id = unitIds[candidate.toLowerCase()]
    if (id) return `utr:${id}`
  }
  return null
}
