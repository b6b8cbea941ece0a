import { Forbidden } from "@vsme/sdk"
import { activeManagementParent, membershipCounts } from "./accountAccess.js"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"

/**
 * Who may act for a company towards others (issue 31, 32): share its report, withdraw a share, send
 * a data request or answer one. Its owners, and the owners of its active management parent acting for
 * their client. Such a parent owner reaches the client with user rights (decision 015), so the
 * parent's role is read here. Users see what was shared, sent and received.
 */
export const mayActForCompany = async (
  db: DbOrTrx,
  caller: { readonly user: SignedInUser; readonly account: ActiveAccount },
): Promise<boolean> => {
  if (caller.account.role === "owner") return true
  if (caller.account.via !== "parent") return false
  const row = (await db("accounts as a")
    .join("accounts as p", "p.id", "a.parent_account_id")
    .join("memberships as pm", "pm.account_id", "p.id")
    .where({ "a.id": caller.account.id, "pm.user_id": caller.user.id, "pm.role": "owner" })
    .whereRaw(activeManagementParent("p"))
    .whereRaw(membershipCounts("pm", "p"))
    .first(db.raw("1 as ok"))) as { ok: number } | undefined
  return row !== undefined
}

export const requireActingForCompany = async (
  db: DbOrTrx,
  caller: { readonly user: SignedInUser; readonly account: ActiveAccount },
) => {
  if (!(await mayActForCompany(db, caller))) throw new Forbidden()
}
