import { Schema } from "effect"
import { BusinessId } from "../account/businessId.js"
import { CompanyName, EinvoiceAddress, EinvoiceOperator, VatNumber } from "../account/CompanyDetails.js"
import { requiredText } from "../account/companyText.js"
import { withMessage } from "../validation/messages.js"
import { Email } from "../identity/email.js"

/** Whether an IBAN's check digits hold (ISO 13616: the rearranged number mod 97 is 1). */
export const isValidIban = (iban: string): boolean => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`
  const digits = [...rearranged].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join("")
  return BigInt(digits) % 97n === 1n
}

const compact = (text: string) => text.replace(/\s/g, "").toUpperCase()

/** An IBAN, spaces removed (`FI21 1234 5600 0007 85` → `FI2112345600000785`). */
export const Iban = Schema.transform(
  Schema.String,
  Schema.String.pipe(Schema.filter(isValidIban, withMessage("validation.invalidValue"))),
  { strict: true, decode: compact, encode: (iban) => iban },
)

/** A bank's BIC (SWIFT code), 8 or 11 characters. */
export const Bic = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.pattern(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/, withMessage("validation.invalidValue")),
  ),
  { strict: true, decode: compact, encode: (bic) => bic },
)

/**
 * Who invoices the subscriptions: the company running the service, with the bank account the
 * customers pay to and its own e-invoice address. Configured per installation (API `BILLING_SELLER`)
 * and copied into every invoice, so a later change never alters an issued one.
 */
export const BillingSeller = Schema.Struct({
  name: CompanyName,
  businessId: BusinessId,
  vatNumber: VatNumber,
  street: requiredText(70),
  postCode: Schema.String.pipe(Schema.pattern(/^[0-9A-Z -]{2,10}$/)),
  city: requiredText(35),
  countryCode: Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/)),
  /** Where customers send questions about invoices (customer service). */
  email: Email,
  iban: Iban,
  bic: Bic,
  einvoiceAddress: EinvoiceAddress,
  einvoiceOperator: EinvoiceOperator,
})
export type BillingSeller = typeof BillingSeller.Type
