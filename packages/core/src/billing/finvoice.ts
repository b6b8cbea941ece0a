import { compactDate } from "./calendar.js"
import type { Invoice, InvoiceParty } from "./Invoice.js"
import { invoiceItemName, invoiceTitle, paymentTermsText } from "./invoiceTexts.js"
import { formatCents, formatVatRate } from "./money.js"
import { el, leaf, optionalLeaf, splitText, xmlDocument, type XmlElement } from "./xml.js"

/**
 * The invoice as a Finvoice 3.0 message (Finance Finland), the format every Finnish operator and bank
 * takes natively. Element order follows Finvoice3.0.xsd (fixtures/einvoice/finvoice-3.0): transmission
 * details for the operator's routing, seller, buyer, invoice details with the VAT breakdown, the
 * rows, and the mandatory EpiDetails payment block (fixtures/reference/e-invoicing.md §2). Amounts
 * use a decimal comma, dates CCYYMMDD.
 */

const date = (name: string, value: string) => leaf(name, compactDate(value), { Format: "CCYYMMDD" })
const eur = (name: string, cents: number) =>
  leaf(name, formatCents(cents), { AmountCurrencyIdentifier: "EUR" })

/** `SchemeID="0216"` marks an OVT code (0037 + Business ID digits); other addresses go without. */
const addressScheme = (address: string) => (address.startsWith("0037") ? "0216" : undefined)

/** Both ends of the route: without an address and operator on either side the message cannot travel. */
const transmission = (invoice: Invoice, messageId: string, timestamp: string): XmlElement | null => {
  const from = invoice.seller.routing
  const to = invoice.buyer.routing
  if (!from || !to) return null
  return el(
    "MessageTransmissionDetails",
    {},
    el(
      "MessageSenderDetails",
      {},
      leaf("FromIdentifier", from.address, { SchemeID: addressScheme(from.address) }),
      leaf("FromIntermediator", from.operator),
    ),
    el(
      "MessageReceiverDetails",
      {},
      leaf("ToIdentifier", to.address, { SchemeID: addressScheme(to.address) }),
      leaf("ToIntermediator", to.operator),
    ),
    el(
      "MessageDetails",
      {},
      leaf("MessageIdentifier", messageId),
      leaf("MessageTimeStamp", timestamp),
      leaf("SpecificationIdentifier", "EN16931"),
    ),
  )
}

/** The postal address block, only when it is complete enough for the schema (street, town, code). */
const postalAddress = (prefix: "Seller" | "Buyer", party: InvoiceParty): XmlElement | null => {
  const { street, additionalStreet, city, postCode, countryCode } = party.address
  const streets = [street, additionalStreet]
    .filter((s): s is string => Boolean(s && s.trim().length >= 2))
    .flatMap((s) => splitText(s, 35, 3))
    .slice(0, 3)
  if (streets.length === 0 || !city || city.trim().length < 2 || !postCode || postCode.trim().length < 2)
    return null
  return el(
    `${prefix}PostalAddressDetails`,
    {},
    streets.map((s) => leaf(`${prefix}StreetName`, s)),
    leaf(`${prefix}TownName`, city.slice(0, 35)),
    leaf(`${prefix}PostCodeIdentifier`, postCode),
    leaf("CountryCode", countryCode),
  )
}

const partyDetails = (prefix: "Seller" | "Buyer", party: InvoiceParty) =>
  el(
    `${prefix}PartyDetails`,
    {},
    leaf(`${prefix}PartyIdentifier`, party.businessId),
    splitText(party.name, 70, 3).map((name) => leaf(`${prefix}OrganisationName`, name)),
    optionalLeaf(`${prefix}OrganisationTaxCode`, party.vatNumber),
    postalAddress(prefix, party),
  )

/** Finvoice 3.0 XML of `invoice`; `timestamp` is the message's creation time (ISO 8601 with offset). */
export const toFinvoice = (
  invoice: Invoice,
  options: { readonly messageId: string; readonly timestamp: string },
) => {
  const { seller, buyer, totals, payment } = invoice
  return xmlDocument(
    el(
      "Finvoice",
      { Version: "3.0" },
      transmission(invoice, options.messageId, options.timestamp),
      partyDetails("Seller", seller),
      leaf("SellerOrganisationUnitNumber", seller.routing?.address ?? seller.electronicAddress.value),
      seller.email
        ? el("SellerCommunicationDetails", {}, leaf("SellerEmailaddressIdentifier", seller.email))
        : null,
      el(
        "SellerInformationDetails",
        {},
        optionalLeaf("SellerHomeTownName", seller.address.city),
        optionalLeaf("SellerVatRegistrationText", seller.vatNumber ? "Alv.Rek." : null),
        el(
          "SellerAccountDetails",
          {},
          leaf("SellerAccountID", payment.iban, { IdentificationSchemeName: "IBAN" }),
          leaf("SellerBic", payment.bic, { IdentificationSchemeName: "BIC" }),
        ),
      ),
      leaf("InvoiceRecipientLanguageCode", invoice.language.toUpperCase()),
      partyDetails("Buyer", buyer),
      leaf("BuyerOrganisationUnitNumber", buyer.routing?.address ?? buyer.electronicAddress.value),
      buyer.email
        ? el("BuyerCommunicationDetails", {}, leaf("BuyerEmailaddressIdentifier", buyer.email))
        : null,
      el(
        "InvoiceDetails",
        {},
        leaf("InvoiceTypeCode", "INV01"),
        leaf("InvoiceTypeCodeUN", String(invoice.typeCode)),
        leaf("InvoiceTypeText", invoiceTitle(invoice.language)),
        leaf("OriginCode", "Original"),
        leaf("InvoiceNumber", invoice.number),
        date("InvoiceDate", invoice.issueDate),
        date("InvoicingPeriodStartDate", invoice.period.start),
        date("InvoicingPeriodEndDate", invoice.period.end),
        leaf("BuyerReferenceIdentifier", invoice.buyerReference),
        eur("RowsTotalVatExcludedAmount", totals.lineNet),
        eur("InvoiceTotalVatExcludedAmount", totals.taxExclusive),
        eur("InvoiceTotalVatAmount", totals.tax),
        eur("InvoiceTotalVatIncludedAmount", totals.taxInclusive),
        invoice.vatBreakdown.map((vat) =>
          el(
            "VatSpecificationDetails",
            {},
            eur("VatBaseAmount", vat.taxable),
            leaf("VatRatePercent", formatVatRate(vat.rate)),
            leaf("VatCode", vat.category),
            eur("VatRateAmount", vat.tax),
          ),
        ),
        el(
          "PaymentTermsDetails",
          {},
          leaf("PaymentTermsFreeText", paymentTermsText(invoice.paymentTerms, invoice.language)),
          date("InvoiceDueDate", invoice.dueDate),
        ),
      ),
      invoice.lines.map((line, index) =>
        el(
          "InvoiceRow",
          {},
          leaf("ArticleName", invoiceItemName(line.item, invoice.language).slice(0, 100)),
          leaf("InvoicedQuantity", String(line.quantity), { QuantityUnitCodeUN: line.unitCode }),
          date("StartDate", line.period.start),
          date("EndDate", line.period.end),
          leaf("UnitPriceAmount", formatCents(line.unitPrice), {
            AmountCurrencyIdentifier: "EUR",
            QuantityUnitCodeUN: line.unitCode,
          }),
          leaf("RowPositionIdentifier", String(index + 1)),
          leaf("RowVatRatePercent", formatVatRate(line.vatRate)),
          leaf("RowVatCode", line.vatCategory),
          eur("RowVatExcludedAmount", line.net),
        ),
      ),
      el(
        "EpiDetails",
        {},
        el(
          "EpiIdentificationDetails",
          {},
          date("EpiDate", invoice.issueDate),
          leaf("EpiReference", invoice.number),
        ),
        el(
          "EpiPartyDetails",
          {},
          el(
            "EpiBfiPartyDetails",
            {},
            leaf("EpiBfiIdentifier", payment.bic, { IdentificationSchemeName: "BIC" }),
          ),
          el(
            "EpiBeneficiaryPartyDetails",
            {},
            leaf("EpiNameAddressDetails", splitText(seller.name, 35, 1)[0] ?? seller.name),
            leaf("EpiAccountID", payment.iban, { IdentificationSchemeName: "IBAN" }),
          ),
        ),
        el(
          "EpiPaymentInstructionDetails",
          {},
          leaf("EpiRemittanceInfoIdentifier", payment.reference, { IdentificationSchemeName: "SPY" }),
          leaf("EpiInstructedAmount", formatCents(totals.payable), { AmountCurrencyIdentifier: "EUR" }),
          leaf("EpiCharge", "SHA", { ChargeOption: "SHA" }),
          date("EpiDateOptionDate", invoice.dueDate),
          leaf("EpiPaymentMeansCode", payment.meansCode),
        ),
      ),
    ),
  )
}
