import { Either, Schema } from "effect"
import { applicabilityOf, type ApplicabilityContext } from "./applicability.js"
import { computeDerived } from "./derived.js"
import { vsmeGates } from "./gates.js"
import type { Gate, Question, Section } from "./Question.js"
import { sections } from "./Question.js"
import { questionAnswerSchema } from "./questionSchema.js"
import { vsmeQuestions } from "./questions.js"
import type { SkipReason } from "./ReportAnswers.js"

/** Question and section states (spec §4). */
export type QuestionState = "incomplete" | "skipped" | "complete"

export interface ItemStatus {
  readonly id: string
  readonly section: Section
  readonly state: QuestionState
  /** Why it is skipped: the user's reason, or `notApplicable` when its condition does not hold. */
  readonly reason?: SkipReason
  /** An incomplete item that keeps its section from being complete (not optional). */
  readonly blocking: boolean
  /** The computed value of a derived question. */
  readonly derivedValue?: number | null
  /**
   * Whether the question is asked in this report: false when its condition does not hold (a follow-up
   * whose gate is unanswered or "no"). Such items are neither done nor to do (progress counts them out).
   */
  readonly asked: boolean
}

const status = (
  item: Question | Gate,
  state: QuestionState,
  extra: Partial<Pick<ItemStatus, "reason" | "blocking" | "derivedValue" | "asked">> = {},
): ItemStatus => ({ id: item.id, section: item.section, state, blocking: false, asked: true, ...extra })

/**
 * How completeness tells a valid answer: by decoding it with its question's Schema, unless the caller
 * knows already (the API remembers the verdict per stored answer version: decoding is most of the
 * cost of a report's completeness, and a save changes one answer of a hundred).
 */
export interface CompletenessOptions {
  readonly answerIsValid?: (q: Question, value: unknown, decode: () => boolean) => boolean
}

const decodes = (q: Question, value: unknown, comprehensive?: boolean) =>
  Either.isRight(Schema.decodeUnknownEither(questionAnswerSchema(q, comprehensive))(value))

/** The state of one question; null when it is not part of the report (Comprehensive in a Basic report). */
export const questionStatus = (
  q: Question,
  ctx: ApplicabilityContext,
  options: CompletenessOptions = {},
): ItemStatus | null => {
  const isValid = (value: unknown, decode: () => boolean) =>
    options.answerIsValid ? options.answerIsValid(q, value, decode) : decode()
  const applicability = applicabilityOf(q, ctx)
  if (!applicability.applies)
    return applicability.reason === "moduleNotChosen"
      ? null
      : status(q, "skipped", { reason: "notApplicable", asked: false })
  const blocking = applicability.obligation !== "optional"
  const answer = ctx.answers[q.id]
  if (answer?.status === "skipped") return status(q, "skipped", { reason: answer.reason })

  if (q.kind === "scalar" && q.derivation) {
    if (q.inputs && answer !== undefined) {
      if (!isValid(answer.value, () => decodes(q, answer.value))) return status(q, "incomplete", { blocking })
    }
    const value = computeDerived(q.derivation, ctx.answers, ctx.facts)
    return value === null
      ? status(q, "incomplete", { blocking, derivedValue: null })
      : status(q, "complete", { derivedValue: value })
  }

  if (answer === undefined) return status(q, "incomplete", { blocking })
  return isValid(answer.value, () => decodes(q, answer.value, ctx.facts.comprehensive))
    ? status(q, "complete")
    : status(q, "incomplete", { blocking })
}

/** The state of a gate: complete once answered yes or no. */
export const gateStatus = (g: Gate, ctx: ApplicabilityContext): ItemStatus | null => {
  if (!applicabilityOf(g, ctx).applies) return null
  const answer = ctx.answers[g.id]
  if (answer?.status === "skipped") return status(g, "skipped", { reason: answer.reason })
  return answer?.status === "answered" && typeof answer.value === "boolean"
    ? status(g, "complete")
    : status(g, "incomplete", { blocking: true })
}

export interface Tally {
  readonly state: QuestionState
  readonly complete: number
  readonly skipped: number
  readonly incomplete: number
  readonly total: number
  /**
   * Progress, the one figure every screen and the CLI show as "done of asked": items asked in the
   * report (their condition holds) that are answered or skipped by the user with a reason. A follow-up
   * whose gate is unanswered is not asked, so it is neither done nor counted; a new report is at 0.
   */
  readonly done: number
  readonly asked: number
}

/**
 * A section's or the report's state: complete when nothing blocking is left (skips and unanswered
 * optional questions do not block), skipped when every item is skipped, incomplete otherwise.
 */
export const tally = (items: ReadonlyArray<ItemStatus>): Tally => {
  const count = (state: QuestionState) => items.filter((i) => i.state === state).length
  const [complete, skipped, incomplete] = [count("complete"), count("skipped"), count("incomplete")]
  const state: QuestionState =
    items.length > 0 && skipped === items.length
      ? "skipped"
      : items.some((i) => i.state === "incomplete" && i.blocking)
        ? "incomplete"
        : "complete"
  const asked = items.filter((i) => i.asked)
  const done = asked.filter((i) => i.state !== "incomplete").length
  return { state, complete, skipped, incomplete, total: items.length, done, asked: asked.length }
}

export interface ReportCompleteness {
  readonly items: ReadonlyArray<ItemStatus>
  readonly sections: Readonly<Record<Section, Tally>>
  readonly overall: Tally
}

/** Completeness of a report: every gate and question in form order, per section and overall. */
export const reportCompleteness = (
  ctx: ApplicabilityContext,
  questions: ReadonlyArray<Question> = vsmeQuestions,
  gates: ReadonlyArray<Gate> = vsmeGates,
  options: CompletenessOptions = {},
): ReportCompleteness => {
  const items = [
    ...gates.map((g) => gateStatus(g, ctx)),
    ...questions.map((q) => questionStatus(q, ctx, options)),
  ].filter((i): i is ItemStatus => i !== null)
  const bySection = Object.fromEntries(
    sections.map((section) => [section, tally(items.filter((i) => i.section === section))]),
  ) as Record<Section, Tally>
  return { items, sections: bySection, overall: tally(items) }
}
