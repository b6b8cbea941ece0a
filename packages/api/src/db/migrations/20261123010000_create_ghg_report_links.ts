import type { Knex } from "knex"

/**
 * The link between a report's B3 GHG answers and the ready calculation that filled them (issue 5),
 * one per report (a later fill replaces it). The calculation's title is copied so the link still
 * reads once the calculation is deleted; `answers` keeps the version each filled answer got, so a
 * later save of one of them shows as "changed since".
 *
 * Also indexes the factor id inside the rows' factor copies: the factor admin counts a factor's uses
 * on every list and before every delete.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("ghg_report_links", (t) => {
    t.uuid("report_id").primary().references("reports.id").onDelete("CASCADE")
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
    t.uuid("calculation_id").references("ghg_calculations.id").onDelete("SET NULL").index()
    t.text("calculation_title").notNullable()
    t.uuid("filled_by").references("users.id").onDelete("SET NULL")
    t.timestamp("filled_at", { useTz: true }).notNullable()
    // { questionId: version written }
    t.jsonb("answers").notNullable()
  })
  await knex.raw(
    "create index ghg_rows_factor_id_index on ghg_rows ((factor -> 'factor' ->> 'id')) where factor ->> 'kind' = 'library'",
  )
  await knex.raw(
    "create index ghg_rows_market_factor_id_index on ghg_rows ((market_based_factor -> 'factor' ->> 'id')) where market_based_factor ->> 'kind' = 'library'",
  )
}

export const down = async (knex: Knex) => {
  await knex.raw("drop index ghg_rows_market_factor_id_index")
  await knex.raw("drop index ghg_rows_factor_id_index")
  await knex.schema.dropTable("ghg_report_links")
}
