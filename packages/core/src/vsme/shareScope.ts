import { Schema } from "effect"
import { vsmeGates } from "./gates.js"
import { disclosures, type Disclosure, type Question } from "./Question.js"
import { findGate, findQuestion, vsmeQuestions } from "./questions.js"
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
  /**
   * The items a data request asked (core requests/requestedItems.ts), minus those declined, and the
   * disclosures it asked whole: a table field of another disclosure (C2's descriptions in B2's
   * table) is shown only when its disclosure was asked.
   */
  Schema.Struct({
    kind: Schema.Literal("items"),
    disclosures: Schema.Array(ShareDisclosure).pipe(Schema.maxItems(disclosures.length)),
    items: Schema.Array(
      Schema.String.pipe(
        Schema.maxLength(200),
        Schema.filter(
          (id) => findQuestion(id) !== undefined || findGate(id) !== undefined,
          withMessage("validation.invalidValue"),
        ),
      ),
    ).pipe(Schema.maxItems(1000, withMessage("validation.tooManyItems"))),
  }),
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

/**
 * Whether a datapoint (of item `id`) of `disclosure` in `module` falls inside the scope; `ownDisclosure`
 * is false for a table field that belongs to another disclosure than its table.
 */
const inScope = (
  scope: ShareScope,
  id: string,
  disclosure: Disclosure,
  module: "basic" | "comprehensive",
  comprehensive: boolean,
  ownDisclosure = true,
) => {
  if (module === "comprehensive" && !comprehensive) return false
  switch (scope.kind) {
    case "whole":
      return true
    case "basic":
      return module === "basic"
    case "disclosures":
      return scope.disclosures.includes(disclosure)
    case "items":
      return ownDisclosure ? scope.items.includes(id) : scope.disclosures.includes(disclosure)
  }
}

/**
 * The table fields of a question that the scope shows (C2 descriptions live in B2's policy table);
 * a table asked as an item is shown with all its fields.
 */
export const fieldsInScope = (q: Question, scope: ShareScope, comprehensive: boolean) =>
  q.kind === "table"
    ? q.fields.filter((f) =>
        inScope(
          scope,
          q.id,
          f.disclosure ?? q.disclosure,
          f.module ?? q.module,
          comprehensive,
          f.disclosure === undefined || f.disclosure === q.disclosure,
        ),
      )
    : []

/**
 * The question and gate ids a share of a report shows. A table question is shown when any of its
 * fields is (B2's table for a share of C2 alone shows only the C2 descriptions, see `scopeAnswers`).
 */
export const scopeItemIds = (scope: ShareScope, comprehensive: boolean): ReadonlyArray<string> => [
  ...vsmeGates.filter((g) => inScope(scope, g.id, g.disclosure, g.module, comprehensive)).map((g) => g.id),
  ...vsmeQuestions
    .filter((q) =>
      q.kind === "table"
        ? fieldsInScope(q, scope, comprehensive).length > 0
        : inScope(scope, q.id, q.disclosure, q.module, comprehensive),
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
