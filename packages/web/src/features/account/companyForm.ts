import type { LegalForm, XbrlEntityIdentifier } from "@vsme/core"
import type { Account, RegisterCompany } from "@vsme/sdk"

/** The Company Details fields as a form holds them: text as typed, empty meaning "not given". */
export interface CompanyFormState {
  readonly name: string
  readonly contactName: string
  readonly contactEmail: string
  readonly contactPhone: string
  readonly legalForm: LegalForm | ""
  readonly legalFormOther: string
  readonly naceCodes: ReadonlyArray<string>
  readonly street: string
  readonly street2: string
  readonly zip: string
  readonly city: string
  readonly country: string
  readonly lei: string
  readonly xbrlIdentifier: XbrlEntityIdentifier
}

export const emptyCompanyForm: CompanyFormState = {
  name: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  legalForm: "",
  legalFormOther: "",
  naceCodes: [],
  street: "",
  street2: "",
  zip: "",
  city: "",
  country: "FI",
  lei: "",
  xbrlIdentifier: "businessId",
}

/** The form as the contract's `CompanyDetails` input (before decoding: blanks become null there). */
export const companyInput = (form: CompanyFormState) => ({
  name: form.name,
  contact: { name: form.contactName, email: form.contactEmail, phone: form.contactPhone },
  legalForm: form.legalForm === "" ? null : form.legalForm,
  legalFormOther: form.legalForm === "other" ? form.legalFormOther : "",
  naceCodes: [...form.naceCodes],
  address: {
    street: form.street,
    street2: form.street2,
    zip: form.zip,
    city: form.city,
    country: form.country,
  },
  lei: form.lei,
  // Without an LEI the Business ID it is, whatever was chosen before the LEI was cleared.
  xbrlIdentifier: form.lei.trim() === "" ? "businessId" : form.xbrlIdentifier,
})

export const companyFormOf = (account: Account): CompanyFormState => ({
  name: account.name,
  contactName: account.contact.name ?? "",
  contactEmail: account.contact.email ?? "",
  contactPhone: account.contact.phone ?? "",
  legalForm: account.legalForm ?? "",
  legalFormOther: account.legalFormOther ?? "",
  naceCodes: account.naceCodes,
  street: account.address.street ?? "",
  street2: account.address.street2 ?? "",
  zip: account.address.zip ?? "",
  city: account.address.city ?? "",
  country: account.address.country,
  lei: account.lei ?? "",
  xbrlIdentifier: account.xbrlIdentifier,
})

/** The register's answer prefills the form; what the register does not know is kept as typed. */
export const prefillFromRegister = (form: CompanyFormState, company: RegisterCompany): CompanyFormState => ({
  ...form,
  name: company.name || form.name,
  legalForm: company.legalForm ?? form.legalForm,
  legalFormOther: company.legalFormOther ?? form.legalFormOther,
  naceCodes: company.naceCodes.length > 0 ? company.naceCodes : form.naceCodes,
  street: company.address.street ?? "",
  street2: company.address.street2 ?? "",
  zip: company.address.zip ?? "",
  city: company.address.city ?? "",
  country: company.address.country,
})
