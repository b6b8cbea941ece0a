import {
  copyFactor,
  type EmissionFactor,
  type LibraryFactorCopy,
  type RowFactor,
  type RowType,
} from "@vsme/core"
import { InvalidInput, type FactorChoice, type LibraryFactor } from "@vsme/sdk"
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
  readonly retired_at: Date | string | null
  readonly version: number
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
})

export const toLibraryFactor = (row: FactorRow): LibraryFactor => ({
  factor: toEmissionFactor(row),
  retiredAt: row.retired_at === null ? null : iso(row.retired_at),
  version: row.version,
})

export interface FactorFilter {
  readonly rowType?: RowType
  readonly country?: string
  readonly year?: number
  readonly search?: string
  readonly offset: number
  readonly limit: number
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Library factors in force (not retired) matching the filters: the row type, the site's country
 * (that country's factors and GLOBAL ones), valid in a year, text in the id, name or source; ordered
 * by row type, name and newest validity first.
 */
export const listFactors = async (db: DbOrTrx, filter: FactorFilter) => {
  const query = db("emission_factors").whereNull("retired_at")
  if (filter.rowType) query.where("row_type", filter.rowType)
  if (filter.country) query.whereIn("country", [filter.country.toUpperCase(), "GLOBAL"])
  if (filter.year !== undefined) {
    const year = filter.year
    query
      .where("valid_from", "<=", year)
      .andWhere((q) => q.whereNull("valid_to").orWhere("valid_to", ">=", year))
  }
  if (filter.search) {
    const pattern = `%${likeLiteral(filter.search)}%`
    query.andWhere((q) =>
      q
        .where("name", "ilike", pattern)
        .orWhere("id", "ilike", pattern)
        .orWhere("source_name", "ilike", pattern),
    )
  }
  const counted = (await query.clone().count({ n: "*" }).first()) as { n: string | number }
  const rows = (await query
    .orderBy([
      { column: "row_type", order: "asc" },
      { column: "name", order: "asc" },
      { column: "valid_from", order: "desc" },
      { column: "id", order: "asc" },
    ])
    .offset(filter.offset)
    .limit(filter.limit)
    .select("*")) as FactorRow[]
  return { items: rows.map(toLibraryFactor), total: Number(counted.n) }
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
