import { divide, exact, type Exact, multiply, toDecimalString } from "../units/exact.js"

/** A figure in a model's answer that the report data does not contain: where it is, for highlighting. */
export interface FigureMismatch {
  readonly figure: string
  /** UTF-16 offsets into the answer, end exclusive. */
  readonly start: number
  readonly end: number
}

/** One way to read a figure: the numbers it stands for (all must be in the data) and their scale. */
interface Reading {
  readonly parts: ReadonlyArray<string>
  readonly scale: string
}

interface Figure {
  readonly text: string
  readonly start: number
  readonly end: number
  readonly readings: ReadonlyArray<Reading>
}

const space = "[ \\u00a0\\u202f\\u2009]"
/**
 * Dates first (31.12.2025, 2025-12-31: each part is checked), then numbers with spaces between
 * thousands (12 345,5), then digits with points or commas. Digits glued to letters are not figures:
 * B3, CO2, ISO14001.
 */
const figurePattern = new RegExp(
  [
    "(?<![\\p{L}\\p{N}_])(?:",
    "(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})",
    "|(\\d{4})-(\\d{2})-(\\d{2})",
    `|(\\d{1,3}(?:${space}\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)*)`,
    ")(?!\\d)",
  ].join(""),
  "gu",
)

/** Words after a figure that scale it: "1,2 miljoonaa" is 1 200 000. */
const scaleWords: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\s?(?:millions?|milj\.|miljoonaa|miljoona|miljoner|miljon|M€|MEUR)/iu, "1000000"],
  [/^\s?(?:thousands?|tuhatta|tuhat|tusen|k€|t€|TEUR)/iu, "1000"],
]

const decimal = (text: string) => text.replace(",", ".")

/** The readings of a number as written: a decimal comma or point, or a separator of thousands. */
const numberReadings = (raw: string): string[][] => {
  if (new RegExp(space, "u").test(raw)) return [[decimal(raw.replace(new RegExp(space, "gu"), ""))]]
  const separators = raw.match(/[.,]/g) ?? []
  if (separators.length === 0) return [[raw]]
  const groups = raw.split(/[.,]/)
  if (separators.length === 1) {
    const readings = [[decimal(raw)]]
    if (groups[1]!.length === 3) readings.push([groups.join("")])
    return readings
  }
  const readings: string[][] = [groups]
  const last = raw.search(/[.,][^.,]*$/)
  const thousands = raw.slice(0, last)
  // 1,234,567 or 1.234.567 (one kind of separator, groups of three), or 1,234.5 / 1.234,5.
  if (groups.slice(1, -1).every((g) => g.length === 3)) {
    if (new Set(separators).size === 1 && groups.at(-1)!.length === 3) readings.push([groups.join("")])
    if (!thousands.includes(raw[last]!))
      readings.push([`${thousands.replace(/[.,]/g, "")}.${raw.slice(last + 1)}`])
  }
  return readings
}

/** Every figure of a text with its possible readings. */
const figuresOf = (text: string): Figure[] =>
  [...text.matchAll(figurePattern)].map((match) => {
    const start = match.index
    const end = start + match[0].length
    const date =
      match[1] !== undefined
        ? [match[1], match[2]!, match[3]!]
        : match[4] !== undefined
          ? [match[4], match[5]!, match[6]!]
          : null
    if (date !== null) return { text: match[0], start, end, readings: [{ parts: date, scale: "1" }] }
    const after = text.slice(end, end + 16)
    const scale = scaleWords.find(([pattern]) => pattern.test(after))?.[1] ?? "1"
    return {
      text: match[0],
      start,
      end,
      readings: numberReadings(match[7]!).map((parts) => ({ parts, scale })),
    }
  })

/** Figures that are not quantities: list numbers at the start of a line, and "Scope 1 and 2". */
const exemptRanges = (text: string): Array<readonly [number, number]> => {
  const ranges: Array<readonly [number, number]> = []
  for (const m of text.matchAll(/^[ \t]*(\d{1,2})[.)](?=\s)/gmu)) {
    const start = m.index + m[0].indexOf(m[1]!)
    ranges.push([start, start + m[1]!.length])
  }
  const scope =
    /(?<!\p{L})(?:scope|laajuu\p{L}*|omfattning)\s*[-–]?\s*\d(?:\s*(?:,|–|-|\/|\+|&|and|ja|och|to|till)\s*\d)*(?!\d)/giu
  for (const m of text.matchAll(scope)) ranges.push([m.index, m.index + m[0].length])
  return ranges
}

const decimalsOf = (part: string) => part.split(".")[1]?.length ?? 0

/**
 * The figures of a model's answer that do not appear in the report data it was given (issue 8: the
 * answer is checked against the data, and a mismatch is flagged in the UI). A figure matches a value
 * of the data when the value, rounded to the decimals the figure was written with, equals it: "12,3"
 * matches 12,345 but "12,4" does not. Both a decimal comma and point are accepted, spaces, commas or
 * points between thousands, "million"/"thousand" words, and dates part by part. Signs are ignored
 * ("a reduction of 20 %" for a change of -20). `extraValues` are further numbers of the data.
 */
export const findUnsupportedFigures = (
  answer: string,
  data: string,
  extraValues: ReadonlyArray<number> = [],
): FigureMismatch[] => {
  const known: Exact[] = []
  for (const figure of figuresOf(data))
    for (const reading of figure.readings)
      for (const part of reading.parts) {
        known.push(exact(part))
        if (reading.scale !== "1") known.push(multiply(exact(part), exact(reading.scale)))
      }
  for (const value of extraValues) if (Number.isFinite(value)) known.push(exact(Math.abs(value)))

  const matchesKnown = (part: string, scale: string) => {
    const decimals = decimalsOf(part)
    const written = toDecimalString(exact(part), decimals)
    const divisor = exact(scale)
    return known.some((value) => toDecimalString(divide(value, divisor), decimals) === written)
  }
  const exempt = exemptRanges(answer)
  return figuresOf(answer)
    .filter((f) => !exempt.some(([from, to]) => f.start >= from && f.end <= to))
    .filter((f) => !f.readings.some((r) => r.parts.every((part) => matchesKnown(part, r.scale))))
    .map((f) => ({ figure: f.text, start: f.start, end: f.end }))
}
