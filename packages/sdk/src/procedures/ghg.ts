import {
  CalculationFields,
  CalculationPeriodSchema,
  CalculationRowFields,
  CalculationStatus,
  CustomFactor,
  EmissionFactor,
  FactorId,
  RowFactor,
  RowType,
  Scope,
  Scope2Basis,
  Scope3Category,
  UserId,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { AttachmentContentType, AttachmentTypeNotAllowed } from "./attachment.js"
import { AnswerVersionConflict, ReportId, ReportLocked } from "./report.js"

// ---------------------------------------------------------------------------------------------------
// Ids

/** A CO2 calculation's id: branded so it is never confused with a report's or a row's. */
export const CalculationId = Schema.UUID.pipe(Schema.brand("CalculationId"))
export type CalculationId = typeof CalculationId.Type
export const CalculationRowId = Schema.UUID.pipe(Schema.brand("CalculationRowId"))
export type CalculationRowId = typeof CalculationRowId.Type

const Version = Schema.Int.pipe(Schema.greaterThanOrEqualTo(0))

// ---------------------------------------------------------------------------------------------------
// Errors

/** The calculation's details changed since the caller read them (optimistic concurrency). */
export class CalculationVersionConflict extends Schema.TaggedError<CalculationVersionConflict>()(
  "CalculationVersionConflict",
  { currentVersion: Schema.Int },
) {}

/** A ready calculation is read-only (spec §4): set it back to draft to change it. */
export class CalculationReady extends Schema.TaggedError<CalculationReady>()("CalculationReady", {
  calculationId: Schema.String,
}) {}

/** Someone changed the library factor since the caller read it (optimistic concurrency). */
export class FactorVersionConflict extends Schema.TaggedError<FactorVersionConflict>()(
  "FactorVersionConflict",
  { currentVersion: Schema.Int },
) {}

/**
 * Calculation rows keep a copy of the factor, so it is retired instead of deleted (issue 5): it stays
 * traceable from those rows and is no longer offered for new ones.
 */
export class FactorInUse extends Schema.TaggedError<FactorInUse>()("FactorInUse", {
  factorId: Schema.String,
  rowCount: Schema.Int,
}) {}

/** Only a calculation marked ready fills a report (issue 5): a draft may still change. */
export class CalculationNotReady extends Schema.TaggedError<CalculationNotReady>()("CalculationNotReady", {
  calculationId: Schema.String,
}) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

/** A factor of the library with its administration state. */
export const LibraryFactor = Schema.Struct({
  factor: EmissionFactor,
  /** Set when a superadmin retired it: kept for the rows that copied it, no longer offered. */
  retiredAt: Schema.NullOr(Schema.String),
  version: Schema.Int,
})
export type LibraryFactor = typeof LibraryFactor.Type

/** A library factor as superadmins administer it: how many calculation rows keep a copy of it. */
export const AdminFactor = Schema.Struct({
  ...LibraryFactor.fields,
  /** Rows of any company's calculations whose factor (or market-based factor) is a copy of this one. */
  usageCount: Schema.Int,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type AdminFactor = typeof AdminFactor.Type

/** Totals in the account's carbon unit, rounded once from the exact sums (core `calculate`). */
export const CalculationTotals = Schema.Struct({
  unit: Schema.Literal("kgCO2e", "tCO2e"),
  scope1: Schema.Number,
  scope2LocationBased: Schema.Number,
  scope2MarketBased: Schema.Number,
  scope3: Schema.Number,
  scope3ByCategory: Schema.Record({ key: Schema.String, value: Schema.Number }),
  total: Schema.Number,
  totalMarketBased: Schema.Number,
})
export type CalculationTotals = typeof CalculationTotals.Type

const Period = Schema.Struct({ start: Schema.String, end: Schema.String })

export const CalculationSummary = Schema.Struct({
  id: CalculationId,
  title: Schema.String,
  status: CalculationStatus,
  site: Schema.NullOr(Schema.String),
  organizationalUnit: Schema.NullOr(Schema.String),
  period: Period,
  excludedScopes: Schema.Array(Scope),
  /** Increases with every change of the details above; ghg.update names it. */
  version: Schema.Int,
  rowCount: Schema.Int,
  totals: CalculationTotals,
  createdAt: Schema.String,
  updatedAt: Schema.String,
})
export type CalculationSummary = typeof CalculationSummary.Type

/** A row's evidence file's id (issue 19). */
export const RowEvidenceId = Schema.UUID.pipe(Schema.brand("RowEvidenceId"))
export type RowEvidenceId = typeof RowEvidenceId.Type

/**
 * Templates of the row-evidence file routes (sdk files.ts, `filePath(template, params)`): upload with
 * `POST ghgEvidenceRoutes.upload` (the file as the body, PDF or image, replacing the row's earlier
 * file), download with `GET ghgEvidenceRoutes.download`. Stored and bounded like report attachments.
 */
export const ghgEvidenceRoutes = {
  upload: "/ghg/rows/:rowId/evidence",
  download: "/ghg/evidence/:evidenceId",
} as const

/** The file types a row's evidence may be (recognised from the content): PDF and images. */
export const ghgEvidenceContentTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const

/** What the row-evidence file routes may answer besides the transport errors (`FileRequest.errors`). */
export const ghgEvidenceFileErrors = [AttachmentTypeNotAllowed, CalculationReady] as const

/**
 * The evidence of a market-based electricity factor (guarantees of origin, a supplier's factor; core
 * `takesMarketEvidence`): one file per row, kept with the row when the calculation is ready.
 */
export const RowEvidence = Schema.Struct({
  id: RowEvidenceId,
  fileName: Schema.String,
  contentType: AttachmentContentType,
  sizeBytes: Schema.Int,
  createdAt: Schema.String,
})
export type RowEvidence = typeof RowEvidence.Type

/** A stored row with the factor copies it keeps and what it emits in the account's carbon unit. */
export const StoredCalculationRow = Schema.Struct({
  id: CalculationRowId,
  position: Schema.Int,
  type: RowType,
  title: Schema.String,
  amount: Schema.Number,
  unit: Schema.String,
  notes: Schema.String,
  factor: RowFactor,
  marketBasedFactor: Schema.NullOr(RowFactor),
  scope3Category: Schema.NullOr(Schema.Int),
  scope: Scope,
  /** Emissions in the account's carbon unit; for electricity the location-based figure. */
  emissions: Schema.NullOr(Schema.Number),
  marketBasedEmissions: Schema.NullOr(Schema.Number),
  /**
   * In a draft: newer versions of the row's library factors for the calculation's year (core
   * `versionsForYear`), each with the emissions the row would have with it and the change, in the
   * account's carbon unit. Nothing is updated until the user saves the row with it.
   */
  factorUpdates: Schema.Array(
    Schema.Struct({
      field: Schema.Literal("factor", "marketBasedFactor"),
      factor: EmissionFactor,
      emissions: Schema.Number,
      change: Schema.Number,
    }),
  ),
  /** The evidence file of the market-based factor, when one was attached. */
  evidence: Schema.NullOr(RowEvidence),
})
export type StoredCalculationRow = typeof StoredCalculationRow.Type

const Issue = Schema.Struct({
  path: Schema.Array(Schema.Union(Schema.String, Schema.Number)),
  message: Schema.String,
})

export const CalculationDetail = Schema.Struct({
  ...CalculationSummary.fields,
  rows: Schema.Array(StoredCalculationRow),
  /**
   * Biogenic CO2 of the rows (wood fuels), in the account's carbon unit: reported beside the scopes,
   * never in their totals (core `biogenicCO2Kg`).
   */
  biogenicCO2: Schema.Number,
  /** What keeps the calculation from being ready (core `readinessIssues`); empty when it may be. */
  readinessIssues: Schema.Array(Issue),
})
export type CalculationDetail = typeof CalculationDetail.Type

/** A row's factor as the caller names it: a library factor by id, or a custom factor. */
export const FactorChoice = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("library"), id: FactorId }),
  CustomFactor,
)
export type FactorChoice = typeof FactorChoice.Type

/**
 * A row as entered (spec §3 "Row"). The factor is optional in the shape so that a missing one is
 * refused with "Factor is required" on `factor`, as the form shows it.
 */
export const RowInput = Schema.Struct({
  ...CalculationRowFields.fields,
  factor: Schema.optionalWith(Schema.NullOr(FactorChoice), { default: () => null }),
  marketBasedFactor: Schema.optionalWith(Schema.NullOr(FactorChoice), { default: () => null }),
})

const CalculationDetails = {
  title: CalculationFields.fields.title,
  site: CalculationFields.fields.site,
  organizationalUnit: CalculationFields.fields.organizationalUnit,
  period: CalculationPeriodSchema,
}

/**
 * Where a report's B3 GHG figures came from (issue 5): the ready calculation that filled them, when and
 * by whom. The title is kept with the link, so it still reads after the calculation is deleted.
 */
export const GhgReportLink = Schema.Struct({
  reportId: ReportId,
  /** Null once the calculation was deleted. */
  calculationId: Schema.NullOr(CalculationId),
  calculationTitle: Schema.String,
  filledAt: Schema.String,
  filledBy: Schema.NullOr(Schema.Struct({ userId: UserId, displayName: Schema.String })),
  /** The B3 questions the fill answered. */
  questionIds: Schema.Array(Schema.String),
  /** Whether one of those answers has been saved again since (its version moved on). */
  changedSince: Schema.Boolean,
})
export type GhgReportLink = typeof GhgReportLink.Type

const FactorYearFilter = Schema.Int.pipe(Schema.between(1900, 2100))
const CountryFilter = Schema.String.pipe(Schema.pattern(/^(?:[A-Za-z]{2}|GLOBAL)$/))
const SearchText = Schema.Trim.pipe(Schema.maxLength(200))
const Offset = Schema.Int.pipe(Schema.greaterThanOrEqualTo(0))
const Limit = Schema.Int.pipe(Schema.between(1, 200))

// ---------------------------------------------------------------------------------------------------
// Procedures

/** The factor library (add-row wizard step 2): filters, paging; retired factors are left out. */
export const factorList = procedure("factor.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    rowType: Schema.optionalWith(RowType, { exact: true }),
    /** Factors of one scope (1: fuel and refrigerant, 2: electricity and heat, 3: other). */
    scope: Schema.optionalWith(Scope, { exact: true }),
    scope3Category: Schema.optionalWith(Scope3Category, { exact: true }),
    /** The company's country: factors of that country and GLOBAL ones. */
    country: Schema.optionalWith(CountryFilter, { exact: true }),
    /** Without `country` (all countries): this country's factors are listed first. */
    preferCountry: Schema.optionalWith(CountryFilter, { exact: true }),
    /**
     * A calculation's year: each factor once, in its version valid in the year, else its latest
     * earlier one ("latest available"); never a later one.
     */
    year: Schema.optionalWith(FactorYearFilter, { exact: true }),
    /** The UI language: names sort in it. */
    language: Schema.optionalWith(Schema.Literal("fi", "sv", "en"), { exact: true }),
    /** Electricity factors of one basis: location-based for the row's factor, market-based beside it. */
    scope2Basis: Schema.optionalWith(Scope2Basis, { exact: true }),
    search: Schema.optionalWith(SearchText, { exact: true }),
    offset: Schema.optionalWith(Offset, { default: () => 0 }),
    limit: Schema.optionalWith(Limit, { default: () => 50 }),
  }),
  output: Schema.Struct({ items: Schema.Array(LibraryFactor), total: Schema.Int }),
})

/** The active account's calculations, most recently edited first. */
export const ghgList = procedure("ghg.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(CalculationSummary),
})

/** Starts a calculation in draft. */
export const ghgCreate = procedure("ghg.create", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct(CalculationDetails),
  output: CalculationDetail,
})

/** The calculation with its rows and totals per scope and overall (spec §2 /ghg/{calcId}). */
export const ghgGet = procedure("ghg.get", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ calculationId: CalculationId }),
  output: CalculationDetail,
})

/** Changes the details of a draft; `version` is the one the caller read. */
export const ghgUpdate = procedure("ghg.update", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    calculationId: CalculationId,
    version: Version,
    ...CalculationDetails,
    excludedScopes: Schema.Array(Scope),
  }),
  output: CalculationDetail,
  errors: [CalculationVersionConflict, CalculationReady],
})

/** Deletes a draft with its rows. */
export const ghgDelete = procedure("ghg.delete", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ calculationId: CalculationId }),
  output: Schema.Null,
  errors: [CalculationReady],
})

/** Adds a row at the end; the row keeps a copy of its factor. */
export const ghgAddRow = procedure("ghg.addRow", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ calculationId: CalculationId, ...RowInput.fields }),
  output: CalculationDetail,
  errors: [CalculationReady],
})

/** Replaces a row's fields; a library factor is copied again from the library. */
export const ghgUpdateRow = procedure("ghg.updateRow", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ rowId: CalculationRowId, ...RowInput.fields }),
  output: CalculationDetail,
  errors: [CalculationReady],
})

export const ghgDeleteRow = procedure("ghg.deleteRow", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ rowId: CalculationRowId }),
  output: CalculationDetail,
  errors: [CalculationReady],
})

/** Draft ⇄ ready; ready is refused (InvalidInput, core's keys) while readiness issues exist. */
export const ghgSetStatus = procedure("ghg.setStatus", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ calculationId: CalculationId, status: CalculationStatus }),
  output: CalculationDetail,
})

/**
 * Fills the report's B3 GHG datapoints from a ready calculation (core `b3FillAnswers`) with the same
 * checks and versions as report.saveAnswer, all or nothing; records and answers the link.
 * `basedOnVersions` are the versions of those answers the caller saw (0 or absent: never answered).
 */
export const ghgFillReport = procedure("ghg.fillReport", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    calculationId: CalculationId,
    reportId: ReportId,
    basedOnVersions: Schema.optionalWith(
      Schema.Struct({
        GrossScope1GreenhouseGasEmissions: Schema.optional(Version),
        GrossLocationBasedScope2GreenhouseGasEmissions: Schema.optional(Version),
        GrossMarketBasedScope2GreenhouseGasEmissions: Schema.optional(Version),
        GrossScope3GreenhouseGasEmissions: Schema.optional(Version),
      }),
      { default: () => ({}) },
    ),
  }),
  output: GhgReportLink,
  errors: [CalculationNotReady, ReportLocked, AnswerVersionConflict],
})

/** The calculation a report's B3 figures were filled from, or null when they were not. */
export const ghgReportLink = procedure("ghg.reportLink", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ reportId: ReportId }),
  output: Schema.NullOr(GhgReportLink),
})

// ---------------------------------------------------------------------------------------------------
// Factor administration (superadmins)

/** Which factors the admin list shows by state. */
export const FactorState = Schema.Literal("active", "retired", "all")
export type FactorState = typeof FactorState.Type

/** The whole library for superadmins: search, filters (type, country, year, source, state), paging. */
export const factorAdminList = procedure("factorAdmin.list", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    search: Schema.optionalWith(SearchText, { exact: true }),
    rowType: Schema.optionalWith(RowType, { exact: true }),
    /** Exactly this country (GLOBAL included only when named). */
    country: Schema.optionalWith(CountryFilter, { exact: true }),
    year: Schema.optionalWith(FactorYearFilter, { exact: true }),
    /** Exactly this source name. */
    source: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(300)), { exact: true }),
    state: Schema.optionalWith(FactorState, { default: () => "all" as const }),
    offset: Schema.optionalWith(Offset, { default: () => 0 }),
    limit: Schema.optionalWith(Limit, { default: () => 25 }),
  }),
  output: Schema.Struct({
    items: Schema.Array(AdminFactor),
    total: Schema.Int,
    /** Every country and source name of the library, for the filters. */
    countries: Schema.Array(Schema.String),
    sources: Schema.Array(Schema.String),
  }),
})

export const factorAdminGet = procedure("factorAdmin.get", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({ id: FactorId }),
  output: AdminFactor,
})

/**
 * Adds a factor (core's EmissionFactor rules). A taken id or an overlap with another version's
 * validity (core `overlappingVersions`) is refused on the field.
 */
export const factorAdminCreate = procedure("factorAdmin.create", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ factor: EmissionFactor }),
  output: AdminFactor,
})

/**
 * Changes a factor; `version` is the one the caller read. Calculations keep their copies, so no
 * calculation changes (issue 5); only rows added or edited later take the new values.
 */
export const factorAdminUpdate = procedure("factorAdmin.update", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ version: Version, factor: EmissionFactor }),
  output: AdminFactor,
  errors: [FactorVersionConflict],
})

/** Takes a factor out of the wizard; rows keeping a copy of it are not touched. */
export const factorAdminRetire = procedure("factorAdmin.retire", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ id: FactorId, version: Version }),
  output: AdminFactor,
  errors: [FactorVersionConflict],
})

/** Offers a retired factor again (refused when another version now covers its years). */
export const factorAdminReinstate = procedure("factorAdmin.reinstate", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ id: FactorId, version: Version }),
  output: AdminFactor,
  errors: [FactorVersionConflict],
})

/** Deletes a factor no row uses; one in use answers FactorInUse (retire it instead). */
export const factorAdminDelete = procedure("factorAdmin.delete", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ id: FactorId, version: Version }),
  output: Schema.Null,
  errors: [FactorInUse, FactorVersionConflict],
})

export const ghgProcedures = {
  factorList,
  ghgList,
  ghgCreate,
  ghgGet,
  ghgUpdate,
  ghgDelete,
  ghgAddRow,
  ghgUpdateRow,
  ghgDeleteRow,
  ghgSetStatus,
  ghgFillReport,
  ghgReportLink,
  factorAdminList,
  factorAdminGet,
  factorAdminCreate,
  factorAdminUpdate,
  factorAdminRetire,
  factorAdminReinstate,
  factorAdminDelete,
} as const
