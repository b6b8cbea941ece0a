import type { Question } from "@vsme/core"

/**
 * Whether stored answers are valid, remembered per stored version (issue 33): completeness decodes
 * every answer of the report with its question's Schema, about nine tenths of its cost, although a
 * save changes one answer. A stored answer is named by its report, question, version and time of
 * writing (a cleared and saved-again answer starts at version 1 again, with a new time), and the
 * module it was judged for. The rules themselves change only with a deploy, i.e. a new process.
 * Bounded; least recently used first out.
 */
const limit = 100_000

/** What names a stored answer: the columns of reportRepo's AnswerRow this module reads. */
interface StoredAnswerKey {
  readonly report_id: string
  readonly question_id: string
  readonly version: number
  readonly updated_at: Date | string
}
const verdicts = new Map<string, boolean>()

const timeOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime()

const keyOf = (row: StoredAnswerKey, comprehensive: boolean) =>
  `${row.report_id}:${row.question_id}:${row.version}:${timeOf(row.updated_at)}:${comprehensive ? "c" : "b"}`

/**
 * The same verdicts by row object, per module: the answers a save keeps (keptAnswers.ts) are the
 * same objects from save to save, and building each one's key was most of what is left of the cost.
 */
const byRow = { basic: new WeakMap<object, boolean>(), comprehensive: new WeakMap<object, boolean>() }

/** `answerIsValid` of core's completeness for these rows: a remembered verdict, or the decode's. */
export const rememberedValidity = (rows: ReadonlyArray<StoredAnswerKey>, comprehensive: boolean) => {
  const byQuestion = new Map(rows.map((row) => [row.question_id, row]))
  const sameRow = comprehensive ? byRow.comprehensive : byRow.basic
  return (q: Question, _value: unknown, decode: () => boolean) => {
    const row = byQuestion.get(q.id)
    if (!row) return decode()
    const ofRow = sameRow.get(row)
    if (ofRow !== undefined) return ofRow
    const key = keyOf(row, comprehensive)
    const known = verdicts.get(key)
    if (known !== undefined) {
      verdicts.delete(key)
      verdicts.set(key, known)
      sameRow.set(row, known)
      return known
    }
    const verdict = decode()
    verdicts.set(key, verdict)
    sameRow.set(row, verdict)
    if (verdicts.size > limit) verdicts.delete(verdicts.keys().next().value!)
    return verdict
  }
}
