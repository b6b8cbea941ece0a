import type { Locale } from "../i18n/Locale.js"
import { type Exact, exact, sum } from "../units/exact.js"
import type { QuantityKind } from "../units/units.js"
import type { AnswerType } from "../vsme/answers.js"
import { formatGpsLocation } from "../vsme/answers.js"
import { applicabilityOf } from "../vsme/applicability.js"
import { computeDerived, type DerivationId } from "../vsme/derived.js"
import type { Question, ScalarQuestion, TableField, TableQuestion } from "../vsme/Question.js"
import { memberLabel, vsmeQuestions } from "../vsme/questions.js"
import { answerValue, type Answers, type CompanyFacts, type TableAnswer } from "../vsme/ReportAnswers.js"
import { derivedRowValues } from "../vsme/rowDerived.js"
import {
  defaultMemberOf,
  findXbrlConcept,
  quantityKindOf,
  rowDimensionOf,
  rowYearQuestions,
  tablesWithTotals,
  type XbrlConcept,
} from "./conceptMap.js"
import {
  convertQuantityExact,
  decimalText,
  expandedName,
  exportUnitOf,
  naceMemberOf,
  normaliseText,
  numberText,
  percentText,
  utrUnit,
} from "./lexical.js"
import type { XbrlProblem } from "./XbrlProblem.js"
import type { SourceFact, XbrlFact, XbrlFootnote, XbrlPeriod } from "./XbrlFact.js"

/** What the export reads: the report's answers and period, the company facts, currency and comments. */
export interface ReportFactsInput {
  readonly answers: Answers
  readonly company: CompanyFacts
  readonly period: { readonly start: string; readonly end: string }
  /** ISO 4217 code of the report currency (account settings). */
  readonly currency: string
  /** Language of texts the export composes (B2 rows joined into one fact). */
  readonly language: Locale
  /** Public comments only: notes and audit comments never leave the service. */
  readonly publicComments: ReadonlyArray<{ readonly questionId: string; readonly text: string }>
  /**
   * Derived values computed already, by question id, used instead of computing them from `answers`: a
   * share's snapshot holds a GHG intensity without the turnover it was divided by (decision 037).
   */
  readonly derivedValues?: Readonly<Record<string, number | null | undefined>>
}

export interface ReportFacts {
  readonly facts: ReadonlyArray<XbrlFact>
  readonly footnotes: ReadonlyArray<XbrlFootnote>
  /** Values that could not become facts (left out of the documents). */
  readonly problems: ReadonlyArray<XbrlProblem>
}

/**
 * Decimals of a numeric fact: the accuracy EFRAG's digital template states for its cell, as EFRAG's
 * converter reads it (`get_decimal_places`: the zeros after the point of the cell's number format, two
 * more for a percentage format, whose value is a fraction). Every template from 1.1.0 to 1.3.0 formats
 * its cells `0.00`, percentages `0.00%` and intensities `0.0000000`: 2, 4 and 7. The value itself is
 * exported exact, as entered or computed; decimals say how accurate it is, not how many digits a
 * division produced (XBRL 2.1 §4.6.5; decision 024, addendum).
 */
export const templateDecimals = (concept: Pick<XbrlConcept, "kind">): number =>
  concept.kind === "percent" ? 4 : concept.kind === "ghgEmissionsPerMonetary" ? 7 : 2

/**
 * EFRAG's template blanks the Scope 1 and 2 intensities when Scope 3 is reported, so that the one
 * intensity a reader finds is the total (template cells G66/G67). The form still shows both.
 */
const intensitiesLeftOutWithScope3 = new Set([
  "Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased",
  "Scope1AndScope2GreenhouseGasEmissionsIntensityValueMarketBased",
])

/** The table whose unit a derived total is expressed in (derived.ts computes those in the table's unit). */
const totalsTable: Partial<Record<DerivationId, { table: string; kind: QuantityKind }>> = {
  hazardousWasteMass: { table: "WasteGeneratedTable", kind: "mass" },
  nonHazardousWasteMass: { table: "WasteGeneratedTable", kind: "mass" },
  totalWasteMass: { table: "WasteGeneratedTable", kind: "mass" },
  hazardousWasteVolume: { table: "WasteGeneratedTable", kind: "volume" },
  nonHazardousWasteVolume: { table: "WasteGeneratedTable", kind: "volume" },
  totalWasteVolume: { table: "WasteGeneratedTable", kind: "volume" },
  materialsTotalMass: {
    table: "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube",
    kind: "mass",
  },
  materialsTotalVolume: {
    table: "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube",
    kind: "volume",
  },
}

const baseUnit = (kind: QuantityKind) =>
  ({ energy: "MWh", ghgEmissions: "tCO2e", mass: "kg", volume: "m3", area: "m2" })[kind]

type Draft = Omit<XbrlFact, "id" | "footnotes">
type Emit = (draft: Draft) => void
type Problem = (problem: XbrlProblem) => void

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null
const isPresent = (value: unknown) => value !== null && value !== undefined

/** A quantity in its export unit: value and unit QName. */
const quantityFact = (kind: QuantityKind, amount: Exact, unit: string) => {
  const target = exportUnitOf(kind, unit)
  return { value: decimalText(convertQuantityExact(kind, amount, unit, target)), unit: utrUnit(kind, target) }
}

interface Context {
  readonly input: ReportFactsInput
  readonly emit: Emit
  readonly problem: Problem
}

/**
 * The value and unit of one answered value of an answer type for a concept, or null (with a problem)
 * when it cannot be written. `tableUnit` is the unit of an `amount` column.
 */
const valueOf = (
  ctx: Context,
  questionId: string,
  concept: XbrlConcept,
  type: AnswerType,
  value: unknown,
  tableUnit?: string,
): { value: string; unit?: string } | null => {
  const wrong = () => {
    ctx.problem({ code: "wrongType", severity: "error", questionId, concept: concept.name })
    return null
  }
  const currency = `iso4217:${ctx.input.currency}`
  switch (type.kind) {
    case "quantity": {
      const kind = quantityKindOf[concept.kind]
      if (!kind || !isRecord(value) || typeof value.amount !== "number" || typeof value.unit !== "string")
        return wrong()
      return quantityFact(kind, exact(value.amount), value.unit)
    }
    case "amount": {
      const kind = quantityKindOf[concept.kind]
      if (!kind || typeof value !== "number" || tableUnit === undefined) return wrong()
      return quantityFact(kind, exact(value), tableUnit)
    }
    case "money":
      return typeof value === "number" && concept.kind === "monetary"
        ? { value: numberText(value), unit: currency }
        : wrong()
    case "number":
      return typeof value === "number" ? { value: numberText(value), unit: "xbrli:pure" } : wrong()
    case "percentage":
      return typeof value === "number" ? { value: percentText(value), unit: "xbrli:pure" } : wrong()
    case "year":
      return typeof value === "number" ? { value: String(value) } : wrong()
    case "boolean":
      return typeof value === "boolean" ? { value: String(value) } : wrong()
    case "date":
    case "text":
    case "narrative":
      return typeof value === "string" ? { value: normaliseText(value) } : wrong()
    case "enum":
      return typeof value === "string" ? { value: expandedName("vsme", value) } : wrong()
    case "enumSet":
      return Array.isArray(value)
        ? {
            value: value
              .map((m) => expandedName("vsme", String(m)))
              .sort()
              .join(" "),
          }
        : wrong()
    case "codeList": {
      const codes = type.multiple ? value : [value]
      if (!Array.isArray(codes)) return wrong()
      const names = codes.map((code) =>
        type.list === "nace" ? (naceMemberOf(String(code)) ?? "") : String(code),
      )
      if (names.some((n) => n === "")) return wrong()
      const prefix = type.list === "nace" ? "nace" : type.list === "country" ? "country" : "waste"
      return {
        value: names
          .map((n) => expandedName(prefix, n))
          .sort()
          .join(" "),
      }
    }
    case "coordinates":
      return isRecord(value) && typeof value.latitude === "number" && typeof value.longitude === "number"
        ? { value: formatGpsLocation({ latitude: value.latitude, longitude: value.longitude }) }
        : wrong()
    case "derived":
      return wrong()
  }
}

const periodFor = (ctx: Context, concept: XbrlConcept, year?: number): XbrlPeriod => {
  const { start, end } = ctx.input.period
  if (year === undefined) return concept.periodType === "instant" ? { instant: end } : { start, end }
  // EFRAG's converter: the year's period ends on the report's end day and month (Excel getOrAddNamedPeriod).
  const yearEnd = `${String(year).padStart(4, "0")}${end.slice(4)}`
  const validEnd = yearEnd.endsWith("-02-29") && !isLeap(year) ? `${year}-02-28` : yearEnd
  const startDate = new Date(`${validEnd}T00:00:00Z`)
  startDate.setUTCFullYear(startDate.getUTCFullYear() - 1)
  startDate.setUTCDate(startDate.getUTCDate() + 1)
  const yearStart = startDate.toISOString().slice(0, 10)
  return concept.periodType === "instant" ? { instant: validEnd } : { start: yearStart, end: validEnd }
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const emitValue = (
  ctx: Context,
  questionId: string,
  conceptName: string,
  produce: (concept: XbrlConcept) => { value: string; unit?: string } | null,
  dimensions: Readonly<Record<string, string>> = {},
  year?: number,
) => {
  const concept = findXbrlConcept(conceptName)
  if (!concept) {
    ctx.problem({ code: "unknownConcept", severity: "error", questionId, concept: conceptName })
    return
  }
  const result = produce(concept)
  if (result === null) return
  ctx.emit({
    concept: conceptName,
    value: result.value,
    ...(result.unit ? { unit: result.unit } : {}),
    ...(concept.numeric ? { decimals: templateDecimals(concept) } : {}),
    dimensions,
    period: periodFor(ctx, concept, year),
    questionId,
  })
}

// ---- scalar questions -----------------------------------------------------------------------------

const derivedFacts = (ctx: Context, q: ScalarQuestion) => {
  const { answers, company, currency } = ctx.input
  if (
    intensitiesLeftOutWithScope3.has(q.id) &&
    isPresent(answerValue(answers, "GrossScope3GreenhouseGasEmissions"))
  )
    return
  const frozen = ctx.input.derivedValues?.[q.id]
  const value = frozen !== undefined ? frozen : computeDerived(q.derivation!, answers, company)
  if (value === null) return
  emitValue(ctx, q.id, q.concept, (concept) => {
    switch (concept.kind) {
      case "percent":
        return { value: percentText(value), unit: "xbrli:pure" }
      case "ghgEmissionsPerMonetary":
        return { value: numberText(value), unit: `utr:tCO2e/iso4217:${currency}` }
      case "monetary":
        return { value: numberText(value), unit: `iso4217:${currency}` }
      case "decimal":
        return { value: numberText(value), unit: "xbrli:pure" }
      default: {
        const kind = quantityKindOf[concept.kind]
        if (!kind) return null
        const source = totalsTable[q.derivation!]
        const table = source && (answerValue(answers, source.table) as TableAnswer | undefined)
        const unit = (source && table?.units?.[source.kind]) ?? baseUnit(kind)
        return quantityFact(kind, exact(value), unit)
      }
    }
  })
}

const scalarFacts = (ctx: Context, q: ScalarQuestion) => {
  if (q.derivation) return derivedFacts(ctx, q)
  const value = answerValue(ctx.input.answers, q.id)
  if (!isPresent(value)) return
  emitValue(ctx, q.id, q.concept, (concept) => valueOf(ctx, q.id, concept, q.answer, value))
}

// ---- table questions ------------------------------------------------------------------------------

const fieldsOf = (ctx: Context, q: TableQuestion) =>
  q.fields.filter(
    (f) => f.concept !== null && (f.module !== "comprehensive" || ctx.input.company.comprehensive),
  )

/** A row's value of a field: typed, or computed for derived columns (rowDerived.ts). */
const rowValue = (q: TableQuestion, row: TableAnswer["rows"][number], field: TableField) =>
  field.answer.kind === "derived" ? derivedRowValues(q, row)[field.id] : row.values[field.id]

/** The answer type a field's value is written with: computed columns are amounts of their concept's kind. */
const writtenType = (field: TableField, concept: XbrlConcept): AnswerType => {
  if (field.answer.kind !== "derived") return field.answer
  const kind = quantityKindOf[concept.kind]
  return kind ? { kind: "amount", quantity: kind } : { kind: "number", unit: "ratio" }
}

const tableUnitOf = (table: TableAnswer, type: AnswerType) =>
  type.kind === "amount" ? table.units?.[type.quantity] : undefined

const rowDimensions = (q: TableQuestion, key: string): Record<string, string> | null => {
  const geometry = rowDimensionOf(q)
  if (geometry.kind === "aggregate") return {}
  const axis = `vsme:${geometry.axis}`
  if (geometry.kind === "typed") return { [axis]: key }
  if (defaultMemberOf(geometry.axis) === key) return {}
  return { [axis]: `${geometry.prefix}:${key}` }
}

const rowYear = (ctx: Context, q: TableQuestion, key: string): number | null | undefined => {
  const yearQuestion = rowYearQuestions[q.id]?.[key]
  if (yearQuestion === undefined) return undefined
  const year = answerValue(ctx.input.answers, yearQuestion)
  return typeof year === "number" ? year : null
}

const tableFacts = (ctx: Context, q: TableQuestion) => {
  const table = answerValue(ctx.input.answers, q.id)
  if (!isRecord(table) || !Array.isArray(table.rows)) return
  const answer = table as unknown as TableAnswer
  const geometry = rowDimensionOf(q)
  if (geometry.kind === "aggregate") return aggregateFacts(ctx, q, answer, geometry.setConcept)
  const fields = fieldsOf(ctx, q)
  for (const row of answer.rows) {
    const dimensions = rowDimensions(q, row.key)
    const year = rowYear(ctx, q, row.key)
    if (dimensions === null) continue
    if (year === null) {
      ctx.problem({ code: "yearMissing", severity: "error", questionId: q.id, concept: null })
      continue
    }
    for (const field of fields) {
      const value = rowValue(q, row, field)
      if (!isPresent(value)) continue
      emitValue(
        ctx,
        q.id,
        field.concept!,
        (concept) => {
          const type = writtenType(field, concept)
          return valueOf(ctx, q.id, concept, type, value, tableUnitOf(answer, type))
        },
        dimensions,
        year,
      )
    }
  }
  if (tablesWithTotals.has(q.id)) totalFacts(ctx, q, answer, fields)
}

/** The total row of a table (the axis's default member): each amount column summed over the rows. */
const totalFacts = (
  ctx: Context,
  q: TableQuestion,
  table: TableAnswer,
  fields: ReadonlyArray<TableField>,
) => {
  for (const field of fields) {
    if (field.answer.kind !== "amount") continue
    const values = table.rows
      .map((row) => row.values[field.id])
      .filter((v): v is number => typeof v === "number")
    if (values.length === 0) continue
    const total = sum(values.map((v) => exact(v)))
    emitValue(ctx, q.id, field.concept!, (concept) => {
      const unit = tableUnitOf(table, field.answer)
      const kind = quantityKindOf[concept.kind]
      return kind && unit ? quantityFact(kind, total, unit) : null
    })
  }
}

/**
 * B2: the taxonomy holds one value per concept for all sustainability issues. The issues become the
 * enumeration set; a yes/no column is yes when it is yes for any issue (the template asks whether the
 * undertaking "has a practice … that is publicly available" and "has set a target"); a text column is
 * the rows' text when they agree, else each issue's text under its name.
 */
const aggregateFacts = (ctx: Context, q: TableQuestion, answer: TableAnswer, setConcept: string) => {
  if (answer.rows.length === 0) return
  // The issues in the taxonomy's order, whatever order they were entered in: the same rows, the same facts.
  const order = (q.rowKey as { members: ReadonlyArray<string> }).members
  const table = {
    ...answer,
    rows: [...answer.rows].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key)),
  }
  emitValue(ctx, q.id, setConcept, () => ({
    value: table.rows
      .map((row) => expandedName("vsme", row.key))
      .sort()
      .join(" "),
  }))
  for (const field of fieldsOf(ctx, q)) {
    const present = table.rows.filter((row) => isPresent(row.values[field.id]))
    if (present.length === 0) continue
    emitValue(ctx, q.id, field.concept!, (concept) => {
      if (field.answer.kind === "boolean")
        return { value: String(present.some((row) => row.values[field.id] === true)) }
      const texts = present.map((row) => normaliseText(String(row.values[field.id])))
      const distinct = [...new Set(texts)]
      if (distinct.length === 1) return valueOf(ctx, q.id, concept, field.answer, distinct[0])
      return {
        value: present
          .map(
            (row) =>
              `${memberLabel(row.key, ctx.input.language)}: ${normaliseText(String(row.values[field.id]))}`,
          )
          .join(aggregateSeparator(field.answer)),
      }
    })
  }
}

/** How B2's per-issue texts are joined: paragraphs for narratives, "; " within a one-line text. */
export const aggregateSeparator = (type: AnswerType) => (type.kind === "narrative" ? "\n\n" : "; ")

// ---- the report -----------------------------------------------------------------------------------

/**
 * The facts of a report, in form order: every answered question that applies to the report (a stale
 * answer behind a closed gate is not reported), derived values computed by core, table rows with their
 * dimensions, and the report's public comments as footnotes of the facts of their question.
 */
export const reportFacts = (input: ReportFactsInput): ReportFacts => {
  const drafts: Draft[] = []
  const problems: XbrlProblem[] = []
  const ctx: Context = { input, emit: (d) => drafts.push(d), problem: (p) => problems.push(p) }
  const applicability = { answers: input.answers, facts: input.company }
  for (const q of vsmeQuestions as ReadonlyArray<Question>) {
    if (!applicabilityOf(q, applicability).applies) continue
    if (input.answers[q.id]?.status === "skipped") continue
    if (q.kind === "scalar") scalarFacts(ctx, q)
    else tableFacts(ctx, q)
  }
  const questionsWithFacts = new Set(drafts.map((d) => d.questionId))
  const footnotes = input.publicComments
    .filter((c) => questionsWithFacts.has(c.questionId))
    .map((c, i) => ({ id: `fn${i + 1}`, questionId: c.questionId, text: normaliseText(c.text) }))
  const facts = drafts.map((draft, i): XbrlFact => ({
    ...draft,
    id: `f${i + 1}`,
    footnotes: footnotes.filter((f) => f.questionId === draft.questionId).map((f) => f.id),
  }))
  return { facts, footnotes: footnotes.map(({ id, text }) => ({ id, text })), problems }
}

/** Facts grouped by the question they report. */
export const factsByQuestion = <F extends SourceFact & { readonly questionId: string }>(
  facts: ReadonlyArray<F>,
): ReadonlyMap<string, ReadonlyArray<F>> => {
  const groups = new Map<string, F[]>()
  for (const fact of facts) groups.set(fact.questionId, [...(groups.get(fact.questionId) ?? []), fact])
  return groups
}
