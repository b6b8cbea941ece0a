import { Schema } from "effect"
import type { Locale } from "../i18n/Locale.js"
import { naceCodeRows, naceSectionRows } from "./naceCodeList.js"

/** One NACE Rev. 2.1 code: a division (`70`), group (`70.1`) or class (`70.10`). */
export interface NaceEntry {
  readonly code: string
  readonly section: string
  readonly level: "division" | "group" | "class"
  /** The English title from EFRAG's VSME taxonomy. */
  readonly title: string
  /** The title in each interface language: English as above, Finnish and Swedish of TOL 2025. */
  readonly titles: Readonly<Record<Locale, string>>
}

const levelOf = (code: string): NaceEntry["level"] =>
  code.length === 2 ? "division" : code.length === 4 ? "group" : "class"

/**
 * Every NACE Rev. 2.1 division, group and class, in code order. The list is generated from the
 * `nace:` members of EFRAG's VSME taxonomy (scripts/generate-nace-codes.mjs), the code list the
 * VSME report itself uses for the sector classification (B1).
 */
export const naceCodes: ReadonlyArray<NaceEntry> = naceCodeRows.map(([code, section, en, fi, sv]) => ({
  code,
  section,
  level: levelOf(code),
  title: en,
  titles: { en, fi, sv },
}))

/** Section letter → English section title (A "AGRICULTURE, FORESTRY AND FISHING"). */
export const naceSections: ReadonlyMap<string, string> = new Map(
  naceSectionRows.map(([letter, en]) => [letter, en]),
)

/** Section letter → its title in each interface language. */
export const naceSectionTitles: ReadonlyMap<string, Readonly<Record<Locale, string>>> = new Map(
  naceSectionRows.map(([letter, en, fi, sv]) => [letter, { en, fi, sv }]),
)

const byCode: ReadonlyMap<string, NaceEntry> = new Map(naceCodes.map((entry) => [entry.code, entry]))

/** The entry of a code in its dotted form (`70.10`), or undefined when the list has no such code. */
export const findNaceCode = (code: string): NaceEntry | undefined => byCode.get(code)

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()

/** The title of a code in `locale` ("62.10" in Finnish: "Ohjelmistojen suunnittelu ja valmistus"). */
export const naceTitle = (code: string, locale: Locale): string | undefined =>
  byCode.get(code)?.titles[locale]

/** Titles folded once per language for the search below (accents and case ignored). */
const foldedTitles = new Map<Locale, ReadonlyArray<string>>()
const searchableTexts = (locale: Locale) => {
  let texts = foldedTitles.get(locale)
  if (!texts) {
    texts = naceCodes.map((entry) => fold(`${entry.code} ${entry.titles[locale]}`))
    foldedTitles.set(locale, texts)
  }
  return texts
}

/**
 * Codes matching what someone typed: a code prefix (`70`, `70.1`, `7010`) or words of the title in
 * the person's language (parts of words count: "ohjelmisto" finds "Ohjelmistojen…"), in list order;
 * at most `limit`. For the searchable picker.
 */
export const searchNaceCodes = (
  query: string,
  limit = 20,
  locale: Locale = "en",
): ReadonlyArray<NaceEntry> => {
  const q = fold(query.trim())
  if (q === "") return naceCodes.slice(0, limit)
  const digits = q.replace(/[^\d]/g, "")
  const codeQuery = /^[\d.\s]+$/.test(q)
  const words = q.split(/\s+/).filter(Boolean)
  const texts = searchableTexts(locale)
  const matches: NaceEntry[] = []
  for (const [index, entry] of naceCodes.entries()) {
    const hit = codeQuery
      ? entry.code.replace(".", "").startsWith(digits)
      : words.every((word) => texts[index]!.includes(word))
    if (hit) matches.push(entry)
    if (matches.length >= limit) break
  }
  return matches
}

/** A NACE Rev. 2.1 code from the list, in its dotted form. */
export const NaceCode = Schema.String.pipe(
  Schema.filter((code) => byCode.has(code), { message: () => "validation.unknownNaceCode" }),
  Schema.brand("NaceCode"),
)
export type NaceCode = typeof NaceCode.Type

/** Most NACE codes one account lists: its main line and a few secondary ones. */
export const maxNaceCodesPerAccount = 10

/** An account's NACE codes: known codes, no repeats, at most ten. */
export const NaceCodes = Schema.Array(NaceCode).pipe(
  Schema.maxItems(maxNaceCodesPerAccount, { message: () => "validation.tooManyItems" }),
  Schema.filter(
    (codes) => {
      const seen = new Set<string>()
      for (const [index, code] of codes.entries()) {
        if (seen.has(code)) return { path: [index], message: "validation.duplicateValue" }
        seen.add(code)
      }
      return true
    },
    { message: () => "validation.duplicateValue" },
  ),
)

/** A national industry code read as NACE: which revision it follows and its dotted class code. */
export interface NaceFromTol {
  /** NACE Rev. 2 for TOL 2008, NACE Rev. 2.1 for TOL 2025. */
  readonly revision: "2" | "2.1"
  /** The first four digits as `DD.DD`. */
  readonly code: string
  /** The Rev. 2.1 entry when the code is one of ours (only ever for TOL 2025). */
  readonly entry: NaceEntry | undefined
}

/**
 * Reads a Statistics Finland industry code (five digits, `70100`) as NACE: its first four digits are
 * the NACE class (`70.10`), the fifth is national (stat.fi on TOL 2008; assumed the same for TOL
 * 2025, see fixtures/reference/prh-ytj.md §2). TOL 2008 follows NACE Rev. 2, whose codes partly
 * mean other things in Rev. 2.1 (47.91 changed its meaning), so only TOL 2025 codes are matched
 * against our Rev. 2.1 list. The register names the classification in `typeCodeSet`: TOIMI3 is
 * TOL 2008, TOIMI4 TOL 2025. Null for other classifications and for codes that are not 4–5 digits.
 */
export const naceFromTol = (tolCode: string, codeSet: string): NaceFromTol | null => {
  const digits = tolCode.trim()
  if (!/^\d{4,5}$/.test(digits)) return null
  const code = `${digits.slice(0, 2)}.${digits.slice(2, 4)}`
  if (codeSet === "TOIMI4") return { revision: "2.1", code, entry: findNaceCode(code) }
  if (codeSet === "TOIMI3") return { revision: "2", code, entry: undefined }
  return null
}
