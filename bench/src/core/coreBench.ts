import { readFileSync } from "node:fs"
import path from "node:path"
import { Either, Schema } from "effect"
import {
  YesNo,
  buildQuestionAnswerSchema,
  calculate,
  copyFactor,
  decodeFactorCsv,
  findQuestion,
  questionAnswerSchema,
  reportCompleteness,
  type CalculationRowFields,
  type EmissionFactor,
} from "@vsme/core"
import { workspaceRoot } from "@vsme/api"
import { sampleReport } from "@vsme/api/testing"
import { announceFailure, announceReady } from "../childProcess.js"
import { median, timeAndPeakMemory } from "../measure.js"

export interface CoreBenchResult {
  readonly co2e: {
    readonly rows: number
    readonly seconds: number
    readonly rowsPerSecond: number
    readonly peakRssMb: number
  }
  readonly report: {
    readonly answers: number
    readonly validateMs: number
    readonly completenessMs: number
    readonly totalMs: number
    readonly repetitions: number
    /**
     * Where completeness spends its time: checking every answered question with a Schema built
     * afresh (as `questionStatus` did before issue 10: build, compile, decode) against the same
     * checks with the Schemas `questionAnswerSchema` now keeps per question (decode only).
     */
    readonly rebuiltSchemasMs: number
    readonly prebuiltSchemasMs: number
  }
}

/**
 * Rows for every library factor that can stand as a row's own factor (market-based electricity
 * factors only ever come second), cycled to `count`, with varying amounts.
 */
const co2eRows = (library: ReadonlyArray<EmissionFactor>, count: number): CalculationRowFields[] => {
  const usable = library.filter((f) => f.scope2Basis !== "market")
  return Array.from({ length: count }, (_, i) => {
    const factor = usable[i % usable.length]!
    return {
      type: factor.rowType,
      title: `${factor.name} ${i}`,
      amount: (i % 997) * 1.25 + 0.5,
      unit: factor.denominatorUnit,
      notes: "",
      factor: copyFactor(factor),
      marketBasedFactor: null,
      scope3Category: factor.rowType === "other" && factor.scope3Category === null ? 1 : null,
    }
  })
}

const co2eBench = async (rowCount: number) => {
  const csv = readFileSync(path.join(workspaceRoot, "fixtures/ghg/emission-factors.csv"), "utf8")
  const { factors } = decodeFactorCsv(csv)
  const rows = co2eRows(factors, rowCount)
  // The bench measures the calculating path, not the refusal of rows: every row must calculate.
  const probe = calculate({ rows: rows.slice(0, 2000) })
  if (probe.issues.length > 0) throw new Error(`bench rows have issues: ${JSON.stringify(probe.issues[0])}`)
  const { seconds, peakRssMb, value } = await timeAndPeakMemory(() => calculate({ rows }))
  if (value.rows.length !== rowCount) throw new Error("not every row was calculated")
  return { rows: rowCount, seconds, rowsPerSecond: rowCount / seconds, peakRssMb }
}

/**
 * Validating a full Comprehensive report as report.saveAnswer checks each answer (the question's
 * Schema from core, gates as yes/no), then its completeness as every report read computes it.
 */
const reportBench = (repetitions: number) => {
  const sample = sampleReport()
  const entries = Object.entries(sample.answers)
  const validate = () => {
    for (const [id, answer] of entries) {
      if (answer.status !== "answered") continue
      const question = findQuestion(id)
      const schema = question ? questionAnswerSchema(question, true) : YesNo
      const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(
        answer.value,
      )
      if (Either.isLeft(decoded)) throw new Error(`sample answer ${id} does not validate`)
    }
  }
  const complete = () => reportCompleteness({ answers: sample.answers, facts: { comprehensive: true } })
  if (complete().overall.state !== "complete") throw new Error("the sample report should be complete")
  const timings = { validate: [] as number[], complete: [] as number[] }
  for (let i = 0; i < repetitions; i++) {
    let started = performance.now()
    validate()
    timings.validate.push(performance.now() - started)
    started = performance.now()
    complete()
    timings.complete.push(performance.now() - started)
  }
  const validateMs = median(timings.validate)
  const completenessMs = median(timings.complete)
  const questions = entries.flatMap(([id, answer]) => {
    const question = findQuestion(id)
    return question && answer.status === "answered" ? [{ question, value: answer.value }] : []
  })
  const prebuilt = questions.map(({ question, value }) => ({
    schema: questionAnswerSchema(question, true),
    value,
  }))
  const rebuilt = () => {
    for (const { question, value } of questions)
      Schema.decodeUnknownEither(buildQuestionAnswerSchema(question, true))(value)
  }
  const reused = () => {
    for (const { schema, value } of prebuilt) Schema.decodeUnknownEither(schema)(value)
  }
  reused()
  const time = (work: () => void) =>
    median(
      Array.from({ length: repetitions }, () => {
        const started = performance.now()
        work()
        return performance.now() - started
      }),
    )
  return {
    answers: entries.length,
    validateMs,
    completenessMs,
    totalMs: validateMs + completenessMs,
    repetitions,
    rebuiltSchemasMs: time(rebuilt),
    prebuiltSchemasMs: time(reused),
  }
}

const main = async () => {
  const rowCount = Number(process.env.BENCH_CO2E_ROWS ?? 1_000_000)
  const report = reportBench(Number(process.env.BENCH_REPORT_REPETITIONS ?? 30))
  const co2e = await co2eBench(rowCount)
  announceReady<CoreBenchResult>({ co2e, report }, async () => {})
}

main().catch(announceFailure)
