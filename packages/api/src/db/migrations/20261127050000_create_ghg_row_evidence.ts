import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * The evidence of an electricity row's market-based factor (issue 19, decision 026): a guarantees-of-
 * origin certificate or the supplier's disclosure, one file per row, stored like report attachments
 * (bytes in the database, type recognised from the content and size bounded on upload). Deleted with
 * its row; a ready calculation keeps it with the row.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("ghg_row_evidence", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("row_id").notNullable().unique().references("ghg_rows.id").onDelete("CASCADE")
    t.text("file_name").notNullable()
    t.text("content_type").notNullable()
    t.integer("size_bytes").notNullable()
    t.text("sha256").notNullable()
    t.binary("content").notNullable()
    t.uuid("uploaded_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await check(knex, "ghg_row_evidence", "file_name", "char_length(file_name) between 1 and 255")
  await check(knex, "ghg_row_evidence", "size", "size_bytes > 0 and size_bytes = octet_length(content)")
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("ghg_row_evidence")
}
