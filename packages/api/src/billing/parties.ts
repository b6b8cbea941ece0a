import { electronicAddressOf, type BillingSeller, type InvoiceParty } from "@vsme/core"

/** The columns of an account that make it a buyer (its invoicing details are superadmin-maintained). */
export interface BuyerAccountRow {
  readonly id: string
  readonly name: string
  readonly business_id: string
  readonly street: string | null
  readonly street2: string | null
  readonly zip: string | null
  readonly city: string | null
  readonly country: string
  readonly vat_number: string | null
  readonly invoicing_email: string | null
  readonly einvoice_address: string | null
  readonly einvoice_operator: string | null
  readonly peppol_id: string | null
}

export const buyerColumns = [
  "id",
  "name",
  "business_id",
  "street",
  "street2",
  "zip",
  "city",
  "country",
  "vat_number",
  "invoicing_email",
  "einvoice_address",
  "einvoice_operator",
  "peppol_id",
] as const

/** The installation's seller as an EN 16931 party. */
export const sellerParty = (seller: BillingSeller): InvoiceParty => ({
  name: seller.name,
  businessId: seller.businessId,
  vatNumber: seller.vatNumber,
  address: {
    street: seller.street,
    additionalStreet: null,
    city: seller.city,
    postCode: seller.postCode,
    countryCode: seller.countryCode,
  },
  electronicAddress: electronicAddressOf(seller.businessId, seller.einvoiceAddress),
  routing: { address: seller.einvoiceAddress, operator: seller.einvoiceOperator },
  email: seller.email,
})

/** A company account as the buyer, from its company and invoicing details. */
export const buyerParty = (account: BuyerAccountRow): InvoiceParty => ({
  name: account.name,
  businessId: account.business_id,
  vatNumber: account.vat_number,
  address: {
    street: account.street,
    additionalStreet: account.street2,
    city: account.city,
    postCode: account.zip,
    countryCode: account.country,
  },
  electronicAddress: electronicAddressOf(account.business_id, account.einvoice_address, account.peppol_id),
  routing:
    account.einvoice_address && account.einvoice_operator
      ? { address: account.einvoice_address, operator: account.einvoice_operator }
      : null,
  email: account.invoicing_email,
})

/**
 * How the account's invoice travels: as an e-invoice when it has an e-invoice address and operator
 * or a Peppol ID (the spec's "invoiced as an e-invoice"), else as a readable copy to its invoicing
 * e-mail, else not at all until a superadmin adds the details.
 */
export const deliveryChannel = (account: BuyerAccountRow): "einvoice" | "email" | "none" =>
  (account.einvoice_address && account.einvoice_operator) || account.peppol_id
    ? "einvoice"
    : account.invoicing_email
      ? "email"
      : "none"
