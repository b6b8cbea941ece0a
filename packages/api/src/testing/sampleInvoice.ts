import {
  electronicAddressOf,
  invoiceReference,
  subscriptionInvoice,
  yearFrom,
  type InvoiceParty,
} from "@vsme/core"
import { demoBillingSeller } from "../billing/billingConfig.js"
import { sellerParty } from "../billing/parties.js"

/** A buyer as a customer's account would make one (test data). */
export const testBuyer: InvoiceParty = {
  name: "Ostaja & Poika Oy",
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

/** The subscription invoice of the demo seller to the test buyer. */
export const sampleTestInvoice = (number = 1, start = "2026-11-23") =>
  subscriptionInvoice({
    number: String(number),
    issueDate: start,
    period: yearFrom(start),
    seller: sellerParty(demoBillingSeller),
    buyer: testBuyer,
    buyerReference: "3f1c8a52-1b2c-4d5e-8f90-1a2b3c4d5e6f",
    reference: invoiceReference(number),
    iban: demoBillingSeller.iban,
    bic: demoBillingSeller.bic,
  })
