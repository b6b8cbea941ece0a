import type { AccountId, AccountMode, AccountState, MemberRole } from "@vsme/core"
import type { PendingInvite, ProfileAccount } from "@vsme/sdk"
import { actsAsSuperadmin, type ActiveAccount, type SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { preparedStatement } from "../db/preparedStatement.js"
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
    .first("a.id", "a.state", "m.role", db.raw(`${viaActiveParent("a", "?")} as via_parent`, [user.id]))
    .options(preparedStatement("account_access"))) as AccessRow | undefined
  return accessOfRow(user, accountId, row)
}

/**
 * SQL: the user (`userIdSql`, a placeholder or a column) is a member of account `a`'s parent, and that
 * parent is an active management account (access through a parent).
 */
export const viaActiveParent = (a: string, userIdSql: string) => `exists (
  select 1 from accounts p join memberships pm on pm.account_id = p.id
  where p.id = ${a}.parent_account_id and ${activeManagementParent("p")} and pm.user_id = ${userIdSql}
    and ${membershipCounts("pm", "p")}
)`

/** What `findAccountAccess` reads of an account: its state, the user's own role, access via a parent. */
export interface AccessRow {
  readonly state: AccountState
  readonly role: MemberRole | null
  readonly via_parent: boolean
}

/** The rules of `findAccountAccess` over its row (undefined: no such account). */
export const accessOfRow = (
  user: SignedInUser,
  accountId: AccountId,
  row: AccessRow | undefined,
): ActiveAccount | null => {
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

/** SQL: the profile's companies of user `userIdSql`, as one JSON array (see `profileAccountsAndInvites`). */
const profileAccountsSql = (userIdSql: string) => `(
  select coalesce(json_agg(json_build_object(
      'id', a.id, 'name', a.name, 'role', m.role, 'state', a.state, 'mode', a.mode,
      'parentAccountId', a.parent_account_id
    ) order by lower(a.name), a.id), '[]'::json)
  from memberships m join accounts a on a.id = m.account_id
  where m.user_id = ${userIdSql} and ${membershipCounts("m", "a")}
)`

/** SQL: the open invitations of user `u` (a users row), as one JSON array; `?` binds the time now. */
const profileInvitesSql = `(
  select coalesce(json_agg(json_build_object(
      'id', i.id, 'accountId', i.account_id, 'accountName', a.name, 'role', i.role,
      'invitedByEmail', coalesce(inviter.email, ''), 'expiresAt', i.expires_at
    ) order by i.created_at), '[]'::json)
  from invites i
  join accounts a on a.id = i.account_id
  left join users inviter on inviter.id = i.invited_by
  where lower(i.email) = lower(u.email) and u.email_verified_at is not null
    and i.accepted_at is null and i.declined_at is null and i.revoked_at is null and i.expires_at > ?
    and not exists (select 1 from memberships m where m.user_id = u.id and m.account_id = i.account_id)
)`

/** A user row with the profile's companies and invitations, as `profileRow` reads it. */
export interface ProfileRow {
  readonly id: string
  readonly email: string
  readonly display_name: string
  readonly locale: string
  readonly role: "user" | "superadmin"
  readonly email_verified_at: Date | null
  readonly totp_enabled_at: Date | null
  readonly accounts: ReadonlyArray<ProfileAccount>
  readonly invites: ReadonlyArray<Omit<PendingInvite, "expiresAt"> & { readonly expiresAt: string }>
}

/**
 * The signed-in person's row with their companies and open invitations, in one query (decision 027):
 * what profile.get answers. Undefined when there is no such user.
 */
export const profileRow = async (db: DbOrTrx, userId: string, now: Date): Promise<ProfileRow | undefined> => {
  const result = (await db
    .raw(
      `select u.id, u.email, u.display_name, u.locale, u.role, u.email_verified_at, u.totp_enabled_at,
       ${profileAccountsSql("u.id")} as accounts, ${profileInvitesSql} as invites
     from users u where u.id = ?`,
      [now, userId],
    )
    .options(preparedStatement("profile"))) as { rows: ProfileRow[] }
  const row = result.rows[0]
  return row && { ...row, invites: row.invites.map((i) => ({ ...i, expiresAt: iso(i.expiresAt) })) }
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
  _email: string,
  now: Date = new Date(),
): Promise<{ accounts: ProfileAccount[]; invites: PendingInvite[] }> => {
  const row = await profileRow(db, userId, now)
  return { accounts: [...(row?.accounts ?? [])], invites: [...(row?.invites ?? [])] }
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
