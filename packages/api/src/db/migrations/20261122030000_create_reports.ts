import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * VSME reports of a company account (spec §3 "Report"), their answers keyed by question id, and the
 * comments on questions. Answers are JSON as core's Schemas decode them; skips keep their reason.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("reports", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
    t.text("title").notNullable()
    t.date("start_date").notNullable()
    t.date("end_date").notNullable()
    t.boolean("comprehensive").notNullable().defaultTo(false)
    t.text("state").notNullable().defaultTo("draft")
    // Optimistic concurrency for the report's own details (title, module, state).
    t.integer("version").notNullable().defaultTo(1)
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.uuid("copied_from").references("reports.id").onDelete("SET NULL")
  })
  await check(knex, "reports", "state", "state in ('draft', 'ready', 'locked')")
  await check(knex, "reports", "period", "end_date >= start_date")
  await check(knex, "reports", "title", "char_length(title) between 1 and 200")
  await check(knex, "reports", "version", "version >= 1")

  await knex.schema.createTable("report_answers", (t) => {
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE")
    t.text("question_id").notNullable()
    t.text("status").notNullable()
    t.jsonb("value")
    t.text("skip_reason")
    // Per question: a save names the version it edited, so two people never overwrite each other.
    t.integer("version").notNullable().defaultTo(1)
    t.uuid("updated_by").references("users.id").onDelete("SET NULL")
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(["report_id", "question_id"])
  })
  await check(
    knex,
    "report_answers",
    "value",
    "(status = 'answered' and value is not null and skip_reason is null) or " +
      "(status = 'skipped' and value is null and skip_reason in ('notApplicable', 'notAvailable', 'classified'))",
  )
  await check(knex, "report_answers", "question_id", "char_length(question_id) between 1 and 200")
  await check(knex, "report_answers", "version", "version >= 1")

  await knex.schema.createTable("report_comments", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE")
    t.text("question_id").notNullable()
    t.text("type").notNullable()
    t.text("text").notNullable()
    t.uuid("author_id").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["report_id", "question_id"])
  })
  await check(knex, "report_comments", "type", "type in ('note', 'audit', 'public')")
  await check(knex, "report_comments", "text", "char_length(text) between 1 and 5000")
  await check(knex, "report_comments", "question_id", "char_length(question_id) between 1 and 200")
}

export const down = async (knex: Knex) => {
  for (const table of ["report_comments", "report_answers", "reports"]) {
    await knex.schema.dropTable(table)
  }
}
