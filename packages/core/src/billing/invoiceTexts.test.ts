import { describe, expect, it } from "vitest"
import { locales } from "../i18n/Locale.js"
import { readStoredInvoice } from "./Invoice.js"
import { invoiceCopyHtml } from "./invoiceCopy.js"
import { invoiceItemName, paymentTermsText } from "./invoiceTexts.js"
import { sampleInvoice } from "../testing/sampleInvoice.js"
import { toFinvoice } from "./finvoice.js"

/** Line texts and payment terms are keys and data, worded by each rendering in its own language. */

const finnishWords = /raportointipalvelu|vuositilaus|päivää/

describe("invoice texts", () => {
  it("keeps the line and the terms as keys in the model, not as Finnish words", () => {
    const invoice = sampleInvoice()
    expect(invoice.lines[0].item).toBe("vsmeSubscriptionYear")
    expect(invoice.paymentTerms).toEqual({ netDays: 14 })
    expect(invoice.language).toBe("fi")
    expect(JSON.stringify(invoice)).not.toMatch(finnishWords)
  })

  it("has every text in every language", () => {
    for (const locale of locales) {
      expect(invoiceItemName("vsmeSubscriptionYear", locale)).not.toBe("")
      expect(paymentTermsText({ netDays: 14 }, locale)).toMatch(/^14 /)
    }
  })

  it("writes each readable copy in one language only", () => {
    const invoice = sampleInvoice()
    expect(invoiceCopyHtml(invoice, "fi")).toContain("14 päivää netto")
    for (const locale of ["en", "sv"] as const)
      expect(invoiceCopyHtml(invoice, locale)).not.toMatch(finnishWords)
    expect(invoiceCopyHtml(invoice, "en")).toContain("VSME reporting service, annual subscription")
    expect(invoiceCopyHtml(invoice, "sv")).toContain("14 dagar netto")
  })

  it("writes the e-invoice in the invoice's language, with its language code", () => {
    const xml = toFinvoice(sampleInvoice(), { messageId: "m", timestamp: "2026-11-23T10:00:00.000Z" })
    expect(xml).toContain("<InvoiceRecipientLanguageCode>FI</InvoiceRecipientLanguageCode>")
    expect(xml).toContain("<InvoiceTypeText>LASKU</InvoiceTypeText>")
    expect(xml).toContain("<PaymentTermsFreeText>14 päivää netto</PaymentTermsFreeText>")
  })

  it("reads an invoice stored before the texts became keys as the same keys", () => {
    const { language: _, ...current } = sampleInvoice()
    const stored = {
      ...current,
      paymentTerms: "14 päivää netto",
      lines: current.lines.map(({ item: __, ...line }) => ({
        ...line,
        itemName: "VSME-raportointipalvelu, vuositilaus",
      })),
    }
    const read = readStoredInvoice(JSON.stringify(stored))
    expect(read).toEqual(sampleInvoice())
    expect(invoiceCopyHtml(read, "en")).not.toMatch(finnishWords)
  })
})
