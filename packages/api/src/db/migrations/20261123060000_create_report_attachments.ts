import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * Files attached to a report's questions, bytes in the database (bytea) so that a backup of the
 * database holds everything and several API processes need no shared disk. The size and type were
 * checked on upload (file content, not name); the limit itself is configuration, not a constraint.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("report_attachments", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE")
    t.text("question_id").notNullable()
    t.text("file_name").notNullable()
    t.text("content_type").notNullable()
    t.integer("size_bytes").notNullable()
    // Lets a download be checked end to end, and two uploads of the same file be recognised.
    t.text("sha256").notNullable()
    t.binary("content").notNullable()
    t.uuid("uploaded_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["report_id", "question_id"])
  })
  await check(knex, "report_attachments", "question_id", "char_length(question_id) between 1 and 200")
  await check(knex, "report_attachments", "file_name", "char_length(file_name) between 1 and 255")
  await check(knex, "report_attachments", "size", "size_bytes > 0 and size_bytes = octet_length(content)")
  await check(knex, "report_attachments", "sha256", "sha256 ~ '^[0-9a-f]{64}$'")
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("report_attachments")
}
