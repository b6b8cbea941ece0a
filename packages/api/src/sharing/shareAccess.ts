import type { AccountId, UserId } from "@vsme/core"
import {
  RateLimited,
  ShareGone,
  ShareNotFound,
  SharePasscodeRequired,
  type ShareAccessAction,
  type ShareDownloadFormat,
  type ShareSnapshot,
  type ShareView,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { preparedStatement } from "../db/preparedStatement.js"
import { iso } from "../accounts/rows.js"
import { verifyPassword } from "../identity/passwordHashing.js"
import { hitRateLimit, type RateRule } from "../identity/rateLimit.js"
import { linkTokenHash } from "./linkTokens.js"
import { browserFamily, truncatedAddress } from "./linkViewer.js"
import { snapshotCache } from "./snapshotCache.js"
import { shareState, versionsSql } from "./shareRepo.js"

/**
 * Wrong passcodes, counted only when wrong: per share (however many addresses try) and per address
 * (however many shares it tries). A six-character passcode then takes years to guess.
 */
export const passcodeRules = {
  perShare: { name: "share-passcode-share", limit: 30, windowSeconds: 3600 },
  perAddress: { name: "share-passcode-ip", limit: 10, windowSeconds: 900 },
} as const satisfies Record<string, RateRule>

/** What the access log records of who opened or downloaded a share. */
export type ShareViewer =
  | { readonly kind: "link"; readonly ip: string; readonly userAgent: string }
  | {
      readonly kind: "person"
      readonly userId: UserId
      readonly displayName: string
      readonly email: string
      readonly organisation: string
    }

export interface ShareAccess {
  readonly action: Exclude<ShareAccessAction, "passcodeFailed">
  readonly format: ShareDownloadFormat | null
  readonly viewer: ShareViewer
  readonly now: Date
}

/** One line of the access log (append-only; the table refuses updates). */
const logAccess = (
  db: DbOrTrx,
  shareId: string,
  version: number | null,
  action: ShareAccessAction,
  format: ShareDownloadFormat | null,
  viewer: ShareViewer,
  now: Date,
) =>
  db("share_access_log").insert({
    share_id: shareId,
    version,
    at: now,
    action,
    format,
    ...(viewer.kind === "person"
      ? {
          viewer_user_id: viewer.userId,
          viewer_name: viewer.displayName,
          viewer_email: viewer.email,
          viewer_organisation: viewer.organisation,
        }
      : { address: truncatedAddress(viewer.ip), browser: browserFamily(viewer.userAgent) }),
  })

interface AccessRow {
  readonly id: string
  readonly passcode_hash: string | null
  readonly expires_at: Date | string
  readonly revoked_at: Date | string | null
  readonly latest_version: number
  readonly versions: ReadonlyArray<{ version: number; published_at: string }>
}

const accessColumns = `s.id, s.passcode_hash, s.expires_at, s.revoked_at, s.latest_version, ${versionsSql("s")} as versions`

/** Whether a rate rule's window is already full for this subject (counting nothing). */
const alreadyLimited = async (db: DbOrTrx, rule: RateRule, subject: string, now: Date) => {
  const windowMs = rule.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const row = (await db("rate_limit_hits")
    .where({ key: `${rule.name}:${subject.toLowerCase().slice(0, 200)}`, window_start: windowStart })
    .first("count")) as { count: number } | undefined
  if ((row?.count ?? 0) < rule.limit) return null
  return Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000))
}

/**
 * The passcode check of a link share. Refused before any hash is compared once either limit is
 * reached; a wrong passcode counts against both and is logged (the company sees guessing).
 */
const checkPasscode = async (
  db: DbOrTrx,
  share: AccessRow,
  passcode: string | undefined,
  access: ShareAccess,
) => {
  if (share.passcode_hash === null) return
  if (passcode === undefined || passcode === "") throw new SharePasscodeRequired({ wrong: false })
  const ip = access.viewer.kind === "link" ? access.viewer.ip : ""
  for (const [rule, subject] of [
    [passcodeRules.perShare, share.id],
    [passcodeRules.perAddress, ip],
  ] as const) {
    const wait = await alreadyLimited(db, rule, subject, access.now)
    if (wait !== null) throw new RateLimited({ retryAfterSeconds: wait })
  }
  if (await verifyPassword(share.passcode_hash, passcode)) return
  await logAccess(db, share.id, null, "passcodeFailed", null, access.viewer, access.now)
  await hitRateLimit(db, passcodeRules.perShare, share.id, access.now)
  await hitRateLimit(db, passcodeRules.perAddress, ip, access.now)
  throw new SharePasscodeRequired({ wrong: true })
}

/** A version's snapshot: kept in memory once read, as a version never changes once written. */
const snapshotOf = async (db: DbOrTrx, shareId: string, version: number): Promise<ShareSnapshot> => {
  const key = `${shareId}:${version}`
  const kept = snapshotCache.get(key)
  if (kept) return kept
  const row = (await db("share_versions")
    .where({ share_id: shareId, version })
    .first("snapshot")
    .options(preparedStatement("share_version_snapshot"))) as { snapshot: ShareSnapshot } | undefined
  if (!row) throw new ShareNotFound()
  snapshotCache.set(key, row.snapshot)
  return row.snapshot
}

/** The share is still open: not withdrawn and not expired, else ShareGone (nothing else is said). */
const ensureOpen = (share: AccessRow, now: Date) => {
  const state = shareState(share, now)
  if (state === "revoked") throw new ShareGone({ reason: "revoked" })
  if (state === "expired") throw new ShareGone({ reason: "expired" })
}

export interface OpenedShare {
  readonly shareId: string
  readonly view: ShareView
}

const openedView = async (
  db: DbOrTrx,
  share: AccessRow,
  requested: number | undefined,
): Promise<OpenedShare> => {
  const version = requested ?? share.latest_version
  if (version > share.latest_version) throw new ShareNotFound()
  const snapshot = await snapshotOf(db, share.id, version)
  const versions = share.versions.map((v) => ({ version: v.version, publishedAt: iso(v.published_at) }))
  return {
    shareId: share.id,
    view: {
      version,
      publishedAt: versions.find((v) => v.version === version)!.publishedAt,
      versions,
      expiresAt: iso(share.expires_at),
      snapshot,
    },
  }
}

/**
 * Opens a link share for its page, a download or a machine fetch, and logs it: every check reads the
 * database, so a withdrawal or an expiry takes effect on every API process at once. Runs outside any
 * transaction: a wrong passcode's count and log line stay although the call fails.
 */
export const openLinkShare = async (
  db: DbOrTrx,
  input: { readonly token: string; readonly version?: number; readonly passcode?: string },
  access: ShareAccess,
): Promise<OpenedShare> => {
  const result = (await db
    .raw(`select ${accessColumns} from shares s where s.token_hash = ?`, [linkTokenHash(input.token)])
    .options(preparedStatement("share_by_token"))) as { rows: AccessRow[] }
  const share = result.rows[0]
  if (!share) throw new ShareNotFound()
  ensureOpen(share, access.now)
  await checkPasscode(db, share, input.passcode, access)
  const opened = await openedView(db, share, input.version)
  await logAccess(db, share.id, opened.view.version, access.action, access.format, access.viewer, access.now)
  return opened
}

/**
 * Opens a report shared with the company `accountId` (matched by its Business ID: a share names the
 * organisation, whichever account holds that Business ID), and logs the person.
 */
export const openReceivedShare = async (
  db: DbOrTrx,
  accountId: AccountId,
  input: { readonly shareId: string; readonly version?: number },
  access: ShareAccess,
): Promise<OpenedShare> => {
  const result = (await db.raw(
    `select ${accessColumns} from shares s
     join accounts me on me.id = ? and me.business_id = s.recipient_business_id
     where s.id = ? and s.recipient_kind = 'organisation'`,
    [accountId, input.shareId],
  )) as { rows: AccessRow[] }
  const share = result.rows[0]
  // A withdrawn share is gone from the recipient's list and answers like one that never existed.
  if (!share || share.revoked_at !== null) throw new ShareNotFound()
  ensureOpen(share, access.now)
  const opened = await openedView(db, share, input.version)
  await logAccess(db, share.id, opened.view.version, access.action, access.format, access.viewer, access.now)
  return opened
}

/** The person of a receiving organisation as its access log names them, as they are now. */
export const receivingPerson = async (
  db: DbOrTrx,
  caller: { readonly user: { readonly id: UserId }; readonly account: { readonly id: AccountId } },
): Promise<ShareViewer> => {
  const result = (await db.raw(
    `select u.display_name, u.email, (select a.name from accounts a where a.id = ?) as organisation
     from users u where u.id = ?`,
    [caller.account.id, caller.user.id],
  )) as { rows: Array<{ display_name: string; email: string; organisation: string }> }
  const row = result.rows[0]!
  return {
    kind: "person",
    userId: caller.user.id,
    displayName: row.display_name,
    email: row.email,
    organisation: row.organisation,
  }
}
