import { findNaceCode } from "../account/NaceCode.js"
import type { Locale } from "../i18n/Locale.js"
import { toNumber } from "../units/exact.js"
import type { QuantityKind } from "../units/units.js"
import { formatGpsLocation, type AnswerType, type Coordinates } from "../vsme/answers.js"
import { reportCompleteness, type ItemStatus } from "../vsme/completeness.js"
import { energyBreakdownOf, energyTotals, inBaseUnit, recyclingRate } from "../vsme/derived.js"
import type { DerivationId } from "../vsme/derived.js"
import { derivedUnitOf } from "../vsme/derivedUnit.js"
import { vsmeGates } from "../vsme/gates.js"
import type { Disclosure, Gate, Question, ScalarQuestion, TableQuestion } from "../vsme/Question.js"
import { disclosureTitles, memberLabel, vsmeQuestions } from "../vsme/questions.js"
import { answerValue, type Answers, type SkipReason, type TableAnswer } from "../vsme/ReportAnswers.js"
import { formatComputed, formatDate, formatNumber, formatPercent, unitSymbol } from "./formatFigure.js"
import { summaryTexts, type SummaryTexts } from "./summaryTexts.js"

/**
 * What a summary is made from: the report's structured answers and the few account facts the
 * catalogue needs (spec §3 Report, Company account). Never HTML: the prompt is built from data.
 */
export interface SummaryInput {
  readonly company: {
    readonly name: string
    readonly naceCodes: ReadonlyArray<string>
    /** The report currency (account settings), the unit of money answers. */
    readonly currency: string
  }
  readonly report: {
    readonly title: string
    readonly startDate: string
    readonly endDate: string
    readonly comprehensive: boolean
  }
  readonly answers: Answers
}

/** One line of the summary data: a label and its value as text, figures written with their units. */
export interface SummaryLine {
  readonly label: string
  readonly value: string
}

/** A disclosure's answers that are not key figures (texts, choices, tables, yes/no screening). */
export interface DisclosureLines {
  readonly code: Disclosure
  readonly title: string
  readonly lines: ReadonlyArray<SummaryLine>
}

/** A datapoint the company left out on purpose, with its reason (standard §19). */
export interface SkippedItem {
  readonly code: Disclosure
  readonly label: string
  readonly reason: SkipReason
}

/** The required datapoints still unanswered in one disclosure: the report's gaps. */
export interface MissingItems {
  readonly code: Disclosure
  readonly title: string
  readonly labels: ReadonlyArray<string>
}

/**
 * A report's content as the summary sees it, in one language: company and report, key figures with
 * units, the other answers per disclosure, what was left out and what is still missing, and how
 * many datapoints each of those are (from core `reportCompleteness`).
 */
export interface SummaryData {
  readonly locale: Locale
  readonly about: ReadonlyArray<SummaryLine>
  readonly keyFigures: ReadonlyArray<SummaryLine>
  readonly disclosures: ReadonlyArray<DisclosureLines>
  readonly skipped: ReadonlyArray<SkippedItem>
  readonly missing: ReadonlyArray<MissingItems>
  readonly counts: { readonly answered: number; readonly leftOut: number; readonly missing: number }
}

/** Longest narrative answer passed on; longer ones are cut so that the prompt stays within bounds. */
export const narrativeLimit = 1500

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value)

const oneLine = (text: string, t: SummaryTexts) => {
  const flat = text.replace(/\s+/g, " ").trim()
  return flat.length > narrativeLimit ? `${flat.slice(0, narrativeLimit).trimEnd()}… ${t.truncated}` : flat
}

const naceText = (code: string) => {
  const entry = findNaceCode(code)
  return entry ? `${code} ${entry.title}` : code
}

interface Context {
  readonly locale: Locale
  readonly t: SummaryTexts
  readonly input: SummaryInput
}

/** A quantity `{ amount, unit }`, with its value in the base unit too when it was entered in another. */
const quantityText = (kind: QuantityKind, value: unknown, c: Context): string | null => {
  if (!isRecord(value) || !isNumber(value.amount) || typeof value.unit !== "string") return null
  const entered = `${formatNumber(value.amount, c.locale)} ${unitSymbol(value.unit)}`
  const base = { energy: "MWh", ghgEmissions: "tCO2e", mass: "kg", volume: "m3", area: "m2" }[kind]
  const inBase = inBaseUnit(kind, value)
  return value.unit === base || inBase === null
    ? entered
    : `${entered} (${formatNumber(toNumber(inBase), c.locale)} ${unitSymbol(base)})`
}

/** An answer of a type other than derived, as text; null when the value does not fit the type. */
const valueText = (
  type: AnswerType,
  value: unknown,
  c: Context,
  tableUnits: TableAnswer["units"] = {},
): string | null => {
  const { locale, t } = c
  switch (type.kind) {
    case "quantity":
      return quantityText(type.quantity, value, c)
    case "amount": {
      if (!isNumber(value)) return null
      const unit = tableUnits[type.quantity]
      return unit ? `${formatNumber(value, locale)} ${unitSymbol(unit)}` : formatNumber(value, locale)
    }
    case "money":
      return isNumber(value) ? `${formatNumber(value, locale)} ${c.input.company.currency}` : null
    case "number":
      return isNumber(value) ? `${formatNumber(value, locale)}${type.unit === "hours" ? " h" : ""}` : null
    case "percentage":
      return isNumber(value) ? formatPercent(value, locale) : null
    case "year":
      return isNumber(value) ? String(value) : null
    case "date":
      return typeof value === "string" ? formatDate(value, locale) : null
    case "boolean":
      return typeof value === "boolean" ? (value ? t.yes : t.no) : null
    case "enum":
      return typeof value === "string" ? memberLabel(value, locale) : null
    case "enumSet":
      return Array.isArray(value)
        ? value.length === 0
          ? t.nothing
          : value.map((m) => memberLabel(String(m), locale)).join(", ")
        : null
    case "codeList": {
      const one = (code: unknown) =>
        type.list === "nace"
          ? naceText(String(code))
          : type.list === "waste"
            ? memberLabel(String(code), locale)
            : String(code)
      return Array.isArray(value) ? value.map(one).join(", ") : typeof value === "string" ? one(value) : null
    }
    case "text":
    case "narrative":
      return typeof value === "string" ? oneLine(value, t) : null
    case "coordinates":
      return isRecord(value) ? formatGpsLocation(value as unknown as Coordinates) : null
    case "derived":
      return null
  }
}

const tableOf = (answers: Answers, id: string): TableAnswer | null => {
  const value = answerValue(answers, id)
  return isRecord(value) && Array.isArray(value.rows) ? (value as unknown as TableAnswer) : null
}

const wasteTable = "WasteGeneratedTable"

/** The unit a derived value comes in, as the summary writes it (null: a ratio without a unit). */
const derivedUnit = (id: DerivationId, c: Context): string | null => {
  const unit = derivedUnitOf(id, c.input.answers)
  switch (unit.kind) {
    case "unit":
      return unit.unit
    case "carbonPerCurrency":
      return `tCO2e/${c.input.company.currency}`
    case "currency":
      return c.input.company.currency
    case "percent":
      return "%"
    case "perAccidentHours":
      return c.t.perAccidentHours
    case "ratio":
      return null
  }
}

const derivedText = (id: DerivationId, value: number, c: Context) => {
  const unit = derivedUnit(id, c)
  if (unit === "%") return formatPercent(value, c.locale)
  const figure = formatComputed(value, c.locale)
  return unit === null ? figure : `${figure} ${unitSymbol(unit)}`
}

const numericKinds: ReadonlyArray<AnswerType["kind"]> = ["quantity", "money", "number", "percentage"]
const isKeyFigure = (q: ScalarQuestion) => numericKinds.includes(q.answer.kind) || q.derivation !== undefined

const codeLabel = (code: Disclosure, label: string) => (code === "other" ? label : `${code} ${label}`)

/** A derived value and what it was computed from (leavers and headcounts for the turnover rate). */
const derivedLines = (q: ScalarQuestion, status: ItemStatus, c: Context): SummaryLine[] => {
  if (q.derivation === undefined || !isNumber(status.derivedValue)) return []
  const lines = [
    {
      label: codeLabel(q.disclosure, q.label[c.locale]),
      value: derivedText(q.derivation, status.derivedValue, c),
    },
  ]
  const inputs = answerValue(c.input.answers, q.id)
  for (const field of q.inputs ?? []) {
    const value = isRecord(inputs) ? valueText(field.answer, inputs[field.id], c) : null
    if (value !== null)
      lines.push({ label: `${codeLabel(q.disclosure, q.label[c.locale])}: ${field.label[c.locale]}`, value })
  }
  return lines
}

const rowKeyText = (q: TableQuestion, key: string, c: Context) =>
  q.rowKey.kind === "member" &&
  !(
    typeof q.rowKey.members === "object" &&
    "codeList" in q.rowKey.members &&
    q.rowKey.members.codeList === "country"
  )
    ? memberLabel(key, c.locale)
    : key

/** One line per table row: the row's key, then its filled fields. Coordinates are left out (noise). */
const tableLines = (q: TableQuestion, c: Context): SummaryLine[] => {
  const table = tableOf(c.input.answers, q.id)
  if (table === null) return []
  return table.rows.map((row) => {
    const values = q.fields.flatMap((field) => {
      if (field.answer.kind === "coordinates" || field.answer.kind === "derived") return []
      const text = valueText(field.answer, row.values[field.id], c, table.units)
      return text === null ? [] : [`${field.label[c.locale]}: ${text}`]
    })
    return {
      label: `${q.label[c.locale]} – ${rowKeyText(q, row.key, c)}`,
      value: values.length === 0 ? c.t.nothing : values.join("; "),
    }
  })
}

/** Energy totals and the renewable share (B3 breakdown), and the recycled share of waste (B7). */
const computedFigures = (c: Context): SummaryLine[] => {
  const lines: SummaryLine[] = []
  const energy = energyBreakdownOf(c.input.answers)
  if (energy !== null) {
    const totals = energyTotals(energy)
    lines.push({ label: `B3 ${c.t.energy.total}`, value: `${formatComputed(totals.total, c.locale)} MWh` })
    if (totals.renewableShare !== null)
      lines.push({
        label: `B3 ${c.t.energy.renewableShare}`,
        value: formatPercent(totals.renewableShare, c.locale),
      })
  }
  const waste = tableOf(c.input.answers, wasteTable)
  if (waste !== null) {
    const sumOf = (field: string) =>
      waste.rows.reduce((sum, row) => {
        const value = row.values[field]
        return isNumber(value) ? sum + value : sum
      }, 0)
    const recycled = sumOf("WasteDivertedToRecycleOrReuseMass")
    const share = recyclingRate(recycled, recycled + sumOf("WasteDirectedToDisposalMass"))
    if (share !== null)
      lines.push({ label: `B7 ${c.t.recycledShare}`, value: formatPercent(share, c.locale) })
  }
  return lines
}

/**
 * The summary data of a report in `locale`: every answered datapoint of the catalogue in form order
 * (numbers as key figures, the rest per disclosure), skips with their reasons, and the required
 * datapoints still open. Questions of a module the report does not use are left out entirely.
 */
export const summaryData = (input: SummaryInput, locale: Locale): SummaryData => {
  const t = summaryTexts[locale]
  const c: Context = { locale, t, input }
  const completeness = reportCompleteness({
    answers: input.answers,
    facts: { comprehensive: input.report.comprehensive, naceCodes: input.company.naceCodes },
  })
  const statusOf = new Map(completeness.items.map((item) => [item.id, item]))
  let answered = 0

  const keyFigures: SummaryLine[] = []
  const lines = new Map<Disclosure, SummaryLine[]>()
  const skipped: SkippedItem[] = []
  const missing = new Map<Disclosure, string[]>()
  const push = <T>(map: Map<Disclosure, T[]>, code: Disclosure, item: T) =>
    map.set(code, [...(map.get(code) ?? []), item])

  const visit = (item: Question | Gate, render: () => { key: SummaryLine[]; other: SummaryLine[] }) => {
    const status = statusOf.get(item.id)
    if (status === undefined) return
    const label = item.label[locale]
    const answer = input.answers[item.id]
    if (status.state === "skipped") {
      // Skipped because its condition does not hold: not part of this company's report at all.
      if (answer?.status === "skipped") skipped.push({ code: item.disclosure, label, reason: answer.reason })
    } else if (status.state === "incomplete") {
      if (status.blocking) push(missing, item.disclosure, label)
    } else {
      answered += 1
      const rendered = render()
      keyFigures.push(...rendered.key)
      for (const line of rendered.other) push(lines, item.disclosure, line)
    }
  }

  for (const gate of vsmeGates) {
    visit(gate, () => {
      const value = answerValue(input.answers, gate.id)
      return {
        key: [],
        other: typeof value === "boolean" ? [{ label: gate.label[locale], value: value ? t.yes : t.no }] : [],
      }
    })
  }
  for (const q of vsmeQuestions) {
    visit(q, () => {
      if (q.kind === "table") return { key: [], other: tableLines(q, c) }
      if (isKeyFigure(q)) {
        if (q.derivation !== undefined) return { key: derivedLines(q, statusOf.get(q.id)!, c), other: [] }
        const value = valueText(q.answer, answerValue(input.answers, q.id), c)
        return {
          key: value === null ? [] : [{ label: codeLabel(q.disclosure, q.label[locale]), value }],
          other: [],
        }
      }
      const value = valueText(q.answer, answerValue(input.answers, q.id), c)
      return { key: [], other: value === null ? [] : [{ label: q.label[locale], value }] }
    })
  }
  keyFigures.push(...computedFigures(c))

  const naceCodes = answerValue(input.answers, "NaceSectorClassificationCodes")
  const sector = Array.isArray(naceCodes) ? (naceCodes as ReadonlyArray<string>) : input.company.naceCodes
  const about: SummaryLine[] = [
    { label: t.about.company, value: oneLine(input.company.name, t) },
    { label: t.about.report, value: oneLine(input.report.title, t) },
    {
      label: t.about.period,
      value: `${formatDate(input.report.startDate, locale)} – ${formatDate(input.report.endDate, locale)}`,
    },
    {
      label: t.about.module,
      value: input.report.comprehensive ? t.about.comprehensiveModule : t.about.basicModule,
    },
    ...(sector.length > 0 ? [{ label: t.about.sector, value: sector.map(naceText).join(", ") }] : []),
  ]

  const inDisclosureOrder = <T>(map: Map<Disclosure, T>) =>
    [...map.entries()].sort(([a], [b]) => disclosureOrder(a) - disclosureOrder(b))
  return {
    locale,
    about,
    keyFigures,
    disclosures: inDisclosureOrder(lines).map(([code, l]) => ({
      code,
      title: disclosureTitles[code][locale],
      lines: l,
    })),
    skipped,
    missing: inDisclosureOrder(missing).map(([code, labels]) => ({
      code,
      title: disclosureTitles[code][locale],
      labels,
    })),
    counts: {
      answered,
      leftOut: skipped.length,
      missing: [...missing.values()].reduce((n, labels) => n + labels.length, 0),
    },
  }
}

const order: ReadonlyArray<Disclosure> = [
  "B1",
  "B2",
  "C1",
  "C2",
  "B3",
  "B4",
  "B5",
  "B6",
  "B7",
  "C3",
  "C4",
  "B8",
  "B9",
  "B10",
  "C5",
  "C6",
  "C7",
  "B11",
  "C8",
  "C9",
  "other",
]
const disclosureOrder = (code: Disclosure) => order.indexOf(code)
