import { ghgValidationMessages } from "../ghg/validationMessages.js"
import { vsmeValidationMessages } from "../vsme/validationMessages.js"

/**
 * Messages shared by every surface (web, CLI, e-mail): error codes and validation messages.
 * English is the source catalogue; fi and sv must have exactly the same keys (a test and the type
 * `Messages` enforce it). Wording of validation messages follows spec §5 and §8.
 */
export const en = {
  errors: {
    InvalidInput: "An error occurred. Please check the form fields and try again.",
    Unauthorized: "Your session has ended. Please sign in again.",
    Forbidden: "You do not have permission to view this content.",
    NotFound: "The requested item was not found.",
    UnknownProcedure: "The server does not know the call {{name}}.",
    MethodNotAllowed: "This call must be sent with POST.",
    PayloadTooLarge: "The request is too large (limit {{limitBytes}} bytes).",
    RateLimited: "Too many attempts. Try again {{retryAfter}}.",
    AttestationUnavailable: "App Check token not available",
    AttestationInvalid: "The app could not prove it is the real app. Please reload the page.",
    ServiceUnavailable: "We are experiencing technical issues. Please reload the page.",
    InternalError: "Something went wrong",
    NetworkError: "The server could not be reached. Check your connection and try again.",
    SessionEnded: "Your session has ended. Please sign in again.",
    UnknownError: "Unknown error",
    EmailInUse:
      "This email address is already in use. If it is yours, reset your password on the login page.",
    PasswordRejected: "Password does not meet the requirements",
    SignInFailed: "Sign-in failed",
    TotpRequired: "Enter the code from your authenticator app.",
    TotpInvalid: "The code is not valid or has already been used. Wait for the next code and try again.",
    LinkInvalid: "This link has expired or has already been used. Ask for a new one.",
    PasswordIncorrect: "The password is not correct.",
    SubscriptionRequired:
      "This feature requires an active subscription. Contact customer service or your company's main user.",
    SubscriptionChangeRefused:
      "This change is not possible in the subscription's current state. Reload the page to see the state.",
    InvoicingDetailsMissing:
      "Add an e-invoice address and operator, or an invoicing email address, before activating the subscription.",
    LastSuperadmin: "The service must keep at least one superadmin.",
    SecondFactorRequired:
      "Administrator rights need a sign-in with your authenticator code. Sign out, then sign in again with the code.",
    SuperadminNeedsTotp:
      "This person must set up two-factor authentication in their account settings before they can be made a superadmin.",
    ReauthenticationRequired: "Confirm that it is you: enter your password or authenticator code.",
    ApiTokenLifetimeTooLong: "Your API tokens can be valid for at most {{maxDays}} days.",
    TotpEnrolmentRequired:
      "Administrators must use two-factor authentication. Set it up in your account settings.",
    AccountVersionConflict:
      "Someone else changed these details in the meantime. Reload to see the latest version, then make your change again.",
    LastOwner: "A company must keep at least one Administrator. Make another member an Administrator first.",
    AccountExists:
      "A company account for Business ID {{businessId}} already exists. Ask its main user to invite you.",
    AlreadyMember: "{{email}} is already a member of this company.",
    InviteExists:
      "An invitation to {{email}} was sent just now. Reload the page to see it among the open invitations.",
    InviteExpired: "This invitation has expired. Ask for a new one.",
    InviteRevoked: "This invitation has been withdrawn.",
    InviteDeclined: "You have declined this invitation. Ask for a new one if you want to join.",
    InviteNeedsVerifiedEmail: "Verify your email address before you accept or decline an invitation.",
    ReportVersionConflict:
      "Someone else changed this report in the meantime. Reload to see the latest version, then make your change again.",
    AnswerVersionConflict:
      "Someone else saved this answer in the meantime. Both versions are shown: keep one or combine them, then save again.",
    ReportLocked: "This report is locked because it has been published or audited. Copy it to make changes.",
    ReportTransitionRefused:
      "The report's state cannot be changed this way. A report can be marked ready or locked only when every section is complete, and a locked report stays locked.",
    BadgeNeedsReadyReport:
      "A badge is available once the report is marked ready. Finish the report and mark it ready on this page first.",
    AttachmentTypeNotAllowed:
      "This type of file cannot be attached. Attach a PDF, a PNG, JPEG or WebP image, an Excel, Word or PowerPoint file, an OpenDocument file, or a CSV or text file.",
    CalculationVersionConflict:
      "Someone else changed this calculation in the meantime. Reload to see the latest version, then make your change again.",
    CalculationReady: "This calculation is marked ready. Set it back to draft to make changes.",
    AiSummaryNotConfigured:
      "AI summaries are not available here because no language model has been set up. You can use the automatic key-figures summary instead.",
    AiSummaryLimitReached:
      "Your company has made {{limit}} AI summaries in the last 24 hours, which is the limit. Please try again later.",
    CalculationNotReady: "Mark the calculation ready before filling a report with it.",
    FactorVersionConflict:
      "Someone else changed this factor in the meantime. Reload to see the latest version, then make your change again.",
    FactorInUse:
      "This factor is used by calculation rows ({{rowCount}}), so it cannot be deleted. Retire it instead: it is then no longer offered for new rows.",
    XbrlImportExpired:
      "This import is no longer waiting: it was applied, discarded or left too long. Upload the file again.",
    XbrlImportOutdated:
      "The report has changed since the preview was made. Upload the file again to see what the import would change now.",
    XbrlImportNotReadable:
      "This file is neither an EFRAG VSME digital template (.xlsx) nor an XBRL report in xBRL-JSON, or it is damaged.",
    XbrlImportTooLarge:
      "This workbook is too large to import: unpacked, it is far larger than EFRAG's VSME digital template (about 5 MB). Copy your answers into a fresh copy of the template and upload that.",
    XbrlImportDamaged:
      "This workbook is damaged and cannot be opened. Open it in Excel, save it again and upload the new copy.",
    XbrlTemplateVersionUnsupported:
      "Version {{version}} of the digital template is not supported. Use EFRAG's VSME digital template, versions 1.0 to 1.3.",
    XbrlForeignTaxonomy:
      "This XBRL report does not use EFRAG's VSME taxonomy, so it cannot be imported into a VSME report.",
    ShareNotFound: "This shared report was not found. Check that the link was copied whole.",
    ShareGone: "This shared report is no longer available.",
    SharePasscodeRequired: "Enter the passcode you were given with the link.",
    ShareToOwnCompany: "A report cannot be shared with your own company. Choose another organisation.",
    ShareLimitReached:
      "Your company already has {{limit}} active shares, the most its subscription allows. Withdraw one you no longer need first.",
    ShareReportDeleted: "The report of this share has been deleted, so the share cannot be updated.",
    RequestNotFound: "This request was not found.",
    RequestAlreadySent:
      "This request has been sent already; its questions and companies can no longer change.",
    RequestRecipientsChanged:
      "The request now has {{recipients}} companies, not the number you confirmed. Check the preview and confirm again.",
    RequestTrialLimit:
      "During the trial a request can be sent to at most {{limit}} companies in all. Order the subscription to ask more.",
    RequestHasNoRecipients: "Add at least one company before sending the request.",
    RequestAlreadyAnswered: "This request has been answered or declined already.",
    RequestReportMismatch: "Choose a report of your company for the period the request asks about.",
  },
  validation: {
    cannotBeEmpty: "Cannot be empty",
    requiredField: "Required field",
    mustBeZeroOrGreater: "Must be zero or greater",
    invalidYear: "Invalid year",
    invalidDate: "Invalid date",
    checkDates: "Check dates",
    unsavedFields: "You have unsaved fields",
    parentAccountRequired: "Parent account is required",
    referralSourceRequired: "Referral source is required",
    invalidEmail: "Please enter a valid email address",
    passwordRequirements: "Password does not meet the requirements",
    invalidValue: "Invalid value",
    unexpectedField: "This field is not allowed here",
    malformedJson: "The request is not valid JSON",
    invalidBusinessId: "Please enter a valid Finnish Business ID (e.g. 1234567-1)",
    tooLong: "Too long",
    htmlNotAllowed: "HTML markup is not allowed here",
    controlCharacters: "Remove the invisible control characters",
    unknownNaceCode: "Choose a code from the NACE list",
    duplicateValue: "This value is already listed",
    tooManyItems: "Too many items",
    invalidPhone: "Please enter a valid phone number",
    invalidCountry: "Please enter a two-letter country code (e.g. FI)",
    invalidPostalCode: "Please enter a valid postal code",
    invalidCurrency: "Choose a currency from the list",
    invalidVatNumber: "Please enter a valid VAT number (e.g. FI12345671)",
    invalidLei: "Please enter a valid LEI: 20 letters and digits (e.g. 529900T8BM49AURSDO55)",
    invalidEinvoiceAddress: "Please enter a valid e-invoice address (e.g. 003712345671)",
    invalidEinvoiceOperator: "Please enter a valid operator code (e.g. 003721291126)",
    invalidPeppolId: "Please enter a Peppol ID as scheme:identifier (e.g. 0192:974760673)",
    termsRequired: "You must accept the terms of service",
    authorityRequired: "You must confirm that you are authorised to act for the company",
    sharePasscodeLength: "The passcode must be 6 to 64 characters long",
    shareExpiryRange: "Choose an expiry between 1 and 365 days",
    shareConfirmationRequired: "Confirm that you may share this on behalf of the company",
    recipientFileType: "Upload the companies as a CSV file or an Excel workbook (.xlsx)",
    recipientFileDamaged: "The workbook could not be read: it is damaged or not an Excel workbook (.xlsx)",
    recipientFileTooLarge: "The file is too large to read; split it into files of at most {{max}} companies",
    recipientFileTooManyRows: "The file has more than {{max}} rows of companies",
    recipientFileCellTooLong: "The cell is longer than {{max}} characters",
    recipientFileEmpty: "The file has no rows of companies below its header row",
    recipientBusinessIdColumnMissing:
      "The header row has no Business ID column (Business ID, Y-tunnus or FO-nummer)",
    recipientEmailColumnMissing: "The header row has no e-mail column (E-mail, Sähköposti or E-post)",
    ...vsmeValidationMessages.en,
    ...ghgValidationMessages.en,
  },
}

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
/** A catalogue with exactly the keys of the English one. */
export type Messages = Shape<typeof en>
