import {
  AccountId,
  AccountMode,
  AccountSettings,
  AccountState,
  BusinessId,
  BusinessIdType,
  CompanyDetails,
  Email,
  InviteId,
  Invoicing,
  LegalForm,
  Locale,
  MemberRole,
  ReferralSource,
  UserId,
  XbrlEntityIdentifier,
  optionalField,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { ProofOfWork } from "./auth.js"

// ---------------------------------------------------------------------------------------------------
// Errors

/** The account changed since the caller read it (optimistic concurrency): reload, then edit again. */
export class AccountVersionConflict extends Schema.TaggedError<AccountVersionConflict>()(
  "AccountVersionConflict",
  { currentVersion: Schema.Int },
) {}
/** The change would leave the account without an owner (Administrator, spec §6). */
export class LastOwner extends Schema.TaggedError<LastOwner>()("LastOwner", {}) {}
/** A company account with this Business ID exists already; its owners can invite the caller. */
export class AccountExists extends Schema.TaggedError<AccountExists>()("AccountExists", {
  businessId: Schema.String,
}) {}
/** The invited address belongs to a member of the account already. */
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("AlreadyMember", {
  email: Schema.String,
}) {}
/** Another invitation to this address was being sent at the same moment; it stands. */
export class InviteExists extends Schema.TaggedError<InviteExists>()("InviteExists", {
  email: Schema.String,
}) {}
export class InviteExpired extends Schema.TaggedError<InviteExpired>()("InviteExpired", {}) {}
export class InviteRevoked extends Schema.TaggedError<InviteRevoked>()("InviteRevoked", {}) {}
export class InviteDeclined extends Schema.TaggedError<InviteDeclined>()("InviteDeclined", {}) {}
/**
 * Invites go to an e-mail address: only a verified owner of that address may see, accept or decline
 * them (spec §6; anyone can sign up with any address).
 */
export class InviteNeedsVerifiedEmail extends Schema.TaggedError<InviteNeedsVerifiedEmail>()(
  "InviteNeedsVerifiedEmail",
  {},
) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

const Nullable = Schema.NullOr(Schema.String)

export const AccountAddress = Schema.Struct({
  street: Nullable,
  street2: Nullable,
  zip: Nullable,
  city: Nullable,
  country: Schema.String,
})

/** How the caller reaches the account (see the Authenticator) and what that lets them do. */
export const AccountViewer = Schema.Struct({
  role: MemberRole,
  via: Schema.Literal("membership", "parent", "superadmin"),
  /** Owners edit company details and settings; only superadmins edit invoicing and mode (spec §6). */
  canEdit: Schema.Boolean,
  canEditInvoicing: Schema.Boolean,
})

/** A company account as its members see it (spec §3 "Company account"). */
export const Account = Schema.Struct({
  id: AccountId,
  name: Schema.String,
  businessId: Schema.String,
  businessIdType: BusinessIdType,
  contact: Schema.Struct({ name: Nullable, email: Nullable, phone: Nullable }),
  legalForm: Schema.NullOr(LegalForm),
  legalFormOther: Nullable,
  naceCodes: Schema.Array(Schema.String),
  /** The company's LEI, and whether its XBRL reports name it by the LEI or the Business ID. */
  lei: Nullable,
  xbrlIdentifier: XbrlEntityIdentifier,
  address: AccountAddress,
  settings: AccountSettings,
  invoicing: Schema.Struct({
    vatNumber: Nullable,
    invoicingEmail: Nullable,
    einvoiceAddress: Nullable,
    einvoiceOperator: Nullable,
    peppolId: Nullable,
  }),
  referral: Nullable,
  state: AccountState,
  mode: Schema.NullOr(AccountMode),
  parentAccount: Schema.NullOr(Schema.Struct({ id: AccountId, name: Schema.String })),
  /** When the business register's answer kept with the account was fetched. */
  registerCheckedAt: Nullable,
  termsAcceptedAt: Nullable,
  /** Increases with every change; `account.update` must name the version it edits. */
  version: Schema.Int,
  createdAt: Schema.String,
  updatedAt: Schema.String,
  viewer: AccountViewer,
})
export type Account = typeof Account.Type

/** A company as the business register describes it, mapped to our fields (for prefilling). */
export const RegisterCompany = Schema.Struct({
  businessId: Schema.String,
  name: Schema.String,
  legalForm: Schema.NullOr(LegalForm),
  /** The register's own (Finnish) name of the form when it maps to "other". */
  legalFormOther: Nullable,
  /** NACE Rev. 2.1 codes from the main line of business, when it is a TOL 2025 code we know. */
  naceCodes: Schema.Array(Schema.String),
  mainBusinessLine: Schema.NullOr(
    Schema.Struct({
      /** The national code as the register gives it (`70100`). */
      code: Schema.String,
      /** TOIMI4 = TOL 2025, TOIMI3 = TOL 2008. */
      codeSet: Schema.String,
      /**
       * The register's own name of the line in each language, null where it gives none. Names of
       * the register's classification, so a TOL 2008 line is never named from the TOL 2025 list.
       */
      descriptions: Schema.Struct({ fi: Nullable, sv: Nullable, en: Nullable }),
    }),
  ),
  address: AccountAddress,
  vatNumber: Nullable,
  /** Set when the company has ceased to exist. */
  endDate: Nullable,
  lastModified: Nullable,
})
export type RegisterCompany = typeof RegisterCompany.Type

export const ChildAccount = Schema.Struct({
  id: AccountId,
  name: Schema.String,
  businessId: Schema.String,
  state: AccountState,
  createdAt: Schema.String,
})
export type ChildAccount = typeof ChildAccount.Type

export const Member = Schema.Struct({
  userId: UserId,
  email: Schema.String,
  displayName: Schema.String,
  role: MemberRole,
  joinedAt: Schema.String,
})
export type Member = typeof Member.Type

export const InviteSummary = Schema.Struct({
  id: InviteId,
  email: Schema.String,
  role: MemberRole,
  locale: Locale,
  invitedByEmail: Schema.String,
  createdAt: Schema.String,
  expiresAt: Schema.String,
  /** Open invites only: pending until they expire. */
  status: Schema.Literal("pending", "expired"),
})
export type InviteSummary = typeof InviteSummary.Type

/** The invitation's language: one issue for a wrong value, not one per language. */
const InviteLocale = Locale.annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})

const accepted = (key: "validation.termsRequired" | "validation.authorityRequired") =>
  Schema.Literal(true).annotations({ message: () => ({ message: key, override: true }) })

/**
 * A new company account (spec §2 /create-account). Terms acceptance and authority confirmation are
 * required (spec §5). A company referred by a partner names the referrer ("Referral source is
 * required"); one created for a client of a management account names that account ("Parent account
 * is required").
 */
export const NewAccount = Schema.Struct({
  businessId: BusinessId,
  company: CompanyDetails,
  settings: Schema.optionalWith(AccountSettings, { exact: true }),
  referredByPartner: Schema.Boolean,
  referral: optionalField(ReferralSource),
  forClient: Schema.Boolean,
  parentAccountId: Schema.NullOr(AccountId),
  termsAccepted: accepted("validation.termsRequired"),
  authorityConfirmed: accepted("validation.authorityRequired"),
}).pipe(
  Schema.filter((input) => [
    input.referredByPartner && input.referral === null
      ? { path: ["referral"], message: "validation.referralSourceRequired" }
      : undefined,
    input.forClient && input.parentAccountId === null
      ? { path: ["parentAccountId"], message: "validation.parentAccountRequired" }
      : undefined,
  ]),
)
export type NewAccount = typeof NewAccount.Type

// ---------------------------------------------------------------------------------------------------
// Procedures

/**
 * What the business register said. A company that is not found, or a register that does not answer
 * usefully, is an answer too, not a failed call: either way the user fills in the details by hand
 * (spec §8 "Company lookup failure"), and the proof of work stays spent.
 */
export const RegisterLookupResult = Schema.Union(
  Schema.Struct({ status: Schema.Literal("found"), company: RegisterCompany }),
  Schema.Struct({ status: Schema.Literal("notFound") }),
  Schema.Struct({
    status: Schema.Literal("unavailable"),
    reason: Schema.Literal("timeout", "unreachable", "rateLimited", "serverError", "invalidAnswer"),
  }),
)
export type RegisterLookupResult = typeof RegisterLookupResult.Type

/**
 * Looks a company up in the Finnish business register by Business ID (spec §2 /create-account).
 * Needs a fresh proof-of-work, since every call costs the register's shared quota.
 */
export const registerLookup = procedure("register.lookup", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ businessId: BusinessId, proof: ProofOfWork }),
  output: RegisterLookupResult,
})

/** Creates a company account; the caller becomes its owner. */
export const accountCreate = procedure("account.create", {
  kind: "mutation",
  access: "signedIn",
  input: NewAccount,
  output: Account,
  errors: [AccountExists],
})

/** The active account (account-id header). */
export const accountGet = procedure("account.get", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Account,
})

/**
 * Changes the active account's company details, settings and (superadmins only) invoicing details
 * and mode. `version` is the version the caller edited; a newer one refuses the change.
 */
export const accountUpdate = procedure("account.update", {
  kind: "mutation",
  access: "accountOwner",
  input: Schema.Struct({
    version: Schema.Int,
    company: Schema.optionalWith(CompanyDetails, { exact: true }),
    settings: Schema.optionalWith(AccountSettings, { exact: true }),
    invoicing: Schema.optionalWith(Invoicing, { exact: true }),
    mode: Schema.optionalWith(Schema.NullOr(AccountMode), { exact: true }),
  }),
  output: Account,
  errors: [AccountVersionConflict],
})

/** The client accounts of the active management (reseller or service-provider) account. */
export const accountChildren = procedure("account.children", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(ChildAccount),
})

/**
 * A company the caller reaches: a direct membership (`role` set), or a client of a management
 * account they are a member of (`via: "parent"`, `role` null). Disabled clients are listed with
 * their state so that a bulk tool can name them rather than skip them silently.
 */
export const ReachableAccount = Schema.Struct({
  id: AccountId,
  name: Schema.String,
  state: AccountState,
  mode: Schema.NullOr(AccountMode),
  role: Schema.NullOr(MemberRole),
  parentAccountId: Schema.NullOr(AccountId),
  via: Schema.Literal("membership", "parent"),
})
export type ReachableAccount = typeof ReachableAccount.Type

/**
 * Every company the caller reaches, each once (a set: a reseller owner who is also a direct owner
 * of a client gets that client once, as a membership), own accounts first, then clients; by name.
 */
export const accountReachable = procedure("account.reachable", {
  kind: "query",
  access: "signedIn",
  input: Schema.Null,
  output: Schema.Array(ReachableAccount),
})

export const memberList = procedure("member.list", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: Schema.Array(Member),
})

export const memberChangeRole = procedure("member.changeRole", {
  kind: "mutation",
  access: "accountOwner",
  input: Schema.Struct({ userId: UserId, role: MemberRole }),
  output: Member,
  errors: [LastOwner],
})

/** Owners remove members; any member may remove themself (leave). */
export const memberRemove = procedure("member.remove", {
  kind: "mutation",
  access: "accountMember",
  input: Schema.Struct({ userId: UserId }),
  output: Schema.Null,
  errors: [LastOwner],
})

/** Invites an e-mail address; the mail goes out in the language the inviter chose. */
export const inviteCreate = procedure("invite.create", {
  kind: "mutation",
  access: "accountOwner",
  input: Schema.Struct({ email: Email, role: MemberRole, locale: InviteLocale }),
  output: InviteSummary,
  errors: [AlreadyMember, InviteExists],
})

export const inviteList = procedure("invite.list", {
  kind: "query",
  access: "accountOwner",
  input: Schema.Null,
  output: Schema.Array(InviteSummary),
})

export const inviteRevoke = procedure("invite.revoke", {
  kind: "mutation",
  access: "accountOwner",
  input: Schema.Struct({ inviteId: InviteId }),
  output: Schema.Null,
})

/** Joins the invite's account. Accepting twice is harmless: the second call answers the same. */
export const inviteAccept = procedure("invite.accept", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ inviteId: InviteId }),
  output: Schema.Struct({ accountId: AccountId, role: MemberRole }),
  errors: [InviteExpired, InviteRevoked, InviteDeclined, InviteNeedsVerifiedEmail],
})

export const inviteDecline = procedure("invite.decline", {
  kind: "mutation",
  access: "signedIn",
  input: Schema.Struct({ inviteId: InviteId }),
  output: Schema.Null,
  errors: [InviteExpired, InviteRevoked, InviteNeedsVerifiedEmail],
})

/**
 * What the link in an invitation e-mail shows before anyone signs in: the company, the invited
 * address and the role. The token is the secret of the link.
 */
export const invitePreview = procedure("invite.preview", {
  kind: "query",
  access: "public",
  input: Schema.Struct({ token: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{20,100}$/)) }),
  output: Schema.Struct({
    accountName: Schema.String,
    email: Schema.String,
    role: MemberRole,
    expiresAt: Schema.String,
    status: Schema.Literal("pending", "expired", "accepted", "declined", "revoked"),
  }),
})

export const accountProcedures = {
  registerLookup,
  accountCreate,
  accountGet,
  accountUpdate,
  accountChildren,
  accountReachable,
  memberList,
  memberChangeRole,
  memberRemove,
  inviteCreate,
  inviteList,
  inviteRevoke,
  inviteAccept,
  inviteDecline,
  invitePreview,
} as const
