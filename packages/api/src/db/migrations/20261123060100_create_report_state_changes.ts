import type { Knex } from "knex"

/**
 * Every state change of a report (draft ⇄ ready → locked) with who made it and when: what an auditor
 * asks when a locked report is shown to them.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("report_state_changes", (t) => {
    t.bigIncrements("id").primary()
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE").index()
    t.text("from_state").notNullable()
    t.text("to_state").notNullable()
    t.uuid("changed_by").references("users.id").onDelete("SET NULL")
    t.timestamp("changed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw(
    `alter table report_state_changes add constraint report_state_changes_states_check
     check (from_state in ('draft', 'ready', 'locked') and to_state in ('draft', 'ready', 'locked'))`,
  )
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("report_state_changes")
}
