import {
  disclosures,
  sections,
  vsmeGates,
  vsmeQuestions,
  type Disclosure,
  type Gate,
  type Question,
  type Section,
} from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"

/** One step of the report form: a screening (gate) question or a question of the catalogue. */
export type FormItem =
  | {
      readonly kind: "gate"
      readonly id: string
      readonly section: Section
      readonly disclosure: Disclosure
      readonly gate: Gate
    }
  | {
      readonly kind: "question"
      readonly id: string
      readonly section: Section
      readonly disclosure: Disclosure
      readonly question: Question
    }

export type ItemState = "incomplete" | "skipped" | "complete"

/**
 * Every gate and question in form order: by section (general, environment, social, governance), then
 * by disclosure, each disclosure's screening questions before the questions they open.
 */
export const allFormItems: ReadonlyArray<FormItem> = sections.flatMap((section) =>
  disclosures.flatMap((disclosure) => [
    ...vsmeGates
      .filter((g) => g.section === section && g.disclosure === disclosure)
      .map((gate): FormItem => ({ kind: "gate", id: gate.id, section, disclosure, gate })),
    ...vsmeQuestions
      .filter((q) => q.section === section && q.disclosure === disclosure)
      .map((question): FormItem => ({ kind: "question", id: question.id, section, disclosure, question })),
  ]),
)

/**
 * Whether an item does not apply to this report because its condition does not hold (not because the
 * user skipped it): the server marks both "skipped, not applicable", only a user skip is stored.
 */
export const isConditionSkipped = (report: Pick<ReportDetail, "questionStates" | "answers">, id: string) => {
  const state = report.questionStates[id]
  return state?.state === "skipped" && state.reason === "notApplicable" && report.answers[id] === undefined
}

/**
 * The steps of a report: the items that are part of it (its modules) and apply. Items whose condition
 * does not hold stay visible in the side list but are not steps, so "Next" never lands on them.
 */
export const reportSteps = (
  report: Pick<ReportDetail, "questionStates" | "answers">,
): ReadonlyArray<FormItem> =>
  allFormItems.filter((item) => item.id in report.questionStates && !isConditionSkipped(report, item.id))

/**
 * The step after `id` in form order, in the report as it stands now (after the save that opened or
 * closed follow-ups); the first step when `id` is null, undefined after the last (the final step).
 * Found by form order rather than by the old step index, so a follow-up just opened is not skipped.
 */
export const nextStepAfter = (
  report: Pick<ReportDetail, "questionStates" | "answers">,
  id: string | null,
): FormItem | undefined => {
  const steps = reportSteps(report)
  if (id === null) return steps[0]
  const order = allFormItems.findIndex((item) => item.id === id)
  return steps.find((step) => allFormItems.findIndex((item) => item.id === step.id) > order)
}

/** The items of a report (its modules), applicable or not, for the side list. */
export const reportItems = (report: Pick<ReportDetail, "questionStates">): ReadonlyArray<FormItem> =>
  allFormItems.filter((item) => item.id in report.questionStates)

/** Spec §4: the step is clamped between 0 and the last step; the last step is the final one. */
export const clampStep = (step: number, stepCount: number) =>
  Math.min(Math.max(Number.isFinite(step) ? Math.trunc(step) : 0, 0), Math.max(stepCount - 1, 0))
