import type { QuantityKind } from "../units/units.js"
import type { AnswerType } from "./answers.js"
import type { DerivationId } from "./derived.js"
import {
  type Condition,
  type Disclosure,
  type InputField,
  type Obligation,
  type RowKey,
  type ScalarQuestion,
  type Section,
  type TableField,
  type TableQuestion,
  type GateId,
  type Text,
} from "./Question.js"

/** The form area of each disclosure (spec §2; the EFRAG template's sheets). */
export const sectionOfDisclosure: Record<Exclude<Disclosure, "other">, Section> = {
  B1: "general",
  B2: "general",
  C1: "general",
  C2: "general",
  B3: "environment",
  B4: "environment",
  B5: "environment",
  B6: "environment",
  B7: "environment",
  C3: "environment",
  C4: "environment",
  B8: "social",
  B9: "social",
  B10: "social",
  C5: "social",
  C6: "social",
  C7: "social",
  B11: "governance",
  C8: "governance",
  C9: "governance",
}

interface Common {
  readonly id: string
  readonly d: Disclosure
  readonly section?: Section
  readonly obligation: Obligation
  readonly when?: Condition
  readonly optionalWhen?: Condition
  readonly label: Text
  readonly guidance: Text
}

const base = (c: Common) => ({
  id: c.id,
  disclosure: c.d,
  section: c.section ?? (c.d === "other" ? "general" : sectionOfDisclosure[c.d]),
  module: c.d.startsWith("C") ? ("comprehensive" as const) : ("basic" as const),
  obligation: c.obligation,
  condition: c.when ?? always,
  ...(c.optionalWhen ? { optionalWhen: c.optionalWhen } : {}),
  label: c.label,
  guidance: c.guidance,
})

/** A datapoint whose id is its concept's name. */
export const scalar = (
  c: Common & {
    readonly answer: AnswerType
    readonly derivation?: DerivationId
    readonly inputs?: ReadonlyArray<InputField>
  },
): ScalarQuestion => ({
  kind: "scalar",
  ...base(c),
  concept: c.id,
  answer: c.answer,
  ...(c.derivation ? { derivation: c.derivation } : {}),
  ...(c.inputs ? { inputs: c.inputs } : {}),
})

/** A value core computes from other answers. */
export const derived = (
  c: Common & { readonly derivation: DerivationId; readonly inputs?: ReadonlyArray<InputField> },
) => scalar({ ...c, answer: { kind: "derived" } })

export const table = (
  c: Common & {
    readonly rowKey: RowKey
    readonly units?: ReadonlyArray<QuantityKind>
    readonly fields: ReadonlyArray<TableField>
    readonly minRows?: number
    readonly maxRows?: number
    readonly rowRule?: TableQuestion["rowRule"]
  },
): TableQuestion => ({
  kind: "table",
  ...base(c),
  rowKey: c.rowKey,
  units: c.units ?? [],
  fields: c.fields,
  minRows: c.minRows ?? 0,
  maxRows: c.maxRows ?? 100,
  ...(c.rowRule ? { rowRule: c.rowRule } : {}),
})

/** A table column holding a concept's value. */
export const field = (
  concept: string,
  answer: AnswerType,
  label: Text,
  options: {
    readonly required?: boolean
    readonly module?: "comprehensive"
    readonly disclosure?: Disclosure
  } = {},
): TableField => ({ id: concept, concept, answer, required: options.required ?? false, label, ...options })

/** A helper column without a concept. */
export const helperField = (id: string, answer: AnswerType, label: Text, required = false): TableField => ({
  id,
  concept: null,
  answer,
  required,
  label,
})

export const input = (id: string, answer: AnswerType, label: Text): InputField => ({ id, answer, label })

export const narrative: AnswerType = { kind: "narrative", maxLength: 10_000 }
export const line: AnswerType = { kind: "text", maxLength: 500 }
export const url: AnswerType = { kind: "text", maxLength: 500, format: "url" }
export const yesNo: AnswerType = { kind: "boolean" }
export const money: AnswerType = { kind: "money" }
export const persons: AnswerType = { kind: "number", unit: "persons" }
export const count: AnswerType = { kind: "number", unit: "count", integer: true }
export const hours: AnswerType = { kind: "number", unit: "hours" }
export const quantity = (kind: QuantityKind): AnswerType => ({ kind: "quantity", quantity: kind })
export const amount = (kind: QuantityKind): AnswerType => ({ kind: "amount", quantity: kind })
export const computed: AnswerType = { kind: "derived" }

/** Shorthand for writing catalogue texts: Finnish, English, Swedish. */
export const text = (fi: string, en: string, sv: string): Text => ({ fi, en, sv })

export const always: Condition = { kind: "always" }
export const gate = (id: GateId): Condition => ({ kind: "gate", gate: id })
export const equals = (question: string, value: string | boolean): Condition => ({
  kind: "equals",
  question,
  value,
})
export const includes = (question: string, member: string): Condition => ({
  kind: "includes",
  question,
  member,
})
export const answered = (question: string): Condition => ({ kind: "answered", question })
export const all = (...of: ReadonlyArray<Condition>): Condition => ({ kind: "all", of })
export const not = (condition: Condition): Condition => ({ kind: "not", condition })
export const employeesAtLeast = (count: number): Condition => ({ kind: "employeesAtLeast", count })
