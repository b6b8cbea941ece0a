import type { Knex } from "knex"

/**
 * A company's Legal Entity Identifier (ISO 17442, checked by core's `Lei` before it is stored) and
 * which identifier names the company in its XBRL reports: the Business ID, or the LEI (decision 024).
 * Existing accounts have no LEI and keep the Business ID.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("accounts", (t) => {
    t.text("lei")
    t.text("xbrl_identifier").notNullable().defaultTo("businessId")
  })
  await knex.raw(
    "alter table accounts add constraint accounts_lei_format check (lei is null or lei ~ '^[0-9A-Z]{18}[0-9]{2}$')",
  )
  await knex.raw(
    "alter table accounts add constraint accounts_xbrl_identifier check (xbrl_identifier in ('businessId', 'lei') and (xbrl_identifier = 'businessId' or lei is not null))",
  )
}

export const down = async (knex: Knex) => {
  await knex.schema.alterTable("accounts", (t) => {
    t.dropColumn("xbrl_identifier")
    t.dropColumn("lei")
  })
}
