import type {
  AccountId,
  AccountMode,
  AccountSettings,
  AccountState,
  BusinessIdType,
  CarbonUnit,
  CompanyDetails,
  EnergyUnit,
  Invoicing,
  LegalForm,
  ReportCurrency,
  XbrlEntityIdentifier,
} from "@vsme/core"
import type { Account, ChildAccount } from "@vsme/sdk"
import { actsAsSuperadmin, type ActiveAccount, type SignedInUser } from "../auth/Caller.js"
import type { DbOrTrx } from "../db/database.js"
import { iso, isoOrNull } from "./rows.js"

export interface AccountRow {
  id: string
  name: string
  business_id: string
  business_id_type: BusinessIdType
  contact_name: string | null
  contact_email: string | null
  contact_phone: string | null
  legal_form: LegalForm | null
  legal_form_other: string | null
  nace_codes: string[]
  street: string | null
  street2: string | null
  zip: string | null
  city: string | null
  country: string
  currency: ReportCurrency
  carbon_unit: CarbonUnit
  energy_unit: EnergyUnit
  vat_number: string | null
  invoicing_email: string | null
  einvoice_address: string | null
  einvoice_operator: string | null
  peppol_id: string | null
  lei: string | null
  xbrl_identifier: XbrlEntityIdentifier
  referral: string | null
  state: AccountState
  mode: AccountMode | null
  parent_account_id: string | null
  parent_name: string | null
  register_snapshot: { fetchedAt?: string } | null
  terms_accepted_at: Date | null
  version: number
  created_at: Date
  updated_at: Date
}

/** An account with its parent's name, or undefined. */
export const findAccount = async (db: DbOrTrx, id: string): Promise<AccountRow | undefined> =>
  (await db("accounts as a")
    .leftJoin("accounts as p", "p.id", "a.parent_account_id")
    .where("a.id", id)
    .first("a.*", "p.name as parent_name")) as AccountRow | undefined

/** The columns of the Company Details tab. Legal form "other" is the only one with a free text. */
export const companyColumns = (company: CompanyDetails) => ({
  name: company.name,
  contact_name: company.contact.name,
  contact_email: company.contact.email,
  contact_phone: company.contact.phone,
  legal_form: company.legalForm,
  legal_form_other: company.legalForm === "other" ? company.legalFormOther : null,
  nace_codes: [...company.naceCodes],
  street: company.address.street,
  street2: company.address.street2,
  zip: company.address.zip,
  city: company.address.city,
  country: company.address.country,
  // Fields older callers leave out (undefined) are not written: the columns' defaults (no LEI, the
  // Business ID) on a new account, the stored values on an edited one. Without an LEI the company
  // can only be named by its Business ID (the table's check).
  ...(company.lei !== undefined ? { lei: company.lei } : {}),
  ...(company.xbrlIdentifier !== undefined
    ? { xbrl_identifier: company.xbrlIdentifier }
    : company.lei === null
      ? { xbrl_identifier: "businessId" }
      : {}),
})

export const settingsColumns = (settings: AccountSettings) => ({
  currency: settings.currency,
  carbon_unit: settings.carbonUnit,
  energy_unit: settings.energyUnit,
})

export const invoicingColumns = (invoicing: Invoicing) => ({
  vat_number: invoicing.vatNumber,
  invoicing_email: invoicing.invoicingEmail,
  einvoice_address: invoicing.einvoiceAddress,
  einvoice_operator: invoicing.einvoiceOperator,
  // Left out by an older caller: the stored Peppol ID stays (none on an account that never had one).
  ...(invoicing.peppolId !== undefined ? { peppol_id: invoicing.peppolId } : {}),
})

/** The account as the caller sees it; `viewer` says what their relation lets them do (spec §6). */
export const toAccount = (row: AccountRow, access: ActiveAccount, user: SignedInUser): Account => ({
  id: row.id as AccountId,
  name: row.name,
  businessId: row.business_id,
  businessIdType: row.business_id_type,
  contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
  legalForm: row.legal_form,
  legalFormOther: row.legal_form_other,
  naceCodes: row.nace_codes,
  lei: row.lei,
  xbrlIdentifier: row.xbrl_identifier,
  address: { street: row.street, street2: row.street2, zip: row.zip, city: row.city, country: row.country },
  settings: { currency: row.currency, carbonUnit: row.carbon_unit, energyUnit: row.energy_unit },
  invoicing: {
    vatNumber: row.vat_number,
    invoicingEmail: row.invoicing_email,
    einvoiceAddress: row.einvoice_address,
    einvoiceOperator: row.einvoice_operator,
    peppolId: row.peppol_id,
  },
  referral: row.referral,
  state: row.state,
  mode: row.mode,
  parentAccount:
    row.parent_account_id && row.parent_name !== null
      ? { id: row.parent_account_id as AccountId, name: row.parent_name }
      : null,
  registerCheckedAt: row.register_snapshot?.fetchedAt ?? null,
  termsAcceptedAt: isoOrNull(row.terms_accepted_at),
  version: row.version,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  viewer: {
    role: access.role,
    via: access.via,
    canEdit: access.role === "owner",
    canEditInvoicing: actsAsSuperadmin(user),
  },
})

/** The client accounts of a management account, by name. */
export const listChildren = async (db: DbOrTrx, parentId: string): Promise<ChildAccount[]> => {
  const rows = (await db("accounts")
    .where("parent_account_id", parentId)
    .orderByRaw("lower(name), id")
    .select("id", "name", "business_id", "state", "created_at")) as Array<
    Pick<AccountRow, "id" | "name" | "business_id" | "state" | "created_at">
  >
  return rows.map((r) => ({
    id: r.id as AccountId,
    name: r.name,
    businessId: r.business_id,
    state: r.state,
    createdAt: iso(r.created_at),
  }))
}
