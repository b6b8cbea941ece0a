/** What the web bench measures of one page: the budgets (budgets.ts) and the tables (webTable.ts) read it. */
export interface ScriptBytes {
  /** JavaScript files the page loaded (workers included). */
  readonly scripts: number
  /** Their size as JavaScript (decoded). */
  readonly jsBytes: number
  /** Each file gzip-compressed at level 9, summed: the yardstick of the goals. */
  readonly jsGzipBytes: number
  /** What actually crossed the network (the API sends its precompressed brotli or gzip files). */
  readonly jsTransferredBytes: number
}

export interface PageFigures extends ScriptBytes {
  /** Median over the repetitions, in ms from the start of navigation. */
  readonly firstContentfulPaintMs: number
  readonly domContentLoadedMs: number
  readonly usableMs: number
  readonly repetitions: number
}
