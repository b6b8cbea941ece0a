import { Either, Schema } from "effect"
import {
  YesNo,
  buildQuestionAnswerSchema,
  findQuestion,
  questionAnswerSchema,
  reportCompleteness,
} from "@vsme/core"
import { sampleReport } from "@vsme/api/testing"
import { announceFailure, announceReady } from "../childProcess.js"
import type { Co2eBenchResult } from "./co2eBench.js"
import { median } from "../measure.js"

export interface CoreBenchResult {
  /** Measured in a process of its own (`co2eBench.ts`), merged in by main. */
  readonly co2e: Co2eBenchResult
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
  const report = reportBench(Number(process.env.BENCH_REPORT_REPETITIONS ?? 30))
  announceReady<Omit<CoreBenchResult, "co2e">>({ report }, async () => {})
}

main().catch(announceFailure)
