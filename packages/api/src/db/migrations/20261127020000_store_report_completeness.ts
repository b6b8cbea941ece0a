import type { Knex } from "knex"
import type { AccountId } from "@vsme/core"
import { answerRows, completenessOf, storeCompleteness } from "../../reports/reportRepo.js"

/** Reports backfilled per round trip. */
const batchSize = 200

/**
 * Each report's completeness stored with its answers (decision 027): the summary the report list
 * shows, the question states the form shows, and the basis they were computed on (catalogue version,
 * Comprehensive Module, the company's NACE codes). Saves store them in their own transaction; reads
 * use them while the basis is today's. Triggers on `report_answers` clear the basis of every report
 * whose answers change, whoever changes them, so a missed writer leaves a stale summary (computed
 * again on the next read), never a wrong one. Existing reports are backfilled here.
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
  await backfillCompleteness(knex)
}

/** Stores the completeness of every report, computed from its answers now (the migration's backfill). */
export const backfillCompleteness = async (knex: Knex) => {
  let after = ""
  for (;;) {
    const reports = (await knex("reports as r")
      .join("accounts as a", "a.id", "r.account_id")
      .where("r.id", ">", after || "00000000-0000-0000-0000-000000000000")
      .orderBy("r.id")
      .limit(batchSize)
      .select("r.id", "r.account_id", "r.comprehensive", "a.nace_codes")) as Array<{
      id: string
      account_id: AccountId
      comprehensive: boolean
      nace_codes: string[] | null
    }>
    if (reports.length === 0) break
    const answers = await answerRows(
      knex,
      reports.map((r) => r.id),
    )
    for (const report of reports) {
      const naceCodes = report.nace_codes ?? []
      const completeness = completenessOf(
        report,
        answers.filter((a) => a.report_id === report.id),
        naceCodes,
      )
      await storeCompleteness(knex, report.id, completeness, {
        comprehensive: report.comprehensive,
        naceCodes,
      })
    }
    after = reports[reports.length - 1]!.id
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
