import { readFileSync } from "node:fs"
import path from "node:path"
import { decodeFactorCsv, type EmissionFactor } from "@vsme/core"
import type { Knex } from "knex"
import { workspaceRoot } from "../../config.js"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/** Columns of a library factor (core's EmissionFactor) as stored in emission_factors. */
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
})

/**
 * Loads the reference library (fixtures/ghg/emission-factors.csv) into an empty emission_factors
 * table. It runs inside this migration, so knex's migration lock makes it once-only even when several
 * processes start together; a file that does not decode stops the migration rather than half-load.
 */
export const seedEmissionFactors = async (knex: Knex) => {
  const existing = (await knex("emission_factors").count({ n: "*" }).first()) as { n: string | number }
  if (Number(existing.n) > 0) return
  const text = readFileSync(path.join(workspaceRoot, "fixtures", "ghg", "emission-factors.csv"), "utf8")
  const { factors, errors } = decodeFactorCsv(text)
  if (errors.length > 0) throw new Error(`emission-factors.csv does not decode: ${JSON.stringify(errors)}`)
  if (factors.length > 0) await knex("emission_factors").insert(factors.map(factorColumns))
}

/**
 * GHG calculations (spec §3 "CO2 calculation", issue 5): the emission-factor library, calculations of
 * a company account and their rows. A row keeps a copy of the factor it used (jsonb, as core's
 * RowFactor encodes it), so editing or retiring the library later changes no calculation.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("emission_factors", (t) => {
    t.text("id").primary()
    t.text("name").notNullable()
    t.text("row_type").notNullable()
    t.integer("scope3_category")
    t.text("scope2_basis")
    // float8 round-trips a JS number exactly; the engine's arithmetic starts from that number.
    t.double("value").notNullable()
    t.text("mass_unit").notNullable()
    t.text("denominator_unit").notNullable()
    t.integer("valid_from").notNullable()
    t.integer("valid_to")
    t.text("country").notNullable()
    t.text("source_name").notNullable()
    t.text("source_url").notNullable()
    t.text("source_notes").notNullable().defaultTo("")
    t.timestamp("retired_at", { useTz: true })
    t.integer("version").notNullable().defaultTo(1)
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["row_type", "country"])
  })
  await check(
    knex,
    "emission_factors",
    "row_type",
    "row_type in ('electricity', 'fuel', 'refrigerant', 'other')",
  )
  await check(
    knex,
    "emission_factors",
    "scope2_basis",
    "scope2_basis is null or scope2_basis in ('location', 'market')",
  )
  await check(
    knex,
    "emission_factors",
    "scope3_category",
    "scope3_category is null or scope3_category between 1 and 15",
  )
  await check(knex, "emission_factors", "value", "value >= 0")
  await check(knex, "emission_factors", "validity", "valid_to is null or valid_from <= valid_to")
  await check(knex, "emission_factors", "version", "version >= 1")

  await knex.schema.createTable("ghg_calculations", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
    t.text("title").notNullable()
    t.text("status").notNullable().defaultTo("draft")
    t.text("site")
    t.text("organizational_unit")
    t.date("start_date").notNullable()
    t.date("end_date").notNullable()
    t.jsonb("excluded_scopes").notNullable().defaultTo("[]")
    // Optimistic concurrency for the calculation's own details (title, site, unit, period, scopes).
    t.integer("version").notNullable().defaultTo(1)
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await check(knex, "ghg_calculations", "status", "status in ('draft', 'ready')")
  await check(knex, "ghg_calculations", "period", "end_date >= start_date")
  await check(knex, "ghg_calculations", "title", "char_length(title) between 1 and 200")
  await check(knex, "ghg_calculations", "version", "version >= 1")

  await knex.schema.createTable("ghg_rows", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("calculation_id").notNullable().references("ghg_calculations.id").onDelete("CASCADE")
    t.integer("position").notNullable()
    t.text("type").notNullable()
    t.text("title").notNullable()
    t.double("amount").notNullable()
    t.text("unit").notNullable()
    t.text("notes").notNullable().defaultTo("")
    t.jsonb("factor").notNullable()
    t.jsonb("market_based_factor")
    t.integer("scope3_category")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["calculation_id", "position"])
  })
  await check(knex, "ghg_rows", "type", "type in ('electricity', 'fuel', 'refrigerant', 'other')")
  await check(knex, "ghg_rows", "amount", "amount >= 0")
  await check(
    knex,
    "ghg_rows",
    "scope3_category",
    "scope3_category is null or scope3_category between 1 and 15",
  )

  await seedEmissionFactors(knex)
}

export const down = async (knex: Knex) => {
  for (const table of ["ghg_rows", "ghg_calculations", "emission_factors"]) {
    await knex.schema.dropTable(table)
  }
}
