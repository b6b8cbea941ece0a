import type { Knex } from "knex"

const check = (knex: Knex, table: string, name: string, condition: string) =>
  knex.raw(`alter table ${table} add constraint ${table}_${name}_check check (${condition})`)

/**
 * Company accounts (spec §3), their members and invitations, the business register's answers, and
 * an audit trail of who changed what. Enumerations are text with check constraints, so that a new
 * value is one migration and the stored value reads the same as in the code.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("accounts", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.text("name").notNullable()
    t.text("business_id").notNullable()
    t.text("business_id_type").notNullable().defaultTo("finnish-business-id")
    t.text("contact_name")
    t.text("contact_email")
    t.text("contact_phone")
    t.text("legal_form")
    t.text("legal_form_other")
    t.specificType("nace_codes", "text[]").notNullable().defaultTo(knex.raw("'{}'::text[]"))
    t.text("street")
    t.text("street2")
    t.text("zip")
    t.text("city")
    t.text("country").notNullable().defaultTo("FI")
    t.text("currency").notNullable().defaultTo("EUR")
    t.text("carbon_unit").notNullable().defaultTo("tCO2e")
    t.text("energy_unit").notNullable().defaultTo("MWh")
    t.text("vat_number")
    t.text("invoicing_email")
    t.text("einvoice_address")
    t.text("einvoice_operator")
    t.text("referral")
    t.text("state").notNullable().defaultTo("trial")
    t.text("mode")
    t.uuid("parent_account_id").references("accounts.id").onDelete("SET NULL").index()
    // The business register's answer the account was created from: { url, fetchedAt, answer }.
    t.jsonb("register_snapshot")
    t.timestamp("terms_accepted_at", { useTz: true })
    t.uuid("terms_accepted_by").references("users.id").onDelete("SET NULL")
    t.boolean("authority_confirmed").notNullable().defaultTo(false)
    // Optimistic concurrency: an update names the version it read and increments it.
    t.integer("version").notNullable().defaultTo(1)
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await check(knex, "accounts", "business_id_type", "business_id_type in ('finnish-business-id')")
  await check(
    knex,
    "accounts",
    "legal_form",
    "legal_form in ('public-limited-liability', 'private-limited-liability', 'sole-proprietorship', " +
      "'general-partnership', 'limited-partnership', 'cooperative', 'other')",
  )
  await check(knex, "accounts", "carbon_unit", "carbon_unit in ('kgCO2e', 'tCO2e')")
  await check(knex, "accounts", "energy_unit", "energy_unit in ('MWh', 'kWh')")
  await check(knex, "accounts", "currency", "currency ~ '^[A-Z]{3}$'")
  await check(knex, "accounts", "state", "state in ('trial', 'active', 'disabled')")
  await check(knex, "accounts", "mode", "mode in ('reseller', 'service-provider')")
  await check(knex, "accounts", "parent", "parent_account_id <> id")
  await check(knex, "accounts", "version", "version >= 1")
  // One live account per company; a disabled one no longer blocks a new start.
  await knex.raw(
    "create unique index accounts_business_id_live on accounts (business_id_type, business_id) where state <> 'disabled'",
  )

  await knex.schema.createTable("memberships", (t) => {
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE")
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index()
    t.text("role").notNullable()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(["account_id", "user_id"])
  })
  await check(knex, "memberships", "role", "role in ('owner', 'user')")

  await knex.schema.createTable("invites", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("account_id").notNullable().references("accounts.id").onDelete("CASCADE").index()
    t.text("email").notNullable()
    t.text("role").notNullable()
    t.text("locale").notNullable()
    // SHA-256 of the secret in the e-mailed link; the secret itself is never stored.
    t.text("token_hash").notNullable().unique()
    t.uuid("invited_by").references("users.id").onDelete("SET NULL")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("expires_at", { useTz: true }).notNullable()
    t.timestamp("accepted_at", { useTz: true })
    t.uuid("accepted_by").references("users.id").onDelete("SET NULL")
    t.timestamp("declined_at", { useTz: true })
    t.timestamp("revoked_at", { useTz: true })
  })
  await check(knex, "invites", "role", "role in ('owner', 'user')")
  await check(knex, "invites", "locale", "locale in ('fi', 'en', 'sv')")
  await check(knex, "invites", "settled", "num_nonnulls(accepted_at, declined_at, revoked_at) <= 1")
  await knex.raw("create index invites_email on invites (lower(email))")
  // At most one open invitation per address and account: inviting again replaces it.
  await knex.raw(
    "create unique index invites_open_per_email on invites (account_id, lower(email)) " +
      "where accepted_at is null and declined_at is null and revoked_at is null",
  )

  await knex.schema.createTable("audit_events", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("actor_user_id").references("users.id").onDelete("SET NULL")
    t.uuid("account_id").references("accounts.id").onDelete("SET NULL")
    t.text("action").notNullable()
    t.jsonb("details").notNullable().defaultTo(knex.raw("'{}'::jsonb"))
    t.timestamp("at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(["account_id", "at"])
  })

  // Business register answers by Business ID: one lookup serves repeated clicks and the account
  // creation that follows, within the register's shared quota.
  await knex.schema.createTable("register_lookups", (t) => {
    t.text("business_id").primary()
    t.text("url").notNullable()
    t.jsonb("answer").notNullable()
    t.timestamp("fetched_at", { useTz: true }).notNullable()
  })
}

export const down = async (knex: Knex) => {
  for (const table of ["register_lookups", "audit_events", "invites", "memberships", "accounts"]) {
    await knex.schema.dropTable(table)
  }
}
