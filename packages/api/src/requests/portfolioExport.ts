import { once } from "node:events"
import type { Writable } from "node:stream"
import ExcelJS from "exceljs"
import { Zip, ZipDeflate } from "fflate"
import {
  answerValue,
  baseUnitOf,
  findGate,
  findQuestion,
  keyFigureSources,
  memberLabel,
  pcafScore,
  qualityOf,
  unitSizes,
  xbrlJsonDocument,
  type AnswerType,
  type Locale,
  type TableAnswer,
  type TableQuestion,
} from "@vsme/core"
import type { DeclineReason, RecipientStatus, ShareSnapshot } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { answerCell, formats, num, text, unitLabel, type Cell, type CellContext } from "../exports/cells.js"
import { derivedCell } from "../exports/derivedCells.js"
import { exportFileName } from "../exports/exportRoutes.js"
import { exportText } from "../exports/exportTexts.js"
import type { ShareViewer } from "../sharing/shareAccess.js"
import { snapshotXbrlReport } from "../sharing/snapshotExports.js"
import { declineReasonNames, portfolioText, qualityNames, statusNames } from "./portfolioTexts.js"
import { shownStatusSql, today, type RequestRow } from "./requestRepo.js"

/**
 * The portfolio's downloads (issue 32): one row per company, one column per asked datapoint, from
 * what each company shared (the frozen snapshot of its answer's share, latest version), never from
 * its report. Companies are read a batch at a time and written as they come, so 2,000 shared
 * companies stream in bounded memory; nothing holds a transaction while the client reads.
 */

/** One company of the download: its row, and its shared snapshot when it has one open. */
export interface ExportCompany {
  readonly businessId: string
  readonly name: string | null
  readonly email: string
  readonly status: RecipientStatus
  readonly statusAt: Date
  readonly declinedReason: DeclineReason | null
  readonly declinedText: string | null
  readonly shareId: string | null
  readonly version: number | null
  readonly snapshot: ShareSnapshot | null
}

export interface PortfolioColumn {
  readonly header: string
  readonly width: number
  readonly cell: (company: ExportCompany) => Cell
}

/** The scope figures that get a PCAF score beside their quality. */
const scopeFigures = new Set<string>([
  keyFigureSources.scope1,
  keyFigureSources.scope2Location,
  keyFigureSources.scope2Market,
  keyFigureSources.scope3,
])

/** Answer kinds that are figures: they get a quality column. */
const figureKinds = new Set<AnswerType["kind"]>([
  "quantity",
  "amount",
  "money",
  "number",
  "percentage",
  "derived",
])

const withUnit = (label: string, unit: string) => (unit ? `${label} (${unit})` : label)

const answersOf = (company: ExportCompany) => company.snapshot?.answers ?? {}

const qualityCell = (lang: Locale, id: string, value: (c: ExportCompany) => Cell) => (c: ExportCompany) => {
  if (!c.snapshot || value(c) === null) return null
  return text(qualityNames[lang][qualityOf(c.snapshot.quality.verification, c.snapshot.quality.answers[id])])
}

/** A table's rows as one text cell: "key: field value unit, …", a row a line. */
const tableText = (q: TableQuestion, table: TableAnswer, ctx: CellContext): Cell => {
  const tableCtx: CellContext = { ...ctx, tableUnits: table.units }
  const lines = table.rows.map((row) => {
    const key =
      q.rowKey.kind === "typed" || !Array.isArray(q.rowKey.members)
        ? row.key
        : memberLabel(row.key, ctx.locale)
    const fields = q.fields.flatMap((f) => {
      const shown = answerCell(f.answer, row.values[f.id], tableCtx)
      if (shown.cell === null) return []
      const value =
        shown.cell.kind === "date"
          ? shown.cell.value.toISOString().slice(0, 10)
          : shown.cell.kind === "boolean"
            ? portfolioText(ctx.locale, shown.cell.value ? "yes" : "no")
            : shown.cell.kind === "number" && shown.cell.format === formats.percent
              ? String(Number(((shown.cell.value as number) * 100).toPrecision(15)))
              : String(shown.cell.value)
      return [`${f.label[ctx.locale]} ${value}${shown.unit ? ` ${shown.unit}` : ""}`]
    })
    return `${key}: ${fields.join(", ")}`
  })
  // Excel holds at most 32,767 characters in a cell.
  const joined = lines.join("\n")
  return joined === "" ? null : text(joined.length > 32_000 ? `${joined.slice(0, 32_000)}…` : joined, true)
}

/** The unit a column header names for a value of `type` (values are converted to it). */
const headerUnit = (type: AnswerType, ctx: CellContext): string => {
  switch (type.kind) {
    case "quantity":
      return unitLabel(baseUnitOf(type.quantity))
    case "money":
      return ctx.currency
    case "percentage":
      return "%"
    case "number":
      return type.unit === "persons"
        ? exportText(ctx.locale, "persons")
        : type.unit === "hours"
          ? exportText(ctx.locale, "hours")
          : type.unit === "count"
            ? exportText(ctx.locale, "count")
            : ""
    default:
      return ""
  }
}

/**
 * The columns of a request's download in `lang`: the company's, then one per asked item in catalogue
 * order (figures in the header's unit, each with its quality beside it and, for the scope figures,
 * the PCAF score), then the requester's extra questions.
 */
export const portfolioColumns = (request: Pick<RequestRow, "items" | "draft">, lang: Locale) => {
  const t = (key: Parameters<typeof portfolioText>[1]) => portfolioText(lang, key)
  // Money is written in the company's own currency, named in its column; headers say "currency".
  const ctx: CellContext = { locale: lang, currency: t("currency").toLowerCase() }
  const columns: PortfolioColumn[] = [
    { header: t("company"), width: 32, cell: (c) => text(c.snapshot?.company.name ?? c.name ?? "") },
    { header: t("businessId"), width: 12, cell: (c) => text(c.businessId) },
    { header: t("email"), width: 28, cell: (c) => text(c.email) },
    { header: t("status"), width: 14, cell: (c) => text(statusNames[lang][c.status]) },
    {
      header: t("lastChange"),
      width: 18,
      cell: (c) => ({ kind: "date", value: c.statusAt, format: formats.dateTime }),
    },
    {
      header: t("declined"),
      width: 24,
      cell: (c) => (c.declinedReason ? text(declineReasonNames[lang][c.declinedReason]) : null),
    },
    {
      header: t("declinedText"),
      width: 30,
      cell: (c) => (c.declinedText ? text(c.declinedText, true) : null),
    },
    { header: t("reportTitle"), width: 30, cell: (c) => (c.snapshot ? text(c.snapshot.report.title) : null) },
    { header: t("sharedAt"), width: 10, cell: (c) => (c.version === null ? null : num(c.version)) },
    {
      header: t("currency"),
      width: 10,
      cell: (c) => (c.snapshot ? text(c.snapshot.company.currency) : null),
    },
  ]
  for (const id of request.items) {
    const gate = findGate(id)
    if (gate) {
      columns.push({
        header: gate.label[lang],
        width: 14,
        cell: (c) => {
          const value = answerValue(answersOf(c), id)
          return typeof value === "boolean" ? { kind: "boolean", value } : null
        },
      })
      continue
    }
    const q = findQuestion(id)
    if (!q) continue
    if (q.kind === "table") {
      columns.push({
        header: `${q.label[lang]} (${t("table")})`,
        width: 40,
        cell: (c) => {
          const value = answerValue(answersOf(c), id) as TableAnswer | undefined
          return value && Array.isArray(value.rows) ? tableText(q, value, ctx) : null
        },
      })
      continue
    }
    const type = q.answer
    let unit: string
    let value: (c: ExportCompany) => Cell
    if (type.kind === "derived" && q.derivation) {
      const derivation = q.derivation
      unit = derivedCell(derivation, null, {}, ctx).unit
      value = (c) => {
        const derived = c.snapshot?.questionStates[id]?.derivedValue
        if (derived === null || derived === undefined || !c.snapshot) return null
        const shown = derivedCell(derivation, derived, c.snapshot.answers, ctx)
        // A unit that follows the company's own table (waste in t rather than kg): said in the cell.
        return shown.unit === unit || shown.cell === null
          ? shown.cell
          : text(`${String(shown.cell.value)} ${shown.unit}`)
      }
    } else if (type.kind === "quantity") {
      unit = headerUnit(type, ctx)
      value = (c) => {
        const answer = answerValue(answersOf(c), id) as { amount?: unknown; unit?: unknown } | undefined
        const size = (unitSizes[type.quantity] as Record<string, string>)[String(answer?.unit)]
        if (typeof answer?.amount !== "number" || size === undefined) return null
        // In the base unit (kWh → MWh), rounded like core's exact conversion would show it.
        return num(Number((answer.amount * Number(size)).toPrecision(12)))
      }
    } else {
      unit = headerUnit(type, ctx)
      value = (c) => answerCell(type, answerValue(answersOf(c), id), ctx).cell
    }
    columns.push({ header: withUnit(q.label[lang], unit), width: 16, cell: value })
    if (figureKinds.has(type.kind)) {
      columns.push({
        header: `${q.label[lang]}: ${t("quality")}`,
        width: 12,
        cell: qualityCell(lang, id, value),
      })
      if (scopeFigures.has(id))
        columns.push({
          header: `${q.label[lang]}: ${t("pcaf")}`,
          width: 10,
          cell: (c) => {
            if (!c.snapshot || value(c) === null) return null
            return num(pcafScore(qualityOf(c.snapshot.quality.verification, c.snapshot.quality.answers[id])))
          },
        })
    }
  }
  for (const question of request.draft.extraQuestions) {
    const label = `${withUnit(question.question, question.unit ?? "")} – ${t("beyondVsme")}`
    columns.push({
      header: label,
      width: 20,
      cell: (c) => {
        const answer = c.snapshot?.request?.extraAnswers.find((a) => a.id === question.id)
        if (!answer) return null
        if (answer.declined)
          return text(`${t("declinedAnswer")}: ${declineReasonNames[lang][answer.declined.reason]}`)
        if (typeof answer.answer === "number") return num(answer.answer)
        if (typeof answer.answer === "boolean") return { kind: "boolean", value: answer.answer }
        return answer.answer === null ? null : text(answer.answer, true)
      },
    })
  }
  return columns
}

interface RecipientExportRow {
  readonly business_id: string
  readonly name: string | null
  readonly email: string
  readonly shown_status: RecipientStatus
  readonly status_at: Date | string
  readonly declined_reason: DeclineReason | null
  readonly declined_text: string | null
  readonly share_id: string | null
}

/** The access log's "downloaded" line for each share read, as the company sees it (decision 037). */
const logDownloads = async (
  db: DbOrTrx,
  shares: ReadonlyArray<{ readonly shareId: string; readonly version: number }>,
  format: "xlsx" | "xbrlJson" | null,
  viewer: Extract<ShareViewer, { kind: "person" }>,
  now: Date,
) => {
  if (shares.length === 0) return
  await db("share_access_log").insert(
    shares.map((s) => ({
      share_id: s.shareId,
      version: s.version,
      at: now,
      action: "download",
      format,
      viewer_user_id: viewer.userId,
      viewer_name: viewer.displayName,
      viewer_email: viewer.email,
      viewer_organisation: viewer.organisation,
    })),
  )
}

/**
 * The request's companies in the portfolio's order (name, then Business ID), each with the snapshot
 * of its answer when that share is still open (not withdrawn, not expired, made to the requester's
 * Business ID): read `batch` companies at a time, and logged in each share's access log.
 */
export async function* exportCompanies(
  db: DbOrTrx,
  input: {
    readonly requestId: string
    readonly requesterBusinessId: string
    readonly now: Date
    readonly viewer: Extract<ShareViewer, { kind: "person" }>
    readonly format: "xlsx" | "xbrlJson" | null
    readonly sharedOnly?: boolean
    readonly batch?: number
  },
): AsyncGenerator<ExportCompany> {
  const query = db("data_request_recipients as t")
    .join("data_requests as r", "r.id", "t.request_id")
    .where("t.request_id", input.requestId)
  if (input.sharedOnly) query.whereNotNull("t.share_id")
  const rows = (await query
    .select(
      "t.business_id",
      "t.name",
      "t.email",
      db.raw(`${shownStatusSql("t", "r")} as shown_status`, [today(input.now)]),
      "t.status_at",
      "t.declined_reason",
      "t.declined_text",
      "t.share_id",
    )
    .orderByRaw("lower(coalesce(t.name, '')), t.business_id")) as RecipientExportRow[]
  // Five snapshots at a time: a full report's snapshot parses into many objects. For 2,000 companies
  // sharing the sample report (the bench, decision 038) the server's resident memory grew by some
  // 310 MB with fifty, 70 with ten, 60 with five and 57 with one, one at a time taking twice as long.
  const batch = input.batch ?? 5
  for (let i = 0; i < rows.length; i += batch) {
    const slice = rows.slice(i, i + batch)
    const shareIds = slice.flatMap((r) => (r.share_id ? [r.share_id] : []))
    const snapshots = new Map<string, { version: number; snapshot: ShareSnapshot }>()
    if (shareIds.length > 0) {
      const found = (await db("shares as s")
        .join("share_versions as v", (join) =>
          join.on("v.share_id", "s.id").andOn("v.version", "s.latest_version"),
        )
        .whereIn("s.id", shareIds)
        .whereNull("s.revoked_at")
        .where("s.expires_at", ">", input.now)
        .where({ "s.recipient_kind": "organisation", "s.recipient_business_id": input.requesterBusinessId })
        .select("s.id", "v.version", "v.snapshot")) as Array<{
        id: string
        version: number
        snapshot: ShareSnapshot
      }>
      for (const f of found) snapshots.set(f.id, { version: f.version, snapshot: f.snapshot })
      await logDownloads(
        db,
        found.map((f) => ({ shareId: f.id, version: f.version })),
        input.format,
        input.viewer,
        input.now,
      )
    }
    for (const r of slice) {
      const shared = r.share_id ? snapshots.get(r.share_id) : undefined
      if (input.sharedOnly && !shared) continue
      yield {
        businessId: r.business_id,
        name: r.name,
        email: r.email,
        status: r.shown_status,
        statusAt: new Date(r.status_at),
        declinedReason: r.declined_reason,
        declinedText: r.declined_text,
        shareId: shared ? r.share_id : null,
        version: shared?.version ?? null,
        snapshot: shared?.snapshot ?? null,
      }
    }
  }
}

/** Waits while `output` holds more than its buffer, so a slow client slows the reading down. */
const drained = async (output: Writable) => {
  if (output.writableNeedDrain) await once(output, "drain")
}

/** The download as an .xlsx file, with exceljs's streaming writer (a row serialised as it is added). */
export const writePortfolioXlsx = async (
  output: Writable,
  columns: ReadonlyArray<PortfolioColumn>,
  companies: AsyncIterable<ExportCompany>,
  properties: { readonly created: Date; readonly title: string; readonly sheetName: string },
) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  workbook.creator = "VSME"
  workbook.created = properties.created
  workbook.modified = properties.created
  workbook.title = properties.title
  const sheet = workbook.addWorksheet(properties.sheetName.slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1, xSplit: 1 }],
  })
  sheet.columns = columns.map((c) => ({ width: c.width }))
  const header = sheet.addRow(columns.map((c) => c.header))
  header.font = { bold: true }
  header.alignment = { vertical: "top", wrapText: true }
  header.commit()
  for await (const company of companies) {
    const cells = columns.map((c) => c.cell(company))
    const row = sheet.addRow(cells.map((cell) => (cell === null ? null : cell.value)))
    cells.forEach((cell, i) => {
      if (cell === null) return
      const target = row.getCell(i + 1)
      if ((cell.kind === "number" || cell.kind === "date") && cell.format) target.numFmt = cell.format
      if (cell.kind === "text" && cell.wrap) target.alignment = { vertical: "top", wrapText: true }
    })
    row.commit()
    await drained(output)
  }
  sheet.commit()
  await workbook.commit()
}

/** A cell as CSV text: numbers with a decimal point, percentages in percent, dates ISO, RFC 4180 quoting. */
const csvValue = (cell: Cell): string => {
  if (cell === null) return ""
  const raw =
    cell.kind === "number"
      ? String(cell.format === formats.percent ? Number((cell.value * 100).toPrecision(15)) : cell.value)
      : cell.kind === "date"
        ? cell.format === formats.dateTime
          ? cell.value.toISOString().slice(0, 16).replace("T", " ")
          : cell.value.toISOString().slice(0, 10)
        : cell.kind === "boolean"
          ? String(cell.value)
          : cell.value
  return /[",\r\n]/.test(raw) ? `"${raw.replace(/"/g, '""')}"` : raw
}

/**
 * The download as CSV: UTF-8 with a byte-order mark (so Excel reads the letters right), comma-separated
 * with decimal points and CRLF lines like the factor export (decision 020), text neutralised against
 * formulas by the same cells as the workbook.
 */
export const writePortfolioCsv = async (
  output: Writable,
  columns: ReadonlyArray<PortfolioColumn>,
  companies: AsyncIterable<ExportCompany>,
) => {
  output.write(`\uFEFF${columns.map((c) => csvValue(text(c.header))).join(",")}\r\n`)
  for await (const company of companies) {
    output.write(`${columns.map((c) => csvValue(c.cell(company))).join(",")}\r\n`)
    await drained(output)
  }
  output.end()
}

/** A zip entry's name for a company: its Business ID first, so names are unique and sort by it. */
export const xbrlEntryName = (company: ExportCompany) =>
  `${exportFileName([company.businessId, company.snapshot?.company.name ?? company.name ?? ""])}.xbrl.json`

/**
 * Every shared company's xBRL-JSON (the share's own export, sharing/snapshotExports.ts) in one zip,
 * streamed: each document is deflated and written before the next is made.
 */
export const writePortfolioXbrlZip = async (
  output: Writable,
  companies: AsyncIterable<ExportCompany>,
  lang: Locale,
) => {
  let failed: Error | null = null
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failed = error
      return
    }
    output.write(chunk)
    if (final) output.end()
  })
  const encoder = new TextEncoder()
  for await (const company of companies) {
    if (!company.snapshot) continue
    const entry = new ZipDeflate(xbrlEntryName(company), { level: 6 })
    zip.add(entry)
    const document = xbrlJsonDocument(snapshotXbrlReport(company.snapshot, lang))
    entry.push(encoder.encode(`${JSON.stringify(document, null, 2)}\n`), true)
    if (failed) throw failed
    await drained(output)
  }
  zip.end()
  if (failed) throw failed
}
