import type { Knex } from "knex"

/**
 * Mail leaves outside any request and transaction (issue 15): a process claims a row for a lease
 * (`claimed_by`, `claimed_until`), sends without holding a lock, then marks it sent. A claim whose
 * lease ran out (the process died mid-send) is taken again; a failed send waits `next_attempt_at`
 * and is given up (`failed_at`) after a bounded number of attempts. After a real send the bodies are
 * emptied, so reset, verification and invitation links are not kept readable.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("mail_outbox", (t) => {
    t.integer("attempts").notNullable().defaultTo(0)
    t.timestamp("next_attempt_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.text("claimed_by")
    t.timestamp("claimed_until", { useTz: true })
    t.timestamp("failed_at", { useTz: true })
  })
  // Before, an error ended delivery for good: such rows stay given up.
  await knex("mail_outbox").whereNotNull("error").whereNull("sent_at").update({ failed_at: knex.fn.now() })
  // Mail already delivered over SMTP keeps no secrets either.
  await knex("mail_outbox")
    .whereNotNull("sent_at")
    .where({ transport: "smtp" })
    .update({ text_body: "", html_body: "" })
  await knex.raw(
    "create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null",
  )
}

export const down = async (knex: Knex) => {
  await knex.raw("drop index mail_outbox_due")
  await knex.schema.alterTable("mail_outbox", (t) => {
    t.dropColumn("failed_at")
    t.dropColumn("claimed_until")
    t.dropColumn("claimed_by")
    t.dropColumn("next_attempt_at")
    t.dropColumn("attempts")
  })
}
