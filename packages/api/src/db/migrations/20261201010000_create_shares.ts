import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * Shares of a report (issue 31, decision 037): a frozen snapshot per version, reached by a link (a
 * random token, stored hashed, and sealed so that its owners can copy it again) or by the
 * organisation with a Business ID; the attachments it copies; and its access log, which is
 * append-only (a trigger refuses updates) and pruned after two years.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("shares", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE")
    // The live report, for its owners only; a deleted report leaves the share readable.
    t.uuid("report_id").references("reports.id").onDelete("SET NULL")
    t.text("report_title").notNullable()
    t.text("recipient_kind").notNullable()
    t.text("recipient_business_id")
    t.text("recipient_name")
    t.text("token_hash").unique()
    t.text("token_sealed")
    t.text("passcode_hash")
    t.jsonb("scope").notNullable()
    t.boolean("include_attachments").notNullable()
    t.uuid("created_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("expires_at", { useTz: true }).notNullable()
    t.timestamp("revoked_at", { useTz: true })
    t.uuid("revoked_by").references("users.id").onDelete("SET NULL")
    t.integer("latest_version").notNullable().defaultTo(1)
    t.index(["account_id", "created_at"])
  })
  await check(knex, "shares", "recipient_kind", "recipient_kind in ('link', 'organisation')")
  await check(
    knex,
    "shares",
    "recipient",
    `(recipient_kind = 'link' and token_hash is not null and recipient_business_id is null)
     or (recipient_kind = 'organisation' and token_hash is null and passcode_hash is null
         and recipient_business_id ~ '^[0-9]{7}-[0-9]$')`,
  )
  await check(knex, "shares", "report_title", "char_length(report_title) between 1 and 200")
  await check(
    knex,
    "shares",
    "recipient_name",
    "recipient_name is null or char_length(recipient_name) <= 200",
  )
  await check(knex, "shares", "latest_version", "latest_version >= 1")
  await knex.raw(
    `create index shares_recipient_business_id_index on shares (recipient_business_id, created_at)
     where recipient_kind = 'organisation'`,
  )

  await knex.schema.createTable("share_versions", (t) => {
    t.uuid("share_id").notNullable().references("shares.id").onDelete("CASCADE")
    t.integer("version").notNullable()
    t.timestamp("published_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.uuid("published_by").references("users.id").onDelete("SET NULL")
    t.jsonb("snapshot").notNullable()
    t.primary(["share_id", "version"])
  })
  await check(knex, "share_versions", "version", "version >= 1")

  // The bytes of shared attachments, once per share however many versions name them.
  await knex.schema.createTable("share_files", (t) => {
    t.uuid("share_id").notNullable().references("shares.id").onDelete("CASCADE")
    t.text("sha256").notNullable()
    t.integer("size_bytes").notNullable()
    t.binary("content").notNullable()
    t.primary(["share_id", "sha256"])
  })
  await check(knex, "share_files", "size", "size_bytes > 0 and size_bytes = octet_length(content)")
  await check(knex, "share_files", "sha256", "sha256 ~ '^[0-9a-f]{64}$'")

  await knex.schema.createTable("share_attachments", (t) => {
    t.uuid("share_id").notNullable()
    t.integer("version").notNullable()
    t.uuid("id").notNullable().defaultTo(knex.raw("gen_random_uuid()"))
    t.text("question_id").notNullable()
    t.text("file_name").notNullable()
    t.text("content_type").notNullable()
    t.integer("size_bytes").notNullable()
    t.text("sha256").notNullable()
    t.primary(["share_id", "version", "id"])
    t.foreign(["share_id", "version"])
      .references(["share_id", "version"])
      .inTable("share_versions")
      .onDelete("CASCADE")
    t.foreign(["share_id", "sha256"])
      .references(["share_id", "sha256"])
      .inTable("share_files")
      .onDelete("CASCADE")
  })

  await knex.schema.createTable("share_access_log", (t) => {
    t.bigIncrements("id").primary()
    t.uuid("share_id").notNullable().references("shares.id").onDelete("CASCADE")
    t.integer("version")
    t.timestamp("at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.text("action").notNullable()
    t.text("format")
    // Who, as they were when it happened: a person of the receiving organisation, or a link holder.
    // No foreign key: a deleted user's SET NULL would be an update, which this log refuses.
    t.uuid("viewer_user_id")
    t.text("viewer_name")
    t.text("viewer_email")
    t.text("viewer_organisation")
    t.text("address")
    t.text("browser")
    t.index(["share_id", "id"])
    t.index(["at"])
  })
  await check(knex, "share_access_log", "action", "action in ('open', 'download', 'fetch', 'passcodeFailed')")
  await check(
    knex,
    "share_access_log",
    "format",
    "format is null or format in ('xlsx', 'xbrlJson', 'inlineXbrl', 'attachment')",
  )
  await knex.raw(`
    create function share_access_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'share_access_log is append-only';
    end $$`)
  await knex.raw(`
    create trigger share_access_log_append_only before update on share_access_log
    for each row execute function share_access_log_append_only()`)
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("share_access_log")
  await knex.raw("drop function share_access_log_append_only()")
  await knex.schema.dropTable("share_attachments")
  await knex.schema.dropTable("share_files")
  await knex.schema.dropTable("share_versions")
  await knex.schema.dropTable("shares")
}
