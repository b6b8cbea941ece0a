import { readFileSync } from "node:fs"
import {
  calculate,
  calculateTotals,
  copyFactor,
  decodeFactorCsv,
  type CalculationRowFields,
  type EmissionFactor,
} from "@vsme/core"
import { announceFailure, announceReady } from "../childProcess.js"
import { timeAndPeakMemory } from "../measure.js"

export interface Co2eBenchResult {
  readonly rows: number
  readonly seconds: number
  readonly rowsPerSecond: number
  /** Rows per second of the process's CPU time (user + system): steadier on a shared machine. */
  readonly rowsPerCpuSecond: number
  /** The process's peak resident memory during the run (the kernel's high-water mark), everything included. */
  readonly peakRssMb: number
  /** Its resident memory before the run: Node, the engine's modules and the factor library. */
  readonly baseRssMb: number
}

/**
 * Rows for every library factor that can stand as a row's own factor (market-based electricity
 * factors only ever come second), cycled to `count`, with varying amounts: made one at a time as
 * the engine asks for them (a generator), as rows read from a database or a file arrive. Every
 * electricity row also names a market-based factor, so scope 2 is calculated both ways.
 */
function* co2eRows(library: ReadonlyArray<EmissionFactor>, count: number): Generator<CalculationRowFields> {
  const usable = library.filter((f) => f.scope2Basis !== "market").map(copyFactor)
  const market = library.find((f) => f.scope2Basis === "market")
  const marketCopy = market ? copyFactor(market) : null
  for (let i = 0; i < count; i++) {
    const factor = usable[i % usable.length]!
    const type = factor.factor.rowType
    yield {
      type,
      title: factor.factor.name,
      amount: (i % 997) * 1.25 + 0.5,
      unit: factor.factor.denominatorUnit,
      notes: "",
      factor,
      marketBasedFactor: type === "electricity" ? marketCopy : null,
      scope3Category: type === "other" && factor.factor.scope3Category === null ? 1 : null,
    }
  }
}

/**
 * The CO2e engine over BENCH_CO2E_ROWS rows streamed through `calculateTotals`, in a process of its
 * own that loads only core (so its memory is the engine's, not the API's): after a warm-up of
 * 100,000 rows (the JIT), wall time, CPU time and the peak resident memory of the process.
 */
const main = async () => {
  const rowCount = Number(process.env.BENCH_CO2E_ROWS ?? 1_000_000)
  const csv = readFileSync(new URL("../../../fixtures/ghg/emission-factors.csv", import.meta.url), "utf8")
  const { factors } = decodeFactorCsv(csv)
  // The bench measures the calculating path, not the refusal of rows: every row must calculate, and
  // the streamed totals must be exactly those of `calculate`.
  const probeRows = [...co2eRows(factors, 2000)]
  const probe = calculate({ rows: probeRows })
  if (probe.issues.length > 0) throw new Error(`bench rows have issues: ${JSON.stringify(probe.issues[0])}`)
  if (
    JSON.stringify(calculateTotals(probeRows).exact, (_, v: unknown) =>
      typeof v === "bigint" ? String(v) : v,
    ) !== JSON.stringify(probe.exact, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v))
  )
    throw new Error("the streamed totals differ from calculate's")
  calculateTotals(co2eRows(factors, 100_000))
  const cpuBefore = process.cpuUsage()
  const { seconds, peakRssMb, baseRssMb, value } = await timeAndPeakMemory(() =>
    calculateTotals(co2eRows(factors, rowCount)),
  )
  const cpu = process.cpuUsage(cpuBefore)
  if (value.rows !== rowCount || value.rowsWithIssues > 0) throw new Error("not every row was calculated")
  announceReady<Co2eBenchResult>(
    {
      rows: rowCount,
      seconds,
      rowsPerSecond: rowCount / seconds,
      rowsPerCpuSecond: rowCount / ((cpu.user + cpu.system) / 1e6),
      peakRssMb,
      baseRssMb,
    },
    async () => {},
  )
}

main().catch(announceFailure)
