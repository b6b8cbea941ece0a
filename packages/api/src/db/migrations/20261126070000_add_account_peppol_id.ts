import type { Knex } from "knex"

/**
 * A company's Peppol participant ID (`<EAS scheme>:<identifier>`, e.g. `0192:987654321`): billing
 * details offer "invoicing e-mail, or e-invoice address + operator, or Peppol ID" (issue 17), and a
 * Peppol participant outside the Finnish OVT scheme cannot be written as an e-invoice address.
 * Nullable: no account has one yet.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("accounts", (t) => {
    t.text("peppol_id")
  })
}

export const down = async (knex: Knex) => {
  await knex.schema.alterTable("accounts", (t) => {
    t.dropColumn("peppol_id")
  })
}
