import {
  Answer,
  BusinessId,
  Locale,
  ReportState,
  ReportVerification,
  ShareScope,
  requiredText,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { CompletenessSummary, QuestionStates, ReportId } from "./report.js"

// ---------------------------------------------------------------------------------------------------
// Ids and limits

/** A share's id. Owners' screens and received reports use it; a link's recipient never sees it. */
export const ShareId = Schema.UUID.pipe(Schema.brand("ShareId"))
export type ShareId = typeof ShareId.Type

/**
 * Bounds of a share (issue 31): a link lives 30 days unless its owner chooses otherwise, at most a
 * year; a passcode is something a person types and reads out over the phone, not a password manager's.
 */
export const shareLimits = {
  defaultExpiryDays: 30,
  maxExpiryDays: 365,
  passcodeMinLength: 6,
  passcodeMaxLength: 64,
  /** Shares of one company that are not revoked or expired: a trial account shares with a few. */
  activeSharesTrial: 3,
  activeShares: 1000,
  accessLogPage: 100,
} as const

/** The length of a link token: 32 random bytes, base64url (256 bits; the issue asks for ≥ 128). */
export const shareTokenLength = 43

/** A link token as it appears in `/s/{token}`: anything else is refused before a lookup. */
export const ShareToken = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{43}$/, { message: () => "validation.invalidValue" }),
)

const message = (key: string) => ({ message: () => ({ message: key, override: true }) })

export const SharePasscode = Schema.String.pipe(
  Schema.minLength(shareLimits.passcodeMinLength),
  Schema.maxLength(shareLimits.passcodeMaxLength),
).annotations(message("validation.sharePasscodeLength"))

const ExpiryDays = Schema.Int.pipe(Schema.between(1, shareLimits.maxExpiryDays)).annotations(
  message("validation.shareExpiryRange"),
)

const VersionNumber = Schema.Int.pipe(Schema.between(1, 1_000_000))

// ---------------------------------------------------------------------------------------------------
// Errors

/** No share has that link (or that id, for this company). */
export class ShareNotFound extends Schema.TaggedError<ShareNotFound>()("ShareNotFound", {}) {}

/** The share was withdrawn by its company or has passed its expiry: nothing of it is served. */
export class ShareGone extends Schema.TaggedError<ShareGone>()("ShareGone", {
  reason: Schema.Literal("expired", "revoked"),
}) {}

/** The link is protected by a passcode: none was given, or a wrong one (`wrong`). */
export class SharePasscodeRequired extends Schema.TaggedError<SharePasscodeRequired>()(
  "SharePasscodeRequired",
  { wrong: Schema.Boolean },
) {}

/** A share can be made to another organisation only: a company's own Business ID is refused. */
export class ShareToOwnCompany extends Schema.TaggedError<ShareToOwnCompany>()("ShareToOwnCompany", {}) {}

/** The company already has as many active shares as its subscription allows. */
export class ShareLimitReached extends Schema.TaggedError<ShareLimitReached>()("ShareLimitReached", {
  limit: Schema.Int,
}) {}

/** A share's report has been deleted: what was shared stays readable, but it cannot be updated. */
export class ShareReportDeleted extends Schema.TaggedError<ShareReportDeleted>()("ShareReportDeleted", {}) {}

// ---------------------------------------------------------------------------------------------------
// What a recipient sees

/** A public comment of a shared question (notes and audit comments are never shared). */
export const SharedComment = Schema.Struct({
  questionId: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
})

/** An attachment copied into the share (only when its owner chose to share attachments). */
export const SharedAttachment = Schema.Struct({
  id: Schema.UUID,
  questionId: Schema.String,
  fileName: Schema.String,
  contentType: Schema.String,
  sizeBytes: Schema.Int,
})
export type SharedAttachment = typeof SharedAttachment.Type

/** How an answer came about, when not simply as reported. */
export const AnswerQuality = Schema.Struct({
  basis: Schema.Literal("estimated", "calculated"),
  methodNote: Schema.NullOr(Schema.String),
})
export type AnswerQuality = typeof AnswerQuality.Type

const DeclineReasonLiteral = Schema.Literal("notApplicable", "notAvailable", "beyondVsme", "other")

/** The part of a share that answers a data request beyond the report's own datapoints. */
export const SharedRequestAnswers = Schema.Struct({
  title: Schema.String,
  extraAnswers: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      question: Schema.String,
      kind: Schema.Literal("text", "number", "yesNo"),
      unit: Schema.NullOr(Schema.String),
      answer: Schema.NullOr(Schema.Union(Schema.String, Schema.Number, Schema.Boolean)),
      declined: Schema.NullOr(
        Schema.Struct({ reason: DeclineReasonLiteral, text: Schema.NullOr(Schema.String) }),
      ),
    }),
  ),
  declinedItems: Schema.Array(
    Schema.Struct({ id: Schema.String, reason: DeclineReasonLiteral, text: Schema.NullOr(Schema.String) }),
  ),
})
export type SharedRequestAnswers = typeof SharedRequestAnswers.Type

/**
 * The frozen content of one version of a share: what the report said when it was shared, limited to
 * the scope. It names no live record (no report, account, user or attachment id): nothing reachable
 * from it leads back into the company's account.
 */
export const ShareSnapshot = Schema.Struct({
  /** The standard the datapoints come from (core `vsmeStandardVersion`). */
  standard: Schema.String,
  company: Schema.Struct({
    name: Schema.String,
    businessId: Schema.String,
    lei: Schema.NullOr(Schema.String),
    /** Which identifier the company's XBRL names it by (decision 024). */
    xbrlIdentifier: Schema.Literal("businessId", "lei"),
    currency: Schema.String,
    naceCodes: Schema.Array(Schema.String),
  }),
  report: Schema.Struct({
    title: Schema.String,
    startDate: Schema.String,
    endDate: Schema.String,
    comprehensive: Schema.Boolean,
    state: ReportState,
    /** The whole report's completeness when it was shared (a draft can be shared). */
    completeness: CompletenessSummary,
  }),
  scope: ShareScope,
  /** The question and gate ids the share shows (core `scopeItemIds`). */
  items: Schema.Array(Schema.String),
  answers: Schema.Record({ key: Schema.String, value: Answer }),
  /** States and derived values of the items, as computed over the whole report when it was shared. */
  questionStates: QuestionStates,
  comments: Schema.Array(SharedComment),
  attachments: Schema.Array(SharedAttachment),
  /**
   * The quality of the figures (issue 32): a third party's verification of the report, and the
   * answers marked estimated (with the method) or filled from the GHG calculator; any other answer
   * is as reported.
   */
  quality: Schema.Struct({
    verification: Schema.NullOr(ReportVerification),
    answers: Schema.Record({ key: Schema.String, value: AnswerQuality }),
  }),
  /** When the share answers a data request: the requester's own questions and what the company said. */
  request: Schema.NullOr(SharedRequestAnswers),
})
export type ShareSnapshot = typeof ShareSnapshot.Type

export const ShareVersionInfo = Schema.Struct({ version: Schema.Int, publishedAt: Schema.String })
export type ShareVersionInfo = typeof ShareVersionInfo.Type

/** One version of a share as its recipient sees it, with the list of every version (newest first). */
export const ShareView = Schema.Struct({
  version: Schema.Int,
  publishedAt: Schema.String,
  versions: Schema.Array(ShareVersionInfo),
  expiresAt: Schema.String,
  snapshot: ShareSnapshot,
})
export type ShareView = typeof ShareView.Type

// ---------------------------------------------------------------------------------------------------
// What the sharing company sees

export const ShareRecipient = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("link") }),
  Schema.Struct({ kind: Schema.Literal("organisation"), businessId: BusinessId }),
)
export type ShareRecipient = typeof ShareRecipient.Type

export const ShareState = Schema.Literal("active", "expired", "revoked")
export type ShareState = typeof ShareState.Type

const Person = Schema.NullOr(Schema.Struct({ displayName: Schema.String, email: Schema.String }))

/** A share as its company lists it (Account settings → Sharing). */
export const ShareSummary = Schema.Struct({
  id: ShareId,
  /** Null once the report itself has been deleted (the share stays readable). */
  reportId: Schema.NullOr(ReportId),
  reportTitle: Schema.String,
  recipient: Schema.Union(
    Schema.Struct({ kind: Schema.Literal("link"), hasPasscode: Schema.Boolean }),
    Schema.Struct({
      kind: Schema.Literal("organisation"),
      businessId: Schema.String,
      /** The name the business register gave when the share was made, if it was looked up. */
      name: Schema.NullOr(Schema.String),
    }),
  ),
  scope: ShareScope,
  includeAttachments: Schema.Boolean,
  createdAt: Schema.String,
  createdBy: Person,
  expiresAt: Schema.String,
  revokedAt: Schema.NullOr(Schema.String),
  state: ShareState,
  versions: Schema.Array(ShareVersionInfo),
  opens: Schema.Int,
  lastOpenedAt: Schema.NullOr(Schema.String),
  /**
   * The link to send, for link shares, to owners only (it is a credential); null for organisation
   * shares, for users, and for a link whose stored copy cannot be read (a replaced AUTH_SECRET).
   */
  link: Schema.NullOr(Schema.String),
})
export type ShareSummary = typeof ShareSummary.Type

export const ShareAccessAction = Schema.Literal("open", "download", "fetch", "passcodeFailed")
export type ShareAccessAction = typeof ShareAccessAction.Type

export const ShareDownloadFormat = Schema.Literal("xlsx", "xbrlJson", "inlineXbrl", "attachment")
export type ShareDownloadFormat = typeof ShareDownloadFormat.Type

/** One line of a share's access log. */
export const ShareAccessEntry = Schema.Struct({
  id: Schema.String,
  at: Schema.String,
  /** The version opened or downloaded; null for a passcode failure (no version was reached). */
  version: Schema.NullOr(Schema.Int),
  action: ShareAccessAction,
  format: Schema.NullOr(ShareDownloadFormat),
  viewer: Schema.Union(
    Schema.Struct({
      kind: Schema.Literal("person"),
      displayName: Schema.String,
      email: Schema.String,
      organisation: Schema.String,
    }),
    /** Someone holding the link: the address cut to its network, and the browser family. */
    Schema.Struct({ kind: Schema.Literal("link"), address: Schema.String, browser: Schema.String }),
  ),
})
export type ShareAccessEntry = typeof ShareAccessEntry.Type

/** A report another company shared with this one (Received reports). */
export const ReceivedShare = Schema.Struct({
  id: ShareId,
  company: Schema.Struct({ name: Schema.String, businessId: Schema.String }),
  reportTitle: Schema.String,
  startDate: Schema.String,
  endDate: Schema.String,
  scope: ShareScope,
  sharedAt: Schema.String,
  latestVersionAt: Schema.String,
  versions: Schema.Int,
  expiresAt: Schema.String,
  state: Schema.Literal("active", "expired"),
})
export type ReceivedShare = typeof ReceivedShare.Type

// ---------------------------------------------------------------------------------------------------
// Procedures: the sharing company

const ShareContent = {
  reportId: ReportId,
  scope: ShareScope,
  includeAttachments: Schema.Boolean,
}

/** Exactly what a recipient would see if the report were shared now, without sharing anything. */
export const sharePreview = procedure("share.preview", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct(ShareContent),
  output: ShareSnapshot,
})

/**
 * Shares the report's current answers (a frozen snapshot, version 1) by link or with an organisation.
 * Owners of the company, or of its parent account acting for it, only; the caller confirms that they
 * may share on the company's behalf. A link is answered once in full here and on the Sharing tab.
 */
export const shareCreate = procedure("share.create", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    ...ShareContent,
    recipient: ShareRecipient,
    /** The recipient's name as the business register gave it in the dialog (shown on the Sharing tab). */
    recipientName: Schema.optionalWith(Schema.NullOr(requiredText(200)), { default: () => null }),
    expiresInDays: Schema.optionalWith(ExpiryDays, { default: () => shareLimits.defaultExpiryDays }),
    /** Link shares only; a recipient types it before anything is shown. */
    passcode: Schema.optionalWith(Schema.NullOr(SharePasscode), { default: () => null }),
    onBehalfOfCompany: Schema.Literal(true).annotations(message("validation.shareConfirmationRequired")),
  }),
  output: ShareSummary,
  errors: [ShareToOwnCompany, ShareLimitReached],
})

/** The company's shares, newest first: owners and users see them all, only owners get the links. */
export const shareList = procedure("share.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(ShareSummary),
})

/** A share's access log, newest first, a page at a time (`before`: the last id of the previous page). */
export const shareAccessLog = procedure("share.accessLog", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    shareId: ShareId,
    before: Schema.optionalWith(Schema.String.pipe(Schema.pattern(/^[0-9]{1,18}$/)), { exact: true }),
  }),
  output: Schema.Struct({ entries: Schema.Array(ShareAccessEntry), more: Schema.Boolean }),
  errors: [ShareNotFound],
})

/**
 * Publishes the report's current answers as the share's next version (same scope, same recipient);
 * `expiresInDays` moves the expiry to that many days from now. A revoked share is not updated.
 */
export const sharePublishUpdate = procedure("share.publishUpdate", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    shareId: ShareId,
    expiresInDays: Schema.optionalWith(ExpiryDays, { exact: true }),
  }),
  output: ShareSummary,
  errors: [ShareNotFound, ShareGone, ShareReportDeleted],
})

/** Withdraws a share at once, everywhere: the page, every download and the machine fetch. */
export const shareRevoke = procedure("share.revoke", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ shareId: ShareId }),
  output: ShareSummary,
  errors: [ShareNotFound],
})

// ---------------------------------------------------------------------------------------------------
// Procedures: the recipient

/**
 * Opens a link share (the public page `/s/{token}`): its newest version, or the one named. Logged in
 * the share's access log; a wrong passcode is logged and limited per share and per address.
 */
export const shareOpen = procedure("share.open", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({
    token: ShareToken,
    version: Schema.optionalWith(VersionNumber, { exact: true }),
    passcode: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(shareLimits.passcodeMaxLength)), {
      exact: true,
    }),
  }),
  output: ShareView,
  errors: [ShareNotFound, ShareGone, SharePasscodeRequired],
})

/** Reports shared with the active company (by its Business ID), newest first. */
export const shareReceivedList = procedure("share.receivedList", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(ReceivedShare),
})

/** Opens a report shared with the active company, logged with the person who opened it. */
export const shareOpenReceived = procedure("share.openReceived", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ shareId: ShareId, version: Schema.optionalWith(VersionNumber, { exact: true }) }),
  output: ShareView,
  errors: [ShareNotFound, ShareGone],
})

export const shareProcedures = {
  sharePreview,
  shareCreate,
  shareList,
  shareAccessLog,
  sharePublishUpdate,
  shareRevoke,
  shareOpen,
  shareReceivedList,
  shareOpenReceived,
} as const

// ---------------------------------------------------------------------------------------------------
// Downloads

/**
 * Downloads of a link share, outside `/api/files` (no account, no session): the token is the
 * credential, a passcode travels in the `x-share-passcode` header. `latest` routes serve the newest
 * version: `GET /api/s/{token}/xbrl.json` is the documented URL a bank's system fetches.
 * A request with `?download=1` is logged as a download (the share page), otherwise as a fetch.
 */
export const sharePublicPath = "/api/s"
export const shareRoutes = {
  xbrlJsonLatest: "/:token/xbrl.json",
  xlsx: "/:token/v/:version/report.xlsx",
  xbrlJson: "/:token/v/:version/xbrl.json",
  inlineXbrl: "/:token/v/:version/report.xhtml",
  attachment: "/:token/v/:version/attachments/:attachmentId",
} as const

/** The same downloads of a received report, below `/api/files` with the receiving company's access. */
export const receivedShareRoutes = {
  xlsx: "/received/:shareId/v/:version/report.xlsx",
  xbrlJson: "/received/:shareId/v/:version/xbrl.json",
  inlineXbrl: "/received/:shareId/v/:version/report.xhtml",
  attachment: "/received/:shareId/v/:version/attachments/:attachmentId",
} as const

export const shareHeaders = { passcode: "x-share-passcode" } as const

/** The query of a share download: the language of labels and enumerations, and whether it is a download. */
export const ShareDownloadQuery = Schema.Struct({
  lang: Schema.optionalWith(Locale, { default: () => "en" as const, exact: true }),
  download: Schema.optionalWith(Schema.Literal("1"), { exact: true }),
})

/** What the share download routes may answer besides the transport errors. */
export const shareFileErrors = [ShareNotFound, ShareGone, SharePasscodeRequired] as const

/** The public page of a link share. */
export const sharePagePath = (token: string) => `/s/${token}`
