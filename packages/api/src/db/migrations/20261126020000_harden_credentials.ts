import type { Knex } from "knex"

/**
 * Credentials that prove more (issue 15): the last accepted TOTP step per user (a code works once),
 * whether a session was opened with a second factor and when its owner last re-entered a password or
 * code, personal API tokens that expire, may be read-only and remember whether a two-factor session
 * made them, and failed sign-ins counted per account and client address (the lockout with backoff).
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("users", (t) => {
    // The 30-second step (Unix time / 30) of the last accepted authenticator code.
    t.bigInteger("totp_last_step")
  })
  await knex.schema.alterTable("sessions", (t) => {
    t.timestamp("second_factor_at", { useTz: true })
    t.timestamp("reauthenticated_at", { useTz: true })
  })
  await knex.schema.alterTable("api_tokens", (t) => {
    // Tokens made before expiry existed get the default lifetime from now.
    t.timestamp("expires_at", { useTz: true }).notNullable().defaultTo(knex.raw("now() + interval '90 days'"))
    t.boolean("read_only").notNullable().defaultTo(false)
    t.boolean("second_factor").notNullable().defaultTo(false)
  })
  await knex.schema.createTable("sign_in_failures", (t) => {
    t.text("email").notNullable()
    t.text("ip").notNullable()
    t.integer("failures").notNullable().defaultTo(0)
    t.timestamp("locked_until", { useTz: true })
    t.timestamp("last_failure_at", { useTz: true }).notNullable()
    t.primary(["email", "ip"])
  })
}

export const down = async (knex: Knex) => {
  await knex.schema.dropTable("sign_in_failures")
  await knex.schema.alterTable("api_tokens", (t) => {
    t.dropColumn("second_factor")
    t.dropColumn("read_only")
    t.dropColumn("expires_at")
  })
  await knex.schema.alterTable("sessions", (t) => {
    t.dropColumn("reauthenticated_at")
    t.dropColumn("second_factor_at")
  })
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("totp_last_step")
  })
}
