import { describe, expect, it } from "vitest"
import { toFinvoice } from "./finvoice.js"
import { electronicAddressOf } from "./Invoice.js"
import { invoiceCopyFileName, invoiceCopyHtml } from "./invoiceCopy.js"
import { peppolCustomizationId, peppolProfileId, toPeppolUbl } from "./peppolUbl.js"
import { sampleBuyer, sampleInvoice } from "../testing/sampleInvoice.js"

/** The element names of an XML document in document order (enough to check sequences). */
const elementOrder = (xml: string) => [...xml.matchAll(/<([A-Za-z:]+)[\s>/]/g)].map((m) => m[1]!)
const indexOf = (names: string[], name: string) => {
  const index = names.indexOf(name)
  expect(index, name).toBeGreaterThanOrEqual(0)
  return index
}

describe("the subscription invoice (EN 16931 model)", () => {
  it("is 780,00 + VAT 25.5 % 198,90 = 978,90 EUR, due in 14 days, for one year", () => {
    const invoice = sampleInvoice()
    expect(invoice.totals).toEqual({
      lineNet: 78_000,
      taxExclusive: 78_000,
      tax: 19_890,
      taxInclusive: 97_890,
      payable: 97_890,
    })
    expect(invoice.vatBreakdown).toEqual([{ category: "S", rate: 2550, taxable: 78_000, tax: 19_890 }])
    expect(invoice.dueDate).toBe("2026-12-07")
    expect(invoice.period).toEqual({ start: "2026-11-23", end: "2027-11-22" })
    expect(invoice.payment.reference).toBe("1000012")
  })

  it("gives a company without an OVT e-invoice address its default OVT code as electronic address", () => {
    expect(electronicAddressOf("1234567-1", null)).toEqual({ scheme: "0216", value: "003712345671" })
    expect(electronicAddressOf("1234567-1", "FI2112345600000785")).toEqual({
      scheme: "0216",
      value: "003712345671",
    })
    expect(electronicAddressOf("1234567-1", "00371234567100")).toEqual({
      scheme: "0216",
      value: "00371234567100",
    })
  })
})

describe("Finvoice 3.0", () => {
  const xml = toFinvoice(sampleInvoice(), { messageId: "VSME-1", timestamp: "2026-11-23T10:00:00+02:00" })

  it("carries the amounts with decimal commas and the dates as CCYYMMDD", () => {
    expect(xml).toContain('<Finvoice Version="3.0">')
    expect(xml).toContain(
      '<InvoiceTotalVatExcludedAmount AmountCurrencyIdentifier="EUR">780,00</InvoiceTotalVatExcludedAmount>',
    )
    expect(xml).toContain(
      '<InvoiceTotalVatAmount AmountCurrencyIdentifier="EUR">198,90</InvoiceTotalVatAmount>',
    )
    expect(xml).toContain(
      '<InvoiceTotalVatIncludedAmount AmountCurrencyIdentifier="EUR">978,90</InvoiceTotalVatIncludedAmount>',
    )
    expect(xml).toContain("<VatRatePercent>25,5</VatRatePercent>")
    expect(xml).toContain('<InvoiceDate Format="CCYYMMDD">20261123</InvoiceDate>')
    expect(xml).toContain('<InvoiceDueDate Format="CCYYMMDD">20261207</InvoiceDueDate>')
  })

  it("routes from the seller's to the buyer's e-invoice address through their operators", () => {
    expect(xml).toContain('<FromIdentifier SchemeID="0216">003723456780</FromIdentifier>')
    expect(xml).toContain("<FromIntermediator>003723327487</FromIntermediator>")
    expect(xml).toContain('<ToIdentifier SchemeID="0216">003712345671</ToIdentifier>')
    expect(xml).toContain("<ToIntermediator>003721291126</ToIntermediator>")
  })

  it("has the payment block with IBAN, BIC, the Finnish reference, amount and due date", () => {
    expect(xml).toContain(
      '<EpiRemittanceInfoIdentifier IdentificationSchemeName="SPY">1000012</EpiRemittanceInfoIdentifier>',
    )
    expect(xml).toContain('<EpiAccountID IdentificationSchemeName="IBAN">FI2112345600000785</EpiAccountID>')
    expect(xml).toContain('<EpiBfiIdentifier IdentificationSchemeName="BIC">NDEAFIHH</EpiBfiIdentifier>')
    expect(xml).toContain('<EpiInstructedAmount AmountCurrencyIdentifier="EUR">978,90</EpiInstructedAmount>')
    expect(xml).toContain('<EpiDateOptionDate Format="CCYYMMDD">20261207</EpiDateOptionDate>')
  })

  it("puts the blocks in the schema's order", () => {
    const names = elementOrder(xml)
    const order = [
      "MessageTransmissionDetails",
      "SellerPartyDetails",
      "SellerOrganisationUnitNumber",
      "SellerInformationDetails",
      "BuyerPartyDetails",
      "BuyerOrganisationUnitNumber",
      "InvoiceDetails",
      "InvoiceRow",
      "EpiDetails",
    ].map((name) => indexOf(names, name))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it("escapes names and leaves out routing when the buyer has no e-invoice operator", () => {
    expect(xml).toContain(
      "<BuyerOrganisationName>Ostaja &amp; Poika Oy &lt;Testi&gt;</BuyerOrganisationName>",
    )
    const unrouted = toFinvoice(
      { ...sampleInvoice(), buyer: { ...sampleBuyer, routing: null } },
      { messageId: "VSME-1", timestamp: "2026-11-23T10:00:00+02:00" },
    )
    expect(unrouted).not.toContain("MessageTransmissionDetails")
    expect(unrouted).toContain("<BuyerOrganisationUnitNumber>003712345671</BuyerOrganisationUnitNumber>")
  })
})

describe("Peppol BIS Billing 3.0 UBL", () => {
  const xml = toPeppolUbl(sampleInvoice())

  it("names the BIS 3.0 customization and profile and the buyer reference", () => {
    expect(xml).toContain(`<cbc:CustomizationID>${peppolCustomizationId}</cbc:CustomizationID>`)
    expect(xml).toContain(`<cbc:ProfileID>${peppolProfileId}</cbc:ProfileID>`)
    expect(xml).toContain("<cbc:BuyerReference>3f1c8a52-1b2c-4d5e-8f90-1a2b3c4d5e6f</cbc:BuyerReference>")
  })

  it("carries endpoints, VAT, totals and the SEPA payment with dot decimals", () => {
    expect(xml).toContain('<cbc:EndpointID schemeID="0216">003723456780</cbc:EndpointID>')
    expect(xml).toContain('<cbc:EndpointID schemeID="0216">003712345671</cbc:EndpointID>')
    expect(xml).toContain('<cbc:TaxAmount currencyID="EUR">198.90</cbc:TaxAmount>')
    expect(xml).toContain("<cbc:Percent>25.5</cbc:Percent>")
    expect(xml).toContain('<cbc:PayableAmount currencyID="EUR">978.90</cbc:PayableAmount>')
    expect(xml).toContain("<cbc:PaymentMeansCode>58</cbc:PaymentMeansCode>")
    expect(xml).toContain("<cbc:PaymentID>1000012</cbc:PaymentID>")
  })

  it("puts the parts in UBL 2.1's order", () => {
    const names = elementOrder(xml)
    const order = [
      "cbc:CustomizationID",
      "cbc:ID",
      "cbc:IssueDate",
      "cbc:DueDate",
      "cbc:InvoiceTypeCode",
      "cbc:DocumentCurrencyCode",
      "cbc:BuyerReference",
      "cac:InvoicePeriod",
      "cac:AccountingSupplierParty",
      "cac:AccountingCustomerParty",
      "cac:PaymentMeans",
      "cac:PaymentTerms",
      "cac:TaxTotal",
      "cac:LegalMonetaryTotal",
      "cac:InvoiceLine",
    ].map((name) => indexOf(names, name))
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })
})

describe("the readable copy", () => {
  it("shows the figures in the reader's language and escapes names", () => {
    const fi = invoiceCopyHtml(sampleInvoice(), "fi")
    expect(fi).toContain('<html lang="fi">')
    expect(fi).toContain("978,90 EUR")
    expect(fi).toContain("198,90 EUR")
    expect(fi).toContain("25,5 %")
    expect(fi).toContain("7.12.2026")
    expect(fi).toContain("10 00012")
    expect(fi).toContain("Ostaja &amp; Poika Oy &lt;Testi&gt;")
    expect(fi).not.toContain("<Testi>")
    const en = invoiceCopyHtml(sampleInvoice(), "en")
    expect(en).toContain("978.90 EUR")
    expect(en).toContain("Total to pay")
    expect(invoiceCopyHtml(sampleInvoice(), "sv")).toContain("Att betala")
    expect(invoiceCopyFileName({ number: "12" }, "sv")).toBe("faktura-12.html")
  })

  it("names a buyer's Peppol ID when it is not just its e-invoice address", () => {
    // The sample buyer's electronic address is its OVT e-invoice address: said once.
    expect(invoiceCopyHtml(sampleInvoice(), "fi")).not.toContain("Peppol-tunnus")
    const invoice = sampleInvoice()
    const withPeppol = {
      ...invoice,
      buyer: {
        ...invoice.buyer,
        electronicAddress: electronicAddressOf("1234567-1", null, "0192:974760673"),
      },
    }
    expect(invoiceCopyHtml(withPeppol, "fi")).toContain("Peppol-tunnus 0192:974760673")
    expect(invoiceCopyHtml(withPeppol, "sv")).toContain("Peppol-ID 0192:974760673")
    expect(invoiceCopyHtml({ ...withPeppol, buyer: { ...withPeppol.buyer, routing: null } }, "en")).toContain(
      "Peppol ID 0192:974760673",
    )
  })
})
