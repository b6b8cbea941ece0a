import { mayUseFeature, type AccountId, type AccountState, type GatedFeature } from "@vsme/core"
import { NotFound, SubscriptionRequired } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"

/**
 * Refuses a gated feature (core `gatedFeatures`) unless the account's subscription is active. Read
 * from the database on every call, not from the session: a superadmin's activation or disabling
 * takes effect at once on every API process.
 */
export const requireFeature = async (db: DbOrTrx, accountId: AccountId, feature: GatedFeature) => {
  const row = (await db("accounts").where({ id: accountId }).first("state")) as
    { state: AccountState } | undefined
  if (!row) throw new NotFound()
  if (!mayUseFeature(row.state, feature)) throw new SubscriptionRequired({ feature })
}
