/** Measures a text's width at a font size (px). */
export type Measure = (text: string, size: number) => number

export interface FittedText {
  /** One or two lines, each at most `maxWidth` wide at `size`. */
  readonly lines: ReadonlyArray<string>
  readonly size: number
  /** The width of each line at `size`. */
  readonly widths: ReadonlyArray<number>
}

const ellipsis = "…"

/** The longest start of `text` that, with an ellipsis, fits `maxWidth` at `size`. */
const truncate = (text: string, maxWidth: number, size: number, measure: Measure) => {
  const chars = [...text]
  for (let n = chars.length; n > 0; n--) {
    const candidate = `${chars.slice(0, n).join("").trimEnd()}${ellipsis}`
    if (measure(candidate, size) <= maxWidth) return candidate
  }
  return ellipsis
}

/** The split of `words` into two lines whose wider line is narrowest. */
const bestSplit = (words: ReadonlyArray<string>, size: number, measure: Measure) => {
  let best: { lines: [string, string]; width: number } | null = null
  for (let i = 1; i < words.length; i++) {
    const lines: [string, string] = [words.slice(0, i).join(" "), words.slice(i).join(" ")]
    const width = Math.max(measure(lines[0], size), measure(lines[1], size))
    if (!best || width < best.width) best = { lines, width }
  }
  return best
}

/**
 * Fits a text into a box `maxWidth` wide: on one line at the largest size from `maxSize` down to
 * `minSize` (in 0.5 px steps); failing that, on two lines split at a space; failing that, on one line
 * at `minSize`, shortened with an ellipsis. Long company names ("Pohjois-Pohjanmaan Kone- ja
 * Metallityö Osuuskunta") stay readable instead of running off the badge.
 */
export const fitText = (
  text: string,
  options: {
    readonly maxWidth: number
    readonly maxSize: number
    readonly minSize: number
    readonly measure: Measure
  },
): FittedText => {
  const { maxWidth, maxSize, minSize, measure } = options
  const clean = text.replace(/\s+/g, " ").trim()
  for (let size = maxSize; size >= minSize; size -= 0.5) {
    const width = measure(clean, size)
    if (width <= maxWidth) return { lines: [clean], size, widths: [width] }
  }
  const words = clean.split(" ")
  if (words.length > 1) {
    for (let size = maxSize * 0.8; size >= minSize; size -= 0.5) {
      const split = bestSplit(words, size, measure)
      if (split && split.width <= maxWidth)
        return { lines: split.lines, size, widths: split.lines.map((line) => measure(line, size)) }
    }
  }
  const short = truncate(clean, maxWidth, minSize, measure)
  return { lines: [short], size: minSize, widths: [measure(short, minSize)] }
}
