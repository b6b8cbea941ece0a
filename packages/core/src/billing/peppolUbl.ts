import type { Invoice, InvoiceParty } from "./Invoice.js"
import { invoiceItemName, paymentTermsText } from "./invoiceTexts.js"
import { formatCents, formatVatRate } from "./money.js"
import { el, leaf, optionalLeaf, xmlDocument } from "./xml.js"

/**
 * The invoice as a Peppol BIS Billing 3.0 message: UBL 2.1 `Invoice` under the EN 16931 CIUS of
 * OpenPEPPOL, for buyers reached over Peppol (and, from 2030, cross-border ViDA reporting). Element
 * order is the UBL 2.1 schema's; what BIS 3.0 requires on top of it (fixtures/reference/e-invoicing.md
 * §3): customization and profile ids, a buyer reference (R003), electronic addresses with their
 * scheme for both parties (R010, R020), the seller's VAT id, one tax total with a subtotal per
 * category and the percent inside the category, and SEPA credit transfer with the payee's IBAN.
 * Amounts use a decimal point, dates ISO 8601.
 */

export const peppolCustomizationId =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0"
export const peppolProfileId = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0"

const namespaces = {
  xmlns: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  "xmlns:cac": "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  "xmlns:cbc": "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
}

const amount = (name: string, cents: number) =>
  leaf(`cbc:${name}`, formatCents(cents, "."), { currencyID: "EUR" })
const percent = (rate: number) => leaf("cbc:Percent", formatVatRate(rate, "."))
const vatScheme = () => el("cac:TaxScheme", {}, leaf("cbc:ID", "VAT"))

const party = (role: "AccountingSupplierParty" | "AccountingCustomerParty", p: InvoiceParty) =>
  el(
    `cac:${role}`,
    {},
    el(
      "cac:Party",
      {},
      leaf("cbc:EndpointID", p.electronicAddress.value, { schemeID: p.electronicAddress.scheme }),
      el("cac:PartyName", {}, leaf("cbc:Name", p.name)),
      el(
        "cac:PostalAddress",
        {},
        optionalLeaf("cbc:StreetName", p.address.street),
        optionalLeaf("cbc:AdditionalStreetName", p.address.additionalStreet),
        optionalLeaf("cbc:CityName", p.address.city),
        optionalLeaf("cbc:PostalZone", p.address.postCode),
        el("cac:Country", {}, leaf("cbc:IdentificationCode", p.address.countryCode)),
      ),
      p.vatNumber ? el("cac:PartyTaxScheme", {}, leaf("cbc:CompanyID", p.vatNumber), vatScheme()) : null,
      el(
        "cac:PartyLegalEntity",
        {},
        leaf("cbc:RegistrationName", p.name),
        leaf("cbc:CompanyID", p.businessId, { schemeID: "0212" }),
      ),
      p.email ? el("cac:Contact", {}, leaf("cbc:ElectronicMail", p.email)) : null,
    ),
  )

/** Peppol BIS Billing 3.0 UBL XML of `invoice`. */
export const toPeppolUbl = (invoice: Invoice) => {
  const { totals, payment } = invoice
  return xmlDocument(
    el(
      "Invoice",
      namespaces,
      leaf("cbc:CustomizationID", peppolCustomizationId),
      leaf("cbc:ProfileID", peppolProfileId),
      leaf("cbc:ID", invoice.number),
      leaf("cbc:IssueDate", invoice.issueDate),
      leaf("cbc:DueDate", invoice.dueDate),
      leaf("cbc:InvoiceTypeCode", String(invoice.typeCode)),
      leaf("cbc:DocumentCurrencyCode", invoice.currency),
      leaf("cbc:BuyerReference", invoice.buyerReference),
      el(
        "cac:InvoicePeriod",
        {},
        leaf("cbc:StartDate", invoice.period.start),
        leaf("cbc:EndDate", invoice.period.end),
      ),
      party("AccountingSupplierParty", invoice.seller),
      party("AccountingCustomerParty", invoice.buyer),
      el(
        "cac:PaymentMeans",
        {},
        leaf("cbc:PaymentMeansCode", payment.meansCode),
        leaf("cbc:PaymentID", payment.reference),
        el(
          "cac:PayeeFinancialAccount",
          {},
          leaf("cbc:ID", payment.iban),
          el("cac:FinancialInstitutionBranch", {}, leaf("cbc:ID", payment.bic)),
        ),
      ),
      el("cac:PaymentTerms", {}, leaf("cbc:Note", paymentTermsText(invoice.paymentTerms, invoice.language))),
      el(
        "cac:TaxTotal",
        {},
        amount("TaxAmount", totals.tax),
        invoice.vatBreakdown.map((vat) =>
          el(
            "cac:TaxSubtotal",
            {},
            amount("TaxableAmount", vat.taxable),
            amount("TaxAmount", vat.tax),
            el("cac:TaxCategory", {}, leaf("cbc:ID", vat.category), percent(vat.rate), vatScheme()),
          ),
        ),
      ),
      el(
        "cac:LegalMonetaryTotal",
        {},
        amount("LineExtensionAmount", totals.lineNet),
        amount("TaxExclusiveAmount", totals.taxExclusive),
        amount("TaxInclusiveAmount", totals.taxInclusive),
        amount("PayableAmount", totals.payable),
      ),
      invoice.lines.map((line) =>
        el(
          "cac:InvoiceLine",
          {},
          leaf("cbc:ID", line.id),
          leaf("cbc:InvoicedQuantity", String(line.quantity), { unitCode: line.unitCode }),
          amount("LineExtensionAmount", line.net),
          el(
            "cac:InvoicePeriod",
            {},
            leaf("cbc:StartDate", line.period.start),
            leaf("cbc:EndDate", line.period.end),
          ),
          el(
            "cac:Item",
            {},
            leaf("cbc:Name", invoiceItemName(line.item, invoice.language)),
            el(
              "cac:ClassifiedTaxCategory",
              {},
              leaf("cbc:ID", line.vatCategory),
              percent(line.vatRate),
              vatScheme(),
            ),
          ),
          el("cac:Price", {}, amount("PriceAmount", line.unitPrice)),
        ),
      ),
    ),
  )
}
