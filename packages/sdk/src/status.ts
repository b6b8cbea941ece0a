import type { TransportError } from "./errors.js"
import type { ErrorOf } from "./procedure.js"
import type { Contract } from "./procedures/index.js"
import type { attachmentFileErrors } from "./procedures/attachment.js"
import type { xbrlFileErrors } from "./procedures/xbrl.js"
import type { badgeFileErrors } from "./procedures/exports.js"

/** Every error tag a call can answer: the transport errors plus each procedure's own. */
export type KnownErrorTag =
  | TransportError["_tag"]
  | ErrorOf<Contract[keyof Contract]>["_tag"]
  // Errors only the attachment file routes answer.
  | InstanceType<(typeof attachmentFileErrors)[number]>["_tag"]
  // Errors only the XBRL import upload answers.
  | InstanceType<(typeof xbrlFileErrors)[number]>["_tag"]
  // Errors only the badge downloads answer.
  | InstanceType<(typeof badgeFileErrors)[number]>["_tag"]

/** HTTP status of every error; a forgotten tag is a compile error. */
export const errorStatus = {
  InvalidInput: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  UnknownProcedure: 404,
  MethodNotAllowed: 405,
  PayloadTooLarge: 413,
  RateLimited: 429,
  AttestationUnavailable: 401,
  AttestationInvalid: 401,
  ServiceUnavailable: 503,
  InternalError: 500,
  EmailInUse: 409,
  PasswordRejected: 400,
  // Not 401: that status means "session expired, refresh and retry" to the clients (spec §7).
  SignInFailed: 400,
  TotpRequired: 400,
  TotpInvalid: 400,
  ReauthenticationRequired: 403,
  ApiTokenLifetimeTooLong: 400,
  LinkInvalid: 410,
  PasswordIncorrect: 403,
  TotpEnrolmentRequired: 403,
  SecondFactorRequired: 403,
  SubscriptionRequired: 403,
  SubscriptionChangeRefused: 409,
  InvoicingDetailsMissing: 409,
  LastSuperadmin: 409,
  SuperadminNeedsTotp: 409,
  AccountVersionConflict: 409,
  LastOwner: 409,
  AccountExists: 409,
  AlreadyMember: 409,
  InviteExists: 409,
  InviteExpired: 410,
  InviteRevoked: 410,
  InviteDeclined: 409,
  InviteNeedsVerifiedEmail: 403,
  ReportVersionConflict: 409,
  AnswerVersionConflict: 409,
  ReportLocked: 409,
  CalculationVersionConflict: 409,
  CalculationReady: 409,
  AiSummaryNotConfigured: 409,
  AiSummaryLimitReached: 429,
  CalculationNotReady: 409,
  FactorVersionConflict: 409,
  FactorInUse: 409,
  ReportTransitionRefused: 409,
  BadgeNeedsReadyReport: 409,
  AttachmentTypeNotAllowed: 415,
  XbrlImportExpired: 410,
  XbrlImportOutdated: 409,
  XbrlImportNotReadable: 415,
  XbrlImportTooLarge: 413,
  XbrlImportDamaged: 422,
  XbrlTemplateVersionUnsupported: 422,
  XbrlForeignTaxonomy: 422,
  ShareNotFound: 404,
  ShareGone: 410,
  // Not 401: that status means "session expired" to the clients.
  SharePasscodeRequired: 403,
  ShareToOwnCompany: 400,
  ShareLimitReached: 409,
  ShareReportDeleted: 409,
  RequestNotFound: 404,
  RequestAlreadySent: 409,
  RequestRecipientsChanged: 409,
  RequestTrialLimit: 403,
  RequestHasNoRecipients: 409,
  RequestAlreadyAnswered: 409,
  RequestReportMismatch: 409,
} as const satisfies Record<KnownErrorTag, number>
