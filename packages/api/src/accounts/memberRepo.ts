import type { MemberRole, UserId } from "@vsme/core"
import { LastOwner, NotFound, type Member } from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso } from "./rows.js"

interface MemberRow {
  user_id: string
  email: string
  display_name: string
  role: MemberRole
  created_at: Date
}

const toMember = (row: MemberRow): Member => ({
  userId: row.user_id as UserId,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  joinedAt: iso(row.created_at),
})

const memberQuery = (db: DbOrTrx, accountId: string) =>
  db("memberships as m")
    .join("users as u", "u.id", "m.user_id")
    .where("m.account_id", accountId)
    .select("m.user_id", "u.email", "u.display_name", "m.role", "m.created_at")

/** The members of an account: owners first, then by e-mail. */
export const listMembers = async (db: DbOrTrx, accountId: string): Promise<Member[]> =>
  ((await memberQuery(db, accountId).orderByRaw("m.role = 'owner' desc, lower(u.email)")) as MemberRow[]).map(
    toMember,
  )

/**
 * Locks the account's memberships for the rest of the transaction and answers them, so that two
 * owners demoting each other at the same moment cannot both succeed and leave nobody in charge.
 */
const lockMemberships = async (db: DbOrTrx, accountId: string) =>
  (await db("memberships").where({ account_id: accountId }).forUpdate().select("user_id", "role")) as Array<{
    user_id: string
    role: MemberRole
  }>

const ensureAnotherOwner = (rows: ReadonlyArray<{ user_id: string; role: MemberRole }>, userId: string) => {
  if (!rows.some((r) => r.role === "owner" && r.user_id !== userId)) throw new LastOwner()
}

/** Gives a member another role; the last owner cannot become a user (spec §6: a main user remains). */
export const changeMemberRole = async (
  db: DbOrTrx,
  accountId: string,
  userId: string,
  role: MemberRole,
): Promise<{ member: Member; previousRole: MemberRole }> => {
  const rows = await lockMemberships(db, accountId)
  const target = rows.find((r) => r.user_id === userId)
  if (!target) throw new NotFound()
  if (target.role === "owner" && role !== "owner") ensureAnotherOwner(rows, userId)
  if (target.role !== role) {
    await db("memberships").where({ account_id: accountId, user_id: userId }).update({ role })
  }
  const row = (await memberQuery(db, accountId).where("m.user_id", userId).first()) as MemberRow
  return { member: toMember(row), previousRole: target.role }
}

/** Removes a member; the last owner cannot be removed. Answers the removed member's role. */
export const removeMember = async (db: DbOrTrx, accountId: string, userId: string): Promise<MemberRole> => {
  const rows = await lockMemberships(db, accountId)
  const target = rows.find((r) => r.user_id === userId)
  if (!target) throw new NotFound()
  if (target.role === "owner") ensureAnotherOwner(rows, userId)
  await db("memberships").where({ account_id: accountId, user_id: userId }).delete()
  return target.role
}
