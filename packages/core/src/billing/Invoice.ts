import { Schema } from "effect"
import { peppolEndpointOf } from "../account/peppolParticipant.js"
import { Locale } from "../i18n/Locale.js"
import { addDays } from "./calendar.js"
import { finnishGeneralVatRate } from "./finnishVat.js"
import { InvoiceItem, PaymentTerms } from "./invoiceTexts.js"
import { vatOf } from "./money.js"
import type { SubscriptionPeriod } from "./subscription.js"

/**
 * A subscription invoice in the terms of EN 16931-1, the European semantic model of an invoice: each
 * field names its business term (BT) or group (BG). Finvoice 3.0 and Peppol BIS Billing 3.0 UBL are two
 * spellings of this one model (finvoice.ts, peppolUbl.ts), and the readable copy a third
 * (invoiceCopy.ts). Amounts are whole cents, VAT rates hundredths of a percent (money.ts).
 */

const Cents = Schema.Int
const Text = Schema.String
const Nullable = Schema.NullOr(Schema.String)

/** An electronic address (BT-34 / BT-49) with its ISO 6523 scheme, e.g. `0216` for an OVT code. */
export const ElectronicAddress = Schema.Struct({ scheme: Text, value: Text })

/** A postal address (BG-5 / BG-8). */
export const PostalAddress = Schema.Struct({
  street: Nullable,
  additionalStreet: Nullable,
  city: Nullable,
  postCode: Nullable,
  countryCode: Text,
})

/** The seller (BG-4) or the buyer (BG-7). */
export const InvoiceParty = Schema.Struct({
  /** BT-27 / BT-44 */
  name: Text,
  /** BT-30 / BT-47, the Finnish Business ID (scheme 0212). */
  businessId: Text,
  /** BT-31 / BT-48 */
  vatNumber: Nullable,
  address: PostalAddress,
  /** BT-34 / BT-49 */
  electronicAddress: ElectronicAddress,
  /**
   * The Finnish e-invoice address and operator (intermediator) that route a Finvoice message: not
   * EN 16931 terms (Finvoice `ToIdentifier` / `ToIntermediator`). Null when the party has no
   * e-invoicing contract; its invoices then go by e-mail.
   */
  routing: Schema.NullOr(Schema.Struct({ address: Text, operator: Text })),
  /** BT-43 / BT-58: where invoice questions go. */
  email: Nullable,
})
export type InvoiceParty = typeof InvoiceParty.Type

export const InvoiceLine = Schema.Struct({
  /** BT-126 */
  id: Text,
  /** BT-153, as a key: each rendering words it in its language (invoiceTexts.ts). */
  item: InvoiceItem,
  /** BT-129 and its unit BT-130 (UN/ECE Rec. 20: ANN = year). */
  quantity: Schema.Int,
  unitCode: Text,
  /** BT-146 */
  unitPrice: Cents,
  /** BT-131 */
  net: Cents,
  /** BT-151 (S = standard rate) and BT-152 */
  vatCategory: Text,
  vatRate: Schema.Int,
  /** BG-26: the year the line pays for. */
  period: Schema.Struct({ start: Text, end: Text }),
})
export type InvoiceLine = typeof InvoiceLine.Type

/** BG-23: one entry per VAT category and rate. */
export const VatBreakdown = Schema.Struct({
  category: Text,
  rate: Schema.Int,
  /** BT-116 */
  taxable: Cents,
  /** BT-117 */
  tax: Cents,
})
export type VatBreakdown = typeof VatBreakdown.Type

export const Invoice = Schema.Struct({
  /** BT-1: sequential, without gaps. */
  number: Text,
  /** BT-2 */
  issueDate: Text,
  /** BT-3: 380 = commercial invoice. */
  typeCode: Schema.Literal(380),
  /** BT-5 */
  currency: Schema.Literal("EUR"),
  /** BT-9 */
  dueDate: Text,
  /** BT-10: the buyer's customer number with us (Peppol requires a buyer reference). */
  buyerReference: Text,
  /** BT-20, as data worded by each rendering. */
  paymentTerms: PaymentTerms,
  /**
   * The language of the e-invoice messages (Finvoice `InvoiceRecipientLanguageCode` and texts):
   * Finnish, the seller's and its market's. Readable copies use the reader's language instead.
   */
  language: Locale,
  /** BG-14 */
  period: Schema.Struct({ start: Text, end: Text }),
  seller: InvoiceParty,
  buyer: InvoiceParty,
  /** BG-16: SEPA credit transfer (58) to the seller's IBAN with the Finnish reference. */
  payment: Schema.Struct({
    meansCode: Schema.Literal("58"),
    /** BT-83 */
    reference: Text,
    /** BT-84 */
    iban: Text,
    /** BT-86 */
    bic: Text,
  }),
  lines: Schema.NonEmptyArray(InvoiceLine),
  vatBreakdown: Schema.NonEmptyArray(VatBreakdown),
  /** BG-22 */
  totals: Schema.Struct({
    /** BT-106 */
    lineNet: Cents,
    /** BT-109 */
    taxExclusive: Cents,
    /** BT-110 */
    tax: Cents,
    /** BT-112 */
    taxInclusive: Cents,
    /** BT-115 */
    payable: Cents,
  }),
})
export type Invoice = typeof Invoice.Type

/**
 * The electronic address (BT-34 / BT-49) of a Finnish company: its Peppol participant ID when it gave
 * one (any accepted EAS scheme, e.g. `0192:974760673`); else its e-invoice address when that is an
 * OVT code, otherwise the OVT code every company has by default (0037 and its Business ID's digits),
 * both under ISO 6523 scheme 0216. A bank-network (IBAN-shaped) e-invoice address routes Finvoice
 * but is no Peppol endpoint.
 */
export const electronicAddressOf = (
  businessId: string,
  einvoiceAddress: string | null,
  peppolId: string | null = null,
) =>
  peppolId
    ? peppolEndpointOf(peppolId)
    : {
        scheme: "0216",
        value: einvoiceAddress?.startsWith("0037") ? einvoiceAddress : `0037${businessId.replace("-", "")}`,
      }

/** The subscription's price: 780 EUR a year, VAT extra (spec §1, §9). */
export const subscriptionPrice = { net: 78_000, currency: "EUR" } as const

/** Days from the invoice date to the due date. */
export const paymentTermDays = 14

/**
 * The invoice for one subscription year. VAT follows the period's first day (the supply date) and
 * is computed on the VAT breakdown, one rounding per rate, as EN 16931 rule BR-CO-17 expects.
 */
export const subscriptionInvoice = (input: {
  readonly number: string
  readonly issueDate: string
  readonly period: SubscriptionPeriod
  readonly seller: InvoiceParty
  readonly buyer: InvoiceParty
  readonly buyerReference: string
  readonly reference: string
  readonly iban: string
  readonly bic: string
  /** The messages' language; Finnish unless said (the seller and most buyers are Finnish). */
  readonly language?: Locale
}): Invoice => {
  const net = subscriptionPrice.net
  const vatRate = finnishGeneralVatRate(input.period.start)
  const tax = vatOf(net, vatRate)
  return {
    number: input.number,
    issueDate: input.issueDate,
    typeCode: 380,
    currency: "EUR",
    dueDate: addDays(input.issueDate, paymentTermDays),
    buyerReference: input.buyerReference,
    paymentTerms: { netDays: paymentTermDays },
    language: input.language ?? "fi",
    period: input.period,
    seller: input.seller,
    buyer: input.buyer,
    payment: { meansCode: "58", reference: input.reference, iban: input.iban, bic: input.bic },
    lines: [
      {
        id: "1",
        item: "vsmeSubscriptionYear",
        quantity: 1,
        unitCode: "ANN",
        unitPrice: net,
        net,
        vatCategory: "S",
        vatRate,
        period: input.period,
      },
    ],
    vatBreakdown: [{ category: "S", rate: vatRate, taxable: net, tax }],
    totals: { lineNet: net, taxExclusive: net, tax, taxInclusive: net + tax, payable: net + tax },
  }
}

/**
 * An invoice as stored in the database. Invoices issued before the texts became keys kept the
 * Finnish line text and payment terms as words; they read as the same keys (the only item and terms
 * ever issued), so old copies render in every language too.
 */
export const readStoredInvoice = (stored: unknown): Invoice => {
  const document = (typeof stored === "string" ? JSON.parse(stored) : stored) as Record<string, unknown>
  const lines = (document["lines"] as Array<Record<string, unknown>>).map(({ itemName: _, ...line }) => ({
    item: "vsmeSubscriptionYear",
    ...line,
  }))
  const paymentTerms =
    typeof document["paymentTerms"] === "string" ? { netDays: paymentTermDays } : document["paymentTerms"]
  return { language: "fi", ...document, paymentTerms, lines } as unknown as Invoice
}
