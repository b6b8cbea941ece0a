import { Schema } from "effect"
import { Email } from "../identity/email.js"
import { withMessage } from "../validation/messages.js"
import { isValidBusinessId } from "./businessId.js"
import { optionalField, requiredText, singleLineText } from "./companyText.js"
import { LegalForm } from "./LegalForm.js"
import { Lei, XbrlEntityIdentifier } from "./lei.js"
import { PeppolParticipantId } from "./peppolParticipant.js"
import { isCountryCode } from "./countries.js"
import { NaceCodes } from "./NaceCode.js"

/** Longest values of the company fields; generous for real data, small enough for exports and e-mail. */
export const companyFieldLimits = {
  name: 200,
  contactName: 120,
  phone: 40,
  legalFormOther: 120,
  street: 200,
  zip: 20,
  city: 100,
  referral: 200,
} as const

/** How the account's business identifier is to be read. Only Finnish Business IDs so far (spec §5). */
export const BusinessIdType = Schema.Literal("finnish-business-id")
export type BusinessIdType = typeof BusinessIdType.Type

/** The company's name (spec §3); required, one line, no markup. */
export const CompanyName = requiredText(companyFieldLimits.name)

/** A person's name. */
export const PersonName = singleLineText(companyFieldLimits.contactName)

/** A phone number as people write it: digits, spaces, +, -, parentheses; at least five digits. */
export const PhoneNumber = Schema.Trim.pipe(
  Schema.maxLength(companyFieldLimits.phone, withMessage("validation.tooLong")),
  Schema.filter((phone) => /^\+?[\d\s()-]+$/.test(phone) && phone.replace(/\D/g, "").length >= 5, {
    message: () => "validation.invalidPhone",
  }),
)

/** An ISO 3166-1 alpha-2 country code in force, upper-cased (`fi` → `FI`; withdrawn `DD` refused). */
export const CountryCode = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.pattern(/^[A-Z]{2}$/, withMessage("validation.invalidCountry")),
    Schema.filter(isCountryCode, withMessage("validation.invalidCountry")),
  ),
  { strict: true, decode: (code) => code.trim().toUpperCase(), encode: (code) => code },
)

const PostalCode = Schema.Trim.pipe(
  Schema.maxLength(companyFieldLimits.zip, withMessage("validation.tooLong")),
  Schema.pattern(/^[0-9A-Za-z][0-9A-Za-z -]*$/, withMessage("validation.invalidPostalCode")),
)

/** A street address (spec §3: street, street2, zip, city, country). Finnish postal codes are five digits. */
export const CompanyAddress = Schema.Struct({
  street: optionalField(singleLineText(companyFieldLimits.street)),
  street2: optionalField(singleLineText(companyFieldLimits.street)),
  zip: optionalField(PostalCode),
  city: optionalField(singleLineText(companyFieldLimits.city)),
  country: CountryCode,
}).pipe(
  Schema.filter((address) =>
    address.country === "FI" && address.zip !== null && !/^\d{5}$/.test(address.zip)
      ? { path: ["zip"], message: "validation.invalidPostalCode" }
      : true,
  ),
)
export type CompanyAddress = typeof CompanyAddress.Type

/** The contact person of the account (spec §3 "contact"). */
export const CompanyContact = Schema.Struct({
  name: optionalField(PersonName),
  email: optionalField(Email),
  phone: optionalField(PhoneNumber),
})

/**
 * What the account's owners edit on the Company Details tab (spec §3 "Company account"). The Business
 * ID is set when the account is created and not edited afterwards.
 */
export const CompanyDetails = Schema.Struct({
  name: CompanyName,
  contact: CompanyContact,
  legalForm: Schema.NullOr(LegalForm),
  /** Required when the legal form is "other"; dropped otherwise. */
  legalFormOther: optionalField(singleLineText(companyFieldLimits.legalFormOther)),
  naceCodes: NaceCodes,
  address: CompanyAddress,
  /**
   * The company's Legal Entity Identifier (ISO 17442, check digits verified), and which identifier
   * names the company in its XBRL reports (decision 024). May be left out by callers written before
   * they existed, so optional on both sides of the Schema (the typed client's callers too): a new
   * account then has no LEI and is named by its Business ID, an edited one keeps what it had
   * (decision 001's addendum). Naming it by the LEI needs the LEI in the same call.
   */
  lei: Schema.optionalWith(optionalField(Lei), { exact: true }),
  xbrlIdentifier: Schema.optionalWith(XbrlEntityIdentifier, { exact: true }),
}).pipe(
  Schema.filter((details) =>
    details.legalForm === "other" && details.legalFormOther === null
      ? { path: ["legalFormOther"], message: "validation.requiredField" }
      : true,
  ),
  Schema.filter((details) =>
    details.xbrlIdentifier === "lei" && (details.lei ?? null) === null
      ? { path: ["lei"], message: "validation.requiredField" }
      : true,
  ),
)
export type CompanyDetails = typeof CompanyDetails.Type

const compact = (text: string) => text.replace(/[\s-]/g, "").toUpperCase()

/** Whether the eight digits are a Business ID without its hyphen (`01120389`). */
const isBusinessIdDigits = (digits: string) => isValidBusinessId(`${digits.slice(0, 7)}-${digits.slice(7)}`)

/**
 * A VAT number: country prefix and 2–13 letters or digits, spaces removed. A Finnish one is FI and a
 * valid Business ID's eight digits (`FI01120389`).
 */
export const VatNumber = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter(
      (vat) =>
        /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(vat) &&
        (!vat.startsWith("FI") || (/^FI\d{8}$/.test(vat) && isBusinessIdDigits(vat.slice(2)))),
      withMessage("validation.invalidVatNumber"),
    ),
  ),
  { strict: true, decode: compact, encode: (vat) => vat },
)

/**
 * An e-invoice address: 2–35 letters or digits, usually the OVT code (0037 and the Business ID's
 * digits, maybe a suffix) or an IBAN. An OVT code must embed a valid Business ID
 * (fixtures/reference/e-invoicing.md §2).
 */
export const EinvoiceAddress = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter(
      (address) =>
        /^[0-9A-Z]{2,35}$/.test(address) &&
        (!/^0037\d{8}/.test(address) || isBusinessIdDigits(address.slice(4, 12))),
      withMessage("validation.invalidEinvoiceAddress"),
    ),
  ),
  { strict: true, decode: compact, encode: (address) => address },
)

/** The e-invoice operator (intermediator): its OVT code or a bank's BIC, 2–35 letters or digits. */
export const EinvoiceOperator = Schema.transform(
  Schema.String,
  Schema.String.pipe(Schema.pattern(/^[0-9A-Z]{2,35}$/, withMessage("validation.invalidEinvoiceOperator"))),
  { strict: true, decode: compact, encode: (operator) => operator },
)

/** Invoicing details (spec §3). Only superadmins edit them (spec §6: "not editable by the user"). */
export const Invoicing = Schema.Struct({
  vatNumber: optionalField(VatNumber),
  invoicingEmail: optionalField(Email),
  einvoiceAddress: optionalField(EinvoiceAddress),
  einvoiceOperator: optionalField(EinvoiceOperator),
  /**
   * Where the company receives Peppol invoices (spec §3 billing details "or Peppol ID"). May be left
   * out by callers written before it existed, so optional on both sides of the Schema: absent is
   * none for a company that had none, and leaves a stored one as it is (decision 001's addendum).
   */
  peppolId: Schema.optionalWith(optionalField(PeppolParticipantId), { exact: true }),
})
export type Invoicing = typeof Invoicing.Type

/** Who referred the company (spec §3 "referral (reseller)"). */
export const ReferralSource = singleLineText(companyFieldLimits.referral)
