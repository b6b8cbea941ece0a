import { describe, expect, it } from "vitest"
import { accountPrefill, isFromAccount, type AccountFacts } from "./prefill.js"

const oy: AccountFacts = {
  legalForm: "private-limited-liability",
  legalFormOther: null,
  naceCodes: ["62.10"],
  country: "FI",
}

describe("a new report's answers from the company account", () => {
  it("gives legal form, NACE codes and country as the questions' own values", () => {
    expect(accountPrefill(oy)).toEqual({
      UndertakingsLegalForm: { status: "answered", value: "PrivateLimitedLiabilityUndertakingMember" },
      NaceSectorClassificationCodes: { status: "answered", value: ["62.10"] },
      CountryOfPrimaryOperationsAndLocationOfSignificantAssets: { status: "answered", value: "FI" },
    })
    expect(isFromAccount(oy, "NaceSectorClassificationCodes", ["62.10"])).toBe(true)
    expect(isFromAccount(oy, "NaceSectorClassificationCodes", ["62.20"])).toBe(false)
  })

  it("states other forms, and an Oyj the taxonomy has no member for, as 'other' with the form's name", () => {
    expect(accountPrefill({ ...oy, legalForm: "other", legalFormOther: " Säätiö " })).toMatchObject({
      UndertakingsLegalForm: { value: "OtherUndertakingsLegalFormMember" },
      OtherUndertakingsLegalForm: { value: "Säätiö" },
    })
    expect(accountPrefill({ ...oy, legalForm: "public-limited-liability" })).toMatchObject({
      UndertakingsLegalForm: { value: "OtherUndertakingsLegalFormMember" },
      OtherUndertakingsLegalForm: { value: "Julkinen osakeyhtiö (Oyj)" },
    })
  })

  it("keeps the NACE codes the report's code list knows", () => {
    expect(accountPrefill({ ...oy, naceCodes: ["62.10", "99.99.9", "70.20"] })).toMatchObject({
      NaceSectorClassificationCodes: { value: ["62.10", "70.20"] },
    })
  })

  it("leaves out what the question would refuse (unknown codes, no legal form)", () => {
    const answers = accountPrefill({
      legalForm: null,
      legalFormOther: null,
      naceCodes: ["99.99.9"],
      country: "DD",
    })
    expect(answers).toEqual({})
  })
})
