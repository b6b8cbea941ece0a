import { Either, Schema } from "effect"
import { compare, type Exact, exact } from "../units/exact.js"
import { type QuantityKind, unitSizes } from "../units/units.js"
import { answerSchema, type AnswerType } from "../vsme/answers.js"
import type { Condition, GateId, Question, TableField, TableQuestion } from "../vsme/Question.js"
import { questionAnswerSchema, tableAnswerSchema } from "../vsme/questionSchema.js"
import { locales } from "../i18n/Locale.js"
import { findQuestion, memberLabel } from "../vsme/questions.js"
import { answered, type Answer, type TableRow } from "../vsme/ReportAnswers.js"
import {
  defaultMemberOf,
  findXbrlConcept,
  locationsOf,
  quantityKindOf,
  rowDimensionOf,
  tablesWithTotals,
  type ConceptLocation,
  type XbrlConcept,
} from "./conceptMap.js"
import {
  convertQuantityExact,
  coordinatesFromText,
  decimalText,
  naceCodeOf,
  percentFromText,
  splitName,
  unitFromUtr,
} from "./lexical.js"
import { aggregateSeparator } from "./reportFacts.js"
import type { SourceFact } from "./XbrlFact.js"

/**
 * Import: facts (read from an EFRAG digital template or from an xBRL-JSON document) → proposed answers
 * of the catalogue. The inverse of reportFacts.ts: scalar facts become answers, dimensional facts become
 * table rows, B2's facts (one value for all issues) become one row per issue, gates open where a value
 * they guard was given, and what cannot be placed or read is reported with its reason.
 */

/** Why a fact was not imported. */
export const UnreadReason = Schema.Literal(
  /** The taxonomy has no such concept (a foreign or damaged file). */
  "unknownConcept",
  /** The value does not fit the question's answer type or its checks. */
  "invalidValue",
  /** A member (waste type, pollutant, country, NACE code) the catalogue does not know. */
  "unknownMember",
  /** A unit the question does not take. */
  "unknownUnit",
  /** The fact's dimensions fit no question of the form. */
  "notInForm",
  /**
   * A value the service computes from inputs the file does not give. No longer given (issue 30: such a
   * figure is kept as given); kept so that previews stored before still decode.
   */
  "needsInputs",
  /**
   * The template says it is a version the import was not built for (the value is the version found):
   * its cells were read by EFRAG's names, and what was not read is listed.
   */
  "unknownVersion",
)
export type UnreadReason = typeof UnreadReason.Type

export interface UnreadFact {
  readonly fact: SourceFact
  readonly reason: UnreadReason
  readonly questionId: string | null
}

/** One proposed answer; `incomplete` when required table columns were missing (the form asks for them). */
export interface ProposedAnswer {
  readonly questionId: string
  readonly answer: Answer
  readonly incomplete: boolean
}

export interface ImportHints {
  /** Inputs of derived values read from the template's helper cells: question id → input id → number. */
  readonly inputs?: Readonly<Record<string, Readonly<Record<string, number>>>>
  /** Gates the file answers itself (the template's yes/no screening cells). */
  readonly gates?: Readonly<Partial<Record<GateId, boolean>>>
  /** The unit a table's amounts should be kept in, per quantity kind (the template's total unit). */
  readonly tableUnits?: Readonly<Record<string, Partial<Record<QuantityKind, string>>>>
}

export interface ImportedAnswers {
  readonly proposed: ReadonlyArray<ProposedAnswer>
  readonly unread: ReadonlyArray<UnreadFact>
}

/**
 * Concept and member names of the first taxonomy (2024-12-17, read by template 1.0.x) that were renamed
 * in 2025-07-30 (reference §1.6); later versions kept every name.
 */
const renamed: Readonly<Record<string, string>> = {
  NumberOfPermanentContactEmployees: "NumberOfPermanentContractEmployees",
  MostSeniorLevelAccountableForImplementationOfPracticesPoliciesAndOrFutureInitiatives:
    "MostSeniorLevelAccountableForImplementationOfPolicies",
  DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherinterestedPartiesOrCommunitiesInGovernance:
    "DescriptionOfTheEffectiveParticipationOfWorkersUsersOrOtherInterestedPartiesOrCommunitiesInGovernance",
  BasicModuleOnlyMember: "OptionABasicModuleOnlyMember",
  BasicModuleAndComprehensiveModuleMember: "OptionBBasicModuleAndComprehensiveModuleMember",
  ChloridestotalClMember: "ChloridesTotalClMember",
  ConsumersAndEndusersMember: "ConsumersAndEndUsersMember",
}
/** The current name of a concept or member of any supported taxonomy version. */
export const currentName = (name: string) => renamed[name] ?? name

type Read<A> = { readonly ok: A } | { readonly error: UnreadReason }
const ok = <A>(value: A): Read<A> => ({ ok: value })
const fail = (reason: UnreadReason): Read<never> => ({ error: reason })

const exactOf = (text: string): Exact | null => {
  try {
    return exact(text)
  } catch {
    return null
  }
}

const memberOf = (text: string, prefix: string): string | null => {
  const name = splitName(text.trim())
  return name && name.prefix === prefix ? currentName(name.local) : null
}

/** A lexical value as the stored value of an answer type (amounts are handled by their table). */
const readValue = (type: AnswerType, concept: XbrlConcept, fact: SourceFact): Read<unknown> => {
  const text = fact.value
  const number = () => {
    const value = exactOf(text)
    return value === null ? fail("invalidValue") : ok(Number(decimalText(value)))
  }
  switch (type.kind) {
    case "quantity": {
      const kind = quantityKindOf[concept.kind]
      const unit = kind && fact.unit ? unitFromUtr(kind, fact.unit) : null
      if (!kind || unit === null) return fail("unknownUnit")
      const amount = exactOf(text)
      return amount === null ? fail("invalidValue") : ok({ amount: Number(decimalText(amount)), unit })
    }
    case "money":
    case "number":
    case "year":
      return number()
    case "percentage":
      return exactOf(text) === null ? fail("invalidValue") : ok(percentFromText(text))
    case "date":
      return ok(text)
    case "text":
    case "narrative":
      // Cells often end with a blank or a line break: trimmed, not refused.
      return ok(text.trim())
    case "boolean":
      return text === "true" || text === "1"
        ? ok(true)
        : text === "false" || text === "0"
          ? ok(false)
          : fail("invalidValue")
    case "enum": {
      const member = memberOf(text, "vsme")
      return member && type.members.includes(member) ? ok(member) : fail("unknownMember")
    }
    case "enumSet": {
      const members = text
        .split(/\s+/)
        .filter((m) => m !== "")
        .map((m) => memberOf(m, "vsme"))
      return members.every((m): m is string => m !== null && type.members.includes(m))
        ? ok(members)
        : fail("unknownMember")
    }
    case "codeList": {
      const items = text.split(/\s+/).filter((m) => m !== "")
      const codes = items.map((item) =>
        type.list === "nace"
          ? (() => {
              const member = memberOf(item, "nace")
              return member ? naceCodeOf(member) : null
            })()
          : memberOf(item, type.list),
      )
      if (codes.some((code) => code === null) || codes.length === 0) return fail("unknownMember")
      return type.multiple ? ok(codes) : codes.length === 1 ? ok(codes[0]) : fail("invalidValue")
    }
    case "coordinates": {
      const coordinates = coordinatesFromText(text)
      return coordinates ? ok(coordinates) : fail("invalidValue")
    }
    case "amount":
    case "derived":
      return fail("invalidValue")
  }
}

/** A derived fact's value in the unit core computes it in: percentages 0–100, other values as they are. */
const givenOf = (concept: XbrlConcept, fact: SourceFact): number | null => {
  const value = exactOf(fact.value)
  if (value === null) return null
  return concept.kind === "percent" ? percentFromText(fact.value) : Number(decimalText(value))
}

// ---- placing facts ---------------------------------------------------------------------------------

type Placement =
  | { readonly kind: "scalar"; readonly question: Question & { kind: "scalar" } }
  | {
      readonly kind: "cell"
      readonly question: TableQuestion
      readonly field: TableField
      /** The row key, or null for a table's total row (computed, not imported). */
      readonly rowKey: string | null
    }
  | { readonly kind: "rowSet"; readonly question: TableQuestion }

const rowKeyOf = (
  location: ConceptLocation & { kind: "field" },
  fact: SourceFact,
): string | null | undefined => {
  const geometry = rowDimensionOf(location.question)
  if (geometry.kind === "aggregate") return Object.keys(fact.dimensions).length === 0 ? "" : undefined
  const member = fact.dimensions[`vsme:${geometry.axis}`]
  if (member === undefined) {
    // No dimension: the axis's default member, which only a table with a total row reports.
    return tablesWithTotals.has(location.question.id) && Object.keys(fact.dimensions).length === 0
      ? null
      : undefined
  }
  if (Object.keys(fact.dimensions).length !== 1) return undefined
  if (geometry.kind === "typed") return member.trim() === "" ? undefined : member.trim()
  const local = memberOf(member, geometry.prefix)
  return local === null || local === defaultMemberOf(geometry.axis) ? undefined : local
}

/** Where a fact goes in the catalogue, by its concept and dimensions. */
const place = (fact: SourceFact): Placement | UnreadReason => {
  const locations = locationsOf(fact.concept)
  if (locations.length === 0) return findXbrlConcept(fact.concept) ? "notInForm" : "unknownConcept"
  for (const location of locations) {
    if (location.kind === "scalar") {
      if (Object.keys(fact.dimensions).length === 0) return { kind: "scalar", question: location.question }
      continue
    }
    if (location.kind === "rowSet") {
      if (Object.keys(fact.dimensions).length === 0) return { kind: "rowSet", question: location.question }
      continue
    }
    const rowKey = rowKeyOf(location, fact)
    if (rowKey !== undefined)
      return { kind: "cell", question: location.question, field: location.field, rowKey }
  }
  return "notInForm"
}

/** The question a fact belongs to (its footnotes become that question's public comments), or null. */
export const questionOfFact = (fact: Pick<SourceFact, "concept" | "dimensions" | "value">): string | null => {
  const placement = place({ ...fact, concept: currentName(fact.concept) })
  return typeof placement === "string" ? null : placement.question.id
}

// ---- building answers ------------------------------------------------------------------------------

interface TableDraft {
  readonly question: TableQuestion
  readonly rows: Map<string, Record<string, unknown>>
  /** Amount cells keep their exact value and unit until the table's unit is chosen. */
  readonly amounts: Array<{
    key: string
    field: TableField
    kind: QuantityKind
    value: Exact
    unit: string
    fact: SourceFact
  }>
  readonly facts: SourceFact[]
  rowSet: ReadonlyArray<string> | null
}

const unitSize = (kind: QuantityKind, unit: string) =>
  exact((unitSizes[kind] as Record<string, string>)[unit]!)

/** The table's unit for a kind: the file's own choice, else the unit most cells use (the smaller on a tie). */
const chooseUnit = (kind: QuantityKind, units: ReadonlyArray<string>, preferred?: string) => {
  if (preferred && preferred in unitSizes[kind]) return preferred
  const counts = new Map<string, number>()
  for (const unit of units) counts.set(unit, (counts.get(unit) ?? 0) + 1)
  return [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || compare(unitSize(kind, a[0]), unitSize(kind, b[0])),
  )[0]![0]
}

/** The gates a question's condition needs, with the value that opens it (a gate under `not` is no). */
const gatesOpening = (condition: Condition, polarity = true): Array<[GateId, boolean]> => {
  switch (condition.kind) {
    case "gate":
      return [[condition.gate, polarity]]
    case "moreThanOneCountry":
      return polarity ? [["gate.operatesInSeveralCountries", true]] : []
    case "all":
      return polarity ? condition.of.flatMap((c) => gatesOpening(c, polarity)) : []
    case "not":
      return gatesOpening(condition.condition, !polarity)
    default:
      return []
  }
}

/**
 * B2 texts the export joined per issue ("Climate change: …" paragraphs, reportFacts.ts) split back into
 * the issues' own texts, in any of our languages; null when the text is not such a join.
 */
const splitByIssue = (text: string, keys: ReadonlyArray<string>, separator: string) => {
  const parts = text.split(separator)
  if (parts.length < 2) return null
  for (const locale of locales) {
    const byKey = new Map<string, string>()
    for (const part of parts) {
      const key = keys.find((k) => part.startsWith(`${memberLabel(k, locale)}: `))
      if (key === undefined || byKey.has(key)) break
      byKey.set(key, part.slice(memberLabel(key, locale).length + 2))
    }
    if (byKey.size === parts.length) return byKey
  }
  return null
}

/** Strict decoding first; tables may come in with required columns missing, as incomplete answers. */
export const checkImported = (
  q: Question,
  value: unknown,
): { value: unknown; incomplete: boolean } | null => {
  const options = { errors: "all", onExcessProperty: "error" } as const
  const strict = Schema.decodeUnknownEither(questionAnswerSchema(q, true), options)(value)
  if (Either.isRight(strict)) return { value: strict.right, incomplete: false }
  if (q.kind !== "table") return null
  const relaxed: TableQuestion = {
    ...q,
    minRows: 0,
    fields: q.fields.map((f) => ({ ...f, required: false })),
  }
  const partial = Schema.decodeUnknownEither(tableAnswerSchema(relaxed, true), options)(value)
  return Either.isRight(partial) ? { value: partial.right, incomplete: true } : null
}

/** Facts → proposed answers (every answer checked with its question's Schema) and unread facts. */
export const answersFromFacts = (
  facts: ReadonlyArray<SourceFact>,
  hints: ImportHints = {},
): ImportedAnswers => {
  const unread: UnreadFact[] = []
  const proposals = new Map<string, { answer: Answer; incomplete: boolean }>()
  const tables = new Map<string, TableDraft>()
  const skip = (fact: SourceFact, reason: UnreadReason, questionId: string | null) =>
    unread.push({ fact, reason, questionId })

  const tableDraft = (question: TableQuestion) => {
    const existing = tables.get(question.id)
    if (existing) return existing
    const draft: TableDraft = { question, rows: new Map(), amounts: [], facts: [], rowSet: null }
    tables.set(question.id, draft)
    return draft
  }

  for (const original of facts) {
    const fact = { ...original, concept: currentName(original.concept) }
    const placement = place(fact)
    if (typeof placement === "string") {
      skip(fact, placement, null)
      continue
    }
    const concept = findXbrlConcept(fact.concept)!
    if (placement.kind === "scalar") {
      const q = placement.question
      if (q.derivation) {
        // Computed by us; inputs come from the template's helper cells when it has them. A figure given
        // without them is kept as given (givenDerived.ts), as EFRAG's converter reports the cell.
        if (!q.inputs || hints.inputs?.[q.id]) continue
        const figure = givenOf(concept, fact)
        const checked = figure === null ? null : checkImported(q, { given: figure })
        if (checked === null) skip(fact, "invalidValue", q.id)
        else proposals.set(q.id, { answer: answered(checked.value), incomplete: false })
        continue
      }
      const read = readValue(q.answer, concept, fact)
      if ("error" in read) {
        skip(fact, read.error, q.id)
        continue
      }
      // Checked exactly as applying it checks it: a value the question refuses (a web address "a")
      // is listed here, with its cell, and never reaches the apply.
      const checked = checkImported(q, read.ok)
      if (checked === null) skip(fact, "invalidValue", q.id)
      else proposals.set(q.id, { answer: answered(checked.value), incomplete: false })
      continue
    }
    const draft = tableDraft(placement.question)
    draft.facts.push(fact)
    if (placement.kind === "rowSet") {
      const read = readValue(
        {
          kind: "enumSet",
          members: (placement.question.rowKey as { members: ReadonlyArray<string> }).members,
        },
        concept,
        fact,
      )
      if ("error" in read) skip(fact, read.error, placement.question.id)
      else draft.rowSet = read.ok as ReadonlyArray<string>
      continue
    }
    const { field, rowKey } = placement
    if (rowKey === null || field.answer.kind === "derived") continue // totals: computed by us
    const row = draft.rows.get(rowKey) ?? {}
    draft.rows.set(rowKey, row)
    if (field.answer.kind === "amount") {
      const kind = field.answer.quantity
      const unit = fact.unit ? unitFromUtr(kind, fact.unit) : null
      const value = exactOf(fact.value)
      if (unit === null) skip(fact, "unknownUnit", placement.question.id)
      else if (value === null || value.n < 0n) skip(fact, "invalidValue", placement.question.id)
      else draft.amounts.push({ key: rowKey, field, kind, value, unit, fact })
      continue
    }
    const read = readValue(field.answer, concept, fact)
    if ("error" in read) skip(fact, read.error, placement.question.id)
    else if (!Schema.is(answerSchema(field.answer))(read.ok))
      skip(fact, "invalidValue", placement.question.id)
    else row[field.id] = read.ok
  }

  for (const draft of tables.values()) {
    const q = draft.question
    const geometry = rowDimensionOf(q)
    let rows: TableRow[]
    const units: Partial<Record<QuantityKind, string>> = {}
    if (geometry.kind === "aggregate") {
      // One value for all issues (B2): every issue of the set gets the same columns.
      const values = draft.rows.get("") ?? {}
      if (draft.rowSet === null) {
        for (const fact of draft.facts) skip(fact, "notInForm", q.id)
        continue
      }
      const order = (q.rowKey as { members: ReadonlyArray<string> }).members
      rows = [...draft.rowSet]
        .sort((a, b) => order.indexOf(a) - order.indexOf(b))
        .map((key) => ({ key, values: { ...values } }))
      for (const field of q.fields) {
        const text = values[field.id]
        if (typeof text !== "string" || rows.length < 2) continue
        const perIssue = splitByIssue(text, draft.rowSet, aggregateSeparator(field.answer))
        if (perIssue)
          for (const row of rows)
            (row.values as Record<string, unknown>)[field.id] = perIssue.get(row.key) ?? null
      }
      if (
        q.rowRule === "describeTargets" &&
        values.UndertakingHasSetATargetWhichIsRelatedToAPolicy === true
      ) {
        // "Has set a target" is yes for all issues together; an issue has one when its target is described.
        const described = rows.filter(
          (row) => typeof row.values.DescriptionOfATargetRelatedToAPolicy === "string",
        )
        if (described.length > 0 && described.length < rows.length)
          for (const row of rows)
            (row.values as Record<string, unknown>).UndertakingHasSetATargetWhichIsRelatedToAPolicy =
              typeof row.values.DescriptionOfATargetRelatedToAPolicy === "string"
      }
    } else {
      for (const kind of q.units) {
        const cells = draft.amounts.filter((a) => a.kind === kind)
        if (cells.length === 0 && q.units.length > 0) {
          units[kind] = hints.tableUnits?.[q.id]?.[kind] ?? Object.keys(unitSizes[kind])[0]!
          continue
        }
        units[kind] = chooseUnit(
          kind,
          cells.map((c) => c.unit),
          hints.tableUnits?.[q.id]?.[kind],
        )
        for (const cell of cells) {
          const row = draft.rows.get(cell.key)!
          row[cell.field.id] = Number(
            decimalText(convertQuantityExact(kind, cell.value, cell.unit, units[kind]!)),
          )
        }
      }
      rows = [...draft.rows.entries()].map(([key, values]) => ({ key, values }))
    }
    const value = { units, rows }
    const result = checkImported(q, value)
    if (result === null) {
      for (const fact of draft.facts) skip(fact, "invalidValue", q.id)
      continue
    }
    proposals.set(q.id, { answer: answered(result.value), incomplete: result.incomplete })
  }

  // Derived values with inputs: the template's helper cells.
  for (const [questionId, inputs] of Object.entries(hints.inputs ?? {})) {
    const q = findQuestion(questionId)
    if (!q) continue
    const result = checkImported(q, inputs)
    if (result !== null) proposals.set(questionId, { answer: answered(result.value), incomplete: false })
  }

  // Gates: the file's own answers, then every gate a given value needs opened.
  const gates = new Map<GateId, boolean>(Object.entries(hints.gates ?? {}) as Array<[GateId, boolean]>)
  for (const questionId of proposals.keys()) {
    const q = findQuestion(questionId)
    if (q) for (const [gate, value] of gatesOpening(q.condition)) gates.set(gate, value)
  }
  const proposed: ProposedAnswer[] = [
    ...[...gates.entries()].map(([gate, value]) => ({
      questionId: gate,
      answer: answered(value),
      incomplete: false,
    })),
    ...[...proposals.entries()].map(([questionId, p]) => ({ questionId, ...p })),
  ]
  return { proposed, unread }
}
