import { Schema } from "effect"

/** One problem with a call's input: where it is and which catalogue key describes it. */
export const InputIssue = Schema.Struct({
  path: Schema.Array(Schema.Union(Schema.String, Schema.Number)),
  /** A catalogue key (`validation.…`) the client translates. */
  message: Schema.String,
  /** Effect's own wording, kept for developers when the message is the generic key. */
  detail: Schema.optional(Schema.String),
  /** Values of the message's `{{name}}` placeholders (a factor file's duplicate: the line it repeats). */
  values: Schema.optional(
    Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number) }),
  ),
})
export type InputIssue = typeof InputIssue.Type

/** The input did not match the procedure's Schema; every issue is listed, not only the first. */
export class InvalidInput extends Schema.TaggedError<InvalidInput>()("InvalidInput", {
  issues: Schema.Array(InputIssue),
}) {}
/** No valid session: the client refreshes once and retries, then ends the session (spec §7). */
export class Unauthorized extends Schema.TaggedError<Unauthorized>()("Unauthorized", {}) {}
/** Signed in, but the role or account does not allow this call. */
export class Forbidden extends Schema.TaggedError<Forbidden>()("Forbidden", {}) {}
/** The record does not exist, or belongs to another account: existence does not leak. */
export class NotFound extends Schema.TaggedError<NotFound>()("NotFound", {}) {}
export class UnknownProcedure extends Schema.TaggedError<UnknownProcedure>()("UnknownProcedure", {
  name: Schema.String,
}) {}
/** A mutation sent with GET: refused so that links and prefetches can never change data. */
export class MethodNotAllowed extends Schema.TaggedError<MethodNotAllowed>()("MethodNotAllowed", {}) {}
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()("PayloadTooLarge", {
  limitBytes: Schema.Number,
}) {}
export class RateLimited extends Schema.TaggedError<RateLimited>()("RateLimited", {
  retryAfterSeconds: Schema.Number,
}) {}
/** The client could not obtain an app-attestation token (spec §7: "App Check token not available"). */
export class AttestationUnavailable extends Schema.TaggedError<AttestationUnavailable>()(
  "AttestationUnavailable",
  {},
) {}
export class AttestationInvalid extends Schema.TaggedError<AttestationInvalid>()("AttestationInvalid", {}) {}
/** Superadmins must enrol an authenticator app before they can use the admin area. */
export class TotpEnrolmentRequired extends Schema.TaggedError<TotpEnrolmentRequired>()(
  "TotpEnrolmentRequired",
  {},
) {}

/**
 * A superadmin whose session was opened without the authenticator code (or whose API token was made
 * from such a session): the role's rights need a sign-in with the second factor.
 */
export class SecondFactorRequired extends Schema.TaggedError<SecondFactorRequired>()(
  "SecondFactorRequired",
  {},
) {}

/**
 * The account is in trial mode (or disabled) and the call needs an active subscription (core
 * `gatedFeatures`); the message points to customer service or the company's main user (spec §6).
 */
export class SubscriptionRequired extends Schema.TaggedError<SubscriptionRequired>()("SubscriptionRequired", {
  feature: Schema.String,
}) {}

/** The database or another dependency is down; the call may be retried later. */
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()("ServiceUnavailable", {}) {}
/** A defect on the server. The request id lets support find the log line; no detail leaks. */
export class InternalError extends Schema.TaggedError<InternalError>()("InternalError", {
  requestId: Schema.String,
}) {}

/** Errors any procedure may answer, besides the ones its contract lists. */
export const transportErrors = [
  InvalidInput,
  Unauthorized,
  Forbidden,
  NotFound,
  UnknownProcedure,
  MethodNotAllowed,
  PayloadTooLarge,
  RateLimited,
  AttestationUnavailable,
  AttestationInvalid,
  ServiceUnavailable,
  InternalError,
  TotpEnrolmentRequired,
  SecondFactorRequired,
  SubscriptionRequired,
] as const

export type TransportError = InstanceType<(typeof transportErrors)[number]>

/** Errors that only ever arise in the client, never on the wire. */
export type ClientOnlyErrorTag = "NetworkError" | "SessionEnded" | "UnknownError"
