import { Schema } from "effect"
import type { QuantityKind } from "../units/units.js"

/**
 * Why a question was left unanswered: it does not apply to the company, the information is not
 * available, or it is classified or sensitive (standard §19; such omissions are listed under B1).
 */
export const SkipReason = Schema.Literal("notApplicable", "notAvailable", "classified")
export type SkipReason = typeof SkipReason.Type

/** A stored answer: a value (decoded with the question's Schema) or a skip with its reason. */
export const Answer = Schema.Union(
  Schema.Struct({ status: Schema.Literal("answered"), value: Schema.Unknown }),
  Schema.Struct({ status: Schema.Literal("skipped"), reason: SkipReason }),
)
export type Answer = typeof Answer.Type

/** A report's answers keyed by question id or gate id (spec §3 "answers keyed by question id"). */
export type Answers = Readonly<Record<string, Answer>>

/** A row of a table answer: its key (typed identifier or member) and its field values. */
export interface TableRow {
  readonly key: string
  readonly values: Readonly<Record<string, unknown>>
}

/** The value of a table question: the unit chosen per quantity kind, and the rows. */
export interface TableAnswer {
  readonly units: Readonly<Partial<Record<QuantityKind, string>>>
  readonly rows: ReadonlyArray<TableRow>
}

/** What core knows about the company outside the report (account settings and details). */
export interface CompanyFacts {
  /** The report uses the Comprehensive Module (Option B). */
  readonly comprehensive: boolean
  readonly employees?: number
  readonly naceCodes?: ReadonlyArray<string>
}

/** The value of an answered question, or undefined when unanswered or skipped. */
export const answerValue = (answers: Answers, id: string): unknown => {
  const answer = answers[id]
  return answer?.status === "answered" ? answer.value : undefined
}

export const answered = (value: unknown): Answer => ({ status: "answered", value })
export const skipped = (reason: SkipReason): Answer => ({ status: "skipped", reason })
