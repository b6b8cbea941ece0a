import type { Knex } from "knex"

/** Facts about the installation itself (e.g. whether demo data was created), one row per key. */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("app_meta", (t) => {
    t.text("key").primary()
    t.jsonb("value").notNullable()
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("app_meta")
}
