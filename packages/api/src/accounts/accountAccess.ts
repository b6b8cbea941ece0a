import type { AccountId, AccountMode, AccountState, InviteId, MemberRole } from "@vsme/core"
import type { PendingInvite, ProfileAccount } from "@vsme/sdk"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "./rows.js"

/**
 * How a user relates to an account, for the Authenticator's `accountAccess`: a direct owner keeps
 * that role; a superadmin acts as owner; a direct user is a user; a member of the account's
 * management parent (mode reseller or service-provider) acts as a user. Null when none applies or
 * the account does not exist, so another company's account answers like a missing one. A disabled
 * account answers null to everyone but superadmins.
 */
export const findAccountAccess = async (
  db: DbOrTrx,
  user: SignedInUser,
  accountId: AccountId,
): Promise<ActiveAccount | null> => {
  const row = (await db("accounts as a")
    .leftJoin("memberships as m", (join) => join.on("m.account_id", "a.id").andOnVal("m.user_id", user.id))
    .where("a.id", accountId)
    .first(
      "a.id",
      "a.state",
      "m.role",
      db.raw(
        `exists (
          select 1 from accounts p join memberships pm on pm.account_id = p.id
          where p.id = a.parent_account_id and p.mode is not null and pm.user_id = ?
        ) as via_parent`,
        [user.id],
      ),
    )) as { id: string; state: AccountState; role: MemberRole | null; via_parent: boolean } | undefined
  if (!row) return null
  // A disabled account keeps its data, but nobody signs in to it except superadmins (issue 9).
  if (row.state === "disabled" && user.role !== "superadmin") return null
  if (row.role === "owner") return { id: accountId, role: "owner", via: "membership" }
  if (user.role === "superadmin") return { id: accountId, role: "owner", via: "superadmin" }
  if (row.role === "user") return { id: accountId, role: "user", via: "membership" }
  if (row.via_parent) return { id: accountId, role: "user", via: "parent" }
  return null
}

/**
 * The profile's `accounts` (the companies the user is a direct member of, by name) and `invites`
 * (open, unexpired invitations to the user's address, for accounts they are not yet in).
 */
export const profileAccountsAndInvites = async (
  db: DbOrTrx,
  userId: string,
  email: string,
  now: Date = new Date(),
): Promise<{ accounts: ProfileAccount[]; invites: PendingInvite[] }> => {
  const accountRows = (await db("memberships as m")
    .join("accounts as a", "a.id", "m.account_id")
    .where("m.user_id", userId)
    .orderByRaw("lower(a.name), a.id")
    .select("a.id", "a.name", "m.role", "a.state", "a.mode", "a.parent_account_id")) as Array<{
    id: string
    name: string
    role: MemberRole
    state: AccountState
    mode: AccountMode | null
    parent_account_id: string | null
  }>
  const inviteRows = (await db("invites as i")
    .join("accounts as a", "a.id", "i.account_id")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .whereRaw("lower(i.email) = lower(?)", [email])
    .whereNull("i.accepted_at")
    .whereNull("i.declined_at")
    .whereNull("i.revoked_at")
    .where("i.expires_at", ">", now)
    .whereNotExists((q) =>
      q
        .select(db.raw("1"))
        .from("memberships as m")
        .where("m.user_id", userId)
        .whereRaw("m.account_id = i.account_id"),
    )
    .orderBy("i.created_at")
    .select(
      "i.id",
      "i.account_id",
      "a.name as account_name",
      "i.role",
      db.raw("coalesce(u.email, '') as invited_by_email"),
      "i.expires_at",
    )) as Array<{
    id: string
    account_id: string
    account_name: string
    role: MemberRole
    invited_by_email: string
    expires_at: Date | string
  }>
  return {
    accounts: accountRows.map((r) => ({
      id: r.id as AccountId,
      name: r.name,
      role: r.role,
      state: r.state,
      mode: r.mode,
      parentAccountId: r.parent_account_id as AccountId | null,
    })),
    invites: inviteRows.map((r) => ({
      id: r.id as InviteId,
      accountId: r.account_id as AccountId,
      accountName: r.account_name,
      role: r.role,
      invitedByEmail: r.invited_by_email,
      expiresAt: iso(r.expires_at),
    })),
  }
}
