import { ImportItem, IsoDate, UnreadReason, XbrlProblem } from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { ReportId, ReportLocked } from "./report.js"

/**
 * XBRL export and EFRAG digital-template import (issue 7). The documents travel as files (files.ts):
 * the xBRL-JSON and inline XBRL downloads (gated by the `xbrlExport` subscription feature) and the
 * upload that answers an import preview. The procedures check a report before download and show,
 * apply or discard a pending import.
 */
export const xbrlRoutes = {
  /** The report as xBRL-JSON (OIM); `XbrlExportQuery`. */
  exportJson: "/reports/:reportId/export.xbrl.json",
  /** The report as inline XBRL: an XHTML page with its facts tagged; `XbrlExportQuery`. */
  exportXhtml: "/reports/:reportId/export.xhtml",
  /** POST a filled EFRAG digital template (.xlsx) or an xBRL-JSON report; answers `ImportPreview`. */
  importUpload: "/reports/:reportId/xbrl-import",
} as const

/** The largest file the import takes (EFRAG's filled 1.3.0 template is 0.8 MB). */
export const xbrlImportMaxBytes = 10 * 1024 * 1024

/** How long a pending import waits for its apply. */
export const xbrlImportLifetimeMinutes = 60

export const XbrlImportId = Schema.UUID.pipe(Schema.brand("XbrlImportId"))
export type XbrlImportId = typeof XbrlImportId.Type

const invalid = { message: () => ({ message: "validation.invalidValue", override: true }) }

/** The query of the export downloads: the language of the labels the inline XBRL shows (default en). */
export const XbrlExportQuery = Schema.Struct({
  lang: Schema.optionalWith(Schema.Literal("fi", "en", "sv").annotations(invalid), {
    default: () => "en" as const,
  }),
})

/** What the check before download found, and how many facts the documents will carry. */
export const XbrlValidation = Schema.Struct({
  problems: Schema.Array(XbrlProblem),
  factCount: Schema.Int,
})
export type XbrlValidation = typeof XbrlValidation.Type

/** A value of the file the import did not take, with where it is (the template's sheet and cell). */
export const ImportUnread = Schema.Struct({
  sheet: Schema.NullOr(Schema.String),
  cell: Schema.NullOr(Schema.String),
  concept: Schema.NullOr(Schema.String),
  questionId: Schema.NullOr(Schema.String),
  value: Schema.NullOr(Schema.String),
  reason: UnreadReason,
})
export type ImportUnread = typeof ImportUnread.Type

/** What applying a pending import will do, for the page to show before the person decides. */
export const ImportPreview = Schema.Struct({
  importId: XbrlImportId,
  reportId: ReportId,
  fileName: Schema.String,
  source: Schema.Literal("template", "xbrlJson"),
  /** The digital template's version (1.0–1.3), null for an xBRL-JSON file. */
  templateVersion: Schema.NullOr(Schema.String),
  expiresAt: Schema.String,
  items: Schema.Array(ImportItem),
  unread: Schema.Array(ImportUnread),
  /** The file's footnotes, added as public comments (`exists`: the question already has that comment). */
  comments: Schema.Array(
    Schema.Struct({ questionId: Schema.String, text: Schema.String, exists: Schema.Boolean }),
  ),
  /** The file has Comprehensive Module datapoints and the report is Basic only: applying switches it. */
  switchesToComprehensive: Schema.Boolean,
  filePeriod: Schema.NullOr(Schema.Struct({ start: IsoDate, end: IsoDate })),
  fileCurrency: Schema.NullOr(Schema.String),
  reportCurrency: Schema.String,
  /**
   * The identifier the template names the company by, null when it names none (or for xBRL-JSON).
   * `lei`: the identifier when it is an LEI with valid check digits; `leiOffered`: the company does
   * not name itself by that LEI in its XBRL reports yet, so the page offers it (decision 024).
   * Optional in storage: previews kept before this field existed read as null.
   */
  fileEntity: Schema.optionalWith(
    Schema.NullOr(
      Schema.Struct({
        scheme: Schema.NullOr(Schema.String),
        identifier: Schema.String,
        lei: Schema.NullOr(Schema.String),
        leiOffered: Schema.Boolean,
      }),
    ),
    { default: () => null },
  ),
})
export type ImportPreview = typeof ImportPreview.Type

/** The pending import is past its time (or was applied or discarded already): upload the file again. */
export class XbrlImportExpired extends Schema.TaggedError<XbrlImportExpired>()("XbrlImportExpired", {}) {}

/** Someone changed the report after the preview was made: the preview no longer says what will happen. */
export class XbrlImportOutdated extends Schema.TaggedError<XbrlImportOutdated>()("XbrlImportOutdated", {
  questionId: Schema.String,
}) {}

/** The upload is neither a workbook nor a JSON document (or is damaged), or not a VSME template or report. */
export class XbrlImportNotReadable extends Schema.TaggedError<XbrlImportNotReadable>()(
  "XbrlImportNotReadable",
  {},
) {}

/**
 * A workbook that unpacks to more than the import reads (a zip bomb, or far more than a template):
 * too many bytes, parts or shared strings, or more memory or time than its reading may take.
 */
export class XbrlImportTooLarge extends Schema.TaggedError<XbrlImportTooLarge>()("XbrlImportTooLarge", {}) {}

/** A workbook (zip) that is broken: its data does not match its own directory, or cannot be unpacked. */
export class XbrlImportDamaged extends Schema.TaggedError<XbrlImportDamaged>()("XbrlImportDamaged", {}) {}

/** A digital template of a version the import does not read (it reads 1.0 to 1.3). */
export class XbrlTemplateVersionUnsupported extends Schema.TaggedError<XbrlTemplateVersionUnsupported>()(
  "XbrlTemplateVersionUnsupported",
  { version: Schema.String },
) {}

/** An XBRL report of another taxonomy than EFRAG's VSME. */
export class XbrlForeignTaxonomy extends Schema.TaggedError<XbrlForeignTaxonomy>()(
  "XbrlForeignTaxonomy",
  {},
) {}

/** What the import upload may answer besides the transport errors (for `FileRequest.errors`). */
export const xbrlFileErrors = [
  XbrlImportNotReadable,
  XbrlImportTooLarge,
  XbrlImportDamaged,
  XbrlTemplateVersionUnsupported,
  XbrlForeignTaxonomy,
  ReportLocked,
] as const

/** Checks a report before download: concepts, types, units and the mandatory Basic datapoints. */
export const xbrlValidate = procedure("xbrl.validate", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: XbrlValidation,
})

/** A pending import's preview again (after a reload of the page). */
export const xbrlImportPreview = procedure("xbrl.importPreview", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ importId: XbrlImportId }),
  output: ImportPreview,
  errors: [XbrlImportExpired],
})

/** Applies a pending import in one transaction: its answers, its comments, the module switch. */
export const xbrlImportApply = procedure("xbrl.importApply", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ importId: XbrlImportId }),
  output: Schema.Struct({ reportId: ReportId, written: Schema.Int, comments: Schema.Int }),
  errors: [XbrlImportExpired, XbrlImportOutdated, ReportLocked],
})

/** Drops a pending import without applying it. */
export const xbrlImportDiscard = procedure("xbrl.importDiscard", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ importId: XbrlImportId }),
  output: Schema.Null,
})

export const xbrlProcedures = { xbrlValidate, xbrlImportPreview, xbrlImportApply, xbrlImportDiscard } as const
