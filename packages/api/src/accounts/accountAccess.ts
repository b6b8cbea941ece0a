import type { AccountId, AccountMode, AccountState, InviteId, MemberRole } from "@vsme/core"
import type { PendingInvite, ProfileAccount } from "@vsme/sdk"
import { actsAsSuperadmin, type ActiveAccount, type SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "./rows.js"

/**
 * SQL: the account `alias` is a management account (mode reseller or service-provider) that is not
 * disabled. Access through a parent needs this: a disabled reseller's people lose its clients
 * (issue 15, decision 015).
 */
export const activeManagementParent = (alias: string) =>
  `(${alias}.mode is not null and ${alias}.state <> 'disabled')`

/**
 * SQL: the membership `m` of account `a` counts. A membership granted through a parent (the creator
 * of a client account, `through_parent_id`) counts only while that parent is still the account's
 * parent and an active management account; every other membership always counts.
 */
export const membershipCounts = (m: string, a: string) =>
  `(${m}.through_parent_id is null or exists (
    select 1 from accounts tp
    where tp.id = ${m}.through_parent_id and tp.id = ${a}.parent_account_id and ${activeManagementParent("tp")}
  ))`

/**
 * How a user relates to an account, for the Authenticator's `accountAccess`: a direct owner keeps
 * that role; a superadmin acts as owner; a direct user is a user; a member of the account's
 * management parent (mode reseller or service-provider) acts as a user. Null when none applies or
 * the account does not exist, so another company's account answers like a missing one. A disabled
 * account answers null to everyone but superadmins. The superadmin role counts only with a used second
 * factor (`actsAsSuperadmin`). Access through a parent (as its member, or as the creator of a client
 * for it) needs the parent to be an active management account (`membershipCounts`).
 */
export const findAccountAccess = async (
  db: DbOrTrx,
  user: SignedInUser,
  accountId: AccountId,
): Promise<ActiveAccount | null> => {
  const row = (await db("accounts as a")
    .leftJoin("memberships as m", (join) =>
      join
        .on("m.account_id", "a.id")
        .andOnVal("m.user_id", user.id)
        .andOn(db.raw(membershipCounts("m", "a"))),
    )
    .where("a.id", accountId)
    .first(
      "a.id",
      "a.state",
      "m.role",
      db.raw(
        `exists (
          select 1 from accounts p join memberships pm on pm.account_id = p.id
          where p.id = a.parent_account_id and ${activeManagementParent("p")} and pm.user_id = ?
            and ${membershipCounts("pm", "p")}
        ) as via_parent`,
        [user.id],
      ),
    )) as { id: string; state: AccountState; role: MemberRole | null; via_parent: boolean } | undefined
  if (!row) return null
  // A disabled account keeps its data, but nobody signs in to it except superadmins (issue 9).
  // The superadmin role counts only with a used second factor (issue 15): without one, a superadmin
  // acts as the ordinary user they also are.
  if (row.state === "disabled" && !actsAsSuperadmin(user)) return null
  if (row.role === "owner") return { id: accountId, role: "owner", via: "membership" }
  if (actsAsSuperadmin(user)) return { id: accountId, role: "owner", via: "superadmin" }
  if (row.role === "user") return { id: accountId, role: "user", via: "membership" }
  if (row.via_parent) return { id: accountId, role: "user", via: "parent" }
  return null
}

/**
 * The profile's `accounts` (the companies the user is a direct member of, by name; not those they
 * reached only through a parent that is no longer active) and `invites` (open, unexpired invitations
 * to the user's address, for accounts they are not yet in; none until the address is verified, as
 * anyone can sign up with any address).
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
    .whereRaw(membershipCounts("m", "a"))
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
    .whereExists((q) =>
      q.select(db.raw("1")).from("users as me").where("me.id", userId).whereNotNull("me.email_verified_at"),
    )
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

/**
 * Every company a user reaches, each once: direct memberships, then the clients of the management
 * accounts (reseller or service-provider) they are a member of, skipping those they are already a
 * direct member of. A set at the source (`union` and `not exists`), so no client appears twice in
 * a bulk export. Clients of a disabled parent are not reached (access through a parent needs the
 * parent to be active); disabled clients are listed with their state, so that a bulk tool names
 * them instead of dropping them silently.
 */
export const listReachableAccounts = async (db: DbOrTrx, userId: string) => {
  const rows = (await db
    .select("*")
    .from(
      db
        .select(
          "a.id",
          "a.name",
          "a.state",
          "a.mode",
          "m.role",
          "a.parent_account_id",
          db.raw("'membership' as via"),
        )
        .from("memberships as m")
        .join("accounts as a", "a.id", "m.account_id")
        .where("m.user_id", userId)
        // Not a client's owner membership got through a parent that is no longer active (decision 015).
        .whereRaw(membershipCounts("m", "a"))
        .union((q) =>
          q
            .select(
              "c.id",
              "c.name",
              "c.state",
              "c.mode",
              db.raw("null as role"),
              "c.parent_account_id",
              db.raw("'parent' as via"),
            )
            .from("accounts as c")
            .join("accounts as p", "p.id", "c.parent_account_id")
            .join("memberships as pm", "pm.account_id", "p.id")
            .where("pm.user_id", userId)
            .whereNotNull("p.mode")
            .whereNot("p.state", "disabled")
            // Nor through a membership of the parent that is itself dormant (decision 015).
            .whereRaw(membershipCounts("pm", "p"))
            .whereNotExists((e) =>
              e
                .select(db.raw("1"))
                .from("memberships as own")
                .where("own.user_id", userId)
                .whereRaw("own.account_id = c.id"),
            ),
        )
        .as("r"),
    )
    .orderByRaw("case when via = 'membership' then 0 else 1 end, lower(name), id")) as Array<{
    id: string
    name: string
    state: AccountState
    mode: AccountMode | null
    role: MemberRole | null
    parent_account_id: string | null
    via: "membership" | "parent"
  }>
  return rows.map((r) => ({
    id: r.id as AccountId,
    name: r.name,
    state: r.state,
    mode: r.mode,
    role: r.role,
    parentAccountId: r.parent_account_id as AccountId | null,
    via: r.via,
  }))
}
