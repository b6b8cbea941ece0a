import type { AccountState, Subscription, SubscriptionChange } from "@vsme/core"
import type { DbOrTrx } from "../db/database.js"
import { dateText } from "./invoiceRepo.js"
import { buyerColumns, type BuyerAccountRow } from "./parties.js"

export interface LockedAccount extends BuyerAccountRow {
  readonly state: AccountState
  readonly business_id_type: string
}

/**
 * The account row locked for the rest of the transaction, with its subscription: every change to a
 * subscription starts here, so two superadmins (or a superadmin and the renewal job) act one after
 * the other on the state the first left.
 */
export const lockSubscription = async (
  trx: DbOrTrx,
  accountId: string,
): Promise<{ account: LockedAccount; subscription: Subscription } | undefined> => {
  const account = (await trx("accounts")
    .where({ id: accountId })
    .forUpdate()
    .first([...buyerColumns, "state", "business_id_type"])) as LockedAccount | undefined
  if (!account) return undefined
  const row = (await trx("subscriptions")
    .where({ account_id: accountId })
    .first(
      dateText(trx, "period_start", "period_start"),
      dateText(trx, "period_end", "period_end"),
      "renews",
    )) as { period_start: string; period_end: string; renews: boolean } | undefined
  return {
    account,
    subscription: {
      state: account.state,
      period: row ? { start: row.period_start, end: row.period_end } : null,
      renews: row?.renews ?? false,
    },
  }
}

/**
 * Writes a decided change: the account's state (and version, so open forms notice), the subscription
 * row, and an event naming who made it (null: the renewal job) and the invoice it issued.
 */
export const saveSubscriptionChange = async (
  trx: DbOrTrx,
  input: {
    readonly accountId: string
    readonly change: SubscriptionChange
    readonly actorUserId: string | null
    readonly invoiceId: string | null
    readonly now: Date
  },
) => {
  const { change, accountId, now } = input
  if (change.after.state !== change.before.state) {
    await trx("accounts")
      .where({ id: accountId })
      .update({ state: change.after.state, version: trx.raw("version + 1"), updated_at: now })
  }
  if (change.after.period) {
    await trx("subscriptions")
      .insert({
        account_id: accountId,
        period_start: change.after.period.start,
        period_end: change.after.period.end,
        renews: change.after.renews,
        created_at: now,
        updated_at: now,
      })
      .onConflict("account_id")
      .merge(["period_start", "period_end", "renews", "updated_at"])
  }
  await trx("subscription_events").insert({
    account_id: accountId,
    action: change.action,
    from_state: change.before.state,
    to_state: change.after.state,
    period_start: change.after.period?.start ?? null,
    period_end: change.after.period?.end ?? null,
    renews: change.after.renews,
    invoice_id: input.invoiceId,
    actor_user_id: input.actorUserId,
    at: now,
  })
}
