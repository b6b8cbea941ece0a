import { Schema } from "effect"
import { vsmeGates } from "./gates.js"
import { disclosures, type Disclosure, type Question } from "./Question.js"
import { findQuestion, vsmeQuestions } from "./questions.js"
import { withMessage } from "../validation/messages.js"
import type { Answer, Answers, TableAnswer } from "./ReportAnswers.js"

/**
 * The standard a shared report's datapoints come from, recorded on every share (and later on every
 * data request), so that a share made under a later version can stand beside it
 * (fixtures/reference/value-chain-requests.md: the delegated act's cap is to be added as data).
 */
export const vsmeStandardVersion = "VSME 12/2024, EFRAG taxonomy 2026-05-01"

/** A disclosure a share may name: B1–B11, C1–C9 and "other" (entity-specific information). */
export const ShareDisclosure = Schema.Literal(...disclosures).annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})

/**
 * What part of a report a share shows: the whole report, the Basic module only, or a chosen set of
 * disclosures. A share of the whole report of a Basic-only report holds no Comprehensive datapoints
 * either: the scope never adds what the report does not have.
 */
export const ShareScope = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("whole") }),
  Schema.Struct({ kind: Schema.Literal("basic") }),
  Schema.Struct({
    kind: Schema.Literal("disclosures"),
    disclosures: Schema.Array(ShareDisclosure).pipe(
      Schema.minItems(1, withMessage("validation.requiredField")),
      Schema.maxItems(disclosures.length, withMessage("validation.tooManyItems")),
      Schema.filter((list) => new Set(list).size === list.length, withMessage("validation.duplicateValue")),
    ),
  }),
)
export type ShareScope = typeof ShareScope.Type

/** Whether a datapoint of `disclosure` in `module` falls inside the scope. */
const inScope = (
  scope: ShareScope,
  disclosure: Disclosure,
  module: "basic" | "comprehensive",
  comprehensive: boolean,
) => {
  if (module === "comprehensive" && !comprehensive) return false
  switch (scope.kind) {
    case "whole":
      return true
    case "basic":
      return module === "basic"
    case "disclosures":
      return scope.disclosures.includes(disclosure)
  }
}

/**
 * The table fields of a question that the scope shows (C2 descriptions live in B2's policy table):
 * a share's page shows these columns only, as its snapshot holds only their values.
 */
export const fieldsInScope = (q: Question, scope: ShareScope, comprehensive: boolean) =>
  q.kind === "table"
    ? q.fields.filter((f) =>
        inScope(scope, f.disclosure ?? q.disclosure, f.module ?? q.module, comprehensive),
      )
    : []

/**
 * The question and gate ids a share of a report shows. A table question is shown when any of its
 * fields is (B2's table for a share of C2 alone shows only the C2 descriptions, see `scopeAnswers`).
 */
export const scopeItemIds = (scope: ShareScope, comprehensive: boolean): ReadonlyArray<string> => [
  ...vsmeGates.filter((g) => inScope(scope, g.disclosure, g.module, comprehensive)).map((g) => g.id),
  ...vsmeQuestions
    .filter((q) =>
      q.kind === "table"
        ? fieldsInScope(q, scope, comprehensive).length > 0
        : inScope(scope, q.disclosure, q.module, comprehensive),
    )
    .map((q) => q.id),
]

const isTableAnswer = (value: unknown): value is TableAnswer =>
  typeof value === "object" && value !== null && Array.isArray((value as TableAnswer).rows)

/** A table answer with only the fields the scope shows; the row keys stay (they name the rows). */
const tableInScope = (q: Question, answer: Answer, scope: ShareScope, comprehensive: boolean): Answer => {
  if (q.kind !== "table" || answer.status !== "answered" || !isTableAnswer(answer.value)) return answer
  const kept = new Set(fieldsInScope(q, scope, comprehensive).map((f) => f.id))
  if (kept.size === q.fields.length) return answer
  const table = answer.value
  return {
    status: "answered",
    value: {
      units: table.units,
      rows: table.rows.map((row) => ({
        key: row.key,
        values: Object.fromEntries(Object.entries(row.values).filter(([field]) => kept.has(field))),
      })),
    } satisfies TableAnswer,
  }
}

/**
 * The answers a share shows: those of the scope's items, with table fields outside the scope
 * removed. Nothing outside the scope is copied, so nothing outside it can leak from a share.
 */
export const scopeAnswers = (scope: ShareScope, answers: Answers, comprehensive: boolean): Answers => {
  const ids = new Set(scopeItemIds(scope, comprehensive))
  const kept: Record<string, Answer> = {}
  for (const [id, answer] of Object.entries(answers)) {
    if (!ids.has(id)) continue
    const q = findQuestion(id)
    kept[id] = q ? tableInScope(q, answer, scope, comprehensive) : answer
  }
  return kept
}
