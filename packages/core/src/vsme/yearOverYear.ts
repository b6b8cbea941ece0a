import { divide, exact, isZero, multiply, subtract, toNumber } from "../units/exact.js"
import { convert, type QuantityKind, type UnitOf, unitSizes } from "../units/units.js"
import type { AnswerType } from "./answers.js"
import { computeDerived } from "./derived.js"
import type { Question, TableQuestion } from "./Question.js"
import type { Answer, Answers, CompanyFacts, TableAnswer } from "./ReportAnswers.js"

/**
 * A change larger than this, in percent of last year's value either way, is "large": the form asks
 * for an explanation (kept as a comment). The standard sets no threshold. 25 % is the upper end of
 * what auditors commonly treat as a significant fluctuation in analytical review (10–25 %): lower,
 * and a small company's ordinary year-to-year movement (two more people in a team of ten is 20 %)
 * would ask for explanations of nothing; higher, and real changes would pass unasked. A typing or
 * unit slip (kWh entered as MWh, a factor of 1000) always clears it.
 */
export const largeChangePercent = 25

/** How a number moved from last year to this year. */
export interface NumericChange {
  /** Last year's value, converted into this year's unit for quantities. */
  readonly previous: number
  readonly current: number
  /** The unit both values are in (this year's choice for quantities and table amounts), else null. */
  readonly unit: string | null
  /** current − previous. */
  readonly absolute: number
  /** The change in percent of last year's value; null when last year's value was 0. */
  readonly percent: number | null
  /** Over `largeChangePercent` either way, or something where there was nothing (0 → more). */
  readonly large: boolean
}

/** The change of one numeric cell of a table, for a row present in both years. */
export interface CellChange {
  readonly rowKey: string
  readonly fieldId: string
  readonly change: NumericChange
}

/** A question compared with last year's report. */
export interface YearOverYear {
  readonly questionId: string
  /** Last year's stored answer (a value or a skip), null when it was not answered. */
  readonly previous: Answer | null
  /** Last year's computed value of a derived question (null when it could not be computed). */
  readonly previousDerived?: number | null
  /** Whether this year's answer (or computed value) differs from last year's. */
  readonly changed: boolean
  /** The change of a number, quantity, share or computed value when both years have one. */
  readonly change: NumericChange | null
  /** The changes of a table's numeric cells, row by row. */
  readonly cells: ReadonlyArray<CellChange>
  /** Whether any change is large: ask for an explanation. */
  readonly large: boolean
}

const percentDecimals = 10

/** The change from `previous` to `current` (both in one unit). */
export const numericChange = (
  previous: number,
  current: number,
  unit: string | null = null,
): NumericChange => {
  const [before, after] = [exact(previous), exact(current)]
  const difference = subtract(after, before)
  const percent = isZero(before)
    ? null
    : toNumber(multiply(divide(difference, before), exact(100)), percentDecimals)
  return {
    previous,
    current,
    unit,
    absolute: toNumber(difference),
    percent,
    large: percent === null ? !isZero(difference) : Math.abs(percent) > largeChangePercent,
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const finite = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)

/** Structural equality of two JSON values (answers come from JSON; key order does not matter). */
const same = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]))
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)])
    return [...keys].every((k) => same(a[k] ?? null, b[k] ?? null))
  }
  return false
}

const knownUnit = (kind: QuantityKind, unit: unknown): unit is UnitOf<QuantityKind> =>
  typeof unit === "string" && Object.hasOwn(unitSizes[kind], unit)

/** `amount` in `from` expressed in `to` (exactly), or null for a unit the kind does not have. */
const inUnit = (kind: QuantityKind, amount: number, from: unknown, to: unknown): number | null =>
  knownUnit(kind, from) && knownUnit(kind, to) ? convert(kind, amount, from as never, to as never) : null

/** Plain numbers compared as they are: counts, hours, money in the report currency, shares. */
const plainNumber = (type: AnswerType) =>
  type.kind === "number" || type.kind === "money" || type.kind === "percentage"

/** The change of a scalar answer, when both years have a comparable number. */
const scalarChange = (type: AnswerType, previous: unknown, current: unknown): NumericChange | null => {
  if (plainNumber(type))
    return finite(previous) && finite(current)
      ? numericChange(previous, current, type.kind === "percentage" ? "%" : null)
      : null
  if (type.kind === "quantity" && isRecord(previous) && isRecord(current)) {
    if (!finite(previous.amount) || !finite(current.amount)) return null
    const before = inUnit(type.quantity, previous.amount, previous.unit, current.unit)
    return before === null ? null : numericChange(before, current.amount, String(current.unit))
  }
  return null
}

const asTable = (value: unknown): TableAnswer | null =>
  isRecord(value) && Array.isArray(value.rows) && isRecord(value.units)
    ? (value as unknown as TableAnswer)
    : null

/** Numeric cells of rows present in both years, amounts converted into this year's table unit. */
const tableCells = (q: TableQuestion, previous: TableAnswer, current: TableAnswer): CellChange[] =>
  current.rows.flatMap((row) => {
    const before = previous.rows.find((r) => r.key === row.key)
    if (!before) return []
    return q.fields.flatMap((field): CellChange[] => {
      const [was, now] = [before.values[field.id], row.values[field.id]]
      if (!finite(was) || !finite(now)) return []
      if (field.answer.kind === "amount") {
        const kind = field.answer.quantity
        const unit = current.units[kind]
        const converted = inUnit(kind, was, previous.units[kind], unit)
        return converted === null
          ? []
          : [{ rowKey: row.key, fieldId: field.id, change: numericChange(converted, now, unit ?? null) }]
      }
      return plainNumber(field.answer)
        ? [{ rowKey: row.key, fieldId: field.id, change: numericChange(was, now) }]
        : []
    })
  })

/**
 * Whether a table changed: rows added or removed, or a cell that differs. Numeric cells compare by
 * amount in this year's unit, so re-entering the table in kWh instead of MWh is no change.
 */
const tableChanged = (previous: TableAnswer, current: TableAnswer, cells: ReadonlyArray<CellChange>) => {
  const keys = (t: TableAnswer) => t.rows.map((r) => r.key).sort()
  if (!same(keys(previous), keys(current))) return true
  const compared = new Set(cells.map((c) => `${c.rowKey}\u0000${c.fieldId}`))
  if (cells.some((c) => c.change.absolute !== 0)) return true
  return current.rows.some((row) => {
    const before = previous.rows.find((r) => r.key === row.key)!
    const fields = new Set([...Object.keys(row.values), ...Object.keys(before.values)])
    return [...fields].some(
      (f) => !compared.has(`${row.key}\u0000${f}`) && !same(before.values[f] ?? null, row.values[f] ?? null),
    )
  })
}

const valueOf = (answer: Answer | undefined) => (answer?.status === "answered" ? answer.value : undefined)

/**
 * Compares a question of this year's report with last year's: last year's answer, whether it changed,
 * and for numbers how much, absolutely and in percent, with quantities and table amounts converted
 * exactly into this year's unit (MWh against kWh is no change). Derived values (totals, intensities,
 * rates) are computed from each year's own answers. A skip on either side is a change of kind, not of
 * amount: `change` stays null.
 */
export const yearOverYear = (
  question: Question,
  current: Answers,
  previous: Answers,
  facts: { readonly current?: CompanyFacts; readonly previous?: CompanyFacts } = {},
): YearOverYear => {
  const [was, now] = [previous[question.id], current[question.id]]
  const base = { questionId: question.id, previous: was ?? null }

  if (question.kind === "scalar" && question.derivation) {
    const before = computeDerived(question.derivation, previous, facts.previous)
    const after = computeDerived(question.derivation, current, facts.current)
    const change = before !== null && after !== null ? numericChange(before, after) : null
    return {
      ...base,
      previousDerived: before,
      changed: change ? change.absolute !== 0 : before !== after,
      change,
      cells: [],
      large: change?.large ?? false,
    }
  }

  const differs = !same(was ?? null, now ?? null)
  if (question.kind === "table") {
    const [before, after] = [asTable(valueOf(was)), asTable(valueOf(now))]
    const cells = before && after ? tableCells(question, before, after) : []
    const changed = before && after ? tableChanged(before, after, cells) : differs
    return { ...base, changed, change: null, cells, large: cells.some((c) => c.change.large) }
  }
  const change = scalarChange(question.answer, valueOf(was), valueOf(now))
  // A quantity re-entered in another unit is the same amount: no change.
  const changed = change ? change.absolute !== 0 : differs
  return { ...base, changed, change, cells: [], large: change?.large ?? false }
}
