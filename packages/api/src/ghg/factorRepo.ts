import {
  copyFactor,
  publicFactor,
  overlappingVersions,
  type EmissionFactor,
  type LibraryFactorCopy,
  type RowFactor,
  type RowType,
  type Scope2Basis,
} from "@vsme/core"
import {
  InvalidInput,
  NotFound,
  type AdminFactor,
  type FactorChoice,
  type FactorState,
  type LibraryFactor,
} from "@vsme/sdk"
import type { Knex } from "knex"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "../accounts/rows.js"

export interface FactorRow {
  readonly id: string
  readonly name: string
  readonly row_type: RowType
  readonly scope3_category: number | null
  readonly scope2_basis: "location" | "market" | null
  readonly value: number | string
  readonly mass_unit: EmissionFactor["massUnit"]
  readonly denominator_unit: EmissionFactor["denominatorUnit"]
  readonly valid_from: number
  readonly valid_to: number | null
  readonly country: string
  readonly source_name: string
  readonly source_url: string
  readonly source_notes: string
  readonly name_fi: string | null
  readonly name_sv: string | null
  readonly publisher: string | null
  readonly method: string | null
  readonly source_kind: "primary" | "secondary" | null
  readonly gases: "CO2e" | "CO2" | null
  readonly biogenic_co2: number | string | null
  readonly retired_at: Date | string | null
  readonly version: number
  readonly created_at: Date | string
  readonly updated_at: Date | string
}

export const toEmissionFactor = (row: FactorRow): EmissionFactor => ({
  id: row.id,
  name: row.name,
  rowType: row.row_type,
  scope3Category: row.scope3_category,
  scope2Basis: row.scope2_basis,
  value: Number(row.value),
  massUnit: row.mass_unit,
  denominatorUnit: row.denominator_unit,
  validFor: { from: row.valid_from, to: row.valid_to },
  country: row.country,
  sourceName: row.source_name,
  sourceUrl: row.source_url,
  sourceNotes: row.source_notes,
  ...(row.name_fi !== null && row.name_sv !== null ? { names: { fi: row.name_fi, sv: row.name_sv } } : {}),
  ...(row.publisher !== null ? { publisher: row.publisher } : {}),
  ...(row.method !== null ? { method: row.method } : {}),
  ...(row.source_kind !== null ? { sourceKind: row.source_kind } : {}),
  ...(row.gases !== null ? { gases: row.gases } : {}),
  ...(row.biogenic_co2 !== null ? { biogenicCO2: Number(row.biogenic_co2) } : {}),
})

export const toLibraryFactor = (row: FactorRow): LibraryFactor => ({
  factor: toEmissionFactor(row),
  retiredAt: row.retired_at === null ? null : iso(row.retired_at),
  version: row.version,
})

export interface FactorFilter {
  readonly rowType?: RowType
  readonly scope?: 1 | 2 | 3
  readonly scope3Category?: number
  readonly country?: string
  /** Listed first (the company's country) when all countries are shown. */
  readonly preferCountry?: string
  readonly year?: number
  readonly scope2Basis?: Scope2Basis
  readonly search?: string
  /** The UI language: names sort in it. */
  readonly language?: "fi" | "sv" | "en"
  readonly offset: number
  readonly limit: number
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

type Query = Knex.QueryBuilder

/** Text in the id, the name in any language, the publisher or the source. */
const filterSearch = (query: Query, search: string | undefined) => {
  if (search) {
    const pattern = `%${likeLiteral(search)}%`
    query.andWhere((q) =>
      q
        .where("name", "ilike", pattern)
        .orWhere("name_fi", "ilike", pattern)
        .orWhere("name_sv", "ilike", pattern)
        .orWhere("id", "ilike", pattern)
        .orWhere("publisher", "ilike", pattern)
        .orWhere("source_name", "ilike", pattern),
    )
  }
  return query
}

/** Valid in the year (both ends of the period included, an open end reaching every later year). */
const filterYearAndSearch = (query: Query, filter: { readonly year?: number; readonly search?: string }) => {
  if (filter.year !== undefined) {
    const year = filter.year
    query
      .where("valid_from", "<=", year)
      .andWhere((q) => q.whereNull("valid_to").orWhere("valid_to", ">=", year))
  }
  return filterSearch(query, filter.search)
}

const libraryOrder = [
  { column: "row_type", order: "asc" },
  { column: "name", order: "asc" },
  { column: "valid_from", order: "desc" },
  { column: "id", order: "asc" },
] as const

const scopeRowTypes: Record<1 | 2 | 3, ReadonlyArray<RowType>> = {
  1: ["fuel", "refrigerant"],
  2: ["electricity"],
  3: ["other"],
}

/**
 * Library factors in force (not retired) for companies: the row type or scope, the scope 3 category,
 * the site's country (that country's factors and GLOBAL ones; all countries when not given, the
 * company's country first), text in any name, the publisher, the id or the source. With a year, each
 * factor appears once, in its version for the year (core `versionsForYear`): valid in the year when
 * published, otherwise the latest earlier one, which the wizard names ("latest available: 2023");
 * versions of later years never. Sorted by country (the company's first), type, category and name in
 * the UI language. The administrators' source notes are left out.
 */
export const listFactors = async (db: DbOrTrx, filter: FactorFilter) => {
  const inner = db("emission_factors").whereNull("retired_at")
  if (filter.rowType) inner.where("row_type", filter.rowType)
  if (filter.scope) inner.whereIn("row_type", [...scopeRowTypes[filter.scope]])
  if (filter.scope3Category !== undefined) inner.where("scope3_category", filter.scope3Category)
  if (filter.country) inner.whereIn("country", [filter.country.toUpperCase(), "GLOBAL"])
  if (filter.scope2Basis) inner.where("scope2_basis", filter.scope2Basis)
  let query: Query
  if (filter.year === undefined) query = inner.select("*")
  else {
    const year = filter.year
    inner.where("valid_from", "<=", year)
    // One version per factor (name, type, unit, country, basis: core `sameFactorVersions`).
    const ranked = inner.select(
      "*",
      db.raw(
        `row_number() over (
           partition by lower(trim(name)), row_type, denominator_unit, country, coalesce(scope2_basis, '')
           order by (valid_to is null or valid_to >= ?) desc, coalesce(valid_to, 9999) desc, valid_from desc, id
         ) as version_rank`,
        [year],
      ),
    )
    query = db.select("*").from(ranked.as("versions")).where("version_rank", 1)
  }
  // Searched after the versions are ranked: a search for one publisher never brings back an older
  // version of a factor whose version for the year is another publisher's.
  filterSearch(query, filter.search)
  const counted = (await db.count({ n: "*" }).from(query.clone().as("listed")).first()) as {
    n: string | number
  }
  const preferred = (filter.preferCountry ?? filter.country ?? "").toUpperCase()
  const nameColumn = filter.language === "fi" ? "name_fi" : filter.language === "sv" ? "name_sv" : "name"
  const rows = (await query
    .orderByRaw("case when country = ? then 0 when country = 'GLOBAL' then 1 else 2 end", [preferred])
    .orderBy([
      { column: "row_type", order: "asc" },
      { column: "scope2_basis", order: "asc" },
      { column: "scope3_category", order: "asc" },
    ])
    .orderByRaw(`coalesce(${nameColumn}, name) asc`)
    .orderBy([
      { column: "valid_from", order: "desc" },
      { column: "id", order: "asc" },
    ])
    .offset(filter.offset)
    .limit(filter.limit)) as FactorRow[]
  return {
    items: rows.map((row) => {
      const item = toLibraryFactor(row)
      return { ...item, factor: publicFactor(item.factor) }
    }),
    total: Number(counted.n),
  }
}

/**
 * The factor a row will keep: a copy of the named library factor (one not retired), or the custom
 * factor as given. An unknown or retired id is refused on `<field>.id`.
 */
export const resolveFactor = async (
  db: DbOrTrx,
  field: "factor" | "marketBasedFactor",
  choice: FactorChoice | null,
): Promise<RowFactor | null> => {
  if (choice === null) return null
  if (choice.kind === "custom") return choice
  const row = (await db("emission_factors").where({ id: choice.id }).whereNull("retired_at").first()) as
    FactorRow | undefined
  if (!row) throw new InvalidInput({ issues: [{ path: [field, "id"], message: "validation.invalidValue" }] })
  const copy: LibraryFactorCopy = copyFactor(toEmissionFactor(row))
  return copy
}

// ---------------------------------------------------------------------------------------------------
// Administration (superadmins) and the factor import of the CLI issue

/**
 * Columns of a library factor. (The GHG migration keeps its own copy: a migration must not change when
 * the repository does.)
 */
export const factorColumns = (f: EmissionFactor) => ({
  id: f.id,
  name: f.name,
  row_type: f.rowType,
  scope3_category: f.scope3Category,
  scope2_basis: f.scope2Basis,
  value: f.value,
  mass_unit: f.massUnit,
  denominator_unit: f.denominatorUnit,
  valid_from: f.validFor.from,
  valid_to: f.validFor.to,
  country: f.country,
  source_name: f.sourceName,
  source_url: f.sourceUrl,
  source_notes: f.sourceNotes,
  name_fi: f.names?.fi ?? null,
  name_sv: f.names?.sv ?? null,
  publisher: f.publisher ?? null,
  method: f.method ?? null,
  source_kind: f.sourceKind ?? null,
  gases: f.gases ?? null,
  biogenic_co2: f.biogenicCO2 ?? null,
})

/**
 * How many calculation rows (of every company) keep a copy of each factor, as the row's factor or its
 * market-based factor; factors without rows are absent. Uses the expression indexes on the copies.
 */
export const factorUsage = async (db: DbOrTrx, ids: ReadonlyArray<string>): Promise<Map<string, number>> => {
  if (ids.length === 0) return new Map()
  const marks = ids.map(() => "?").join(", ")
  const result = (await db.raw(
    `select id, count(*)::int as n from (
       select factor -> 'factor' ->> 'id' as id from ghg_rows
        where factor ->> 'kind' = 'library' and factor -> 'factor' ->> 'id' in (${marks})
       union all
       select market_based_factor -> 'factor' ->> 'id' as id from ghg_rows
        where market_based_factor ->> 'kind' = 'library' and market_based_factor -> 'factor' ->> 'id' in (${marks})
     ) uses group by id`,
    [...ids, ...ids],
  )) as { rows: Array<{ id: string; n: number | string }> }
  return new Map(result.rows.map((r) => [r.id, Number(r.n)]))
}

export const toAdminFactor = (row: FactorRow, usageCount: number): AdminFactor => ({
  ...toLibraryFactor(row),
  usageCount,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
})

/** The factor row by id (retired or not); `forUpdate` locks it for the rest of the transaction. */
export const findFactorRow = async (
  db: DbOrTrx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<FactorRow | undefined> => {
  const query = db("emission_factors").where({ id }).first()
  return (await (options.forUpdate ? query.forUpdate() : query)) as FactorRow | undefined
}

/** The factor with its usage, or NotFound. */
export const findAdminFactor = async (db: DbOrTrx, id: string): Promise<AdminFactor> => {
  const row = await findFactorRow(db, id)
  if (!row) throw new NotFound()
  return toAdminFactor(row, (await factorUsage(db, [id])).get(id) ?? 0)
}

export interface AdminFactorFilter {
  readonly search?: string
  readonly rowType?: RowType
  readonly country?: string
  readonly year?: number
  readonly source?: string
  readonly state: FactorState
  readonly offset: number
  readonly limit: number
}

/**
 * The whole library for its administrators: retired factors too (by `state`), exactly one country
 * (GLOBAL only when asked for), exactly one source; with each factor's usage, and every country and
 * source of the library for the filter choices.
 */
export const adminListFactors = async (db: DbOrTrx, filter: AdminFactorFilter) => {
  const query = db("emission_factors")
  if (filter.state === "active") query.whereNull("retired_at")
  if (filter.state === "retired") query.whereNotNull("retired_at")
  if (filter.rowType) query.where("row_type", filter.rowType)
  if (filter.country) query.where("country", filter.country.toUpperCase())
  if (filter.source) query.where("source_name", filter.source)
  filterYearAndSearch(query, filter)
  const counted = (await query.clone().count({ n: "*" }).first()) as { n: string | number }
  const rows = (await query
    .orderBy([...libraryOrder])
    .offset(filter.offset)
    .limit(filter.limit)
    .select("*")) as FactorRow[]
  const usage = await factorUsage(
    db,
    rows.map((r) => r.id),
  )
  const countries = (await db("emission_factors").distinct("country").orderBy("country")) as Array<{
    country: string
  }>
  const sources = (await db("emission_factors").distinct("source_name").orderBy("source_name")) as Array<{
    source_name: string
  }>
  return {
    items: rows.map((row) => toAdminFactor(row, usage.get(row.id) ?? 0)),
    total: Number(counted.n),
    countries: countries.map((c) => c.country),
    sources: sources.map((s) => s.source_name),
  }
}

/**
 * Serialises changes to the versions of one factor (by name) until the transaction ends, so two
 * superadmins cannot add overlapping versions at the same moment.
 */
const lockVersionsOf = (db: DbOrTrx, name: string) =>
  db.raw("select pg_advisory_xact_lock(hashtext(?))", [`emission_factor:${name.trim().toLowerCase()}`])

/**
 * Other versions of the factor in force (not retired) whose validity overlaps its own (core
 * `overlappingVersions`); call inside the transaction that writes the factor.
 */
export const overlappingFactorVersions = async (
  db: DbOrTrx,
  factor: EmissionFactor,
): Promise<ReadonlyArray<EmissionFactor>> => {
  await lockVersionsOf(db, factor.name)
  const candidates = (await db("emission_factors")
    .whereNull("retired_at")
    .whereRaw("lower(trim(name)) = ?", [factor.name.trim().toLowerCase()])
    .whereNot("id", factor.id)
    .select("*")) as FactorRow[]
  return overlappingVersions(factor, candidates.map(toEmissionFactor))
}

const refuseOverlap = async (db: DbOrTrx, factor: EmissionFactor, path: ReadonlyArray<string>) => {
  if ((await overlappingFactorVersions(db, factor)).length > 0)
    throw new InvalidInput({ issues: [{ path: [...path], message: "validation.factorVersionOverlap" }] })
}

/**
 * Adds a factor (superadmin create). A taken id is refused on `factor.id`, an overlap with another
 * version's validity on `factor.validFor`.
 */
export const insertFactor = async (db: DbOrTrx, factor: EmissionFactor, now: Date) => {
  await refuseOverlap(db, factor, ["factor", "validFor"])
  const inserted = (await db("emission_factors")
    .insert({ ...factorColumns(factor), created_at: now, updated_at: now })
    .onConflict("id")
    .ignore()
    .returning("id")) as unknown[]
  if (inserted.length === 0)
    throw new InvalidInput({ issues: [{ path: ["factor", "id"], message: "validation.factorIdTaken" }] })
}

/** The fields whose values differ between the stored factor and `factor` (for the audit log). */
export const changedFields = (before: EmissionFactor, after: EmissionFactor) =>
  (Object.keys(after) as Array<keyof EmissionFactor>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )

/**
 * Writes new values over a stored factor and bumps its version. Rows keep their copies, so no
 * calculation changes. The caller has locked and version-checked the row.
 */
export const updateFactor = async (db: DbOrTrx, stored: FactorRow, factor: EmissionFactor, now: Date) => {
  if (stored.retired_at === null) await refuseOverlap(db, factor, ["factor", "validFor"])
  await db("emission_factors")
    .where({ id: stored.id })
    .update({ ...factorColumns(factor), version: stored.version + 1, updated_at: now })
}

/**
 * Inserts the factor, or updates the one with its id (the natural key of the library file) when a
 * value differs; answers which happened. For the factor import (`vsme factors import`): the caller
 * decodes the file with core's `decodeFactorCsv` and runs every upsert in one transaction. A retired
 * factor stays retired; overlap with other versions is not checked here (a file may carry several
 * versions at once): call `overlappingFactorVersions` after the last upsert to refuse the file.
 */
export const upsertFactor = async (
  db: DbOrTrx,
  factor: EmissionFactor,
  now: Date,
): Promise<"created" | "updated" | "unchanged"> => {
  const stored = await findFactorRow(db, factor.id, { forUpdate: true })
  if (!stored) {
    await db("emission_factors").insert({ ...factorColumns(factor), created_at: now, updated_at: now })
    return "created"
  }
  if (changedFields(toEmissionFactor(stored), factor).length === 0) return "unchanged"
  await db("emission_factors")
    .where({ id: stored.id })
    .update({ ...factorColumns(factor), version: stored.version + 1, updated_at: now })
  return "updated"
}

/**
 * Retires a factor (`retiredAt` a time) or offers it again (null). Reinstating checks the overlap
 * again: another version may cover its years by now.
 */
export const setFactorRetired = async (db: DbOrTrx, stored: FactorRow, retiredAt: Date | null, now: Date) => {
  if (retiredAt === null) await refuseOverlap(db, toEmissionFactor(stored), ["id"])
  await db("emission_factors")
    .where({ id: stored.id })
    .update({ retired_at: retiredAt, version: stored.version + 1, updated_at: now })
}
