import { AccountState, Invoicing, Locale, SubscriptionChangeRefused } from "@vsme/core"
import { Schema } from "effect"
import { procedure } from "../procedure.js"

// ---------------------------------------------------------------------------------------------------
// Errors

/**
 * An account is activated only when its invoice can reach it: an e-invoice address with its operator,
 * or an invoicing e-mail address (given by the ordering owner, or filled in by a superadmin).
 */
export class InvoicingDetailsMissing extends Schema.TaggedError<InvoicingDetailsMissing>()(
  "InvoicingDetailsMissing",
  {},
) {}

// ---------------------------------------------------------------------------------------------------
// Shapes

export const InvoiceId = Schema.UUID.pipe(Schema.brand("InvoiceId"))
export type InvoiceId = typeof InvoiceId.Type

/** The copy's language: one issue for a wrong value, not one per language. */
export const CopyLocale = Locale.annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})

const DatePeriod = Schema.Struct({ start: Schema.String, end: Schema.String })

/** The subscription of the active account (spec §1, §4) and what it costs. */
export const SubscriptionStatus = Schema.Struct({
  state: AccountState,
  /** The current (or last) paid year, first and last day included; null before the first activation. */
  period: Schema.NullOr(DatePeriod),
  /** Whether the year renews at its end ("until further notice"); false after a cancellation. */
  renews: Schema.Boolean,
  /** The day the next year starts and is invoiced, when the subscription renews. */
  nextRenewal: Schema.NullOr(Schema.String),
  /** 780 EUR a year, VAT extra (spec §9), with today's VAT. */
  price: Schema.Struct({
    currency: Schema.String,
    netCents: Schema.Int,
    vatRate: Schema.Int,
    vatCents: Schema.Int,
    totalCents: Schema.Int,
  }),
  /** The company's main users (owners): whom a user asks to order the subscription (spec §6). */
  mainUsers: Schema.Array(Schema.Struct({ name: Schema.String, email: Schema.String })),
  /** The installation's customer service (configuration), where the spec says "customer service". */
  customerService: Schema.Struct({
    email: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
  }),
})
export type SubscriptionStatus = typeof SubscriptionStatus.Type

/** One invoice as lists show it; amounts in cents, the VAT rate in hundredths of a percent. */
export const InvoiceSummary = Schema.Struct({
  id: InvoiceId,
  number: Schema.String,
  kind: Schema.Literal("activation", "renewal"),
  issueDate: Schema.String,
  dueDate: Schema.String,
  period: DatePeriod,
  reference: Schema.String,
  currency: Schema.String,
  netCents: Schema.Int,
  vatRate: Schema.Int,
  vatCents: Schema.Int,
  totalCents: Schema.Int,
  /**
   * How it travels: an e-invoice through the operator, or a copy by e-mail; none when the account had
   * neither address when it renewed (the invoice then waits for a superadmin).
   */
  channel: Schema.Literal("einvoice", "email", "none"),
  delivery: Schema.Literal("pending", "sent", "failed"),
})
export type InvoiceSummary = typeof InvoiceSummary.Type

/** A readable HTML copy of an invoice, in the language asked for. */
export const InvoiceCopy = Schema.Struct({ fileName: Schema.String, html: Schema.String })
export type InvoiceCopy = typeof InvoiceCopy.Type

// ---------------------------------------------------------------------------------------------------
// Procedures

/** The active account's subscription: every member sees the state and the period. */
export const billingSubscription = procedure("billing.subscription", {
  kind: "query",
  access: "accountMember",
  input: Schema.Null,
  output: SubscriptionStatus,
})

/** The active account's invoices, newest first. Owners only: invoices are the main user's business. */
export const billingInvoices = procedure("billing.invoices", {
  kind: "query",
  access: "accountOwner",
  input: Schema.Null,
  output: Schema.Array(InvoiceSummary),
})

/** The readable copy of one of the active account's invoices. */
export const billingInvoiceCopy = procedure("billing.invoiceCopy", {
  kind: "query",
  access: "accountOwner",
  input: Schema.Struct({ invoiceId: InvoiceId, locale: CopyLocale }),
  output: InvoiceCopy,
})

/**
 * An owner of a company in trial orders the subscription: the invoicing details given here are
 * stored (this once; afterwards only a superadmin edits them, spec §6), and the account is activated
 * and its first invoice issued through the same code as a superadmin's activation. A second order
 * (a double click, two owners at once) answers SubscriptionChangeRefused, 409.
 */
export const billingOrder = procedure("billing.order", {
  kind: "mutation",
  access: "accountOwner",
  input: Schema.Struct({
    invoicing: Invoicing,
    /** The owner accepted the subscription terms shown beside the button. */
    acceptTerms: Schema.Literal(true).annotations({
      message: () => ({ message: "validation.requiredField", override: true }),
    }),
  }),
  output: Schema.Struct({ subscription: SubscriptionStatus, invoice: Schema.NullOr(InvoiceSummary) }),
  errors: [SubscriptionChangeRefused, InvoicingDetailsMissing],
})

export const billingProcedures = {
  billingSubscription,
  billingInvoices,
  billingInvoiceCopy,
  billingOrder,
} as const
