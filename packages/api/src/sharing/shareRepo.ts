import { randomUUID } from "node:crypto"
import { isTrialMode, type AccountId, type AccountState, type ShareScope, type UserId } from "@vsme/core"
import {
  NotFound,
  ShareGone,
  ShareLimitReached,
  ShareNotFound,
  ShareReportDeleted,
  ShareToOwnCompany,
  sharePagePath,
  shareLimits,
  type ReceivedShare,
  type ReportId,
  type ShareAccessEntry,
  type ShareId,
  type ShareRecipient,
  type ShareSnapshot,
  type ShareState,
  type ShareSummary,
} from "@vsme/sdk"
import type { DbOrTrx } from "../db/database.js"
import { iso, isoOrNull } from "../accounts/rows.js"
import { linkTokenHash, newLinkToken, type LinkSealer } from "./linkTokens.js"
import { takeSnapshot, type TakenSnapshot } from "./snapshot.js"

const dayMs = 24 * 3600 * 1000

/** A share's row with what its summary shows, as `shareRows` selects it. */
export interface ShareRow {
  readonly id: string
  readonly account_id: string
  readonly report_id: string | null
  readonly report_title: string
  readonly recipient_kind: "link" | "organisation"
  readonly recipient_business_id: string | null
  readonly recipient_name: string | null
  readonly token_sealed: string | null
  readonly passcode_hash: string | null
  readonly scope: ShareScope
  readonly include_attachments: boolean
  readonly created_at: Date | string
  readonly expires_at: Date | string
  readonly revoked_at: Date | string | null
  readonly latest_version: number
}

interface SummaryRow extends ShareRow {
  readonly creator_name: string | null
  readonly creator_email: string | null
  readonly versions: ReadonlyArray<{ version: number; published_at: string }>
  readonly opens: number
  readonly last_opened_at: Date | string | null
}

export const shareState = (row: Pick<ShareRow, "revoked_at" | "expires_at">, now: Date): ShareState =>
  row.revoked_at !== null ? "revoked" : new Date(row.expires_at) <= now ? "expired" : "active"

/** The versions of share `s`, newest first, as one JSON array. */
export const versionsSql = (s: string) => `(
  select coalesce(json_agg(json_build_object('version', v.version, 'published_at', v.published_at)
    order by v.version desc), '[]'::json)
  from share_versions v where v.share_id = ${s}.id)`

/** The company's shares (one, when `shareId` is given) with creator, versions and opens. */
const summaryRows = (db: DbOrTrx, accountId: AccountId, shareId?: string) => {
  const query = db("shares as s")
    .leftJoin("users as u", "u.id", "s.created_by")
    .where("s.account_id", accountId)
    .select(
      "s.*",
      "u.display_name as creator_name",
      "u.email as creator_email",
      db.raw(`${versionsSql("s")} as versions`),
      db.raw(
        `(select count(*)::int from share_access_log l where l.share_id = s.id and l.action = 'open') as opens`,
      ),
      db.raw(
        `(select max(l.at) from share_access_log l where l.share_id = s.id and l.action = 'open') as last_opened_at`,
      ),
    )
    .orderBy([
      { column: "s.created_at", order: "desc" },
      { column: "s.id", order: "desc" },
    ])
  return (shareId ? query.where("s.id", shareId) : query) as unknown as Promise<SummaryRow[]>
}

export interface SummaryOptions {
  readonly now: Date
  readonly publicUrl: string
  readonly sealer: LinkSealer
  /** Whether the caller may see links (share managers only: a link is a credential). */
  readonly withLinks: boolean
}

const toSummary = (row: SummaryRow, options: SummaryOptions): ShareSummary => {
  const token = options.withLinks && row.token_sealed ? options.sealer.unseal(row.token_sealed) : null
  return {
    id: row.id as ShareId,
    reportId: row.report_id as ReportId | null,
    reportTitle: row.report_title,
    recipient:
      row.recipient_kind === "link"
        ? { kind: "link", hasPasscode: row.passcode_hash !== null }
        : { kind: "organisation", businessId: row.recipient_business_id!, name: row.recipient_name },
    scope: row.scope,
    includeAttachments: row.include_attachments,
    createdAt: iso(row.created_at),
    createdBy:
      row.creator_email === null ? null : { displayName: row.creator_name ?? "", email: row.creator_email },
    expiresAt: iso(row.expires_at),
    revokedAt: isoOrNull(row.revoked_at),
    state: shareState(row, options.now),
    versions: row.versions.map((v) => ({ version: v.version, publishedAt: iso(v.published_at) })),
    opens: row.opens,
    lastOpenedAt: isoOrNull(row.last_opened_at),
    link: token === null ? null : `${options.publicUrl}${sharePagePath(token)}`,
  }
}

export const listShares = async (db: DbOrTrx, accountId: AccountId, options: SummaryOptions) =>
  (await summaryRows(db, accountId)).map((row) => toSummary(row, options))

export const shareSummary = async (
  db: DbOrTrx,
  accountId: AccountId,
  shareId: string,
  options: SummaryOptions,
): Promise<ShareSummary> => {
  const [row] = await summaryRows(db, accountId, shareId)
  if (!row) throw new ShareNotFound()
  return toSummary(row, options)
}

/**
 * Writes one version of a share: the snapshot, and the attachments it copies (bytes once per share,
 * whatever number of versions name them).
 */
const writeVersion = async (
  db: DbOrTrx,
  shareId: string,
  version: number,
  taken: TakenSnapshot,
  by: UserId,
  now: Date,
) => {
  const copies = taken.attachments.map((a) => ({ ...a, id: randomUUID() }))
  const snapshot: ShareSnapshot = {
    ...taken.snapshot,
    attachments: copies.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      fileName: a.fileName,
      contentType: a.contentType,
      sizeBytes: a.sizeBytes,
    })),
  }
  await db("share_versions").insert({
    share_id: shareId,
    version,
    published_at: now,
    published_by: by,
    snapshot: JSON.stringify(snapshot),
  })
  if (copies.length === 0) return
  await db.raw(
    `insert into share_files (share_id, sha256, size_bytes, content)
     select distinct on (sha256) ?::uuid, sha256, size_bytes, content
     from report_attachments where id = any(?::uuid[])
     on conflict (share_id, sha256) do nothing`,
    [shareId, copies.map((a) => a.sourceId)],
  )
  await db("share_attachments").insert(
    copies.map((a) => ({
      share_id: shareId,
      version,
      id: a.id,
      question_id: a.questionId,
      file_name: a.fileName,
      content_type: a.contentType,
      size_bytes: a.sizeBytes,
      sha256: a.sha256,
    })),
  )
}

/** Shares of the company that still give access: not withdrawn, not expired. */
const activeShareCount = async (db: DbOrTrx, accountId: AccountId, now: Date) => {
  const row = (await db("shares")
    .where({ account_id: accountId })
    .whereNull("revoked_at")
    .where("expires_at", ">", now)
    .count({ n: "*" })
    .first()) as { n: string | number }
  return Number(row.n)
}

export interface NewShare {
  readonly reportId: string
  readonly scope: ShareScope
  readonly includeAttachments: boolean
  readonly recipient: ShareRecipient
  readonly recipientName: string | null
  readonly expiresInDays: number
  /** Already hashed (argon2, like a password) before the transaction. */
  readonly passcodeHash: string | null
}

/**
 * Creates a share with its first version. The account row is locked first, so that two creations at
 * once cannot both pass the limit of active shares. Answers the share's id and, for a link, its token
 * (shown once in full; the sealed copy lets owners copy it later).
 */
export const createShare = async (
  trx: DbOrTrx,
  accountId: AccountId,
  by: UserId,
  input: NewShare,
  options: { readonly now: Date; readonly sealer: LinkSealer },
): Promise<string> => {
  const { now } = options
  const account = (await trx("accounts")
    .where({ id: accountId })
    .forUpdate()
    .first("state", "business_id")) as { state: AccountState; business_id: string } | undefined
  if (!account) throw new NotFound()
  if (input.recipient.kind === "organisation" && input.recipient.businessId === account.business_id)
    throw new ShareToOwnCompany()
  const limit = isTrialMode(account.state) ? shareLimits.activeSharesTrial : shareLimits.activeShares
  if ((await activeShareCount(trx, accountId, now)) >= limit) throw new ShareLimitReached({ limit })
  // NotFound for another company's report, before anything is written.
  const taken = await takeSnapshot(trx, accountId, input.reportId, input.scope, input.includeAttachments)
  const token = input.recipient.kind === "link" ? newLinkToken() : null
  const [row] = (await trx("shares")
    .insert({
      account_id: accountId,
      report_id: input.reportId,
      report_title: taken.snapshot.report.title,
      recipient_kind: input.recipient.kind,
      recipient_business_id: input.recipient.kind === "organisation" ? input.recipient.businessId : null,
      recipient_name: input.recipient.kind === "organisation" ? input.recipientName : null,
      token_hash: token && linkTokenHash(token),
      token_sealed: token && options.sealer.seal(token),
      passcode_hash: input.recipient.kind === "link" ? input.passcodeHash : null,
      scope: JSON.stringify(input.scope),
      include_attachments: input.includeAttachments,
      created_by: by,
      created_at: now,
      expires_at: new Date(now.getTime() + input.expiresInDays * dayMs),
      latest_version: 1,
    })
    .returning("id")) as Array<{ id: string }>
  await writeVersion(trx, row!.id, 1, taken, by, now)
  return row!.id
}

/**
 * Publishes the report's current answers as the next version. The share's row is locked, so that two
 * updates (or an update and a revocation) at once take turns: versions never collide and a revoked
 * share never gains one. An expired share comes back only with a new expiry.
 */
export const publishUpdate = async (
  trx: DbOrTrx,
  accountId: AccountId,
  shareId: string,
  by: UserId,
  options: { readonly now: Date; readonly expiresInDays?: number },
) => {
  const { now } = options
  const share = (await trx("shares")
    .where({ id: shareId, account_id: accountId })
    .forUpdate()
    .first(
      "id",
      "report_id",
      "scope",
      "include_attachments",
      "latest_version",
      "revoked_at",
      "expires_at",
    )) as
    | Pick<
        ShareRow,
        "id" | "report_id" | "scope" | "include_attachments" | "latest_version" | "revoked_at" | "expires_at"
      >
    | undefined
  if (!share) throw new ShareNotFound()
  if (share.revoked_at !== null) throw new ShareGone({ reason: "revoked" })
  if (options.expiresInDays === undefined && new Date(share.expires_at) <= now)
    throw new ShareGone({ reason: "expired" })
  if (share.report_id === null) throw new ShareReportDeleted()
  const taken = await takeSnapshot(
    trx,
    accountId,
    share.report_id,
    share.scope,
    share.include_attachments,
  ).catch((error: unknown) => {
    throw error instanceof NotFound ? new ShareReportDeleted() : error
  })
  const version = share.latest_version + 1
  await writeVersion(trx, share.id, version, taken, by, now)
  await trx("shares")
    .where({ id: share.id })
    .update({
      latest_version: version,
      report_title: taken.snapshot.report.title,
      ...(options.expiresInDays !== undefined
        ? { expires_at: new Date(now.getTime() + options.expiresInDays * dayMs) }
        : {}),
    })
}

/** Withdraws a share (a second withdrawal changes nothing). */
export const revokeShare = async (
  trx: DbOrTrx,
  accountId: AccountId,
  shareId: string,
  by: UserId,
  now: Date,
) => {
  const share = (await trx("shares")
    .where({ id: shareId, account_id: accountId })
    .forUpdate()
    .first("revoked_at")) as { revoked_at: Date | null } | undefined
  if (!share) throw new ShareNotFound()
  if (share.revoked_at === null)
    await trx("shares").where({ id: shareId }).update({ revoked_at: now, revoked_by: by })
}

interface LogRow {
  readonly id: string
  readonly at: Date | string
  readonly version: number | null
  readonly action: ShareAccessEntry["action"]
  readonly format: ShareAccessEntry["format"]
  readonly viewer_user_id: string | null
  readonly viewer_name: string | null
  readonly viewer_email: string | null
  readonly viewer_organisation: string | null
  readonly address: string | null
  readonly browser: string | null
}

/** A page of a share's access log, newest first; `before` is the last id of the previous page. */
export const accessLogPage = async (
  db: DbOrTrx,
  accountId: AccountId,
  shareId: string,
  before: string | undefined,
): Promise<{ entries: ShareAccessEntry[]; more: boolean }> => {
  const share = await db("shares").where({ id: shareId, account_id: accountId }).first("id")
  if (!share) throw new ShareNotFound()
  const query = db("share_access_log")
    .where({ share_id: shareId })
    .orderBy("id", "desc")
    .limit(shareLimits.accessLogPage + 1)
  const rows = (await (before ? query.where("id", "<", before) : query)) as LogRow[]
  return {
    more: rows.length > shareLimits.accessLogPage,
    entries: rows.slice(0, shareLimits.accessLogPage).map((row) => ({
      id: String(row.id),
      at: iso(row.at),
      version: row.version,
      action: row.action,
      format: row.format,
      viewer:
        row.viewer_email !== null
          ? {
              kind: "person",
              displayName: row.viewer_name ?? "",
              email: row.viewer_email,
              organisation: row.viewer_organisation ?? "",
            }
          : { kind: "link", address: row.address ?? "unknown", browser: row.browser ?? "other" },
    })),
  }
}

/**
 * Reports shared with the company: organisation shares naming its Business ID, not withdrawn (a
 * withdrawn share disappears from the list), newest first. Expired ones are listed as expired.
 */
export const receivedShares = async (
  db: DbOrTrx,
  accountId: AccountId,
  now: Date,
): Promise<ReceivedShare[]> => {
  const rows = (await db("shares as s")
    .join("accounts as me", "me.business_id", "s.recipient_business_id")
    .join("share_versions as first", (join) => join.on("first.share_id", "s.id").andOnVal("first.version", 1))
    .join("share_versions as latest", (join) =>
      join.on("latest.share_id", "s.id").andOn("latest.version", "s.latest_version"),
    )
    .where("me.id", accountId)
    .where("s.recipient_kind", "organisation")
    .whereNull("s.revoked_at")
    .orderBy([
      { column: "latest.published_at", order: "desc" },
      { column: "s.id", order: "desc" },
    ])
    .select(
      "s.id",
      "s.scope",
      "s.expires_at",
      "s.revoked_at",
      "s.latest_version",
      "first.published_at as shared_at",
      "latest.published_at as latest_at",
      db.raw("latest.snapshot->'report' as report"),
      db.raw("latest.snapshot->'company' as company"),
    )) as Array<{
    id: string
    scope: ShareScope
    expires_at: Date | string
    revoked_at: null
    latest_version: number
    company: { name: string; businessId: string }
    shared_at: Date | string
    latest_at: Date | string
    report: { title: string; startDate: string; endDate: string }
  }>
  return rows.map((row) => ({
    id: row.id as ShareId,
    company: { name: row.company.name, businessId: row.company.businessId },
    reportTitle: row.report.title,
    startDate: row.report.startDate,
    endDate: row.report.endDate,
    scope: row.scope,
    sharedAt: iso(row.shared_at),
    latestVersionAt: iso(row.latest_at),
    versions: row.latest_version,
    expiresAt: iso(row.expires_at),
    state: shareState(row, now) === "expired" ? "expired" : "active",
  }))
}
