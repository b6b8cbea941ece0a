import { Either, Schema } from "effect"
import type { ReportCompleteness } from "./completeness.js"

/**
 * A report's state (spec §4: "draft" by default; other values not shown). `ready` = reviewed and
 * complete; `locked` = what was published or audited, edits go to a new revision.
 */
export const ReportState = Schema.Literal("draft", "ready", "locked")
export type ReportState = typeof ReportState.Type

export const initialReportState: ReportState = "draft"

/** Allowed moves: draft ⇄ ready, ready → locked; a locked report stays locked. */
export const reportTransitions: Readonly<Record<ReportState, ReadonlyArray<ReportState>>> = {
  draft: ["ready"],
  ready: ["draft", "locked"],
  locked: [],
}

export class ReportTransitionRefused extends Schema.TaggedError<ReportTransitionRefused>()(
  "ReportTransitionRefused",
  {
    from: ReportState,
    to: ReportState,
    reason: Schema.Literal("notAllowed", "incomplete"),
  },
) {}

/** Moves a report to `to`; becoming ready needs every section complete (or skipped). */
export const transitionReport = (
  from: ReportState,
  to: ReportState,
  completeness: ReportCompleteness,
): Either.Either<ReportState, ReportTransitionRefused> => {
  if (!reportTransitions[from].includes(to))
    return Either.left(new ReportTransitionRefused({ from, to, reason: "notAllowed" }))
  if (to === "ready" && completeness.overall.state === "incomplete")
    return Either.left(new ReportTransitionRefused({ from, to, reason: "incomplete" }))
  return Either.right(to)
}
