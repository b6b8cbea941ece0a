/** Peak resident memory while `work` runs, sampled every 5 ms, and how long it took. */
export const timeAndPeakMemory = async <T>(
  work: () => Promise<T> | T,
): Promise<{
  readonly value: T
  readonly seconds: number
  readonly peakRssMb: number
  readonly baseRssMb: number
}> => {
  const baseRss = process.memoryUsage.rss()
  let peak = baseRss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 5)
  const started = performance.now()
  try {
    const value = await work()
    const seconds = (performance.now() - started) / 1000
    peak = Math.max(peak, process.memoryUsage.rss())
    return { value, seconds, peakRssMb: peak / 2 ** 20, baseRssMb: baseRss / 2 ** 20 }
  } finally {
    clearInterval(sampler)
  }
}

/** Median of a few timings: one slow outlier (a GC, a neighbour's burst) does not decide the figure. */
export const median = (values: ReadonlyArray<number>) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}
