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
    RateLimited: "Too many attempts. Try again in {{retryAfterSeconds}} s.",
    AttestationUnavailable: "App Check token not available",
    AttestationInvalid: "The app could not prove it is the real app. Please reload the page.",
    ServiceUnavailable: "We are experiencing technical issues. Please reload the page.",
    InternalError: "Something went wrong",
    NetworkError: "The server could not be reached. Check your connection and try again.",
    SessionEnded: "Your session has ended. Please sign in again.",
    UnknownError: "Unknown error",
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
  },
}

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
/** A catalogue with exactly the keys of the English one. */
export type Messages = Shape<typeof en>
