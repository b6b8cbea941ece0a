import type { AccountId, InviteId, Locale, MemberRole } from "@vsme/core"
import {
  AlreadyMember,
  InviteDeclined,
  InviteExpired,
  InviteNeedsVerifiedEmail,
  InviteRevoked,
  NotFound,
  type InviteSummary,
} from "@vsme/sdk"
import type { SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { randomToken, sha256Hex } from "../identity/secrets.js"
import { membershipCounts } from "./accountAccess.js"
import { iso } from "./rows.js"

/** How long an invitation can be accepted. */
export const inviteValidityDays = 14

interface InviteRow {
  id: string
  account_id: string
  email: string
  role: MemberRole
  locale: Locale
  token_hash: string
  invited_by: string | null
  invited_by_email?: string | null
  created_at: Date
  expires_at: Date
  accepted_at: Date | null
  accepted_by: string | null
  declined_at: Date | null
  revoked_at: Date | null
}

const toSummary = (row: InviteRow, now: Date): InviteSummary => ({
  id: row.id as InviteId,
  email: row.email,
  role: row.role,
  locale: row.locale,
  invitedByEmail: row.invited_by_email ?? "",
  createdAt: iso(row.created_at),
  expiresAt: iso(row.expires_at),
  status: new Date(row.expires_at) > now ? "pending" : "expired",
})

const openInvites = (db: DbOrTrx) =>
  db("invites as i")
    .leftJoin("users as u", "u.id", "i.invited_by")
    .whereNull("i.accepted_at")
    .whereNull("i.declined_at")
    .whereNull("i.revoked_at")
    .select("i.*", "u.email as invited_by_email")

/**
 * Invites an address to an account. An open invitation to the same address is replaced (its link
 * stops working), so inviting again is how an owner resends. Answers the invite and the secret of
 * its link; only the secret's hash is stored.
 */
export const createInvite = async (
  db: DbOrTrx,
  input: {
    readonly accountId: string
    readonly email: string
    readonly role: MemberRole
    readonly locale: Locale
    readonly invitedBy: string
    readonly now: Date
  },
): Promise<{ invite: InviteSummary; token: string; replaced: boolean }> => {
  const member = await db("memberships as m")
    .join("users as u", "u.id", "m.user_id")
    .join("accounts as a", "a.id", "m.account_id")
    .where("m.account_id", input.accountId)
    .whereRaw("lower(u.email) = lower(?)", [input.email])
    // A client's creator whose parent is no longer active may be invited to stay (decision 015).
    .whereRaw(membershipCounts("m", "a"))
    .first("m.user_id")
  if (member) throw new AlreadyMember({ email: input.email })
  const replaced = await db("invites")
    .where({ account_id: input.accountId })
    .whereRaw("lower(email) = lower(?)", [input.email])
    .whereNull("accepted_at")
    .whereNull("declined_at")
    .whereNull("revoked_at")
    .update({ revoked_at: input.now })
  const token = randomToken()
  const [inserted] = (await db("invites")
    .insert({
      account_id: input.accountId,
      email: input.email,
      role: input.role,
      locale: input.locale,
      token_hash: sha256Hex(token),
      invited_by: input.invitedBy,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + inviteValidityDays * 24 * 60 * 60 * 1000),
    })
    .returning("id")) as Array<{ id: string }>
  const row = (await openInvites(db).where("i.id", inserted!.id).first()) as InviteRow
  return { invite: toSummary(row, input.now), token, replaced: replaced > 0 }
}

/** The account's open invitations (pending or expired, not yet accepted, declined or withdrawn). */
export const listOpenInvites = async (db: DbOrTrx, accountId: string, now: Date): Promise<InviteSummary[]> =>
  (
    (await openInvites(db).where("i.account_id", accountId).orderBy("i.created_at", "desc")) as InviteRow[]
  ).map((row) => toSummary(row, now))

/** Withdraws an open invitation of the account; NotFound for anything else (and other accounts'). */
export const revokeInvite = async (db: DbOrTrx, accountId: string, inviteId: string, now: Date) => {
  const row = (await db("invites").where({ id: inviteId, account_id: accountId }).forUpdate().first()) as
    InviteRow | undefined
  if (!row || row.accepted_at || row.declined_at) throw new NotFound()
  if (!row.revoked_at) await db("invites").where({ id: inviteId }).update({ revoked_at: now })
  return row
}

/**
 * The invitation addressed to this user, locked for the transaction. Another person's invitation is
 * NotFound: its existence does not leak. Only a verified address answers invitations (anyone can
 * sign up with any address); an unverified one is refused before anything about the invitation is
 * looked up, so it learns nothing of it either.
 */
const inviteForUser = async (db: DbOrTrx, inviteId: string, user: SignedInUser) => {
  const verified = (await db("users").where({ id: user.id }).first("email_verified_at")) as
    { email_verified_at: Date | null } | undefined
  if (!verified?.email_verified_at) throw new InviteNeedsVerifiedEmail()
  const row = (await db("invites").where({ id: inviteId }).forUpdate().first()) as InviteRow | undefined
  if (!row || row.email.toLowerCase() !== user.email.toLowerCase()) throw new NotFound()
  return row
}

/**
 * Accepts an invitation: the user joins with the invited role (or keeps a higher one). Accepting
 * again answers the same; declined, withdrawn and expired invitations are refused. Only a verified
 * owner of the invited address may accept (spec §6).
 */
export const acceptInvite = async (
  db: DbOrTrx,
  inviteId: string,
  user: SignedInUser,
  now: Date,
): Promise<{ accountId: AccountId; role: MemberRole; alreadyAccepted: boolean }> => {
  const row = await inviteForUser(db, inviteId, user)
  // Only a membership that counts (decision 015): a dormant one got through a parent gives no role.
  const currentRole = async () =>
    (
      (await db("memberships as m")
        .join("accounts as a", "a.id", "m.account_id")
        .where({ "m.account_id": row.account_id, "m.user_id": user.id })
        .whereRaw(membershipCounts("m", "a"))
        .first("m.role")) as { role: MemberRole } | undefined
    )?.role
  if (row.accepted_at) {
    const role = await currentRole()
    if (!role) throw new InviteRevoked() // accepted, then removed from the account: ask for a new one
    return { accountId: row.account_id as AccountId, role, alreadyAccepted: true }
  }
  if (row.revoked_at) throw new InviteRevoked()
  if (row.declined_at) throw new InviteDeclined()
  if (new Date(row.expires_at) <= now) throw new InviteExpired()
  const existing = await currentRole()
  const role: MemberRole = existing === "owner" || row.role === "owner" ? "owner" : "user"
  // Invited by the company itself: a membership got through a parent becomes the company's own.
  await db("memberships")
    .insert({ account_id: row.account_id, user_id: user.id, role })
    .onConflict(["account_id", "user_id"])
    .merge({ role, through_parent_id: null })
  await db("invites").where({ id: row.id }).update({ accepted_at: now, accepted_by: user.id })
  return { accountId: row.account_id as AccountId, role, alreadyAccepted: false }
}

/** Declines an invitation addressed to the user; declining twice is harmless. */
export const declineInvite = async (db: DbOrTrx, inviteId: string, user: SignedInUser, now: Date) => {
  const row = await inviteForUser(db, inviteId, user)
  if (row.accepted_at) throw new NotFound()
  if (row.revoked_at) throw new InviteRevoked()
  if (row.declined_at) return row
  if (new Date(row.expires_at) <= now) throw new InviteExpired()
  await db("invites").where({ id: row.id }).update({ declined_at: now })
  return row
}

/** What an invitation link shows before sign-in; NotFound for an unknown token. */
export const previewInvite = async (db: DbOrTrx, token: string, now: Date) => {
  const row = (await db("invites as i")
    .join("accounts as a", "a.id", "i.account_id")
    .where("i.token_hash", sha256Hex(token))
    .first("i.*", "a.name as account_name")) as (InviteRow & { account_name: string }) | undefined
  if (!row) throw new NotFound()
  const status = row.accepted_at
    ? "accepted"
    : row.declined_at
      ? "declined"
      : row.revoked_at
        ? "revoked"
        : new Date(row.expires_at) <= now
          ? "expired"
          : "pending"
  return {
    accountName: row.account_name,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expires_at),
    status,
  } as const
}
