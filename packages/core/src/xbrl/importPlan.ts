import { Schema } from "effect"
import { exact } from "../units/exact.js"
import type { QuantityKind } from "../units/units.js"
import { findQuestion } from "../vsme/questions.js"
import { Answer, answered, type Answers, type TableAnswer } from "../vsme/ReportAnswers.js"
import { checkImported, type ProposedAnswer } from "./importFacts.js"
import { convertQuantityExact, decimalText } from "./lexical.js"
import { factsByQuestion, reportFacts, type ReportFactsInput } from "./reportFacts.js"
import { sameFacts } from "./XbrlFact.js"

/** What applying an import does to one question. */
export const ImportChange = Schema.Literal("new", "changed", "unchanged")
export type ImportChange = typeof ImportChange.Type

/** One line of the preview: the answer now (null when none) and the answer after applying. */
export const ImportItem = Schema.Struct({
  questionId: Schema.String,
  change: ImportChange,
  before: Schema.NullOr(Answer),
  after: Answer,
  /** Imported with required table columns missing: the form asks for them afterwards. */
  incomplete: Schema.Boolean,
})
export type ImportItem = typeof ImportItem.Type

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null

const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    isRecord(v) && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )

/**
 * A table from the file merged with the stored one: the file's rows replace ours, but a cell the file
 * leaves empty in a row we also have keeps our value (EFRAG's template, for one, has no cell for a
 * site's coordinates that it did not look up itself). Amounts are converted into the file's unit.
 */
const mergeTable = (questionId: string, stored: unknown, imported: unknown) => {
  const question = findQuestion(questionId)
  if (question?.kind !== "table" || !isRecord(stored) || !Array.isArray(stored.rows)) return null
  const ours = stored as unknown as TableAnswer
  const theirs = imported as TableAnswer
  const rows = theirs.rows.map((row) => {
    const previous = ours.rows.find((r) => r.key === row.key)
    if (!previous) return row
    const values = { ...row.values }
    for (const field of question.fields) {
      if (values[field.id] !== null && values[field.id] !== undefined) continue
      const value = previous.values[field.id]
      if (value === null || value === undefined) continue
      if (field.answer.kind === "amount" && typeof value === "number") {
        const kind: QuantityKind = field.answer.quantity
        const from = ours.units[kind]
        const to = theirs.units[kind]
        if (!from || !to) continue
        values[field.id] = Number(decimalText(convertQuantityExact(kind, exact(value), from, to)))
      } else if (field.answer.kind !== "derived") values[field.id] = value
    }
    return { key: row.key, values }
  })
  return checkImported(question, { units: theirs.units, rows })
}

/**
 * The preview of an import: for each proposed answer, whether it is new, changes the report or leaves it
 * as it is. Two answers are the same when they give the same XBRL facts (1 000 kgCO2e is 1 tCO2e, a B2
 * table whose rows say the same as the file's facts is unchanged), so re-importing a report's own export
 * changes nothing, whatever form its answers were entered in.
 */
export const planImport = (
  stored: Answers,
  proposed: ReadonlyArray<ProposedAnswer>,
  context: Omit<ReportFactsInput, "answers" | "publicComments">,
): ReadonlyArray<ImportItem> => {
  const merged: ProposedAnswer[] = proposed.map((p) => {
    const before = stored[p.questionId]
    if (before?.status !== "answered" || p.answer.status !== "answered") return p
    const table = mergeTable(p.questionId, before.value, p.answer.value)
    return table ? { ...p, answer: answered(table.value), incomplete: table.incomplete } : p
  })
  const after: Answers = { ...stored, ...Object.fromEntries(merged.map((p) => [p.questionId, p.answer])) }
  const input = { ...context, publicComments: [] }
  const factsBefore = factsByQuestion(reportFacts({ ...input, answers: stored }).facts)
  const factsAfter = factsByQuestion(reportFacts({ ...input, answers: after }).facts)
  return merged.map((p): ImportItem => {
    const before = stored[p.questionId] ?? null
    const item = { questionId: p.questionId, before, after: p.answer, incomplete: p.incomplete }
    if (before === null) return { ...item, change: "new" }
    const a = factsBefore.get(p.questionId) ?? []
    const b = factsAfter.get(p.questionId) ?? []
    const same =
      before.status === p.answer.status &&
      (a.length > 0 || b.length > 0 ? sameFacts(a, b) : canonical(before) === canonical(p.answer))
    return { ...item, change: same ? "unchanged" : "changed" }
  })
}
