import { readFileSync } from "node:fs"
import path from "node:path"
import {
  decodeFactorCsv,
  decodeFactorTranslations,
  supersededByFinnishSet,
  type EmissionFactor,
} from "@vsme/core"
import type { Knex } from "knex"
import { workspaceRoot } from "../../config.js"

const fixture = (name: string) => readFileSync(path.join(workspaceRoot, "fixtures", "ghg", name), "utf8")

/** Columns of a factor with the fields this migration adds (its own copy, like the GHG migration's). */
const columnsOf = (f: EmissionFactor) => ({
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
 * The Finnish factor set and names in Finnish and Swedish (decision 026): emission_factors gains the
 * names, publisher, method, primary/secondary, CO2e/CO2 and biogenic CO2; the factors shipped so far
 * get their translations (fixtures/ghg/factor-translations.csv); AIB's Finnish residual mix 2023 is
 * retired for the Energy Authority's own figure; the Finnish set (fixtures/ghg/fi-emission-factors.csv)
 * is added, leaving any factor whose id is taken alone. A file that does not decode stops the
 * migration rather than half-load.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("emission_factors", (t) => {
    t.text("name_fi")
    t.text("name_sv")
    t.text("publisher")
    t.text("method")
    t.text("source_kind")
    t.text("gases")
    t.double("biogenic_co2")
  })
  await knex.raw(
    "alter table emission_factors add constraint emission_factors_source_kind_check check (source_kind is null or source_kind in ('primary', 'secondary'))",
  )
  await knex.raw(
    "alter table emission_factors add constraint emission_factors_gases_check check (gases is null or gases in ('CO2e', 'CO2'))",
  )
  await knex.raw(
    "alter table emission_factors add constraint emission_factors_biogenic_check check (biogenic_co2 is null or biogenic_co2 >= 0)",
  )

  const { translations, errors } = decodeFactorTranslations(fixture("factor-translations.csv"))
  if (errors.length > 0) throw new Error(`factor-translations.csv does not decode: ${errors.join("; ")}`)
  for (const t of translations) {
    await knex("emission_factors").where({ id: t.id }).update({
      name_fi: t.names.fi,
      name_sv: t.names.sv,
      publisher: t.publisher,
      method: t.method,
      source_kind: t.sourceKind,
      gases: t.gases,
    })
  }

  const now = new Date()
  await knex("emission_factors")
    .whereIn("id", [...supersededByFinnishSet])
    .whereNull("retired_at")
    .update({ retired_at: now, version: knex.raw("version + 1"), updated_at: now })

  const set = decodeFactorCsv(fixture("fi-emission-factors.csv"))
  if (set.errors.length > 0)
    throw new Error(`fi-emission-factors.csv does not decode: ${JSON.stringify(set.errors)}`)
  if (set.factors.length > 0)
    await knex("emission_factors")
      .insert(set.factors.map((f) => ({ ...columnsOf(f), created_at: now, updated_at: now })))
      .onConflict("id")
      .ignore()
}

export const down = async (knex: Knex) => {
  const set = decodeFactorCsv(fixture("fi-emission-factors.csv"))
  await knex("emission_factors")
    .whereIn(
      "id",
      set.factors.map((f) => f.id),
    )
    .delete()
  await knex("emission_factors")
    .whereIn("id", [...supersededByFinnishSet])
    .update({ retired_at: null })
  await knex.schema.alterTable("emission_factors", (t) => {
    for (const column of [
      "name_fi",
      "name_sv",
      "publisher",
      "method",
      "source_kind",
      "gases",
      "biogenic_co2",
    ])
      t.dropColumn(column)
  })
}
