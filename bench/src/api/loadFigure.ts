/** What one load run measured. */
export interface LoadFigure {
  /** Successful (2xx) requests per second. */
  readonly rps: number
  /**
   * CPU time the server process spent per successful request, in ms: the steadiest figure on a
   * shared machine, where throughput also depends on what the neighbours do.
   */
  readonly cpuMsPerRequest: number
  readonly p50Ms: number
  readonly p99Ms: number
  /** Answers other than 2xx, and connection errors: both must be 0 for the figure to count. */
  readonly failures: number
}
