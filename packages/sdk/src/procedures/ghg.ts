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
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"

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
})
export type StoredCalculationRow = typeof StoredCalculationRow.Type

const Issue = Schema.Struct({
  path: Schema.Array(Schema.Union(Schema.String, Schema.Number)),
  message: Schema.String,
})

export const CalculationDetail = Schema.Struct({
  ...CalculationSummary.fields,
  rows: Schema.Array(StoredCalculationRow),
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

// ---------------------------------------------------------------------------------------------------
// Procedures

/** The factor library (add-row wizard step 2): filters, paging; retired factors are left out. */
export const factorList = procedure("factor.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    rowType: Schema.optionalWith(RowType, { exact: true }),
    /** The site's country: factors of that country and GLOBAL ones. */
    country: Schema.optionalWith(Schema.String.pipe(Schema.pattern(/^(?:[A-Za-z]{2}|GLOBAL)$/)), {
      exact: true,
    }),
    /** Only factors valid in this calendar year. */
    year: Schema.optionalWith(Schema.Int.pipe(Schema.between(1900, 2100)), { exact: true }),
    search: Schema.optionalWith(Schema.Trim.pipe(Schema.maxLength(200)), { exact: true }),
    offset: Schema.optionalWith(Schema.Int.pipe(Schema.greaterThanOrEqualTo(0)), { default: () => 0 }),
    limit: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 200)), { default: () => 50 }),
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
} as const
