import { AccountId, Locale } from "@vsme/core"
import { Schema } from "effect"
import { CommentType, ReportDetail } from "./report.js"

/**
 * Exports travel as files, not as procedure answers (sdk files.ts): the spreadsheet and the badge are
 * bytes, the JSON export is written to a file as is, and a factor file may be larger than a procedure
 * body. This module is their contract: the route templates below `/api/files`, the query each accepts
 * and the JSON shapes they answer. api serves them, web and the CLI build their URLs with `filePath`.
 */
export const exportRoutes = {
  /** The report as an .xlsx workbook (issue 6); `ReportExportQuery`; needs `spreadsheetExport`. */
  reportXlsx: "/reports/:reportId/export.xlsx",
  /** The report as JSON (`ReportExportJson`) for scripts and the CLI; `ReportExportQuery`; gated like the spreadsheet. */
  reportJson: "/reports/:reportId/export.json",
  /** The badge of a report year as SVG (spec §3 "Badge"); `BadgeQuery`; needs `badgeDownload`. */
  badgeSvg: "/reports/:reportId/badge.svg",
  /** The same badge as PNG, rendered at twice its size. */
  badgePng: "/reports/:reportId/badge.png",
  /** Superadmins: the factor library (in force) as a CSV file in the format of fixtures/ghg/emission-factors.csv. */
  factorsCsv: "/factors/export.csv",
  /** Superadmins: upload a factor CSV (POST); `FactorImportQuery`; answers `FactorImportResult`. */
  factorsImport: "/factors/import",
} as const

/**
 * A badge tells the world the company has reported: it is issued only for a report marked ready (or
 * locked), never for a draft.
 */
export class BadgeNeedsReadyReport extends Schema.TaggedError<BadgeNeedsReadyReport>()(
  "BadgeNeedsReadyReport",
  {},
) {}

/** What the badge routes may answer besides the transport errors (for `FileRequest.errors`). */
export const badgeFileErrors = [BadgeNeedsReadyReport] as const

const invalid = { message: () => ({ message: "validation.invalidValue", override: true }) }

const commentTypes = CommentType.literals

/**
 * A comma-separated list of comment types (`note,audit,public`), each at most once in the result; the
 * empty string is none. Comments of the chosen types get a column each in the spreadsheet.
 */
export const CommentTypeList = Schema.transform(
  Schema.String.pipe(
    Schema.filter((text) => text === "" || text.split(",").every((t) => commentTypes.includes(t as never))),
  ).annotations(invalid),
  Schema.Array(CommentType),
  {
    strict: true,
    decode: (text) =>
      commentTypes.filter((type) => (text === "" ? [] : text.split(",")).includes(type)) as never,
    encode: (types) => types.join(","),
  },
)

/** The query of the report exports: language of the labels (default English, spec §9) and comment types. */
export const ReportExportQuery = Schema.Struct({
  lang: Schema.optionalWith(Locale.annotations(invalid), { default: () => "en" as const, exact: true }),
  comments: Schema.optionalWith(CommentTypeList, { default: () => [], exact: true }),
})
export type ReportExportQuery = typeof ReportExportQuery.Type

/** Badge types (spec §3): a company that reports, or an accounting firm that does. */
export const BadgeType = Schema.Literal("company", "accountingFirm").annotations(invalid)
export type BadgeType = typeof BadgeType.Type

const YearText = Schema.NumberFromString.pipe(Schema.int(), Schema.between(2000, 2100)).annotations({
  message: () => ({ message: "validation.invalidYear", override: true }),
})

/** The badge's type, language and year; the year defaults to the year the report's period ends in. */
export const BadgeQuery = Schema.Struct({
  type: Schema.optionalWith(BadgeType, { default: () => "company" as const, exact: true }),
  lang: Schema.optionalWith(Locale.annotations(invalid), { default: () => "en" as const, exact: true }),
  year: Schema.optionalWith(YearText, { exact: true }),
})
export type BadgeQuery = typeof BadgeQuery.Type

/**
 * `?dryRun=true` validates and compares without writing. `delimiter` (`,` `;` or a tab) and `decimal`
 * (`.` or `,`) say how the file is written; each is detected when not given (core `decodeFactorCsv`).
 */
export const FactorImportQuery = Schema.Struct({
  dryRun: Schema.optionalWith(Schema.Literal("true", "false").annotations(invalid), {
    default: () => "false" as const,
    exact: true,
  }),
  delimiter: Schema.optionalWith(Schema.Literal(",", ";", "\t").annotations(invalid), { exact: true }),
  decimal: Schema.optionalWith(Schema.Literal(".", ",").annotations(invalid), { exact: true }),
})

// ---------------------------------------------------------------------------------------------------
// The JSON export

/** A question of the catalogue as the JSON export describes it, labelled in the export's language. */
export const ExportedQuestion = Schema.Struct({
  /** The question id, the key of `report.answers` (a taxonomy concept's name, or a `gate.` id). */
  id: Schema.String,
  kind: Schema.Literal("scalar", "table", "gate"),
  disclosure: Schema.String,
  section: Schema.String,
  module: Schema.Literal("basic", "comprehensive"),
  /** The VSME XBRL concept of a scalar question; null for tables and gates. */
  concept: Schema.NullOr(Schema.String),
  label: Schema.String,
  /** core's AnswerType of a scalar question (kind, unit, members…); null for tables and gates. */
  answerType: Schema.NullOr(Schema.Unknown),
  /** A table's columns: id, concept, label and AnswerType; empty for other kinds. */
  fields: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      concept: Schema.NullOr(Schema.String),
      label: Schema.String,
      answerType: Schema.Unknown,
    }),
  ),
})
export type ExportedQuestion = typeof ExportedQuestion.Type

/** A comment as exported: no edit rights, the author by name. */
export const ExportedComment = Schema.Struct({
  questionId: Schema.String,
  type: CommentType,
  text: Schema.String,
  author: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
})
export type ExportedComment = typeof ExportedComment.Type

/**
 * The JSON export of a report (`export.json`), format version 1: `report` is exactly what
 * `report.get` answers (answers keyed by question id, question states with derived values,
 * completeness), `comments` those of the requested types, and `catalogue` the questions and gates
 * of the report's module(s) in form order, so that a script can read the answers without core.
 */
export const ReportExportJson = Schema.Struct({
  format: Schema.Literal("vsme-report"),
  formatVersion: Schema.Literal(1),
  generatedAt: Schema.String,
  language: Locale,
  standard: Schema.String,
  company: Schema.Struct({
    id: AccountId,
    name: Schema.String,
    businessId: Schema.String,
    currency: Schema.String,
  }),
  report: ReportDetail,
  comments: Schema.Array(ExportedComment),
  catalogue: Schema.Array(ExportedQuestion),
})
export type ReportExportJson = typeof ReportExportJson.Type

// ---------------------------------------------------------------------------------------------------
// Factor import

export const FactorChange = Schema.Literal("created", "updated", "unchanged")
export type FactorChange = typeof FactorChange.Type

/**
 * The answer of a factor import: what each row of the file did (or, on a dry run, would do) to the
 * library, and the totals. A refused file answers InvalidInput instead, each issue at
 * `["line", <line number>, <column>]`, and nothing is written.
 */
export const FactorImportResult = Schema.Struct({
  dryRun: Schema.Boolean,
  created: Schema.Int,
  updated: Schema.Int,
  unchanged: Schema.Int,
  rows: Schema.Array(Schema.Struct({ line: Schema.Int, id: Schema.String, change: FactorChange })),
})
export type FactorImportResult = typeof FactorImportResult.Type
