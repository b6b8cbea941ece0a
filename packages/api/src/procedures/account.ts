import { defaultAccountSettings, type AccountId } from "@vsme/core"
import {
  AccountExists,
  AccountVersionConflict,
  AttestationInvalid,
  Forbidden,
  NotFound,
  type accountProcedures,
} from "@vsme/sdk"
import { findAccountAccess, listReachableAccounts } from "../accounts/accountAccess.js"
import {
  companyColumns,
  findAccount,
  invoicingColumns,
  listChildren,
  settingsColumns,
  toAccount,
} from "../accounts/accountRepo.js"
import { recordAudit } from "../accounts/audit.js"
import { actsAsSuperadmin } from "../auth/Caller.js"
import { buildInviteMail } from "../accounts/inviteMail.js"
import {
  acceptInvite,
  createInvite,
  declineInvite,
  listOpenInvites,
  previewInvite,
  revokeInvite,
} from "../accounts/inviteRepo.js"
import { changeMemberRole, listMembers, removeMember } from "../accounts/memberRepo.js"
import { lookUpCompany, snapshotFor } from "../accounts/registerLookups.js"
import { isUniqueViolation } from "../accounts/rows.js"
import { createPrhClient } from "../integrations/prh/prhClient.js"
import { clientAccountCreateRule, enforceRateLimit, rateRules } from "../identity/rateLimit.js"
import type { SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import type { GuardedHandler, Handler, SelfTransactingHandler } from "./handler.js"

type P = typeof accountProcedures

/**
 * Outside a transaction: the proof stays spent whatever the register answers, and no database
 * connection is held while the register is asked (PGlite has only one).
 */
const registerLookup: SelfTransactingHandler<P["registerLookup"]> = {
  ownTransactions: true,
  handle: async ({ input, db, services, config, log }) => {
    if (!(await services.attestation.consumeProof(db, input.proof, services.now())))
      throw new AttestationInvalid()
    const client = createPrhClient({ baseUrl: config.prh.baseUrl, timeoutMs: config.prh.timeoutMs })
    return lookUpCompany(db, client, input.businessId, services.now(), log)
  },
}

/**
 * Why the caller may not create a client account under `parentAccountId`, or null when they may:
 * only the management account's own owners (and superadmins) may, as the creator becomes the
 * client's owner. Its users work in the clients as users but do not create them (decision 015);
 * people of the parent's parent, and everyone while the parent is disabled, do not reach it at all.
 */
const clientCreationRefusal = async (
  db: DbOrTrx,
  user: SignedInUser,
  parentAccountId: AccountId,
): Promise<NotFound | Forbidden | null> => {
  const access = await findAccountAccess(db, user, parentAccountId)
  if (!access || access.via === "parent") return new NotFound()
  if (access.role !== "owner") return new Forbidden()
  const parent = (await db("accounts").where({ id: parentAccountId }).first("mode")) as {
    mode: string | null
  }
  return parent.mode ? null : new Forbidden()
}

const createAccount: Handler<P["accountCreate"]> = async ({ input, caller, db, services }) => {
  const now = services.now()
  let parentAccountId: AccountId | null = null
  if (input.forClient && input.parentAccountId) {
    const refusal = await clientCreationRefusal(db, caller.user, input.parentAccountId)
    if (refusal) throw refusal
    parentAccountId = input.parentAccountId
  }
  const businessIdType = "finnish-business-id" as const
  const taken = await db("accounts")
    .where({ business_id_type: businessIdType, business_id: input.businessId })
    .whereNot("state", "disabled")
    .first("id")
  if (taken) throw new AccountExists({ businessId: input.businessId })
  const snapshot = await snapshotFor(db, input.businessId, now)
  let id: string
  try {
    const [row] = (await db("accounts")
      .insert({
        ...companyColumns(input.company),
        ...settingsColumns(input.settings ?? defaultAccountSettings),
        business_id: input.businessId,
        business_id_type: businessIdType,
        referral: input.referredByPartner ? input.referral : null,
        parent_account_id: parentAccountId,
        register_snapshot: snapshot ? JSON.stringify(snapshot) : null,
        terms_accepted_at: now,
        terms_accepted_by: caller.user.id,
        authority_confirmed: true,
        created_at: now,
        updated_at: now,
      })
      .returning("id")) as Array<{ id: string }>
    id = row!.id
  } catch (error) {
    if (isUniqueViolation(error, "accounts_business_id_live"))
      throw new AccountExists({ businessId: input.businessId })
    throw error
  }
  // A client's creator is its owner on the parent's behalf: only while the parent is active (decision 015).
  await db("memberships").insert({
    account_id: id,
    user_id: caller.user.id,
    role: "owner",
    through_parent_id: parentAccountId,
    created_at: now,
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: id,
    action: "account.create",
    details: { businessId: input.businessId, parentAccountId, registerSnapshot: snapshot !== null },
  })
  const row = (await findAccount(db, id))!
  return toAccount(row, { id: id as AccountId, role: "owner", via: "membership" }, caller.user)
}

const accountCreate: GuardedHandler<P["accountCreate"]> = {
  // Outside the transaction (a guard), so that refused attempts count too. A management account's
  // owner creating its client counts on that account's daily allowance; everyone else, and every
  // other creation (an own company, a client of an account they may not create clients of), on the
  // ten a day of the person (decision 015).
  guard: async ({ input, caller, db, services, config }) => {
    const parent = input.forClient ? input.parentAccountId : null
    if (parent !== null && (await clientCreationRefusal(db, caller.user, parent)) === null)
      await enforceRateLimit(db, clientAccountCreateRule(config.clientAccountsPerDay), parent, services.now())
    else await enforceRateLimit(db, rateRules.accountCreatePerUser, caller.user.id, services.now())
  },
  handle: createAccount,
}

const accountGet: Handler<P["accountGet"]> = async ({ caller, db }) => {
  const row = await findAccount(db, caller.account.id)
  if (!row) throw new NotFound()
  return toAccount(row, caller.account, caller.user)
}

const accountUpdate: Handler<P["accountUpdate"]> = async ({ input, caller, db, services }) => {
  // Spec §6: invoicing details are not editable by the user; management mode is the operator's call.
  if ((input.invoicing !== undefined || input.mode !== undefined) && !actsAsSuperadmin(caller.user))
    throw new Forbidden()
  const current = (await db("accounts").where({ id: caller.account.id }).forUpdate().first("version")) as
    { version: number } | undefined
  if (!current) throw new NotFound()
  if (current.version !== input.version) throw new AccountVersionConflict({ currentVersion: current.version })
  const changes = {
    ...(input.company ? companyColumns(input.company) : {}),
    ...(input.settings ? settingsColumns(input.settings) : {}),
    ...(input.invoicing ? invoicingColumns(input.invoicing) : {}),
    ...(input.mode !== undefined ? { mode: input.mode } : {}),
  }
  await db("accounts")
    .where({ id: caller.account.id })
    .update({ ...changes, version: current.version + 1, updated_at: services.now() })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "account.update",
    details: { fields: Object.keys(changes), version: current.version + 1 },
  })
  return toAccount((await findAccount(db, caller.account.id))!, caller.account, caller.user)
}

const accountChildren: Handler<P["accountChildren"]> = async ({ caller, db }) => {
  const account = (await db("accounts").where({ id: caller.account.id }).first("mode")) as
    { mode: string | null } | undefined
  return account?.mode ? listChildren(db, caller.account.id) : []
}

/** Every company the caller reaches, each once (`listReachableAccounts`). */
const accountReachable: Handler<P["accountReachable"]> = async ({ caller, db }) =>
  listReachableAccounts(db, caller.user.id)

const memberList: Handler<P["memberList"]> = async ({ caller, db }) => listMembers(db, caller.account.id)

const memberChangeRole: Handler<P["memberChangeRole"]> = async ({ input, caller, db }) => {
  const { member, previousRole } = await changeMemberRole(db, caller.account.id, input.userId, input.role)
  if (previousRole !== input.role) {
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: caller.account.id,
      action: "member.changeRole",
      details: { userId: input.userId, from: previousRole, to: input.role },
    })
  }
  return member
}

const memberRemove: Handler<P["memberRemove"]> = async ({ input, caller, db }) => {
  if (input.userId !== caller.user.id && caller.account.role !== "owner") throw new Forbidden()
  const role = await removeMember(db, caller.account.id, input.userId)
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "member.remove",
    details: { userId: input.userId, role, self: input.userId === caller.user.id },
  })
  return null
}

const inviteCreate: GuardedHandler<P["inviteCreate"]> = {
  // Outside the transaction (a guard), so that refused attempts count too.
  guard: async ({ input, caller, db, services }) => {
    await enforceRateLimit(db, rateRules.invitePerAccount, caller.account.id, services.now())
    await enforceRateLimit(db, rateRules.invitePerRecipient, input.email, services.now())
  },
  handle: async ({ input, caller, db, services, afterCommit }) => {
    const now = services.now()
    const { invite, token, replaced } = await createInvite(db, {
      accountId: caller.account.id,
      email: input.email,
      role: input.role,
      locale: input.locale,
      invitedBy: caller.user.id,
      now,
    })
    const account = (await db("accounts").where({ id: caller.account.id }).first("name")) as { name: string }
    const inviter = (await db("users").where({ id: caller.user.id }).first("display_name", "email")) as {
      display_name: string
      email: string
    }
    const mail = buildInviteMail({
      locale: input.locale,
      accountName: account.name,
      inviterName: inviter.display_name,
      inviterEmail: inviter.email,
      role: input.role,
      link: `${services.publicUrl}/select-account?invite=${encodeURIComponent(token)}`,
      expiresAt: new Date(invite.expiresAt),
    })
    await services.mailer.queue(db, { to: input.email, locale: input.locale, kind: "invite", ...mail })
    afterCommit(() => services.mailer.deliverSoon())
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: caller.account.id,
      action: "invite.create",
      details: { inviteId: invite.id, role: input.role, locale: input.locale, replaced },
    })
    return invite
  },
}

const inviteList: Handler<P["inviteList"]> = async ({ caller, db, services }) =>
  listOpenInvites(db, caller.account.id, services.now())

const inviteRevoke: Handler<P["inviteRevoke"]> = async ({ input, caller, db, services }) => {
  await revokeInvite(db, caller.account.id, input.inviteId, services.now())
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "invite.revoke",
    details: { inviteId: input.inviteId },
  })
  return null
}

const inviteAccept: Handler<P["inviteAccept"]> = async ({ input, caller, db, services }) => {
  const result = await acceptInvite(db, input.inviteId, caller.user, services.now())
  if (!result.alreadyAccepted) {
    await recordAudit(db, {
      actorUserId: caller.user.id,
      accountId: result.accountId,
      action: "invite.accept",
      details: { inviteId: input.inviteId, role: result.role },
    })
  }
  return { accountId: result.accountId, role: result.role }
}

const inviteDecline: Handler<P["inviteDecline"]> = async ({ input, caller, db, services }) => {
  const invite = await declineInvite(db, input.inviteId, caller.user, services.now())
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: invite.account_id,
    action: "invite.decline",
    details: { inviteId: input.inviteId },
  })
  return null
}

const invitePreview: Handler<P["invitePreview"]> = async ({ input, db, services }) =>
  previewInvite(db, input.token, services.now())

export const accountHandlers = {
  "register.lookup": registerLookup,
  "account.create": accountCreate,
  "account.get": accountGet,
  "account.update": accountUpdate,
  "account.children": accountChildren,
  "account.reachable": accountReachable,
  "member.list": memberList,
  "member.changeRole": memberChangeRole,
  "member.remove": memberRemove,
  "invite.create": inviteCreate,
  "invite.list": inviteList,
  "invite.revoke": inviteRevoke,
  "invite.accept": inviteAccept,
  "invite.decline": inviteDecline,
  "invite.preview": invitePreview,
}
