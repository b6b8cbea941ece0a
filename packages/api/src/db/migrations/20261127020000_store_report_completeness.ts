import type { Knex } from "knex"

/**
 * Each report's completeness stored with its answers (decision 027): the summary the report list
 * shows, the question states the form shows, and the basis they were computed on (catalogue version,
 * Comprehensive Module, the company's NACE codes). Saves store them in their own transaction; reads
 * use them while the basis is today's. Triggers on `report_answers` clear the basis of every report
 * whose answers change, whoever changes them, so a missed writer leaves a stale summary (computed
 * again on the next read), never a wrong one.
 *
 * Existing reports are not backfilled: their columns start empty, which reads treat as stale, so
 * each report's first read computes its completeness and stores it (reports/reportRepo.ts). A
 * backfill would have had to call the application's completeness code, which changes after this
 * migration is written; a migration runs what it says forever.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("reports", (t) => {
    t.jsonb("completeness_summary")
    t.jsonb("question_states")
    t.text("completeness_basis")
  })
  await knex.raw(`
    create function report_answers_changed() returns trigger language plpgsql as $$
    begin
      update reports set completeness_basis = null where id in (select distinct report_id from changed_answers);
      return null;
    end
    $$`)
  for (const [event, table] of [
    ["insert", "new"],
    ["update", "new"],
    ["delete", "old"],
  ] as const) {
    await knex.raw(
      `create trigger report_answers_${event}_stale after ${event} on report_answers
       referencing ${table} table as changed_answers for each statement execute function report_answers_changed()`,
    )
  }
}

export const down = async (knex: Knex) => {
  for (const event of ["insert", "update", "delete"])
    await knex.raw(`drop trigger if exists report_answers_${event}_stale on report_answers`)
  await knex.raw("drop function if exists report_answers_changed()")
  await knex.schema.alterTable("reports", (t) => {
    t.dropColumn("completeness_summary")
    t.dropColumn("question_states")
    t.dropColumn("completeness_basis")
  })
}
