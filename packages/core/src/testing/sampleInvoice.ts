import { electronicAddressOf, subscriptionInvoice, type InvoiceParty } from "../billing/Invoice.js"
import { invoiceReference } from "../billing/referenceNumber.js"
import { yearFrom } from "../billing/subscription.js"

/** A seller and a buyer as an installation and a customer would have them (test data). */
export const sampleSeller: InvoiceParty = {
  name: "VSME Palvelut Oy",
  businessId: "2345678-0",
  vatNumber: "FI23456780",
  address: {
    street: "Esimerkkikatu 1",
    additionalStreet: null,
    city: "Helsinki",
    postCode: "00100",
    countryCode: "FI",
  },
  electronicAddress: electronicAddressOf("2345678-0", "003723456780"),
  routing: { address: "003723456780", operator: "003723327487" },
  email: "laskutus@example.com",
}

export const sampleBuyer: InvoiceParty = {
  name: "Ostaja & Poika Oy <Testi>",
  businessId: "1234567-1",
  vatNumber: "FI12345671",
  address: {
    street: "Ostajankuja 2 B 12",
    additionalStreet: null,
    city: "Espoo",
    postCode: "02100",
    countryCode: "FI",
  },
  electronicAddress: electronicAddressOf("1234567-1", "003712345671"),
  routing: { address: "003712345671", operator: "003721291126" },
  email: "ostolaskut@example.com",
}

export const sampleInvoice = (number = 1, start = "2026-11-23") =>
  subscriptionInvoice({
    number: String(number),
    issueDate: start,
    period: yearFrom(start),
    seller: sampleSeller,
    buyer: sampleBuyer,
    buyerReference: "3f1c8a52-1b2c-4d5e-8f90-1a2b3c4d5e6f",
    reference: invoiceReference(number),
    iban: "FI2112345600000785",
    bic: "NDEAFIHH",
  })
