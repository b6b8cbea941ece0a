import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * Data requests (issue 32, decision 038) and the quality of a report's figures:
 * - `reports.verification`: a third party's verification of the report's figures (by whom, when);
 * - `report_estimates`: answers the company marked estimated, with the method; their writes notify the
 *   read cache like the report's other rows (decision 036), as report.get shows them;
 * - `data_requests`: what a requester asks (its draft as sent), its state (draft, sending, sent),
 *   reminders on or off;
 * - `data_request_recipients`: one company asked, by Business ID (the only way a request attaches to
 *   a company), its status, the share that answers it and the key figures of that share (for sorting
 *   and paging the portfolio without reading snapshots);
 * - `data_request_events`: each row's history (sent, reminded, opened, shared, updated, declined, and
 *   withdrawn when the company withdraws the share that answered).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("reports", (t) => {
    t.jsonb("verification")
  })
  await knex.schema.createTable("report_estimates", (t) => {
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE")
    t.text("question_id").notNullable()
    t.text("method_note")
    t.uuid("updated_by").references("users.id").onDelete("SET NULL")
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(["report_id", "question_id"])
  })
  await check(
    knex,
    "report_estimates",
    "method_note",
    "method_note is null or char_length(method_note) <= 500",
  )
  await knex.raw(`
    create trigger report_estimates_notify_reads_changed after insert or update or delete on report_estimates
    for each row execute function vsme_notify_reads_changed_of_report_child()`)
  await knex.raw(`
    create trigger report_estimates_notify_reads_changed_statement after truncate on report_estimates
    for each statement execute function vsme_notify_reads_changed()`)

  await knex.schema.createTable("data_requests", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE")
    t.jsonb("draft").notNullable()
    t.jsonb("items").notNullable()
    t.text("standard").notNullable()
    t.text("state").notNullable().defaultTo("draft")
    t.boolean("reminders_enabled").notNullable().defaultTo(true)
    t.integer("version").notNullable().defaultTo(1)
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("sent_at", { useTz: true })
    t.uuid("sent_by").references("users.id").onDelete("SET NULL")
    // The due date, copied out of the draft for the reminder job's query.
    t.date("due_date").notNullable()
    // The sending job's claim, so that several processes share the work and a dead one's is taken over.
    t.timestamp("claimed_until", { useTz: true })
    t.index(["account_id", "created_at"])
  })
  await check(knex, "data_requests", "state", "state in ('draft', 'sending', 'sent')")
  await knex.raw("create index data_requests_sending_index on data_requests (state) where state = 'sending'")

  await knex.schema.createTable("data_request_recipients", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("request_id").notNullable().references("data_requests.id").onDelete("CASCADE")
    t.text("business_id").notNullable()
    t.text("email").notNullable()
    t.text("name")
    // draft → queued (sending) → sent → opened → inProgress → shared | declined
    t.text("status").notNullable().defaultTo("draft")
    t.timestamp("status_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("mailed_at", { useTz: true })
    t.timestamp("opened_at", { useTz: true })
    t.text("declined_reason")
    t.text("declined_text")
    t.jsonb("declined_items").notNullable().defaultTo("[]")
    t.jsonb("extra_answers").notNullable().defaultTo("[]")
    t.uuid("share_id").references("shares.id").onDelete("SET NULL")
    t.uuid("answered_report_id").references("reports.id").onDelete("SET NULL")
    t.jsonb("key_figures")
    t.double("scope1")
    t.double("scope2_location")
    t.double("scope3")
    t.double("total_energy_mwh")
    t.double("employees")
    t.integer("reminders").notNullable().defaultTo(0)
    t.integer("automatic_reminders").notNullable().defaultTo(0)
    t.timestamp("last_reminded_at", { useTz: true })
    t.unique(["request_id", "business_id"])
    t.index(["business_id", "status"])
  })
  await check(
    knex,
    "data_request_recipients",
    "status",
    "status in ('draft', 'queued', 'sent', 'opened', 'inProgress', 'shared', 'declined')",
  )
  await check(knex, "data_request_recipients", "business_id", "business_id ~ '^[0-9]{7}-[0-9]$'")
  await check(
    knex,
    "data_request_recipients",
    "declined_reason",
    "declined_reason is null or declined_reason in ('notApplicable', 'notAvailable', 'beyondVsme', 'other')",
  )
  await knex.raw(
    "create index data_request_recipients_request_status_index on data_request_recipients (request_id, status, lower(coalesce(name, '')), business_id)",
  )

  await knex.schema.createTable("data_request_events", (t) => {
    t.bigIncrements("id").primary()
    t.uuid("recipient_id").notNullable().references("data_request_recipients.id").onDelete("CASCADE")
    t.timestamp("at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.text("kind").notNullable()
    t.text("detail")
    t.index(["recipient_id", "id"])
  })
  await check(
    knex,
    "data_request_events",
    "kind",
    "kind in ('sent', 'reminded', 'opened', 'shared', 'updated', 'declined', 'withdrawn')",
  )
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("data_request_events")
  await knex.schema.dropTable("data_request_recipients")
  await knex.schema.dropTable("data_requests")
  await knex.schema.dropTable("report_estimates")
  await knex.schema.alterTable("reports", (t) => {
    t.dropColumn("verification")
  })
}
