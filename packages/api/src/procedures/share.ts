import { randomUUID } from "node:crypto"
import type { shareProcedures } from "@vsme/sdk"
import { recordAudit } from "../accounts/audit.js"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { hashPassword } from "../identity/passwordHashing.js"
import type { Services } from "../services.js"
import { openLinkShare, openReceivedShare, receivingPerson } from "../sharing/shareAccess.js"
import { mayManageShares, requireShareManager } from "../sharing/shareAuthority.js"
import {
  accessLogPage,
  createShare,
  listShares,
  publishUpdate,
  receivedShares,
  revokeShare,
  shareSummary,
} from "../sharing/shareRepo.js"
import { takeSnapshot } from "../sharing/snapshot.js"
import type { Handler, SelfTransactingHandler } from "./handler.js"

type P = typeof shareProcedures
type Caller = { readonly user: SignedInUser; readonly account: ActiveAccount }

const summaryOptions = async (db: DbOrTrx, caller: Caller, services: Services) => ({
  now: services.now(),
  publicUrl: services.publicUrl,
  sealer: services.shareLinks,
  withLinks: await mayManageShares(db, caller),
})

const sharePreview: Handler<P["sharePreview"]> = async ({ input, caller, db }) => {
  const taken = await takeSnapshot(
    db,
    caller.account.id,
    input.reportId,
    input.scope,
    input.includeAttachments,
  )
  // Fresh ids: the preview shows which files would be copied, never a way to the live ones.
  return {
    ...taken.snapshot,
    attachments: taken.attachments.map((a) => ({
      id: randomUUID(),
      questionId: a.questionId,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
    })),
  }
}

/**
 * Its own transaction: the passcode is hashed (tens of milliseconds of argon2) before it begins, so
 * the account row locked for the limit check is held only for the writes.
 */
const shareCreate: SelfTransactingHandler<P["shareCreate"]> = {
  ownTransactions: true,
  handle: async ({ input, caller, db, services }) => {
    await requireShareManager(db, caller)
    const passcodeHash =
      input.recipient.kind === "link" && input.passcode !== null ? await hashPassword(input.passcode) : null
    const now = services.now()
    const shareId = await db.transaction(async (trx) => {
      const id = await createShare(
        trx,
        caller.account.id,
        caller.user.id,
        {
          reportId: input.reportId,
          scope: input.scope,
          includeAttachments: input.includeAttachments,
          recipient: input.recipient,
          recipientName: input.recipientName,
          expiresInDays: input.expiresInDays,
          passcodeHash,
        },
        { now, sealer: services.shareLinks },
      )
      await recordAudit(trx, {
        actorUserId: caller.user.id,
        accountId: caller.account.id,
        action: "share.create",
        details: {
          shareId: id,
          reportId: input.reportId,
          recipient: input.recipient.kind,
          scope: input.scope,
        },
      })
      return id
    })
    return shareSummary(db, caller.account.id, shareId, await summaryOptions(db, caller, services))
  },
}

const shareList: Handler<P["shareList"]> = async ({ caller, db, services }) =>
  listShares(db, caller.account.id, await summaryOptions(db, caller, services))

const shareAccessLog: Handler<P["shareAccessLog"]> = ({ input, caller, db }) =>
  accessLogPage(db, caller.account.id, input.shareId, input.before)

const sharePublishUpdate: Handler<P["sharePublishUpdate"]> = async ({ input, caller, db, services }) => {
  await requireShareManager(db, caller)
  await publishUpdate(db, caller.account.id, input.shareId, caller.user.id, {
    now: services.now(),
    ...(input.expiresInDays !== undefined ? { expiresInDays: input.expiresInDays } : {}),
  })
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "share.publishUpdate",
    details: { shareId: input.shareId },
  })
  return shareSummary(db, caller.account.id, input.shareId, await summaryOptions(db, caller, services))
}

const shareRevoke: Handler<P["shareRevoke"]> = async ({ input, caller, db, services }) => {
  await requireShareManager(db, caller)
  await revokeShare(db, caller.account.id, input.shareId, caller.user.id, services.now())
  await recordAudit(db, {
    actorUserId: caller.user.id,
    accountId: caller.account.id,
    action: "share.revoke",
    details: { shareId: input.shareId },
  })
  return shareSummary(db, caller.account.id, input.shareId, await summaryOptions(db, caller, services))
}

/** Outside a transaction: a wrong passcode's log line and count must stay although the call fails. */
const shareOpen: SelfTransactingHandler<P["shareOpen"]> = {
  ownTransactions: true,
  handle: async ({ input, db, services, http }) => {
    const opened = await openLinkShare(db, input, {
      action: "open",
      format: null,
      viewer: { kind: "link", ip: http.ip, userAgent: http.userAgent },
      now: services.now(),
    })
    return opened.view
  },
}

const shareReceivedList: Handler<P["shareReceivedList"]> = ({ caller, db, services }) =>
  receivedShares(db, caller.account.id, services.now())

const shareOpenReceived: Handler<P["shareOpenReceived"]> = async ({ input, caller, db, services }) => {
  const viewer = await receivingPerson(db, caller)
  const opened = await openReceivedShare(db, caller.account.id, input, {
    action: "open",
    format: null,
    viewer,
    now: services.now(),
  })
  return opened.view
}

export const shareHandlers = {
  "share.preview": sharePreview,
  "share.create": shareCreate,
  "share.list": shareList,
  "share.accessLog": shareAccessLog,
  "share.publishUpdate": sharePublishUpdate,
  "share.revoke": shareRevoke,
  "share.open": shareOpen,
  "share.receivedList": shareReceivedList,
  "share.openReceived": shareOpenReceived,
}
