import { readFileSync, writeFileSync } from "node:fs"

/**
 * The kernel's high-water mark of this process's resident memory (VmHWM), in bytes, after resetting
 * it (writing 5 to /proc/self/clear_refs): the true peak even of synchronous work, which a timer
 * cannot sample. Null where /proc does not offer it.
 */
const highWaterMark = {
  reset: () => {
    try {
      writeFileSync("/proc/self/clear_refs", "5")
      return true
    } catch {
      return false
    }
  },
  read: (): number | null => {
    try {
      const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))
      return match ? Number(match[1]) * 1024 : null
    } catch {
      return null
    }
  },
}

/**
 * Peak resident memory while `work` runs (the kernel's high-water mark where there is one, else
 * sampled every 5 ms), and how long it took.
 */
export const timeAndPeakMemory = async <T>(
  work: () => Promise<T> | T,
): Promise<{
  readonly value: T
  readonly seconds: number
  readonly peakRssMb: number
  readonly baseRssMb: number
}> => {
  const baseRss = process.memoryUsage.rss()
  const kernelPeak = highWaterMark.reset()
  let peak = baseRss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 5)
  const started = performance.now()
  try {
    const value = await work()
    const seconds = (performance.now() - started) / 1000
    peak = Math.max(peak, process.memoryUsage.rss(), (kernelPeak ? highWaterMark.read() : null) ?? 0)
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

/** The value below which `p` percent of the values lie (nearest rank): p95 of timings. */
export const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

/**
 * Resident memory of another process from /proc (Linux), in MiB: now (VmRSS) or its peak so far
 * (VmHWM); 0 once the process has ended.
 */
export const processRssMb = (pid: number, field: "VmRSS" | "VmHWM" = "VmRSS") => {
  try {
    const line = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))
    return line ? Number(line[1]) / 1024 : 0
  } catch {
    return 0
  }
}

/**
 * Resets another process's high-water mark of resident memory (writing 5 to its clear_refs), so
 * that its VmHWM afterwards is the peak of what came after: the true peak even between samples.
 * False where the kernel does not allow it.
 */
export const resetProcessPeak = (pid: number) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, "5")
    return true
  } catch {
    return false
  }
}

/**
 * Downloads a spreadsheet from a server process `repetitions` times and watches that process's
 * memory meanwhile (sampled every 5 ms, and its high-water mark after resetting it): the time to the
 * last byte of each, the size of the last, the lowest resident memory before one and the peak during
 * any. Fails unless each answer is 200 and a zip (what every workbook is).
 */
export const downloadWatchingMemory = async (
  pid: number,
  download: () => Promise<Response>,
  repetitions: number,
  what: string,
) => {
  const times: number[] = []
  let bytes = 0
  let baseMb = Infinity
  let peakMb = 0
  for (let i = 0; i < repetitions; i++) {
    baseMb = Math.min(baseMb, processRssMb(pid))
    const kernelPeak = resetProcessPeak(pid)
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, processRssMb(pid))), 5)
    const started = performance.now()
    const response = await download()
    const body = Buffer.from(await response.arrayBuffer())
    times.push((performance.now() - started) / 1000)
    clearInterval(sampler)
    peakMb = Math.max(peakMb, processRssMb(pid), kernelPeak ? processRssMb(pid, "VmHWM") : 0)
    if (response.status !== 200 || body.subarray(0, 2).toString() !== "PK")
      throw new Error(`${what} answered ${response.status}: ${body.subarray(0, 300).toString()}`)
    bytes = body.length
  }
  return { times, bytes, baseMb, peakMb }
}
