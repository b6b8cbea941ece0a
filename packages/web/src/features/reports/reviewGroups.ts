import type { Disclosure, Gate, SkipReason } from "@vsme/core"
import type { FormItem } from "./formItems.js"
import type { ReviewSource } from "./ReviewAnswer.js"

/** Why a whole disclosure is left out of the report, in the words the review shows. */
export type CollapsedReason =
  /** The user skipped every question with this reason. */
  | { readonly kind: "skipped"; readonly reason: SkipReason }
  /** A screening question was answered No, so its questions do not apply. */
  | { readonly kind: "gateNo"; readonly gates: ReadonlyArray<Gate> }
  /** Skipped for several reasons, or closed by an earlier answer elsewhere. */
  | { readonly kind: "doesNotApply" }

/** A run of the review: answers shown one by one, or a disclosure left out, shown as one line. */
export type ReviewGroup =
  | { readonly kind: "items"; readonly items: ReadonlyArray<FormItem> }
  | {
      readonly kind: "collapsed"
      readonly disclosure: Exclude<Disclosure, "other">
      readonly items: ReadonlyArray<FormItem>
      readonly reason: CollapsedReason
    }

type ReportView = Pick<ReviewSource, "questionStates" | "answers">

const reasonOf = (report: ReportView, items: ReadonlyArray<FormItem>): CollapsedReason => {
  const closedBy = items.flatMap((item) => {
    const answer = report.answers[item.id]?.answer
    return item.kind === "gate" && answer?.status === "answered" && answer.value === false ? [item.gate] : []
  })
  if (closedBy.length > 0) return { kind: "gateNo", gates: closedBy }
  const reasons = new Set(
    items.flatMap((item) => {
      const answer = report.answers[item.id]?.answer
      return item.kind === "question" && answer?.status === "skipped" ? [answer.reason] : []
    }),
  )
  const questions = items.filter((item) => item.kind === "question")
  const allUserSkipped = questions.every((item) => report.answers[item.id]?.answer.status === "skipped")
  const [only] = [...reasons]
  return reasons.size === 1 && allUserSkipped && only
    ? { kind: "skipped", reason: only }
    : { kind: "doesNotApply" }
}

/**
 * The items of one section of the review, grouped so that a disclosure whose every question is
 * skipped (or does not apply) takes one line with the reason instead of a page of "Does not apply"
 * (a printed review was 15 pages, mostly that). A disclosure keeps its answers one by one when any of
 * them is answered, or has a comment shown; "Other information" is never collapsed (it has no title).
 */
export const reviewGroups = (
  report: ReportView,
  items: ReadonlyArray<FormItem>,
  hasComments: (id: string) => boolean,
): ReadonlyArray<ReviewGroup> => {
  const groups: Array<ReviewGroup> = []
  const pushItems = (more: ReadonlyArray<FormItem>) => {
    const last = groups.at(-1)
    if (last?.kind === "items") groups[groups.length - 1] = { kind: "items", items: [...last.items, ...more] }
    else groups.push({ kind: "items", items: more })
  }
  const byDisclosure = new Map<Disclosure, Array<FormItem>>()
  for (const item of items)
    byDisclosure.set(item.disclosure, [...(byDisclosure.get(item.disclosure) ?? []), item])
  for (const [disclosure, group] of byDisclosure) {
    const questions = group.filter((item) => item.kind === "question")
    const collapsible =
      disclosure !== "other" &&
      questions.length > 0 &&
      questions.every((item) => report.questionStates[item.id]?.state === "skipped") &&
      !group.some((item) => hasComments(item.id))
    if (collapsible)
      groups.push({ kind: "collapsed", disclosure, items: group, reason: reasonOf(report, group) })
    else pushItems(group)
  }
  return groups
}
