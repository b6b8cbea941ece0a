import { disclosures, fieldsInScope, type Disclosure, type ShareScope } from "@vsme/core"
import type { ShareSnapshot, SharedAttachment } from "@vsme/sdk"
import { allFormItems, type FormItem } from "../reports/formItems.js"
import type { ReviewComment, ReviewSource, TableFields } from "../reports/ReviewAnswer.js"
import { editableFields } from "../reports/TableInput.js"

/** A share's snapshot as the review components read a report (answers without their versions). */
export const snapshotSource = (snapshot: ShareSnapshot): ReviewSource => ({
  answers: Object.fromEntries(Object.entries(snapshot.answers).map(([id, answer]) => [id, { answer }])),
  questionStates: snapshot.questionStates,
  comprehensive: snapshot.report.comprehensive,
})

/** One disclosure of a share's page with its gates and questions, in the form's order. */
export interface SharedDisclosure {
  readonly disclosure: Disclosure
  readonly items: ReadonlyArray<FormItem>
}

/** The Basic module (B1–B11 and other information) or the Comprehensive module (C1–C9) of a share. */
export interface SharedModule {
  readonly module: "basic" | "comprehensive"
  readonly disclosures: ReadonlyArray<SharedDisclosure>
}

const moduleOf = (disclosure: Disclosure): SharedModule["module"] =>
  disclosure.startsWith("C") ? "comprehensive" : "basic"

/**
 * The disclosure an item is shown under: its own, except a table whose shown columns all belong to
 * another one (B2's policy table in a share of C2 alone holds C2's descriptions only: it is C2 there).
 */
const shownUnder = (item: FormItem, snapshot: ShareSnapshot): Disclosure => {
  if (item.kind !== "question" || item.question.kind !== "table") return item.disclosure
  const q = item.question
  const owners = new Set(
    fieldsInScope(q, snapshot.scope, snapshot.report.comprehensive).map((f) => f.disclosure ?? q.disclosure),
  )
  const [only] = [...owners]
  return owners.size === 1 && only !== undefined ? only : item.disclosure
}

/**
 * What a share's page shows, grouped as the standard numbers it: the Basic module's disclosures B1–B11
 * (then other information), the Comprehensive module's C1–C9, each with the snapshot's items only.
 * A module or disclosure the share does not hold is left out rather than shown empty.
 */
export const sharedModules = (snapshot: ShareSnapshot): ReadonlyArray<SharedModule> => {
  const shown = new Set(snapshot.items)
  const items = allFormItems.filter((item) => shown.has(item.id) && item.id in snapshot.questionStates)
  const placed = items.map((item) => ({ item, disclosure: shownUnder(item, snapshot) }))
  const byDisclosure = disclosures.flatMap((disclosure): SharedDisclosure[] => {
    const inDisclosure = placed.filter((p) => p.disclosure === disclosure).map((p) => p.item)
    return inDisclosure.length > 0 ? [{ disclosure, items: inDisclosure }] : []
  })
  return (["basic", "comprehensive"] as const).flatMap((module): SharedModule[] => {
    const inModule = byDisclosure.filter((d) => moduleOf(d.disclosure) === module)
    return inModule.length > 0 ? [{ module, disclosures: inModule }] : []
  })
}

/** The public comments of a share by question; a shared comment names no author. */
export const sharedComments = (
  snapshot: ShareSnapshot,
): ReadonlyMap<string, ReadonlyArray<ReviewComment>> => {
  const byQuestion = new Map<string, ReviewComment[]>()
  snapshot.comments.forEach((comment, index) => {
    const shared: ReviewComment = {
      id: `${comment.questionId}-${index}`,
      type: "public",
      text: comment.text,
      createdAt: comment.createdAt,
    }
    byQuestion.set(comment.questionId, [...(byQuestion.get(comment.questionId) ?? []), shared])
  })
  return byQuestion
}

/** The shared attachments by question, in the order of the snapshot. */
export const sharedAttachments = (
  snapshot: ShareSnapshot,
): ReadonlyMap<string, ReadonlyArray<SharedAttachment>> => {
  const byQuestion = new Map<string, SharedAttachment[]>()
  for (const attachment of snapshot.attachments)
    byQuestion.set(attachment.questionId, [...(byQuestion.get(attachment.questionId) ?? []), attachment])
  return byQuestion
}

/**
 * The columns of a table answer in a share: the editable fields that its scope shows. A share of C2
 * alone shows B2's policy table with the C2 descriptions only, as its snapshot holds only those.
 */
export const scopeTableFields =
  (scope: ShareScope): TableFields =>
  (q, comprehensive) => {
    const kept = new Set(fieldsInScope(q, scope, comprehensive).map((f) => f.id))
    return editableFields(q, comprehensive).filter((f) => kept.has(f.id))
  }
