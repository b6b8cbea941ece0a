import type { Knex } from "knex"

/**
 * A membership granted through a management parent: whoever creates a client account for a reseller
 * or service provider becomes the client's owner on the parent's behalf (issue 15, decision 015).
 * `through_parent_id` names that parent; such a membership counts only while that parent is still
 * the account's parent, a management account, and not disabled. Memberships from invitations (and
 * every other one) have null here and are the company's own.
 *
 * Existing ones are recognised by their creator: the person who accepted the terms of a client
 * account and is a member of its parent.
 */
export const up = async (knex: Knex) => {
  await knex.schema.alterTable("memberships", (t) => {
    t.uuid("through_parent_id").references("accounts.id").onDelete("CASCADE")
  })
  await knex.raw(`
    update memberships m set through_parent_id = a.parent_account_id
    from accounts a
    where a.id = m.account_id
      and a.parent_account_id is not null
      and m.user_id = a.terms_accepted_by
      and exists (
        select 1 from memberships pm where pm.account_id = a.parent_account_id and pm.user_id = m.user_id
      )
  `)
}

export const down = async (knex: Knex) => {
  await knex.schema.alterTable("memberships", (t) => {
    t.dropColumn("through_parent_id")
  })
}
