import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AccountSettings, defaultAccountSettings } from "./AccountSettings.js"
import { CompanyDetails, EinvoiceAddress, Invoicing, VatNumber } from "./CompanyDetails.js"

const issues = (schema: Schema.Schema.AnyNoContext, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  if (Either.isRight(result)) return []
  return ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => [i.path.join("."), i.message])
}

const valid = {
  name: "  Nokia Oyj ",
  contact: { name: "Maija Meikäläinen", email: " Maija@Example.COM ", phone: "+358 40 123 4567" },
  legalForm: "public-limited-liability",
  legalFormOther: "",
  naceCodes: ["70.10"],
  address: { street: "Karakaari 7", street2: "", zip: "02610", city: "Espoo", country: "fi" },
}

describe("company details", () => {
  it("trims text, turns blank optional fields into null and normalises codes", () => {
    expect(Schema.decodeUnknownSync(CompanyDetails)(valid)).toEqual({
      name: "Nokia Oyj",
      contact: { name: "Maija Meikäläinen", email: "maija@example.com", phone: "+358 40 123 4567" },
      legalForm: "public-limited-liability",
      legalFormOther: null,
      naceCodes: ["70.10"],
      address: { street: "Karakaari 7", street2: null, zip: "02610", city: "Espoo", country: "FI" },
    })
  })

  it("leaves the LEI and the XBRL identifier out when a caller written before them does", () => {
    // Optional for the caller's type and for encoding too: the typed client sends such details.
    expect(
      Schema.encodeSync(CompanyDetails)(Schema.decodeUnknownSync(CompanyDetails)(valid)),
    ).not.toHaveProperty("lei")
    // Naming the company by its LEI needs the LEI in the same call.
    expect(issues(CompanyDetails, { ...valid, xbrlIdentifier: "lei" })).toEqual([
      ["lei", "validation.requiredField"],
    ])
  })

  it("takes an LEI with its check digits, and the LEI as the XBRL identifier only with one", () => {
    const lei = { ...valid, lei: " 529900t8bm49aursdo55 ", xbrlIdentifier: "lei" }
    expect(Schema.decodeUnknownSync(CompanyDetails)(lei)).toMatchObject({
      lei: "529900T8BM49AURSDO55",
      xbrlIdentifier: "lei",
    })
    expect(issues(CompanyDetails, { ...lei, lei: "529900T8BM49AURSDO56" })).toEqual([
      ["lei", "validation.invalidLei"],
    ])
    expect(issues(CompanyDetails, { ...lei, lei: "" })).toEqual([["lei", "validation.requiredField"]])
    expect(issues(CompanyDetails, { ...lei, xbrlIdentifier: "duns" })).toEqual([
      ["xbrlIdentifier", "validation.invalidValue"],
    ])
  })

  it("refuses HTML in names with its own message, and control characters", () => {
    expect(issues(CompanyDetails, { ...valid, name: "<b>Nokia</b>" })).toEqual([
      ["name", "validation.htmlNotAllowed"],
    ])
    expect(issues(CompanyDetails, { ...valid, name: "Nokia &lt;Oyj&gt;" })).toEqual([
      ["name", "validation.htmlNotAllowed"],
    ])
    expect(
      issues(CompanyDetails, { ...valid, contact: { ...valid.contact, name: "Maija\u202eOyj" } }),
    ).toEqual([["contact.name", "validation.controlCharacters"]])
    expect(issues(CompanyDetails, { ...valid, name: "Smith & Sons < Co" })).toEqual([])
  })

  it("lists every problem with its path: empty name, overlong street, bad e-mail, unknown NACE code", () => {
    expect(
      issues(CompanyDetails, {
        ...valid,
        name: "   ",
        contact: { ...valid.contact, email: "not-an-email", phone: "abc" },
        naceCodes: ["99.99"],
        address: { ...valid.address, street: "x".repeat(201) },
      }),
    ).toEqual([
      ["name", "validation.cannotBeEmpty"],
      ["contact.email", "validation.invalidEmail"],
      ["contact.phone", "validation.invalidPhone"],
      ["naceCodes.0", "validation.unknownNaceCode"],
      ["address.street", "validation.tooLong"],
    ])
  })

  it("asks for the free text of legal form other, and five-digit postal codes in Finland", () => {
    expect(issues(CompanyDetails, { ...valid, legalForm: "other", legalFormOther: " " })).toEqual([
      ["legalFormOther", "validation.requiredField"],
    ])
    expect(issues(CompanyDetails, { ...valid, address: { ...valid.address, zip: "0261" } })).toEqual([
      ["address.zip", "validation.invalidPostalCode"],
    ])
    expect(
      issues(CompanyDetails, { ...valid, address: { ...valid.address, zip: "SW1A 1AA", country: "GB" } }),
    ).toEqual([])
  })
})

describe("invoicing details", () => {
  it("normalises and checks the VAT number and e-invoice address against the Business ID rule", () => {
    expect(Schema.decodeUnknownSync(VatNumber)("fi 0112 0389")).toBe("FI01120389")
    expect(issues(VatNumber, "FI01120388")).toEqual([["", "validation.invalidVatNumber"]])
    expect(Schema.decodeUnknownSync(VatNumber)("SE556677889901")).toBe("SE556677889901")
    expect(Schema.decodeUnknownSync(EinvoiceAddress)("0037 0112 0389")).toBe("003701120389")
    // The reference's sample 003712345678 embeds 1234567-8, which fails the check digit.
    expect(issues(EinvoiceAddress, "003712345678")).toEqual([["", "validation.invalidEinvoiceAddress"]])
    expect(
      Schema.decodeUnknownSync(Invoicing)({
        vatNumber: "",
        invoicingEmail: null,
        einvoiceAddress: "FI4950009420028730",
        einvoiceOperator: "ndeafihh",
      }),
    ).toEqual({
      vatNumber: null,
      invoicingEmail: null,
      einvoiceAddress: "FI4950009420028730",
      // Callers from before the Peppol ID leave it out; the server keeps what is stored (none at first).
      einvoiceOperator: "NDEAFIHH",
    })
  })
})

describe("account settings", () => {
  it("default to euros, tCO2e and MWh, and refuse other units", () => {
    expect(defaultAccountSettings).toEqual({ currency: "EUR", carbonUnit: "tCO2e", energyUnit: "MWh" })
    expect(issues(AccountSettings, { currency: "XYZ", carbonUnit: "gCO2e", energyUnit: "kWh" })).toEqual([
      ["currency", "validation.invalidCurrency"],
      ["carbonUnit", "validation.invalidValue"],
    ])
  })
})
