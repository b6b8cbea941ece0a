import type { Locale } from "../i18n/Locale.js"
import { finnishDate } from "./calendar.js"
import type { Invoice, InvoiceParty } from "./Invoice.js"
import { invoiceItemName, paymentTermsText } from "./invoiceTexts.js"
import { formatCents, formatVatRate } from "./money.js"
import { groupReference } from "./referenceNumber.js"

/**
 * A readable copy of an invoice as one self-contained HTML page (inline styles, no scripts, nothing
 * loaded from elsewhere), in the reader's language: what an owner opens in the Subscription tab and
 * what goes by e-mail to a company without an e-invoice address. The figures are the model's, so the
 * copy always says what the e-invoice says.
 */

const text = {
  fi: {
    title: "Lasku",
    seller: "Myyjä",
    buyer: "Ostaja",
    number: "Laskun numero",
    date: "Laskun päivä",
    dueDate: "Eräpäivä",
    reference: "Viitenumero",
    period: "Laskutuskausi",
    customerNumber: "Asiakasnumero",
    businessId: "Y-tunnus",
    vatNumber: "ALV-tunnus",
    einvoiceAddress: "Verkkolaskuosoite",
    peppolId: "Peppol-tunnus",
    item: "Tuote",
    quantity: "Määrä",
    unitYear: "vuosi",
    unitPrice: "À-hinta",
    vatRate: "ALV %",
    net: "Veroton",
    vatBase: "Veron peruste",
    vat: "ALV",
    totalNet: "Yhteensä ilman ALV:tä",
    totalVat: "Arvonlisävero",
    total: "Maksettava yhteensä",
    payment: "Maksutiedot",
    iban: "Tilinumero (IBAN)",
    bic: "BIC",
    terms: "Maksuehto",
  },
  en: {
    title: "Invoice",
    seller: "Seller",
    buyer: "Buyer",
    number: "Invoice number",
    date: "Invoice date",
    dueDate: "Due date",
    reference: "Reference number",
    period: "Invoicing period",
    customerNumber: "Customer number",
    businessId: "Business ID",
    vatNumber: "VAT number",
    einvoiceAddress: "E-invoice address",
    peppolId: "Peppol ID",
    item: "Item",
    quantity: "Quantity",
    unitYear: "year",
    unitPrice: "Unit price",
    vatRate: "VAT %",
    net: "Net",
    vatBase: "Taxable amount",
    vat: "VAT",
    totalNet: "Total without VAT",
    totalVat: "VAT",
    total: "Total to pay",
    payment: "Payment details",
    iban: "Account (IBAN)",
    bic: "BIC",
    terms: "Payment terms",
  },
  sv: {
    title: "Faktura",
    seller: "Säljare",
    buyer: "Köpare",
    number: "Fakturanummer",
    date: "Fakturadatum",
    dueDate: "Förfallodag",
    reference: "Referensnummer",
    period: "Faktureringsperiod",
    customerNumber: "Kundnummer",
    businessId: "FO-nummer",
    vatNumber: "Momsnummer",
    einvoiceAddress: "E-fakturaadress",
    peppolId: "Peppol-ID",
    item: "Produkt",
    quantity: "Antal",
    unitYear: "år",
    unitPrice: "À-pris",
    vatRate: "Moms %",
    net: "Netto",
    vatBase: "Beskattningsunderlag",
    vat: "Moms",
    totalNet: "Summa utan moms",
    totalVat: "Mervärdesskatt",
    total: "Att betala",
    payment: "Betalningsuppgifter",
    iban: "Kontonummer (IBAN)",
    bic: "BIC",
    terms: "Betalningsvillkor",
  },
} as const satisfies Record<Locale, Record<string, string>>

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => entities[c]!)

/** The file name of a copy: `invoice-1001.html` (`lasku-`, `faktura-` in Finnish and Swedish). */
export const invoiceCopyFileName = (invoice: Pick<Invoice, "number">, locale: Locale) =>
  `${{ fi: "lasku", en: "invoice", sv: "faktura" }[locale]}-${invoice.number}.html`

/** The HTML copy of `invoice` in `locale`. */
export const invoiceCopyHtml = (invoice: Invoice, locale: Locale): string => {
  const t = text[locale]
  const separator = locale === "en" ? "." : ","
  const money = (cents: number) => `${formatCents(cents, separator)} ${invoice.currency}`
  const rate = (value: number) => `${formatVatRate(value, separator)} %`
  const day = (date: string) => (locale === "en" ? date : finnishDate(date))
  const row = (label: string, value: string) =>
    `<tr><th scope="row">${escape(label)}</th><td>${escape(value)}</td></tr>`
  const partyBlock = (heading: string, party: InvoiceParty) => {
    const { street, additionalStreet, postCode, city, countryCode } = party.address
    const lines = [
      party.name,
      street,
      additionalStreet,
      [postCode, city].filter(Boolean).join(" "),
      countryCode === "FI" ? null : countryCode,
      `${t.businessId} ${party.businessId}`,
      party.vatNumber ? `${t.vatNumber} ${party.vatNumber}` : null,
      party.routing ? `${t.einvoiceAddress} ${party.routing.address} (${party.routing.operator})` : null,
      // The e-invoice's electronic address (BT-34 / BT-49), unless it only repeats the e-invoice address.
      party.electronicAddress.value === party.routing?.address
        ? null
        : `${t.peppolId} ${party.electronicAddress.scheme}:${party.electronicAddress.value}`,
      party.email,
    ].filter((line): line is string => Boolean(line && line.trim()))
    return `<section><h2>${escape(heading)}</h2><p>${lines.map(escape).join("<br>")}</p></section>`
  }
  const lines = invoice.lines
    .map(
      (line) =>
        `<tr><td>${escape(invoiceItemName(line.item, locale))}<br><small>${day(line.period.start)}–${day(line.period.end)}</small></td>` +
        `<td class="num">${line.quantity} ${escape(t.unitYear)}</td><td class="num">${money(line.unitPrice)}</td>` +
        `<td class="num">${rate(line.vatRate)}</td><td class="num">${money(line.net)}</td></tr>`,
    )
    .join("")
  const vat = invoice.vatBreakdown
    .map(
      (entry) =>
        `<tr><td>${rate(entry.rate)}</td><td class="num">${money(entry.taxable)}</td><td class="num">${money(entry.tax)}</td></tr>`,
    )
    .join("")
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    `<title>${escape(`${t.title} ${invoice.number}`)}</title>`,
    "<style>body{font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;margin:2rem;max-width:48rem}",
    "h1{font-size:1.6rem}h2{font-size:1rem;margin:0 0 .3rem}table{border-collapse:collapse;width:100%;margin:1rem 0}",
    "th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #ccc;vertical-align:top}",
    ".num{text-align:right}.parties{display:flex;gap:2rem}.parties section{flex:1}.total td,.total th{font-weight:bold}</style>",
    `</head><body><h1>${escape(t.title)} ${escape(invoice.number)}</h1>`,
    `<div class="parties">${partyBlock(t.seller, invoice.seller)}${partyBlock(t.buyer, invoice.buyer)}</div>`,
    "<table><tbody>",
    row(t.number, invoice.number),
    row(t.date, day(invoice.issueDate)),
    row(t.dueDate, day(invoice.dueDate)),
    row(t.reference, groupReference(invoice.payment.reference)),
    row(t.period, `${day(invoice.period.start)}–${day(invoice.period.end)}`),
    row(t.customerNumber, invoice.buyerReference),
    "</tbody></table>",
    `<table><thead><tr><th scope="col">${escape(t.item)}</th><th scope="col" class="num">${escape(t.quantity)}</th>`,
    `<th scope="col" class="num">${escape(t.unitPrice)}</th><th scope="col" class="num">${escape(t.vatRate)}</th>`,
    `<th scope="col" class="num">${escape(t.net)}</th></tr></thead><tbody>${lines}</tbody></table>`,
    `<table><thead><tr><th scope="col">${escape(t.vatRate)}</th><th scope="col" class="num">${escape(t.vatBase)}</th>`,
    `<th scope="col" class="num">${escape(t.vat)}</th></tr></thead><tbody>${vat}</tbody></table>`,
    "<table><tbody>",
    row(t.totalNet, money(invoice.totals.taxExclusive)),
    row(t.totalVat, money(invoice.totals.tax)),
    `<tr class="total"><th scope="row">${escape(t.total)}</th><td>${money(invoice.totals.payable)}</td></tr>`,
    "</tbody></table>",
    `<section><h2>${escape(t.payment)}</h2><table><tbody>`,
    row(t.iban, invoice.payment.iban),
    row(t.bic, invoice.payment.bic),
    row(t.reference, groupReference(invoice.payment.reference)),
    row(t.dueDate, day(invoice.dueDate)),
    row(t.terms, paymentTermsText(invoice.paymentTerms, locale)),
    "</tbody></table></section></body></html>",
  ].join("")
}
