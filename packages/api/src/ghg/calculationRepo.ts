import {
  biogenicCO2Kg,
  calculate,
  factorUpdateKg,
  publicFactor,
  readinessIssues,
  reportingYear,
  rowIssues,
  versionsForYear,
  type EmissionFactor,
  type RowFactor as RowFactorType,
  RowFactor,
  roundCarbon,
  scopeOfRowType,
  type AccountId,
  type CalculationRowFields,
  type CalculationStatus,
  type CarbonUnit,
  type RowType,
  type RowUnit,
  type Scope,
} from "@vsme/core"
import {
  CalculationReady,
  InvalidInput,
  NotFound,
  type CalculationDetail,
  type CalculationId,
  type CalculationRowId,
  type CalculationSummary,
  type FactorChoice,
} from "@vsme/sdk"
import { Schema } from "effect"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"
import { rowEvidence } from "./evidenceRepo.js"
import { resolveFactor, toEmissionFactor, type FactorRow } from "./factorRepo.js"

export interface CalculationRecord {
  readonly id: string
  readonly account_id: string
  readonly title: string
  readonly status: CalculationStatus
  readonly site: string | null
  readonly organizational_unit: string | null
  /** `YYYY-MM-DD`, formatted by the query (a driver would make a local-midnight Date of a date). */
  readonly start_date: string
  readonly end_date: string
  readonly excluded_scopes: ReadonlyArray<Scope>
  readonly version: number
  readonly created_at: Date | string
  readonly updated_at: Date | string
}

export interface RowRecord {
  readonly id: string
  readonly calculation_id: string
  readonly position: number
  readonly type: RowType
  readonly title: string
  readonly amount: number | string
  readonly unit: RowUnit
  readonly notes: string
  readonly factor: unknown
  readonly market_based_factor: unknown
  readonly scope3_category: number | null
}

const calculationColumns = (db: DbOrTrx) => [
  "c.id",
  "c.account_id",
  "c.title",
  "c.status",
  "c.site",
  "c.organizational_unit",
  db.raw("to_char(c.start_date, 'YYYY-MM-DD') as start_date"),
  db.raw("to_char(c.end_date, 'YYYY-MM-DD') as end_date"),
  "c.excluded_scopes",
  "c.version",
  "c.created_at",
  "c.updated_at",
]

/**
 * The calculation if it belongs to the account, else NotFound: another company's calculation answers
 * exactly like a missing one. `forUpdate` locks it for the rest of the transaction, so changes to
 * one calculation (row positions, status) run one after another.
 */
export const findCalculation = async (
  db: DbOrTrx,
  accountId: AccountId,
  calculationId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CalculationRecord> => {
  const query = db("ghg_calculations as c")
    .where({ "c.id": calculationId, "c.account_id": accountId })
    .first(calculationColumns(db))
  const row = (await (options.forUpdate ? query.forUpdate() : query)) as CalculationRecord | undefined
  if (!row) throw new NotFound()
  return row
}

/** Like findCalculation (locked), and refuses a ready calculation: it is read-only (spec §4). */
export const findEditableCalculation = async (db: DbOrTrx, accountId: AccountId, calculationId: string) => {
  const row = await findCalculation(db, accountId, calculationId, { forUpdate: true })
  if (row.status === "ready") throw new CalculationReady({ calculationId: row.id })
  return row
}

/** The calculation a row belongs to, locked and editable; another company's row is NotFound. */
export const findEditableRow = async (db: DbOrTrx, accountId: AccountId, rowId: string) => {
  const found = (await db("ghg_rows as r")
    .join("ghg_calculations as c", "c.id", "r.calculation_id")
    .where({ "r.id": rowId, "c.account_id": accountId })
    .first("r.id", "r.calculation_id")) as { id: string; calculation_id: string } | undefined
  if (!found) throw new NotFound()
  const calculation = await findEditableCalculation(db, accountId, found.calculation_id)
  return { rowId: found.id, calculation }
}

export const rowRecords = async (db: DbOrTrx, calculationIds: ReadonlyArray<string>): Promise<RowRecord[]> =>
  calculationIds.length === 0
    ? []
    : ((await db("ghg_rows")
        .whereIn("calculation_id", calculationIds)
        .orderBy([
          { column: "position", order: "asc" },
          { column: "id", order: "asc" },
        ])) as RowRecord[])

const decodeFactor = Schema.decodeUnknownSync(RowFactor)
const encodeFactor = Schema.encodeSync(RowFactor)

/** A stored row as core's row fields (the factor copies decoded again). */
export const toRowFields = (row: RowRecord): CalculationRowFields => ({
  type: row.type,
  title: row.title,
  amount: Number(row.amount),
  unit: row.unit,
  notes: row.notes,
  factor: decodeFactor(row.factor),
  marketBasedFactor: row.market_based_factor === null ? null : decodeFactor(row.market_based_factor),
  scope3Category: row.scope3_category,
})

/** Columns of a row to insert or update; jsonb takes JSON text. */
export const rowColumns = (fields: CalculationRowFields) => ({
  type: fields.type,
  title: fields.title,
  amount: fields.amount,
  unit: fields.unit,
  notes: fields.notes,
  factor: JSON.stringify(encodeFactor(fields.factor!)),
  market_based_factor:
    fields.marketBasedFactor === null ? null : JSON.stringify(encodeFactor(fields.marketBasedFactor)),
  scope3_category: fields.scope3Category,
})

/** A row as entered: library factors chosen by id (the SDK's RowInput). */
export interface RowInputFields extends Omit<CalculationRowFields, "factor" | "marketBasedFactor"> {
  readonly factor: FactorChoice | null
  readonly marketBasedFactor: FactorChoice | null
}

/**
 * The row to store: library factors resolved to copies, then core's row checks ("Factor is required",
 * "Selected factor unit does not match row unit", …) on the fields the form shows them at.
 */
export const rowToStore = async (db: DbOrTrx, input: RowInputFields): Promise<CalculationRowFields> => {
  const fields: CalculationRowFields = {
    type: input.type,
    title: input.title,
    amount: input.amount,
    unit: input.unit,
    notes: input.notes,
    factor: await resolveFactor(db, "factor", input.factor),
    marketBasedFactor: await resolveFactor(db, "marketBasedFactor", input.marketBasedFactor),
    scope3Category: input.scope3Category,
  }
  const issues = rowIssues(fields)
  if (issues.length > 0)
    throw new InvalidInput({ issues: issues.map((i) => ({ path: [...i.path], message: i.message })) })
  return fields
}

/** Inserts a draft calculation of the account; answers its id. */
export const insertCalculation = async (
  db: DbOrTrx,
  input: {
    readonly accountId: string
    readonly userId: string
    readonly title: string
    readonly site: string | null
    readonly organizationalUnit: string | null
    readonly period: { readonly start: string; readonly end: string }
  },
  now: Date,
): Promise<string> => {
  const [row] = (await db("ghg_calculations")
    .insert({
      account_id: input.accountId,
      title: input.title,
      site: input.site,
      organizational_unit: input.organizationalUnit,
      start_date: input.period.start,
      end_date: input.period.end,
      created_by: input.userId,
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: string }>
  return row!.id
}

/** Adds a row (checked by `rowToStore`) at the end of a calculation and marks the calculation changed. */
export const appendRow = async (
  db: DbOrTrx,
  calculationId: string,
  fields: CalculationRowFields,
  now: Date,
) => {
  const last = (await db("ghg_rows")
    .where({ calculation_id: calculationId })
    .max({ position: "position" })
    .first()) as { position: number | null } | undefined
  await db("ghg_rows").insert({
    calculation_id: calculationId,
    position: (last?.position ?? 0) + 1,
    ...rowColumns(fields),
    created_at: now,
    updated_at: now,
  })
  await touchCalculation(db, calculationId, now)
}

export const carbonUnitOf = async (db: DbOrTrx, accountId: AccountId): Promise<CarbonUnit> => {
  const row = (await db("accounts").where({ id: accountId }).first("carbon_unit")) as
    { carbon_unit: CarbonUnit } | undefined
  return row?.carbon_unit ?? "tCO2e"
}

const excludedOf = (record: CalculationRecord): ReadonlyArray<Scope> =>
  (typeof record.excluded_scopes === "string"
    ? (JSON.parse(record.excluded_scopes) as Scope[])
    : record.excluded_scopes) ?? []

const evaluate = (record: CalculationRecord, rows: ReadonlyArray<RowRecord>, carbonUnit: CarbonUnit) => {
  const fields = rows.map(toRowFields)
  const excludedScopes = excludedOf(record)
  const result = calculate({ rows: fields, excludedScopes, carbonUnit })
  const summary: CalculationSummary = {
    id: record.id as CalculationId,
    title: record.title,
    status: record.status,
    site: record.site,
    organizationalUnit: record.organizational_unit,
    period: { start: record.start_date, end: record.end_date },
    excludedScopes: result.excludedScopes,
    version: record.version,
    rowCount: rows.length,
    totals: result.totals,
    createdAt: iso(record.created_at),
    updatedAt: iso(record.updated_at),
  }
  return { fields, result, summary }
}

/** The engine's result for a stored calculation, in the account's carbon unit (core `calculate`). */
export const calculationResultOf = async (db: DbOrTrx, accountId: AccountId, record: CalculationRecord) =>
  evaluate(record, await rowRecords(db, [record.id]), await carbonUnitOf(db, accountId)).result

/** A row's factor as companies see it: a library copy without the administrators' source notes. */
const publicRowFactor = (factor: RowFactorType): RowFactorType =>
  factor.kind === "library" ? { kind: "library", factor: publicFactor(factor.factor) } : factor

/**
 * Of each library factor the rows copied, the version a calculation of `year` would take now (core
 * `versionsForYear` over the copy and the library's versions of it in force), when that is another
 * factor: a newer figure was published or imported since the row was saved.
 */
const newerVersions = async (
  db: DbOrTrx,
  copies: ReadonlyArray<EmissionFactor>,
  year: number,
): Promise<Map<string, EmissionFactor>> => {
  const newer = new Map<string, EmissionFactor>()
  for (const copy of copies) {
    if (newer.has(copy.id)) continue
    const candidates = (
      (await db("emission_factors")
        .whereNull("retired_at")
        .whereRaw("lower(trim(name)) = ?", [copy.name.trim().toLowerCase()])
        .where({ row_type: copy.rowType, denominator_unit: copy.denominatorUnit, country: copy.country })
        .where("valid_from", "<=", year)
        .select("*")) as FactorRow[]
    ).map(toEmissionFactor)
    const [chosen] = versionsForYear([copy, ...candidates.filter((c) => c.id !== copy.id)], year).filter(
      (f) => f.scope2Basis === copy.scope2Basis,
    )
    if (chosen && chosen.id !== copy.id) newer.set(copy.id, chosen)
  }
  return newer
}

export const calculationDetail = async (
  db: DbOrTrx,
  accountId: AccountId,
  record: CalculationRecord,
): Promise<CalculationDetail> => {
  const rows = await rowRecords(db, [record.id])
  const carbonUnit = await carbonUnitOf(db, accountId)
  const evidence = await rowEvidence(
    db,
    accountId,
    rows.map((row) => row.id),
  )
  const { fields, result, summary } = evaluate(record, rows, carbonUnit)
  const year = reportingYear(summary.period)
  const newer =
    record.status === "draft"
      ? await newerVersions(
          db,
          fields.flatMap((f) =>
            [f.factor, f.marketBasedFactor].flatMap((c) => (c?.kind === "library" ? [c.factor] : [])),
          ),
          year,
        )
      : new Map<string, EmissionFactor>()
  return {
    ...summary,
    rows: rows.map((row, index) => {
      const emission = result.rows[index]?.emission ?? null
      const rowFields = fields[index]!
      const factorUpdates = (["factor", "marketBasedFactor"] as const).flatMap((field) => {
        const copy = rowFields[field]
        const update = copy?.kind === "library" ? newer.get(copy.factor.id) : undefined
        if (!copy || !update) return []
        const { after, change } = factorUpdateKg(rowFields, copy, { kind: "library", factor: update })
        return [
          {
            field,
            factor: publicFactor(update),
            emissions: roundCarbon(after, carbonUnit),
            change: roundCarbon(change, carbonUnit),
          },
        ]
      })
      return {
        id: row.id as CalculationRowId,
        position: row.position,
        type: row.type,
        title: row.title,
        amount: Number(row.amount),
        unit: row.unit,
        notes: row.notes,
        factor: publicRowFactor(rowFields.factor!),
        marketBasedFactor: rowFields.marketBasedFactor && publicRowFactor(rowFields.marketBasedFactor),
        scope3Category: row.scope3_category,
        scope: scopeOfRowType(row.type),
        emissions: emission === null ? null : roundCarbon(emission.kgCO2e, carbonUnit),
        marketBasedEmissions:
          emission?.marketBasedKgCO2e == null ? null : roundCarbon(emission.marketBasedKgCO2e, carbonUnit),
        factorUpdates,
        evidence: evidence.get(row.id) ?? null,
      }
    }),
    biogenicCO2: roundCarbon(biogenicCO2Kg(fields), carbonUnit),
    readinessIssues: readinessIssues({ period: summary.period, rows: fields }),
  }
}

export const listCalculations = async (db: DbOrTrx, accountId: AccountId): Promise<CalculationSummary[]> => {
  const records = (await db("ghg_calculations as c")
    .where("c.account_id", accountId)
    .orderBy([
      { column: "c.updated_at", order: "desc" },
      { column: "c.id", order: "asc" },
    ])
    .select(calculationColumns(db))) as CalculationRecord[]
  const rows = await rowRecords(
    db,
    records.map((r) => r.id),
  )
  const carbonUnit = await carbonUnitOf(db, accountId)
  return records.map(
    (record) =>
      evaluate(
        record,
        rows.filter((r) => r.calculation_id === record.id),
        carbonUnit,
      ).summary,
  )
}

export const touchCalculation = (db: DbOrTrx, calculationId: string, now: Date) =>
  db("ghg_calculations").where({ id: calculationId }).update({ updated_at: now })
