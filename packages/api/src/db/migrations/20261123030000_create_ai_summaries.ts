import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * AI summaries of reports (issue 8), one row per requested summary: the job's state, the prompt it
 * sends, the text streamed so far, and what the report looked like when it was requested. Rows are
 * kept after they finish, so earlier summaries stay readable. A partial unique index allows one
 * running job per report; workers of several API processes claim pending rows with SKIP LOCKED and
 * prove they are alive with `heartbeat_at`.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("ai_summaries", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE")
    t.uuid("report_id").notNullable().references("reports.id").onDelete("CASCADE")
    t.text("state").notNullable().defaultTo("pending")
    t.text("language").notNullable()
    t.text("model").notNullable()
    // What the summary was made from: the report's edited time, and a hash of the content the prompt
    // was built from (equal hashes, equal content: the summary is current).
    t.timestamp("source_updated_at", { useTz: true }).notNullable()
    t.text("source_hash").notNullable()
    // The chat messages sent to the model, and the report data they carry (figures are checked against it).
    t.jsonb("prompt").notNullable()
    t.text("source_data").notNullable()
    t.text("text").notNullable().defaultTo("")
    t.text("error_kind")
    // How many times a worker started generating it; a job interrupted too often fails for good.
    t.integer("attempts").notNullable().defaultTo(0)
    t.text("worker_id")
    t.uuid("requested_by").references("users.id").onDelete("SET NULL")
    t.timestamp("requested_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("started_at", { useTz: true })
    t.timestamp("heartbeat_at", { useTz: true })
    t.timestamp("finished_at", { useTz: true })
    t.index(["report_id", "requested_at"])
    t.index(["account_id", "requested_at"])
  })
  await check(knex, "ai_summaries", "state", "state in ('pending', 'generating', 'error', 'done')")
  await check(knex, "ai_summaries", "language", "language in ('fi', 'en', 'sv')")
  await check(
    knex,
    "ai_summaries",
    "error_kind",
    "(state = 'error') = (error_kind is not null) and (error_kind is null or error_kind in " +
      "('timeout', 'rateLimited', 'modelError', 'malformed', 'empty', 'network', 'interrupted'))",
  )
  await check(knex, "ai_summaries", "worker", "(state = 'generating') = (worker_id is not null)")
  await check(knex, "ai_summaries", "attempts", "attempts >= 0")
  // One running job per report: a second request joins it.
  await knex.raw(
    "create unique index ai_summaries_one_running on ai_summaries (report_id) where state in ('pending', 'generating')",
  )
  // The workers' queue.
  await knex.raw("create index ai_summaries_pending on ai_summaries (requested_at) where state = 'pending'")
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("ai_summaries")
}
