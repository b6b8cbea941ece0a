import { Schema } from "effect"
import type { Locale } from "../i18n/Locale.js"

/**
 * The invoice's words that are data, not layout: what a line sells and the payment terms. The model
 * keeps them as keys and numbers, and each rendering (the e-invoice messages in the invoice's
 * language, the readable copy in the reader's) picks its own words, so an English copy never prints
 * Finnish line texts.
 */

/** What an invoice line sells. */
export const InvoiceItem = Schema.Literal("vsmeSubscriptionYear")
export type InvoiceItem = typeof InvoiceItem.Type

/** BT-20 as data: payable net within `netDays` of the invoice date. */
export const PaymentTerms = Schema.Struct({ netDays: Schema.Int })
export type PaymentTerms = typeof PaymentTerms.Type

const itemNames: Record<InvoiceItem, Record<Locale, string>> = {
  vsmeSubscriptionYear: {
    fi: "VSME-raportointipalvelu, vuositilaus",
    en: "VSME reporting service, annual subscription",
    sv: "VSME-rapporteringstjänst, årsabonnemang",
  },
}

export const invoiceItemName = (item: InvoiceItem, locale: Locale) => itemNames[item][locale]

export const paymentTermsText = (terms: PaymentTerms, locale: Locale) =>
  ({
    fi: `${terms.netDays} päivää netto`,
    en: `${terms.netDays} days net`,
    sv: `${terms.netDays} dagar netto`,
  })[locale]

/** The document's title word in each language (Finvoice `InvoiceTypeText`, the copy's heading). */
export const invoiceTitle = (locale: Locale) => ({ fi: "LASKU", en: "INVOICE", sv: "FAKTURA" })[locale]
