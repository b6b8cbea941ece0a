import {
  AccountId,
  AccountMode,
  AccountState,
  GlobalRole,
  Invoicing,
  SubscriptionChangeRefused,
  UserId,
} from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"
import { AccountExists } from "./account.js"
import { CopyLocale, InvoiceCopy, InvoiceId, InvoiceSummary, InvoicingDetailsMissing } from "./billing.js"

// ---------------------------------------------------------------------------------------------------
// Errors

/** The change would leave the service without any superadmin. */
export class LastSuperadmin extends Schema.TaggedError<LastSuperadmin>()("LastSuperadmin", {}) {}
/** Only a person who has enrolled two-factor authentication can be made a superadmin (issue 15). */
export class SuperadminNeedsTotp extends Schema.TaggedError<SuperadminNeedsTotp>()(
  "SuperadminNeedsTotp",
  {},
) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

export const OutboxMail = Schema.Struct({
  id: Schema.UUID,
  to: Schema.String,
  kind: Schema.String,
  locale: Schema.String,
  subject: Schema.String,
  text: Schema.String,
  createdAt: Schema.String,
  /** smtp when sent with SMTP_URL, outbox when kept for reading here. */
  transport: Schema.String,
  sentAt: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
})
export type OutboxMail = typeof OutboxMail.Type

const Nullable = Schema.NullOr(Schema.String)

/** A company account as the superadmin dashboard lists it (issue 9). */
export const AdminCompany = Schema.Struct({
  id: AccountId,
  name: Schema.String,
  businessId: Schema.String,
  state: AccountState,
  mode: Schema.NullOr(AccountMode),
  parent: Schema.NullOr(Schema.Struct({ id: AccountId, name: Schema.String })),
  /** Members (owners and users). */
  users: Schema.Int,
  reports: Schema.Int,
  /** The latest change to the account, its reports or its calculations. */
  lastActivityAt: Nullable,
  createdAt: Schema.String,
  subscription: Schema.NullOr(
    Schema.Struct({
      period: Schema.Struct({ start: Schema.String, end: Schema.String }),
      renews: Schema.Boolean,
    }),
  ),
  invoicing: Schema.Struct({
    vatNumber: Nullable,
    invoicingEmail: Nullable,
    einvoiceAddress: Nullable,
    einvoiceOperator: Nullable,
    peppolId: Nullable,
  }),
})
export type AdminCompany = typeof AdminCompany.Type

export const CompanySort = Schema.Literal(
  "name",
  "state",
  "users",
  "reports",
  "lastActivity",
  "subscriptionEnd",
  "created",
)
export type CompanySort = typeof CompanySort.Type

const Search = Schema.Trim.pipe(Schema.maxLength(100))
const Direction = Schema.Literal("asc", "desc")

/** Columns the superadmin's invoice list sorts by (default: number, newest first). */
export const InvoiceSort = Schema.Literal("number", "company", "issueDate", "dueDate", "total", "delivery")
export type InvoiceSort = typeof InvoiceSort.Type

/** Columns the people list sorts by (default: e-mail). */
export const UserSort = Schema.Literal("email", "name", "role", "companies", "createdAt")
export type UserSort = typeof UserSort.Type

/** Columns the audit log sorts by (default: time, newest first). */
export const AuditSort = Schema.Literal("at", "action", "actor", "company")
export type AuditSort = typeof AuditSort.Type

/** Columns the mail outbox sorts by (default: time, newest first). */
export const OutboxSort = Schema.Literal("createdAt", "to", "subject", "kind")
export type OutboxSort = typeof OutboxSort.Type

/** A list's sort column and direction, both optional (each list has its default). */
const sortBy = <S extends Schema.Schema.Any>(sort: S) => ({
  sort: Schema.optionalWith(sort, { exact: true }),
  direction: Schema.optionalWith(Direction, { exact: true }),
})

const Page = {
  offset: Schema.optionalWith(Schema.Int.pipe(Schema.between(0, 1_000_000)), { exact: true }),
  limit: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 200)), { exact: true }),
}

/** An invoice with its company, for the superadmin's list of all invoices. */
export const AdminInvoice = Schema.Struct({
  ...InvoiceSummary.fields,
  accountId: AccountId,
  accountName: Schema.String,
  businessId: Schema.String,
  deliveredAt: Nullable,
  deliveryError: Nullable,
})
export type AdminInvoice = typeof AdminInvoice.Type

export const AdminUser = Schema.Struct({
  id: UserId,
  email: Schema.String,
  displayName: Schema.String,
  role: GlobalRole,
  emailVerified: Schema.Boolean,
  totpEnabled: Schema.Boolean,
  /** The companies the person is a member of. */
  companies: Schema.Int,
  createdAt: Schema.String,
})
export type AdminUser = typeof AdminUser.Type

export const AuditEntry = Schema.Struct({
  id: Schema.UUID,
  at: Schema.String,
  action: Schema.String,
  actorEmail: Nullable,
  account: Schema.NullOr(Schema.Struct({ id: AccountId, name: Schema.String })),
  /** The event's details as JSON text. */
  details: Schema.String,
})
export type AuditEntry = typeof AuditEntry.Type

const AccountTarget = Schema.Struct({ accountId: AccountId })
const CompanyResult = Schema.Struct({ company: AdminCompany })

// ---------------------------------------------------------------------------------------------------
// Procedures: all superadmin only, and every mutation is audited.

/**
 * The mails of the development outbox (when no SMTP server is configured): exactly one recipient's
 * (`to`), or those whose recipient or subject matches `search`; sorted (newest first by default) and
 * paged, with the total of matches.
 */
export const adminOutbox = procedure("admin.outbox", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    to: Schema.optional(Schema.String.pipe(Schema.maxLength(320))),
    search: Schema.optionalWith(Search, { exact: true }),
    ...sortBy(OutboxSort),
    ...Page,
  }),
  output: Schema.Struct({ total: Schema.Int, mails: Schema.Array(OutboxMail) }),
})

/** Company accounts: search by name or Business ID, filter by state and parent, sort, page. */
export const adminCompanies = procedure("admin.companies", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    search: Schema.optionalWith(Search, { exact: true }),
    state: Schema.optionalWith(AccountState, { exact: true }),
    parentId: Schema.optionalWith(AccountId, { exact: true }),
    ...sortBy(CompanySort),
    ...Page,
  }),
  output: Schema.Struct({
    total: Schema.Int,
    companies: Schema.Array(AdminCompany),
    /** The management (reseller, service-provider) accounts, for the parent filter. */
    parents: Schema.Array(Schema.Struct({ id: AccountId, name: Schema.String })),
  }),
})

/**
 * Activates a trial or disabled account for a year from today and issues its invoice; a disabled
 * account whose paid year still runs gets that year back without a new invoice (invoice null).
 */
export const adminActivate = procedure("admin.activate", {
  kind: "mutation",
  access: "superadmin",
  input: AccountTarget,
  output: Schema.Struct({ company: AdminCompany, invoice: Schema.NullOr(InvoiceSummary) }),
  errors: [SubscriptionChangeRefused, InvoicingDetailsMissing, AccountExists],
})

/** Disables an account: nobody but superadmins signs in to it; its data is kept. */
export const adminDisable = procedure("admin.disable", {
  kind: "mutation",
  access: "superadmin",
  input: AccountTarget,
  output: CompanyResult,
  errors: [SubscriptionChangeRefused],
})

/** Cancels the renewal ("until further notice" ends): the paid year runs out. */
export const adminCancelRenewal = procedure("admin.cancelRenewal", {
  kind: "mutation",
  access: "superadmin",
  input: AccountTarget,
  output: CompanyResult,
  errors: [SubscriptionChangeRefused],
})

/** Undoes a cancellation while the paid year still runs. */
export const adminResumeRenewal = procedure("admin.resumeRenewal", {
  kind: "mutation",
  access: "superadmin",
  input: AccountTarget,
  output: CompanyResult,
  errors: [SubscriptionChangeRefused],
})

/** Edits an account's invoicing details (spec §6: not editable by the users themselves). */
export const adminUpdateInvoicing = procedure("admin.updateInvoicing", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ accountId: AccountId, invoicing: Invoicing }),
  output: CompanyResult,
})

/** All invoices, newest first unless sorted otherwise, optionally of one account or matching a number or company. */
export const adminInvoices = procedure("admin.invoices", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    accountId: Schema.optionalWith(AccountId, { exact: true }),
    search: Schema.optionalWith(Search, { exact: true }),
    ...sortBy(InvoiceSort),
    ...Page,
  }),
  output: Schema.Struct({ total: Schema.Int, invoices: Schema.Array(AdminInvoice) }),
})

/** The readable copy of any invoice. */
export const adminInvoiceCopy = procedure("admin.invoiceCopy", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({ invoiceId: InvoiceId, locale: CopyLocale }),
  output: InvoiceCopy,
})

/** An invoice's e-invoice message as issued: Finvoice 3.0 or Peppol BIS Billing 3.0 UBL. */
export const adminInvoiceMessage = procedure("admin.invoiceMessage", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({ invoiceId: InvoiceId, format: Schema.Literal("finvoice", "peppol") }),
  output: Schema.Struct({ fileName: Schema.String, xml: Schema.String }),
})

/**
 * Sends an invoice whose delivery failed again: its delivery goes back to pending for the delivery
 * job, which runs at once. The invoice and its messages stay exactly as issued. An invoice that was
 * not failed is left as it is (never delivered twice) and answered as it is.
 */
export const adminResendInvoice = procedure("admin.resendInvoice", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ invoiceId: InvoiceId }),
  output: AdminInvoice,
})

/** People: search by e-mail or name, sort, page. */
export const adminUsers = procedure("admin.users", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    search: Schema.optionalWith(Search, { exact: true }),
    ...sortBy(UserSort),
    ...Page,
  }),
  output: Schema.Struct({ total: Schema.Int, users: Schema.Array(AdminUser) }),
})

/** Grants (only to a person with two-factor authentication enrolled) or removes the superadmin role. */
export const adminSetSuperadmin = procedure("admin.setSuperadmin", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Struct({ userId: UserId, superadmin: Schema.Boolean }),
  output: AdminUser,
  errors: [LastSuperadmin, SuperadminNeedsTotp],
})

/**
 * Runs the billing jobs now instead of at the next hourly run: due renewals (and expiries), then
 * delivery of pending invoices. Safe beside the schedule and other processes (each step claims its
 * rows with SKIP LOCKED).
 */
export const adminRunBillingJobs = procedure("admin.runBillingJobs", {
  kind: "mutation",
  access: "superadmin",
  input: Schema.Null,
  output: Schema.Struct({
    renewed: Schema.Int,
    expired: Schema.Int,
    /** Due subscriptions the state machine refused this run; they wait for the next one. */
    skipped: Schema.Int,
    /** Invoices handed on (sent, or refused by the checks) by delivery. */
    delivered: Schema.Int,
  }),
})

/**
 * The audit events, optionally of one account or matching `search` (action, actor's e-mail, company
 * name): who changed what and when; newest first unless sorted otherwise, paged, with the total.
 */
export const adminAuditLog = procedure("admin.auditLog", {
  kind: "query",
  access: "superadmin",
  input: Schema.Struct({
    accountId: Schema.optionalWith(AccountId, { exact: true }),
    search: Schema.optionalWith(Search, { exact: true }),
    ...sortBy(AuditSort),
    ...Page,
  }),
  output: Schema.Struct({ total: Schema.Int, entries: Schema.Array(AuditEntry) }),
})

export const adminProcedures = {
  adminOutbox,
  adminCompanies,
  adminActivate,
  adminDisable,
  adminCancelRenewal,
  adminResumeRenewal,
  adminUpdateInvoicing,
  adminInvoices,
  adminInvoiceCopy,
  adminInvoiceMessage,
  adminResendInvoice,
  adminUsers,
  adminSetSuperadmin,
  adminAuditLog,
  adminRunBillingJobs,
} as const
