import { describe, expect, it } from "vitest"
import { loadConfig, ConfigError } from "../config.js"
import { billingSellerFrom, demoBillingSeller } from "./billingConfig.js"

const seller = {
  name: "VSME Palvelut Oy",
  businessId: "2345678-0",
  vatNumber: "FI23456780",
  street: "Esimerkkikatu 1",
  postCode: "00100",
  city: "Helsinki",
  countryCode: "FI",
  email: "laskutus@example.com",
  iban: "FI21 1234 5600 0007 85",
  bic: "NDEAFIHH",
  einvoiceAddress: "003723456780",
  einvoiceOperator: "003723327487",
}

describe("BILLING_SELLER", () => {
  it("decodes the seller, normalising the IBAN", () => {
    expect(billingSellerFrom(JSON.stringify(seller), "production")).toEqual({
      ok: true,
      seller: { ...seller, iban: "FI2112345600000785" },
    })
  })

  it("uses the demo seller outside production and refuses to start production without one", () => {
    expect(billingSellerFrom(undefined, "dev")).toEqual({ ok: true, seller: demoBillingSeller })
    expect(billingSellerFrom(undefined, "production")).toMatchObject({ ok: false })
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(ConfigError)
    expect(() => loadConfig({ APP_ENV: "production" })).toThrow(/BILLING_SELLER/)
  })

  it("names every bad field: a wrong IBAN check digit, a Business ID, an unknown field", () => {
    const result = billingSellerFrom(
      JSON.stringify({ ...seller, iban: "FI2112345600000786", businessId: "2345678-1", extra: 1 }),
      "dev",
    )
    expect(result.ok).toBe(false)
    const problem = (result as { problem: string }).problem
    expect(problem).toMatch(/iban/)
    expect(problem).toMatch(/businessId/)
    expect(problem).toMatch(/extra/)
    expect(billingSellerFrom("{not json", "dev")).toEqual({
      ok: false,
      problem: "BILLING_SELLER: not valid JSON",
    })
  })
})
