import { CompanyDetails } from "@vsme/core"
import { NewAccount, type RegisterCompany } from "@vsme/sdk"
import { describe, expect, it } from "vitest"
import { companyInput, emptyCompanyForm, prefillFromRegister } from "./companyForm.js"
import { decodeForm, errorsUnder } from "./formIssues.js"

const nokia: RegisterCompany = {
  businessId: "0112038-9",
  name: "Nokia Oyj",
  legalForm: "public-limited-liability",
  legalFormOther: null,
  naceCodes: ["70.10"],
  mainBusinessLine: {
    code: "70100",
    codeSet: "TOIMI4",
    descriptions: { fi: null, sv: null, en: "Activities of head offices" },
  },
  address: { street: "Karakaari 7", street2: null, zip: "02610", city: "Espoo", country: "FI" },
  vatNumber: "FI01120389",
  endDate: null,
  lastModified: null,
}

describe("the company form", () => {
  it("is prefilled from the register, keeping the contact person typed so far", () => {
    const typed = { ...emptyCompanyForm, contactName: "Maija", naceCodes: ["62.10"] }
    expect(prefillFromRegister(typed, nokia)).toEqual({
      ...typed,
      name: "Nokia Oyj",
      legalForm: "public-limited-liability",
      naceCodes: ["70.10"],
      street: "Karakaari 7",
      zip: "02610",
      city: "Espoo",
      country: "FI",
    })
  })

  it("decodes with the contract's Schema: blanks become null, problems are keyed by path", () => {
    const form = prefillFromRegister(emptyCompanyForm, nokia)
    const decoded = decodeForm(CompanyDetails, companyInput(form))
    expect(decoded.ok && decoded.value.contact).toEqual({ name: null, email: null, phone: null })
    const bad = decodeForm(CompanyDetails, companyInput({ ...form, name: "<i>Nokia</i>", zip: "2610" }))
    expect(!bad.ok && bad.errors).toEqual({
      name: "validation.htmlNotAllowed",
      "address.zip": "validation.invalidPostalCode",
    })
  })

  it("refuses a new account without the Business ID rule, the terms and the authority confirmation", () => {
    const decoded = decodeForm(NewAccount, {
      businessId: "0112038-8",
      company: companyInput(prefillFromRegister(emptyCompanyForm, nokia)),
      referredByPartner: false,
      referral: "",
      forClient: false,
      parentAccountId: null,
      termsAccepted: false,
      authorityConfirmed: false,
    })
    expect(!decoded.ok && decoded.errors).toEqual({
      businessId: "validation.invalidBusinessId",
      termsAccepted: "validation.termsRequired",
      authorityConfirmed: "validation.authorityRequired",
    })
    expect(
      errorsUnder({ "company.name": "x", "company.address.zip": "y", businessId: "z" }, "company"),
    ).toEqual({
      name: "x",
      "address.zip": "y",
    })
  })
})
