import type { Knex } from "knex"

/**
 * People, their sessions and credentials. Secrets are never stored: refresh tokens, e-mailed link
 * tokens, API tokens and recovery codes are kept as SHA-256 hashes, passwords as argon2id hashes.
 */
export const up = async (knex: Knex) => {
  await knex.schema.createTable("users", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.text("email").notNullable()
    t.text("display_name").notNullable().defaultTo("")
    t.text("locale").notNullable().defaultTo("en")
    t.text("password_hash")
    t.text("role").notNullable().defaultTo("user")
    t.timestamp("email_verified_at", { useTz: true })
    t.text("totp_secret")
    // A new authenticator secret waiting for its first code; the enabled one keeps working meanwhile.
    t.text("totp_pending_secret")
    t.timestamp("totp_enabled_at", { useTz: true })
    t.timestamp("password_changed_at", { useTz: true })
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
  await knex.raw("create unique index users_email_unique on users (lower(email))")
  await knex.raw("alter table users add constraint users_role_check check (role in ('user', 'superadmin'))")
  await knex.raw("alter table users add constraint users_locale_check check (locale in ('fi', 'en', 'sv'))")

  await knex.schema.createTable("user_identities", (t) => {
    t.text("provider").notNullable()
    t.text("subject").notNullable()
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE")
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(["provider", "subject"])
  })

  // One row per signed-in browser; the refresh tokens of a session rotate in refresh_tokens.
  await knex.schema.createTable("sessions", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("expires_at", { useTz: true }).notNullable()
    t.timestamp("revoked_at", { useTz: true })
    t.text("revoke_reason")
    t.text("user_agent")
    t.text("ip")
  })
  await knex.schema.createTable("refresh_tokens", (t) => {
    t.text("token_hash").primary()
    t.uuid("session_id").notNullable().references("sessions.id").onDelete("CASCADE").index()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("used_at", { useTz: true })
  })

  await knex.schema.createTable("email_links", (t) => {
    t.text("token_hash").primary()
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index()
    t.text("purpose").notNullable()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("expires_at", { useTz: true }).notNullable()
    t.timestamp("used_at", { useTz: true })
    t.timestamp("superseded_at", { useTz: true })
  })
  await knex.raw(
    "alter table email_links add constraint email_links_purpose_check check (purpose in ('verify', 'reset'))",
  )

  await knex.schema.createTable("api_tokens", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index()
    t.text("name").notNullable()
    t.text("prefix").notNullable()
    t.text("token_hash").notNullable().unique()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("last_used_at", { useTz: true })
    t.timestamp("revoked_at", { useTz: true })
  })

  await knex.schema.createTable("recovery_codes", (t) => {
    t.text("code_hash").primary()
    t.uuid("user_id").notNullable().references("users.id").onDelete("CASCADE").index()
    t.timestamp("used_at", { useTz: true })
  })

  // Fixed-window counters shared by every API process (sign-in attempts per IP and per e-mail, …).
  await knex.schema.createTable("rate_limit_hits", (t) => {
    t.text("key").notNullable()
    t.timestamp("window_start", { useTz: true }).notNullable()
    t.integer("count").notNullable()
    t.primary(["key", "window_start"])
  })

  // Proof-of-work challenges already redeemed, kept until they expire so a solution is used once.
  await knex.schema.createTable("used_challenges", (t) => {
    t.text("signature").primary()
    t.timestamp("expires_at", { useTz: true }).notNullable().index()
  })

  await knex.schema.createTable("mail_outbox", (t) => {
    t.uuid("id").primary().defaultTo(knex.raw("gen_random_uuid()"))
    t.text("to_address").notNullable()
    t.text("subject").notNullable()
    t.text("text_body").notNullable()
    t.text("html_body").notNullable()
    t.text("kind").notNullable()
    t.text("locale").notNullable()
    t.text("transport").notNullable()
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp("sent_at", { useTz: true })
    t.text("error")
  })
}

export const down = async (knex: Knex) => {
  for (const table of [
    "mail_outbox",
    "used_challenges",
    "rate_limit_hits",
    "recovery_codes",
    "api_tokens",
    "email_links",
    "refresh_tokens",
    "sessions",
    "user_identities",
    "users",
  ]) {
    await knex.schema.dropTable(table)
  }
}
