import type { Knex } from "knex"

/**
 * Pending imports of an EFRAG digital template or an xBRL-JSON report into a report (issue 7): the
 * preview a person looks at and the plan that applying it writes, kept between the upload and the
 * apply. In the database, not in memory, because the apply may reach another API process; they expire
 * (the upload prunes expired ones) and go with their report or account.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("xbrl_imports", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE").index()
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable()
    t.timestamp("expires_at", { useTz: true }).notNullable().index()
    t.text("file_name").notNullable()
    t.text("source").notNullable()
    // What the page shows (ImportPreview without its id and times).
    t.jsonb("preview").notNullable()
    // What applying writes: answers with the versions they were planned against, public comments,
    // and whether the report switches to the Comprehensive Module.
    t.jsonb("plan").notNullable()
  })
  await knex.raw(
    "alter table xbrl_imports add constraint xbrl_imports_source_check check (source in ('template', 'xbrlJson'))",
  )
  await knex.raw(
    "alter table xbrl_imports add constraint xbrl_imports_file_name_check check (char_length(file_name) <= 255)",
  )
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("xbrl_imports")
}
