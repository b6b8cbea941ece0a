/** A piece of a summary's text, flagged when it is a figure not found in the report data. */
export interface Segment {
  readonly text: string
  readonly flagged: boolean
}

/**
 * Cuts a summary's text at the figure mismatches (core `findUnsupportedFigures`), so that the panel
 * can highlight them. Ranges out of bounds or overlapping an earlier one are ignored, not trusted.
 */
export const markedSegments = (
  text: string,
  mismatches: ReadonlyArray<{ readonly start: number; readonly end: number }>,
): Segment[] => {
  const segments: Segment[] = []
  let at = 0
  for (const { start, end } of [...mismatches].sort((a, b) => a.start - b.start)) {
    if (start < at || end <= start || end > text.length) continue
    if (start > at) segments.push({ text: text.slice(at, start), flagged: false })
    segments.push({ text: text.slice(start, end), flagged: true })
    at = end
  }
  if (at < text.length) segments.push({ text: text.slice(at), flagged: false })
  return segments
}
