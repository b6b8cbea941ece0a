import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * Subscriptions and their invoices (issue 9). The account's `state` stays the one source of its
 * subscription state; `subscriptions` holds the paid period and whether it renews, and
 * `subscription_events` every change with who made it (null: the renewal job) and when.
 *
 * Invoice numbers come from a counter row that the issuing transaction locks and increments, so a
 * rolled-back invoice gives its number back and the numbers have no gaps. One invoice per account
 * and period start (a unique index): the renewal job may run on several processes at once and twice
 * on the same day, and still invoices a year once.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("subscriptions", (t) => {
    t.uuid("account_id").primary().references("accounts.id").onDelete("CASCADE")
    t.date("period_start").notNullable()
    t.date("period_end").notNullable()
    t.boolean("renews").notNullable()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await check(knex, "subscriptions", "period", "period_end >= period_start")
  // The renewal job looks for periods that have ended.
  await knex.raw("create index subscriptions_period_end on subscriptions (period_end)")

  await knex.schema.createTable("invoice_counters", (t) => {
    t.text("series").primary()
    t.integer("last_number").notNullable()
  })
  await check(knex, "invoice_counters", "last_number", "last_number >= 0")
  await knex("invoice_counters").insert({ series: "subscription", last_number: 0 })

  await knex.schema.createTable("invoices", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.integer("number").notNullable().unique()
    // Invoices are accounting records: an account with invoices cannot be deleted.
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("RESTRICT")
    t.text("kind").notNullable()
    t.date("issue_date").notNullable()
    t.date("due_date").notNullable()
    t.date("period_start").notNullable()
    t.date("period_end").notNullable()
    t.text("reference").notNullable().unique()
    t.text("currency").notNullable()
    t.integer("net_cents").notNullable()
    t.integer("vat_rate").notNullable()
    t.integer("vat_cents").notNullable()
    t.integer("total_cents").notNullable()
    // The EN 16931 model as issued, and the two messages made of it: never changed afterwards.
    t.jsonb("document").notNullable()
    t.text("finvoice_xml").notNullable()
    t.text("peppol_xml").notNullable()
    t.text("channel").notNullable()
    t.text("delivery_state").notNullable().defaultTo("pending")
    t.timestamp("delivered_at", { useTz: true })
    t.text("delivery_error")
    t.text("delivery_reference")
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(["account_id", "period_start"])
  })
  await check(knex, "invoices", "kind", "kind in ('activation', 'renewal')")
  await check(knex, "invoices", "channel", "channel in ('einvoice', 'email', 'none')")
  await check(knex, "invoices", "delivery_state", "delivery_state in ('pending', 'sent', 'failed')")
  await check(knex, "invoices", "number", "number >= 1")
  await check(knex, "invoices", "totals", "total_cents = net_cents + vat_cents")
  await knex.raw("create index invoices_account on invoices (account_id, issue_date)")
  await knex.raw("create index invoices_pending on invoices (created_at) where delivery_state = 'pending'")

  await knex.schema.createTable("subscription_events", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE")
    t.text("action").notNullable()
    t.text("from_state").notNullable()
    t.text("to_state").notNullable()
    t.date("period_start")
    t.date("period_end")
    t.boolean("renews").notNullable()
    t.uuid("invoice_id").references("invoices.id").onDelete("SET NULL")
    // Null when the renewal job made the change.
    t.uuid("actor_user_id").references("users.id").onDelete("SET NULL")
    t.timestamp("at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["account_id", "at"])
  })
  await check(
    knex,
    "subscription_events",
    "action",
    "action in ('activate', 'disable', 'cancelRenewal', 'resumeRenewal', 'renew', 'expire')",
  )
  await check(knex, "subscription_events", "from_state", "from_state in ('trial', 'active', 'disabled')")
  await check(knex, "subscription_events", "to_state", "to_state in ('trial', 'active', 'disabled')")
}

export const down = async (knex: Knex) => {
  for (const table of ["subscription_events", "invoices", "invoice_counters", "subscriptions"]) {
    await knex.schema.dropTable(table)
  }
}
