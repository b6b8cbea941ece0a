import { sections, tally, type Disclosure, type ItemStatus, type Section, type Tally } from "@vsme/core"
import type { ReportDetail } from "@vsme/sdk"
import { isConditionSkipped, reportItems, type FormItem } from "./formItems.js"

type ReportStates = Pick<ReportDetail, "questionStates" | "answers">

/** The questions of one disclosure in one section (B3, C4…; "other" blocks per section). */
export interface DisclosureGroup {
  readonly key: string
  readonly section: Section
  readonly disclosure: Disclosure
  /** Every item of the report in this disclosure, applicable or not (the list shows both). */
  readonly items: ReadonlyArray<FormItem>
  /** The items that are steps of the form: their condition holds (`nextStepAfter`'s steps). */
  readonly steps: ReadonlyArray<FormItem>
  /** Core's tally of the group: `done` of `asked`, the one progress figure (decision 022). */
  readonly progress: Tally
}

/** A form item's status as core's `tally` counts it, from the server's question states. */
const statusOf = (report: ReportStates, item: FormItem): ItemStatus => {
  const state = report.questionStates[item.id]
  return {
    id: item.id,
    section: item.section,
    state: state?.state ?? "incomplete",
    ...(state?.reason ? { reason: state.reason } : {}),
    blocking: state?.blocking ?? false,
    // Core's `asked`: false exactly for an item whose condition does not hold (not a user's skip).
    asked: !isConditionSkipped(report, item.id),
  }
}

/**
 * The report's items grouped by section, then by disclosure in form order, each group with its
 * progress counted by core's `tally` (so the list, the header, the dashboard and the CLI agree).
 */
export const disclosureGroups = (
  report: Pick<ReportDetail, "questionStates" | "answers">,
): ReadonlyArray<{ readonly section: Section; readonly groups: ReadonlyArray<DisclosureGroup> }> => {
  const items = reportItems(report)
  return sections.map((section) => {
    const groups: DisclosureGroup[] = []
    for (const item of items.filter((i) => i.section === section)) {
      const last = groups.at(-1)
      if (last && last.disclosure === item.disclosure) (last.items as FormItem[]).push(item)
      else
        groups.push({
          key: `${section}:${item.disclosure}`,
          section,
          disclosure: item.disclosure,
          items: [item],
          steps: [],
          progress: tally([]),
        })
    }
    return {
      section,
      groups: groups.map((group) => ({
        ...group,
        steps: group.items.filter((item) => !isConditionSkipped(report, item.id)),
        progress: tally(group.items.map((item) => statusOf(report, item))),
      })),
    }
  })
}

/**
 * Where the person is: the disclosure group of a question and its place among the group's steps,
 * "B3 … · 4 of 9". Null for the final step or an id that is not a step of the report.
 */
export const placeOf = (
  report: Pick<ReportDetail, "questionStates" | "answers">,
  id: string | null,
): { readonly group: DisclosureGroup; readonly step: number; readonly count: number } | null => {
  if (id === null) return null
  for (const { groups } of disclosureGroups(report))
    for (const group of groups) {
      const index = group.steps.findIndex((item) => item.id === id)
      if (index >= 0) return { group, step: index + 1, count: group.steps.length }
    }
  return null
}
