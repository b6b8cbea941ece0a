import {
  derivedRowValues,
  disclosures,
  givenFigure,
  memberLabel,
  sections,
  vsmeGates,
  vsmeQuestions,
  type Gate,
  type Locale,
  type Question,
  type QuestionState,
  type Section,
  type SkipReason,
  type TableAnswer,
  type TableQuestion,
} from "@vsme/core"
import type { ExportedComment } from "@vsme/sdk"
import { answerCell, formats, isoDate, num, text, unitLabel, type Cell, type CellContext } from "./cells.js"
import { derivedCell } from "./derivedCells.js"
import {
  commentTypeNames,
  exportText,
  languageNames,
  reportStateNames,
  sectionNames,
  skipReasonNames,
  stateNames,
} from "./exportTexts.js"
import type { ReportExportData } from "./reportExportData.js"

/**
 * What a workbook is made of: a report export's data, or a share's snapshot (sharing/
 * snapshotExports.ts), which has no live ids. Items without a question state are not part of the
 * report (or of the share) and get no row.
 */
export interface SheetSource {
  readonly company: Pick<ReportExportData["company"], "name" | "businessId" | "currency">
  readonly report: Pick<
    ReportExportData["report"],
    "title" | "startDate" | "endDate" | "comprehensive" | "state" | "completeness" | "questionStates"
  >
  readonly answers: ReportExportData["answers"]
  readonly comments: ReportExportData["comments"]
  readonly commentTypes: ReportExportData["commentTypes"]
}

/**
 * The workbook as data: sheets of rows of typed cells, produced lazily (generators), so that the
 * writer can commit each row to the output stream as soon as it exists and a large report never sits
 * in memory as a whole workbook. Pure: no exceljs here, which keeps the layout testable on its own.
 */
export type RowStyle = "title" | "header" | "tableHeader" | "tableRow" | "input"

export interface SheetRow {
  readonly cells: ReadonlyArray<Cell>
  readonly style?: RowStyle
}

export interface SheetSpec {
  readonly name: string
  /** Column widths in characters. */
  readonly widths: ReadonlyArray<number>
  /** Rows kept in view while scrolling (the header). */
  readonly frozenRows: number
  readonly rows: () => Iterable<SheetRow>
}

const t = exportText

const stateText = (locale: Locale, state: QuestionState, reason?: SkipReason) =>
  reason ? `${stateNames[locale][state]} (${skipReasonNames[locale][reason]})` : stateNames[locale][state]

const commentCell = (comments: ReadonlyArray<ExportedComment>): Cell =>
  comments.length === 0
    ? null
    : text(
        comments
          .map((c) => `${c.text}\n— ${[c.author, c.createdAt.slice(0, 10)].filter(Boolean).join(", ")}`)
          .join("\n\n"),
        true,
      )

/** Gates and questions of a section in form order: per disclosure its gates, then its questions. */
const itemsOf = (section: Section): ReadonlyArray<Gate | Question> =>
  disclosures.flatMap((d) => [
    ...vsmeGates.filter((g) => g.section === section && g.disclosure === d),
    ...vsmeQuestions.filter((q) => q.section === section && q.disclosure === d),
  ])

const isGate = (item: Gate | Question): item is Gate => !("kind" in item)

const isTableAnswer = (value: unknown): value is TableAnswer =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as TableAnswer).rows) &&
  typeof (value as TableAnswer).units === "object"

/** The kind of quantity a computed table column totals: by its name, else the table's only unit kind. */
const derivedFieldKind = (fieldId: string, q: TableQuestion) =>
  fieldId.endsWith("Mass") ? "mass" : fieldId.endsWith("Volume") ? "volume" : q.units[0]

/** Typed keys (a site's name) and country codes are shown as they are; members by their label. */
const keyIsItsOwnLabel = (q: TableQuestion) =>
  q.rowKey.kind === "typed" ||
  (!Array.isArray(q.rowKey.members) && (q.rowKey.members as { codeList: string }).codeList === "country")

function* tableRows(
  q: TableQuestion,
  table: TableAnswer,
  data: SheetSource,
  ctx: CellContext,
): Generator<SheetRow> {
  const fields = q.fields.filter((f) => f.module !== "comprehensive" || data.report.comprehensive)
  const tableCtx: CellContext = { ...ctx, tableUnits: table.units }
  const headerOf = (label: string, unit: string) => (unit ? `${label} (${unit})` : label)
  yield {
    style: "tableHeader",
    cells: [
      null,
      null,
      text(q.rowKey.label[ctx.locale]),
      ...fields.map((f) => {
        const kind =
          f.answer.kind === "amount"
            ? f.answer.quantity
            : f.answer.kind === "derived"
              ? derivedFieldKind(f.id, q)
              : undefined
        const unit = kind ? unitLabel(table.units[kind] ?? "") : ""
        return text(headerOf(f.label[ctx.locale], unit))
      }),
    ],
  }
  for (const row of table.rows) {
    const derived = derivedRowValues(q, row)
    const keyLabel = keyIsItsOwnLabel(q) ? row.key : memberLabel(row.key, ctx.locale)
    yield {
      style: "tableRow",
      cells: [
        text(q.id),
        text(q.disclosure),
        text(keyLabel),
        ...fields.map((f) =>
          f.answer.kind === "derived"
            ? derived[f.id] === null || derived[f.id] === undefined
              ? null
              : num(derived[f.id] as number)
            : answerCell(f.answer, row.values[f.id], tableCtx).cell,
        ),
      ],
    }
  }
}

function* sectionRows(data: SheetSource, section: Section, locale: Locale): Generator<SheetRow> {
  const ctx: CellContext = { locale, currency: data.company.currency }
  const types = data.commentTypes
  yield {
    style: "header",
    cells: [
      text(t(locale, "datapointId")),
      text(t(locale, "disclosure")),
      text(t(locale, "question")),
      text(t(locale, "answer")),
      text(t(locale, "unit")),
      text(t(locale, "derived")),
      text(t(locale, "state")),
      ...types.map((type) => text(commentTypeNames[locale][type])),
    ],
  }
  for (const item of itemsOf(section)) {
    const status = data.report.questionStates[item.id]
    if (!status) continue // not part of this report (a module it does not use)
    const answer = data.answers[item.id]
    // A skipped item shows no answer, also one left stored from before its gate was answered "no".
    const value = answer?.status === "answered" && status.state !== "skipped" ? answer.value : undefined
    const comments = types.map((type) =>
      commentCell((data.comments.get(item.id) ?? []).filter((c) => c.type === type)),
    )
    const state = text(stateText(locale, status.state, status.reason))
    // Column A names the EFRAG taxonomy datapoint; a gate ("do you have certificates?") is the
    // form's own question with no datapoint, so its internal id stays out of the sheet.
    const lead = [isGate(item) ? null : text(item.id), text(item.disclosure), text(item.label[locale], true)]
    if (isGate(item)) {
      yield {
        cells: [
          ...lead,
          typeof value === "boolean" ? { kind: "boolean", value } : null,
          null,
          null,
          state,
          ...comments,
        ],
      }
      continue
    }
    if (item.kind === "table") {
      const table = isTableAnswer(value) ? value : null
      yield {
        cells: [
          ...lead,
          table ? text(t(locale, "rowCount", { count: table.rows.length })) : null,
          null,
          null,
          state,
          ...comments,
        ],
      }
      if (table && table.rows.length > 0) yield* tableRows(item, table, data, ctx)
      continue
    }
    if (item.derivation) {
      const derived = derivedCell(item.derivation, status.derivedValue, data.answers, ctx)
      yield { cells: [...lead, null, text(derived.unit), derived.cell, state, ...comments] }
      if (givenFigure(value) !== null) {
        // Given as a figure in an imported file, without the inputs it is computed from.
        yield { style: "input", cells: [null, text(item.disclosure), text(`› ${t(locale, "given")}`)] }
        continue
      }
      const inputs = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
      for (const input of item.inputs ?? []) {
        const cell = answerCell(input.answer, inputs[input.id], ctx)
        yield {
          style: "input",
          cells: [
            // An input of a computed datapoint has no datapoint of its own (its label says what it is).
            null,
            text(item.disclosure),
            text(`› ${input.label[locale]}`),
            cell.cell,
            text(cell.unit),
          ],
        }
      }
      continue
    }
    const cell = answerCell(item.answer, value, ctx)
    yield { cells: [...lead, cell.cell, cell.unit ? text(cell.unit) : null, null, state, ...comments] }
  }
}

function* coverRows(data: SheetSource, locale: Locale, generatedAt: Date): Generator<SheetRow> {
  const { report, company } = data
  const summary = (tally: typeof report.completeness.overall) =>
    `${stateNames[locale][tally.state]}: ${t(locale, "completenessSummary", tally)}`
  const line = (key: Parameters<typeof t>[1], value: Cell): SheetRow => ({
    cells: [text(t(locale, key)), value],
  })
  yield { style: "title", cells: [text(t(locale, "coverTitle"))] }
  yield { cells: [] }
  yield line("company", text(company.name))
  yield line("businessId", text(company.businessId))
  yield line("report", text(report.title))
  yield line("periodStart", isoDate(report.startDate))
  yield line("periodEnd", isoDate(report.endDate))
  yield line("module", text(t(locale, report.comprehensive ? "moduleComprehensive" : "moduleBasic")))
  yield line("reportState", text(reportStateNames[locale][report.state]))
  yield line("completeness", text(summary(report.completeness.overall)))
  yield line("generated", { kind: "date", value: generatedAt, format: formats.dateTime })
  yield line("language", text(languageNames[locale]))
  yield line(
    "commentsIncluded",
    text(
      data.commentTypes.length === 0
        ? t(locale, "none")
        : data.commentTypes.map((c) => commentTypeNames[locale][c]).join(", "),
    ),
  )
  yield line("standard", text(t(locale, "standardValue")))
  yield { cells: [] }
  yield {
    style: "tableHeader",
    cells: [
      "sectionHeader",
      "stateHeader",
      "completeHeader",
      "skippedHeader",
      "incompleteHeader",
      "totalHeader",
    ].map((key) => text(t(locale, key as Parameters<typeof t>[1]))),
  }
  for (const section of sections) {
    const tally = report.completeness.sections[section]
    yield {
      style: "tableRow",
      cells: [
        text(sectionNames[locale][section]),
        text(stateNames[locale][tally.state]),
        num(tally.complete, formats.integer),
        num(tally.skipped, formats.integer),
        num(tally.incomplete, formats.integer),
        num(tally.total, formats.integer),
      ],
    }
  }
}

/** The sheets of a report's workbook: the cover, then one per form area (spec §2) in form order. */
export const reportSheets = (
  data: SheetSource,
  locale: Locale,
  generatedAt: Date,
): ReadonlyArray<SheetSpec> => [
  {
    name: t(locale, "coverSheet"),
    widths: [30, 60, 12, 12, 14, 12],
    frozenRows: 0,
    rows: () => coverRows(data, locale, generatedAt),
  },
  ...sections.map((section): SheetSpec => ({
    name: sectionNames[locale][section],
    widths: [44, 12, 56, 40, 14, 18, 22, ...data.commentTypes.map(() => 44)],
    frozenRows: 1,
    rows: () => sectionRows(data, section, locale),
  })),
]
