import {
  BusinessId,
  DataQuality,
  Email,
  IsoDate,
  Locale,
  Narrative,
  RequestSelection,
  keyFigureIds,
  optionalField,
  requiredText,
  singleLineText,
  type KeyFigureId,
} from "@vsme/core"
import { Schema } from "effect"
import { filePath } from "../files.js"
import { procedure } from "../procedure.js"
import { ReportId } from "./report.js"
import { SharedRequestAnswers, ShareId } from "./share.js"

// ---------------------------------------------------------------------------------------------------
// Ids and limits

export const DataRequestId = Schema.UUID.pipe(Schema.brand("DataRequestId"))
export type DataRequestId = typeof DataRequestId.Type
/** One company asked in a request: a row of the requester's portfolio, an item of the company's inbox. */
export const RecipientId = Schema.UUID.pipe(Schema.brand("RecipientId"))
export type RecipientId = typeof RecipientId.Type

/**
 * Bounds of requests (issue 32): mail floods and uploads are bounded by recipients per request,
 * requests sent per requester per day, trial requesters' companies, reminders, and upload size.
 */
export const requestLimits = {
  title: 200,
  message: 5000,
  extraQuestions: 20,
  extraQuestionText: 500,
  extraTextAnswer: 5000,
  unit: 40,
  recipients: 5000,
  /** Distinct companies a trial account may ask, across all its requests. */
  trialRecipients: 3,
  sendsPerDay: 20,
  automaticRemindersAfterDue: 3,
  uploadBytes: 5 * 1024 * 1024,
  cellLength: 320,
  portfolioPage: 100,
  declineText: 1000,
  methodNote: 500,
  /** How long the share that answers a request stays open (a year; each update renews it). */
  answerShareDays: 365,
} as const

const message = (key: string) => ({ message: () => ({ message: key, override: true }) })

// ---------------------------------------------------------------------------------------------------
// What is asked

/** A question of the requester's own, beyond the VSME datapoints: the company may decline it. */
export const ExtraQuestion = Schema.Struct({
  /** Stable within the request: `x1` … `x20`. */
  id: Schema.String.pipe(Schema.pattern(/^x([1-9]|1[0-9]|20)$/)).annotations(
    message("validation.invalidValue"),
  ),
  kind: Schema.Literal("text", "number", "yesNo").annotations(message("validation.invalidValue")),
  question: requiredText(requestLimits.extraQuestionText),
  /** Number questions: the unit the answer is in ("kpl", "€", "tCO2e"). */
  unit: Schema.optionalWith(Schema.NullOr(singleLineText(requestLimits.unit)), { default: () => null }),
})
export type ExtraQuestion = typeof ExtraQuestion.Type

const ExtraQuestions = Schema.Array(ExtraQuestion).pipe(
  Schema.maxItems(requestLimits.extraQuestions, { message: () => "validation.tooManyItems" }),
  Schema.filter((list) => new Set(list.map((q) => q.id)).size === list.length || "validation.duplicateValue"),
)

const PeriodYear = Schema.Int.pipe(Schema.between(2000, 2100)).annotations(message("validation.invalidYear"))

/** A request as its requester writes it, before it is sent. */
export const RequestDraft = Schema.Struct({
  title: requiredText(requestLimits.title),
  message: Schema.optionalWith(optionalField(Narrative(requestLimits.message)), { default: () => null }),
  periodYear: PeriodYear,
  dueDate: IsoDate,
  contact: Schema.Struct({
    name: requiredText(200),
    email: Email,
    phone: Schema.optionalWith(Schema.NullOr(singleLineText(40)), { default: () => null }),
  }),
  selection: RequestSelection,
  extraQuestions: Schema.optionalWith(ExtraQuestions, { default: () => [] }),
  /** The language of the e-mails the companies get. */
  language: Locale,
})
export type RequestDraft = typeof RequestDraft.Type

/** One company to ask: its Business ID (the only thing a request attaches by), a contact address. */
export const RecipientInput = Schema.Struct({
  businessId: BusinessId,
  email: Email,
  name: Schema.optionalWith(Schema.NullOr(singleLineText(200)), { default: () => null }),
})
export type RecipientInput = typeof RecipientInput.Type

// ---------------------------------------------------------------------------------------------------
// Errors

export class RequestNotFound extends Schema.TaggedError<RequestNotFound>()("RequestNotFound", {}) {}

/** The request was sent already: its content and recipients no longer change. */
export class RequestAlreadySent extends Schema.TaggedError<RequestAlreadySent>()("RequestAlreadySent", {}) {}

/** The confirmation named another number of companies than the request now has. */
export class RequestRecipientsChanged extends Schema.TaggedError<RequestRecipientsChanged>()(
  "RequestRecipientsChanged",
  { recipients: Schema.Int },
) {}

/** A trial account asks at most a few companies; an active subscription asks more. */
export class RequestTrialLimit extends Schema.TaggedError<RequestTrialLimit>()("RequestTrialLimit", {
  limit: Schema.Int,
}) {}

/** A request needs at least one company before it can be sent. */
export class RequestHasNoRecipients extends Schema.TaggedError<RequestHasNoRecipients>()(
  "RequestHasNoRecipients",
  {},
) {}

/** Only a request that is still open (not shared and not declined) can be answered or declined. */
export class RequestAlreadyAnswered extends Schema.TaggedError<RequestAlreadyAnswered>()(
  "RequestAlreadyAnswered",
  {},
) {}

/** The report chosen for the answer is not of the request's period, or not the company's. */
export class RequestReportMismatch extends Schema.TaggedError<RequestReportMismatch>()(
  "RequestReportMismatch",
  {},
) {}

// ---------------------------------------------------------------------------------------------------
// The requester's side

export const RecipientStatus = Schema.Literal(
  "draft",
  "sending",
  "sent",
  "opened",
  "inProgress",
  "shared",
  "declined",
  "overdue",
)
export type RecipientStatus = typeof RecipientStatus.Type

export const RequestState = Schema.Literal("draft", "sending", "sent")
export type RequestState = typeof RequestState.Type

const StatusCounts = Schema.Record({ key: RecipientStatus, value: Schema.Int })

/** A request as its requester lists it. */
export const RequestSummary = Schema.Struct({
  id: DataRequestId,
  title: Schema.String,
  periodYear: Schema.Int,
  dueDate: Schema.String,
  state: RequestState,
  createdAt: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
  recipients: Schema.Int,
  /** Recipients whose mail is queued, while sending (the job's progress). */
  queued: Schema.Int,
  counts: StatusCounts,
  remindersEnabled: Schema.Boolean,
  version: Schema.Int,
})
export type RequestSummary = typeof RequestSummary.Type

/** The request with what it asks, as its requester sees it. */
export const RequestDetail = Schema.Struct({
  ...RequestSummary.fields,
  draft: RequestDraft,
  /** The question and gate ids the selection asks (core `requestedItems`). */
  items: Schema.Array(Schema.String),
  /** The standard its datapoints come from. */
  standard: Schema.String,
})
export type RequestDetail = typeof RequestDetail.Type

const KeyFigure = Schema.Struct({ value: Schema.NullOr(Schema.Number), quality: Schema.NullOr(DataQuality) })
export const KeyFigures = Schema.Struct(
  Object.fromEntries(keyFigureIds.map((id) => [id, KeyFigure])) as Record<KeyFigureId, typeof KeyFigure>,
)

export const DeclineReason = Schema.Literal(
  "notApplicable",
  "notAvailable",
  "beyondVsme",
  "other",
).annotations(message("validation.invalidValue"))
export type DeclineReason = typeof DeclineReason.Type

/** One company of the portfolio. */
export const PortfolioRow = Schema.Struct({
  id: RecipientId,
  businessId: Schema.String,
  /**
   * Once the company has shared: its own name (the account that answered). Before: the name the
   * requester gave, or the register's, filled in when the company was added; null without either.
   */
  name: Schema.NullOr(Schema.String),
  email: Schema.String,
  status: RecipientStatus,
  lastChangeAt: Schema.String,
  declined: Schema.NullOr(Schema.Struct({ reason: DeclineReason, text: Schema.NullOr(Schema.String) })),
  /** The answer's share, opened as a received report; null until shared. */
  shareId: Schema.NullOr(ShareId),
  keyFigures: Schema.NullOr(KeyFigures),
  reminders: Schema.Int,
  lastRemindedAt: Schema.NullOr(Schema.String),
})
export type PortfolioRow = typeof PortfolioRow.Type

export const PortfolioSort = Schema.Literal(
  "status",
  "name",
  "businessId",
  "lastChange",
  "scope1",
  "scope2Location",
  "scope3",
  "totalEnergyMwh",
  "employees",
).annotations(message("validation.invalidValue"))
export type PortfolioSort = typeof PortfolioSort.Type

/**
 * A row's history: sent, reminded (automatically or by the requester), opened, shared, updated,
 * declined, withdrawn (the company withdrew the share that answered; the row is open again).
 */
export const RecipientEvent = Schema.Struct({
  at: Schema.String,
  kind: Schema.Literal("sent", "reminded", "opened", "shared", "updated", "declined", "withdrawn"),
  /** Reminders: "automatic" or "manual". */
  detail: Schema.NullOr(Schema.String),
})

const Page = Schema.Int.pipe(Schema.between(1, 1000))

export const requestCreate = procedure("request.create", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ draft: RequestDraft }),
  output: RequestDetail,
})

export const requestUpdate = procedure("request.update", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId, draft: RequestDraft }),
  output: RequestDetail,
  errors: [RequestNotFound, RequestAlreadySent],
})

/** Adds companies to a draft (one at a time or many); a Business ID already in it is merged. */
export const requestAddRecipients = procedure("request.addRecipients", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    requestId: DataRequestId,
    recipients: Schema.Array(RecipientInput).pipe(Schema.maxItems(requestLimits.recipients)),
  }),
  output: Schema.Struct({ added: Schema.Int, merged: Schema.Int, recipients: Schema.Int }),
  errors: [RequestNotFound, RequestAlreadySent],
})

export const requestRemoveRecipient = procedure("request.removeRecipient", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId, recipientId: RecipientId }),
  output: Schema.Struct({ recipients: Schema.Int }),
  errors: [RequestNotFound, RequestAlreadySent],
})

/** What confirming would send: how many companies, and the e-mail in the request's language. */
export const requestPreview = procedure("request.preview", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId }),
  output: Schema.Struct({
    recipients: Schema.Int,
    email: Schema.Struct({ subject: Schema.String, text: Schema.String }),
  }),
  errors: [RequestNotFound],
})

/**
 * Sends the request: the mails go out in the background (the summary's `queued` counts down). The
 * caller confirms the number of companies it previewed; another number refuses the send.
 */
export const requestSend = procedure("request.send", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    requestId: DataRequestId,
    recipients: Schema.Int.pipe(Schema.between(1, requestLimits.recipients)),
  }),
  output: RequestSummary,
  errors: [
    RequestNotFound,
    RequestAlreadySent,
    RequestRecipientsChanged,
    RequestTrialLimit,
    RequestHasNoRecipients,
  ],
})

export const requestList = procedure("request.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(RequestSummary),
})

export const requestGet = procedure("request.get", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId }),
  output: RequestDetail,
  errors: [RequestNotFound],
})

/** The portfolio, a page at a time, searched (name, Business ID, e-mail), filtered by status, sorted. */
export const requestPortfolio = procedure("request.portfolio", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({
    requestId: DataRequestId,
    search: Schema.optionalWith(Schema.String.pipe(Schema.maxLength(100)), { exact: true }),
    status: Schema.optionalWith(RecipientStatus, { exact: true }),
    sort: Schema.optionalWith(PortfolioSort, { default: () => "status" as const }),
    descending: Schema.optionalWith(Schema.Boolean, { default: () => false }),
    page: Schema.optionalWith(Page, { default: () => 1 }),
    pageSize: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, requestLimits.portfolioPage)), {
      default: () => 50,
    }),
  }),
  output: Schema.Struct({ rows: Schema.Array(PortfolioRow), total: Schema.Int }),
  errors: [RequestNotFound],
})

export const requestRecipientHistory = procedure("request.recipientHistory", {
  kind: "query",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId, recipientId: RecipientId }),
  output: Schema.Array(RecipientEvent),
  errors: [RequestNotFound],
})

export const requestSetReminders = procedure("request.setReminders", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ requestId: DataRequestId, enabled: Schema.Boolean }),
  output: RequestSummary,
  errors: [RequestNotFound],
})

/**
 * Reminds one company, or every company that has not answered, now: at most once a day per company
 * (a company reminded in the last 24 hours is skipped, and counted as such).
 */
export const requestRemind = procedure("request.remind", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    requestId: DataRequestId,
    recipientId: Schema.optionalWith(RecipientId, { exact: true }),
  }),
  output: Schema.Struct({ reminded: Schema.Int, skipped: Schema.Int }),
  errors: [RequestNotFound],
})

// ---------------------------------------------------------------------------------------------------
// The company asked

/** A request as the company asked sees it. */
export const IncomingRequest = Schema.Struct({
  id: RecipientId,
  requester: Schema.Struct({ name: Schema.String, businessId: Schema.String }),
  title: Schema.String,
  message: Schema.NullOr(Schema.String),
  periodYear: Schema.Int,
  dueDate: Schema.String,
  contact: Schema.Struct({ name: Schema.String, email: Schema.String, phone: Schema.NullOr(Schema.String) }),
  receivedAt: Schema.String,
  status: RecipientStatus,
  items: Schema.Array(Schema.String),
  /** The disclosures asked whole (their fields in other disclosures' tables are asked too). */
  disclosures: Schema.Array(Schema.String),
  extraQuestions: Schema.Array(ExtraQuestion),
  standard: Schema.String,
  declined: Schema.NullOr(Schema.Struct({ reason: DeclineReason, text: Schema.NullOr(Schema.String) })),
  declinedItems: Schema.Array(
    Schema.Struct({ id: Schema.String, reason: DeclineReason, text: Schema.NullOr(Schema.String) }),
  ),
  /** The company's answers to the extra questions as it last gave them (none before it shares). */
  extraAnswers: SharedRequestAnswers.fields.extraAnswers,
  /** The report the company chose to answer with (request.begin), until it shares. */
  reportId: Schema.NullOr(ReportId),
  /** The answer: the share made of it, and the report it was made from. */
  answer: Schema.NullOr(
    Schema.Struct({
      shareId: ShareId,
      reportId: Schema.NullOr(ReportId),
      sharedAt: Schema.String,
      versions: Schema.Int,
    }),
  ),
})
export type IncomingRequest = typeof IncomingRequest.Type

export const IncomingSummary = Schema.Struct({
  id: RecipientId,
  requesterName: Schema.String,
  title: Schema.String,
  periodYear: Schema.Int,
  dueDate: Schema.String,
  receivedAt: Schema.String,
  status: RecipientStatus,
})
export type IncomingSummary = typeof IncomingSummary.Type

/** Requests addressed to the active company's Business ID, newest first, and how many are open. */
export const requestInbox = procedure("request.inbox", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Struct({ requests: Schema.Array(IncomingSummary), open: Schema.Int }),
})

/** Opens a request addressed to the company (the requester sees it as opened). */
export const requestOpen = procedure("request.open", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ recipientId: RecipientId }),
  output: IncomingRequest,
  errors: [RequestNotFound],
})

/**
 * The company starts answering with one of its reports (chosen, or just created from the account or
 * last year's report): the requester sees the row in progress.
 */
export const requestBegin = procedure("request.begin", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ recipientId: RecipientId, reportId: ReportId }),
  output: IncomingRequest,
  errors: [RequestNotFound, RequestReportMismatch, RequestAlreadyAnswered],
})

const ExtraAnswer = Schema.Union(
  Schema.Struct({
    id: Schema.String,
    answer: Schema.Union(
      Schema.String.pipe(Schema.maxLength(requestLimits.extraTextAnswer)),
      Schema.Number,
      Schema.Boolean,
    ),
  }),
  Schema.Struct({
    id: Schema.String,
    declined: DeclineReason,
    text: Schema.optionalWith(
      Schema.NullOr(Schema.String.pipe(Schema.maxLength(requestLimits.declineText))),
      {
        default: () => null,
      },
    ),
  }),
)
export type ExtraAnswer = typeof ExtraAnswer.Type

const DeclinedItem = Schema.Struct({
  id: Schema.String.pipe(Schema.maxLength(200)),
  reason: DeclineReason,
  text: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.maxLength(requestLimits.declineText))), {
    default: () => null,
  }),
})

/**
 * Answers a request with a report of its period: a share to the requester limited to the asked items
 * (minus those declined), with the extra questions answered or declined. Again later: publishes the
 * report's current answers (and these extra answers) as the share's next version.
 */
export const requestAnswer = procedure("request.answer", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    recipientId: RecipientId,
    reportId: ReportId,
    extraAnswers: Schema.Array(ExtraAnswer).pipe(Schema.maxItems(requestLimits.extraQuestions)),
    declinedItems: Schema.optionalWith(Schema.Array(DeclinedItem).pipe(Schema.maxItems(1000)), {
      default: () => [],
    }),
    onBehalfOfCompany: Schema.Literal(true).annotations(message("validation.shareConfirmationRequired")),
  }),
  output: IncomingRequest,
  errors: [RequestNotFound, RequestReportMismatch],
})

/** Declines the whole request, with a reason the requester sees. */
export const requestDecline = procedure("request.decline", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({
    recipientId: RecipientId,
    reason: DeclineReason,
    text: Schema.optionalWith(
      Schema.NullOr(Schema.String.pipe(Schema.maxLength(requestLimits.declineText))),
      {
        default: () => null,
      },
    ),
  }),
  output: IncomingRequest,
  errors: [RequestNotFound, RequestAlreadyAnswered],
})

export const requestProcedures = {
  requestCreate,
  requestUpdate,
  requestAddRecipients,
  requestRemoveRecipient,
  requestPreview,
  requestSend,
  requestList,
  requestGet,
  requestPortfolio,
  requestRecipientHistory,
  requestSetReminders,
  requestRemind,
  requestInbox,
  requestOpen,
  requestBegin,
  requestAnswer,
  requestDecline,
} as const

// ---------------------------------------------------------------------------------------------------
// Files

/**
 * Files of requests, below /api/files: the recipients' file (POST, CSV or XLSX as Excel writes them
 * in fi/sv/en locales; `?replace=1` replaces the draft's recipients) answering `RecipientImportResult`,
 * and the portfolio's downloads (the spreadsheet and CSV of every company with one column per asked
 * datapoint; a zip of every shared company's xBRL-JSON).
 */
export const requestRoutes = {
  recipientsUpload: "/requests/:requestId/recipients",
  portfolioXlsx: "/requests/:requestId/portfolio.xlsx",
  portfolioCsv: "/requests/:requestId/portfolio.csv",
  portfolioXbrl: "/requests/:requestId/portfolio-xbrl.zip",
} as const

export const RecipientImportResult = Schema.Struct({
  added: Schema.Int,
  merged: Schema.Int,
  recipients: Schema.Int,
  /** Rows refused, by line of the file, with the column and the message key. */
  problems: Schema.Array(Schema.Struct({ line: Schema.Int, column: Schema.String, message: Schema.String })),
})
export type RecipientImportResult = typeof RecipientImportResult.Type

export const PortfolioDownloadQuery = Schema.Struct({
  lang: Schema.optionalWith(Locale, { default: () => "en" as const, exact: true }),
})

/** The recipients upload's query: `replace=1` replaces the draft's companies instead of adding to them. */
export const RecipientUploadQuery = Schema.Struct({
  replace: Schema.optionalWith(Schema.Literal("0", "1").annotations(message("validation.invalidValue")), {
    default: () => "0" as const,
    exact: true,
  }),
})

/** The portfolio's download formats, as `requestFiles.portfolio` names them. */
export const PortfolioFormat = Schema.Literal("xlsx", "csv", "xbrlJson")
export type PortfolioFormat = typeof PortfolioFormat.Type

const portfolioRoute: Record<PortfolioFormat, string> = {
  xlsx: requestRoutes.portfolioXlsx,
  csv: requestRoutes.portfolioCsv,
  xbrlJson: requestRoutes.portfolioXbrl,
}

/**
 * A call of a file route as the client's `requestFile` takes it (its FileRequest; declared here
 * because importing the client would make the contract depend on it, a cycle).
 */
export interface RequestFileCall {
  readonly path: string
  readonly method?: "GET" | "POST"
  readonly query: Readonly<Record<string, string>>
  readonly body?: Uint8Array | Blob
  readonly fileName?: string
  readonly errors: ReadonlyArray<Schema.Schema<any, any, never>>
  readonly signal?: AbortSignal
}

/**
 * The request files as the client's `requestFile` takes them, with the errors each route answers
 * (so a refusal decodes to its tag). The upload answers `RecipientImportResult` as JSON.
 */
export const requestFiles = {
  recipientsUpload: (
    requestId: DataRequestId,
    file: { readonly bytes: Uint8Array | Blob; readonly fileName: string },
    options: { readonly replace?: boolean } = {},
  ): RequestFileCall => ({
    path: filePath(requestRoutes.recipientsUpload, { requestId }),
    method: "POST",
    body: file.bytes,
    fileName: file.fileName,
    query: { replace: options.replace ? "1" : "0" },
    errors: [RequestNotFound, RequestAlreadySent],
  }),
  portfolio: (
    requestId: DataRequestId,
    format: PortfolioFormat,
    lang: Locale,
    signal?: AbortSignal,
  ): RequestFileCall => ({
    path: filePath(portfolioRoute[format], { requestId }),
    query: { lang },
    errors: [RequestNotFound],
    ...(signal ? { signal } : {}),
  }),
} as const
