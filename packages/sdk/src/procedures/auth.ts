import { Email, Locale, UserId, maxPasswordLength } from "@vsme/core"
import { Schema } from "effect"
import { TotpEnrolmentRequired } from "../errors.js"
import { procedure } from "../procedure.js"

const Password = Schema.String.pipe(
  Schema.maxLength(maxPasswordLength, { message: () => "validation.tooLong" }),
)
const DisplayName = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "validation.cannotBeEmpty" }),
  Schema.maxLength(120, { message: () => "validation.tooLong" }),
)
/** A fresh proof-of-work solution (ALTCHA payload, base64 JSON) for the calls that need one. */
export const ProofOfWork = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(2000))
const LinkToken = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{20,100}$/))
const TotpCode = Schema.String.pipe(Schema.pattern(/^(\d{6}|[a-z0-9]{4}-[a-z0-9]{4})$/))

/** An access token and when it expires; the refresh token travels as an httpOnly cookie. */
export const SessionTokens = Schema.Struct({
  accessToken: Schema.String,
  expiresAt: Schema.String,
  userId: UserId,
})
export type SessionTokens = typeof SessionTokens.Type

/** The email address already has an account (spec §8: shown on the email field, hint to reset). */
export class EmailInUse extends Schema.TaggedError<EmailInUse>()("EmailInUse", {}) {}
/** The password breaks the rule of spec §5, or is on the list of common breached passwords. */
export class PasswordRejected extends Schema.TaggedError<PasswordRejected>()("PasswordRejected", {
  reason: Schema.Literal("too_short", "no_lowercase", "no_uppercase", "breached"),
}) {}
/** Wrong email or password, or an account that cannot sign in; deliberately not more precise. */
export class SignInFailed extends Schema.TaggedError<SignInFailed>()("SignInFailed", {}) {}
/** The password was right and the account has two-factor authentication: ask for the code. */
export class TotpRequired extends Schema.TaggedError<TotpRequired>()("TotpRequired", {}) {}
/** An e-mailed link that is unknown, used, superseded by a newer one, or expired. */
export class LinkInvalid extends Schema.TaggedError<LinkInvalid>()("LinkInvalid", {}) {}
/** The current password given to confirm a sensitive change is wrong. */
export class PasswordIncorrect extends Schema.TaggedError<PasswordIncorrect>()("PasswordIncorrect", {}) {}
/** The authenticator code (or recovery code) is wrong. */
export class TotpInvalid extends Schema.TaggedError<TotpInvalid>()("TotpInvalid", {}) {}
/**
 * The call changes credentials and needs a recent proof that the person is at the keyboard: the
 * password or the authenticator code, given to `auth.reauthenticate` within the last
 * `reauthenticationWindowMinutes`.
 */
export class ReauthenticationRequired extends Schema.TaggedError<ReauthenticationRequired>()(
  "ReauthenticationRequired",
  {},
) {}
/** The token would live longer than this person's tokens may (`apiTokenMaxDays`). */
export class ApiTokenLifetimeTooLong extends Schema.TaggedError<ApiTokenLifetimeTooLong>()(
  "ApiTokenLifetimeTooLong",
  { maxDays: Schema.Int },
) {}

/** How long a re-authentication lets a session create API tokens (docs/decisions/016). */
export const reauthenticationWindowMinutes = 10
/** Personal API token lifetimes in days (docs/decisions/016): superadmin tokens are shorter. */
export const apiTokenDays = { default: 90, max: 365, superadminDefault: 30, superadminMax: 30 } as const
export const authSignUp = procedure("auth.signUp", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({
    email: Email,
    password: Password,
    displayName: Schema.optional(DisplayName),
    locale: Locale,
    proof: ProofOfWork,
  }),
  output: SessionTokens,
  errors: [EmailInUse, PasswordRejected],
})

export const authSignIn = procedure("auth.signIn", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({
    email: Schema.String.pipe(Schema.maxLength(320)),
    password: Password,
    totpCode: Schema.optional(TotpCode),
    proof: ProofOfWork,
  }),
  output: SessionTokens,
  errors: [SignInFailed, TotpRequired, TotpInvalid],
})

/** Rotates the refresh cookie and answers a new access token; reuse of an old cookie ends the session. */
export const authRefresh = procedure("auth.refresh", {
  kind: "mutation",
  access: "public",
  input: Schema.Null,
  output: SessionTokens,
})

export const authSignOut = procedure("auth.signOut", {
  kind: "mutation",
  access: "public",
  input: Schema.Null,
  output: Schema.Null,
})

export const authResendVerification = procedure("auth.resendVerification", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Null,
  output: Schema.Null,
})

export const authVerifyEmail = procedure("auth.verifyEmail", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({ token: LinkToken }),
  output: Schema.Null,
  errors: [LinkInvalid],
})

export const authRequestPasswordReset = procedure("auth.requestPasswordReset", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({
    email: Schema.String.pipe(Schema.maxLength(320)),
    locale: Locale,
    proof: ProofOfWork,
  }),
  output: Schema.Null,
})

export const authResetPassword = procedure("auth.resetPassword", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({ token: LinkToken, password: Password }),
  output: Schema.Null,
  errors: [LinkInvalid, PasswordRejected],
})

export const TotpEnrolment = Schema.Struct({ secret: Schema.String, otpauthUrl: Schema.String })

export const authTotpBegin = procedure("auth.totpBegin", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ password: Password }),
  output: TotpEnrolment,
  errors: [PasswordIncorrect],
})

export const authTotpConfirm = procedure("auth.totpConfirm", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ code: TotpCode }),
  /** Shown once: single-use codes for when the authenticator app is lost. */
  output: Schema.Struct({ recoveryCodes: Schema.Array(Schema.String) }),
  errors: [TotpInvalid],
})

export const authTotpDisable = procedure("auth.totpDisable", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ password: Password }),
  output: Schema.Null,
  errors: [PasswordIncorrect, TotpEnrolmentRequired],
})

export const ApiTokenId = Schema.UUID.pipe(Schema.brand("ApiTokenId"))
export const ApiTokenSummary = Schema.Struct({
  id: ApiTokenId,
  name: Schema.String,
  /** The first characters, to recognise a token without storing it. */
  prefix: Schema.String,
  createdAt: Schema.String,
  lastUsedAt: Schema.NullOr(Schema.String),
  /** After this the token is refused like a revoked one. */
  expiresAt: Schema.String,
  /** Query procedures and downloads only: every mutation answers Forbidden. */
  readOnly: Schema.Boolean,
})

export const apiTokenList = procedure("apiToken.list", {
  kind: "query",
  access: "signedIn",
  input: Schema.Null,
  output: Schema.Array(ApiTokenSummary),
})

/**
 * Makes a personal API token. Only a browser session may (a token cannot make tokens, Forbidden),
 * and only shortly after `auth.reauthenticate` (ReauthenticationRequired). `expiresInDays` defaults
 * to `apiTokenDays.default` (superadmins: `superadminDefault`).
 */
export const apiTokenCreate = procedure("apiToken.create", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({
    name: DisplayName,
    expiresInDays: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, apiTokenDays.max)), {
      exact: true,
    }),
    readOnly: Schema.optionalWith(Schema.Boolean, { exact: true }),
  }),
  /** The token itself is in this answer only; the server keeps a hash. */
  output: Schema.Struct({ token: Schema.String, summary: ApiTokenSummary }),
  errors: [ReauthenticationRequired, ApiTokenLifetimeTooLong],
})

/**
 * Confirms, in a browser session, that the person is still at the keyboard: their password, or the
 * authenticator (or recovery) code for an account without a password (Google sign-in). Opens the
 * re-authentication window for credential changes such as `apiToken.create`.
 */
export const authReauthenticate = procedure("auth.reauthenticate", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Union(Schema.Struct({ password: Password }), Schema.Struct({ totpCode: TotpCode })),
  output: Schema.Null,
  errors: [PasswordIncorrect, TotpInvalid],
})

/** Ends every session and every personal API token of the caller, and mails a confirmation. */
export const authSignOutEverywhere = procedure("auth.signOutEverywhere", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Null,
  output: Schema.Null,
})

export const apiTokenRevoke = procedure("apiToken.revoke", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ id: ApiTokenId }),
  output: Schema.Null,
})

/** A proof-of-work challenge (ALTCHA): the browser solves it to get an attestation token. */
export const AttestationChallenge = Schema.Struct({
  algorithm: Schema.String,
  challenge: Schema.String,
  maxnumber: Schema.Number,
  salt: Schema.String,
  signature: Schema.String,
})

export const attestationChallenge = procedure("attestation.challenge", {
  kind: "query",
  access: "public",
  input: Schema.Null,
  output: AttestationChallenge,
})

export const attestationRedeem = procedure("attestation.redeem", {
  kind: "mutation",
  access: "public",
  input: Schema.Struct({ proof: ProofOfWork }),
  output: Schema.Struct({ token: Schema.String, expiresAt: Schema.String }),
})

export const authProcedures = {
  authSignUp,
  authSignIn,
  authRefresh,
  authSignOut,
  authResendVerification,
  authVerifyEmail,
  authRequestPasswordReset,
  authResetPassword,
  authTotpBegin,
  authTotpConfirm,
  authTotpDisable,
  authReauthenticate,
  authSignOutEverywhere,
  apiTokenList,
  apiTokenCreate,
  apiTokenRevoke,
  attestationChallenge,
  attestationRedeem,
} as const
