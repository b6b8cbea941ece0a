import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { answerSchema, DateRange, formatGpsLocation, IsoDate, Percentage, Severity, Year } from "./answers.js"
import { questionAnswerSchema } from "./questionSchema.js"
import { findQuestion } from "./questions.js"
import { ClimateRiskRow, CodeOfConductPolicies, GhgTarget, SiteAddress } from "./structured.js"

/** The catalogue keys of every issue, with paths, as surfaces receive them. */
const issues = (schema: Schema.Schema<any, any, never>, input: unknown) => {
  const result = Schema.decodeUnknownEither(schema, { errors: "all" })(input)
  return Either.isRight(result)
    ? []
    : ParseResult.ArrayFormatter.formatErrorSync(result.left).map((i) => ({
        path: i.path,
        message: i.message,
      }))
}
const messages = (schema: Schema.Schema<any, any, never>, input: unknown) =>
  issues(schema, input).map((i) => i.message)
const question = (id: string) => {
  const q = findQuestion(id)
  if (!q) throw new Error(id)
  return questionAnswerSchema(q)
}

describe("answer Schemas", () => {
  it("refuses negative amounts with 'Must be zero or greater'", () => {
    expect(messages(question("Turnover"), -1)).toEqual(["validation.mustBeZeroOrGreater"])
    expect(messages(question("TotalEnergyConsumption"), { amount: -5, unit: "MWh" })).toEqual([
      "validation.mustBeZeroOrGreater",
    ])
    expect(messages(question("Turnover"), "abc")).toEqual(["validation.invalidNumber"])
    expect(messages(question("Turnover"), 23_500)).toEqual([])
  })

  it("accepts energy in MWh or kWh, not in litres", () => {
    expect(messages(question("TotalEnergyConsumption"), { amount: 250, unit: "kWh" })).toEqual([])
    expect(messages(question("TotalEnergyConsumption"), { amount: 250, unit: "l" })).toEqual([
      "validation.invalidValue",
    ])
  })

  it("wants whole numbers for counts", () => {
    expect(messages(question("NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod"), 1.5)).toEqual([
      "validation.mustBeWholeNumber",
    ])
  })

  it("keeps shares between 0 and 100 and severities at 1–3", () => {
    expect(messages(Percentage, 101)).toEqual(["validation.mustBePercentage"])
    expect(messages(Percentage, 0)).toEqual([])
    expect(messages(Severity, 4)).toEqual(["validation.invalidSeverity"])
    expect(messages(Severity, 2)).toEqual([])
  })

  it("checks years, dates and date ranges ('Invalid year', 'Invalid date', 'Check dates')", () => {
    expect(messages(Year, 20_300)).toEqual(["validation.invalidYear"])
    expect(messages(Year, "2030")).toEqual(["validation.invalidYear"])
    expect(messages(IsoDate, "2025-02-30")).toEqual(["validation.invalidDate"])
    expect(messages(IsoDate, "2025-02-28")).toEqual([])
    expect(issues(DateRange, { start: "2025-12-31", end: "2025-01-01" })).toEqual([
      { path: ["end"], message: "validation.checkDates" },
    ])
  })

  it("offers only the taxonomy's members for enumerations", () => {
    expect(messages(question("UndertakingsLegalForm"), "CooperativeMember")).toEqual([])
    expect(messages(question("UndertakingsLegalForm"), "Oy")).toEqual(["validation.invalidValue"])
    expect(
      messages(question("TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce"), []),
    ).toEqual(["validation.chooseAtLeastOne"])
    expect(messages(question("NaceSectorClassificationCodes"), ["47.22"])).toEqual([])
    expect(messages(question("NaceSectorClassificationCodes"), ["99.99"])).toEqual([
      "validation.unknownNaceCode",
    ])
  })

  it("limits narratives and refuses blank ones", () => {
    const schema = answerSchema({ kind: "narrative", maxLength: 10 })
    expect(messages(schema, "   ")).toEqual(["validation.cannotBeEmpty"])
    expect(messages(schema, "x".repeat(11))).toEqual(["validation.tooLong"])
    expect(messages(schema, "line\nline")).toEqual([])
    expect(
      messages(question("LinkToPreviousReportContainingDisclosuresThatRemainUnchanged"), "report.pdf"),
    ).toEqual(["validation.invalidUrl"])
  })

  it("refuses typed values for derived datapoints and takes their inputs instead", () => {
    expect(messages(question("TotalGrossLocationBasedScope1AndScope2GHGEmissions"), 150)).toEqual([
      "validation.invalidValue",
    ])
    expect(
      messages(question("EmployeeTurnoverRate"), { leavers: 25, employeesAtStart: 80, employeesAtEnd: -96 }),
    ).toEqual(["validation.mustBeZeroOrGreater"])
  })

  it("takes a derived value with inputs as a figure given instead, and names only its own faults", () => {
    const rate = question("EmployeeTurnoverRate")
    expect(messages(rate, { given: 28.4 })).toEqual([])
    expect(messages(rate, { given: "many" })).toEqual(["validation.invalidNumber"])
    expect(messages(question("TotalGrossLocationBasedScope1AndScope2GHGEmissions"), { given: 150 })).toEqual([
      "validation.invalidValue",
    ])
  })
})

describe("table answers", () => {
  const sites = question("ListOfSitesTable")
  const site = {
    key: "Head office",
    values: {
      AddressOfSite: "Mannerheimintie 1",
      PostalCodeOfSite: "00100",
      CityOfSite: "Helsinki",
      CountryOfSite: "FI",
      GPSLocationOfSite: { latitude: 60.16952, longitude: 24.93545 },
    },
  }

  it("accepts typed rows and formats coordinates for the taxonomy", () => {
    expect(messages(sites, { units: {}, rows: [site] })).toEqual([])
    // As entered: no rounding (it was 5 decimals, "45.4634273,9.1919874" became "45.46343,9.19199").
    expect(formatGpsLocation({ latitude: 60.169524, longitude: 24.93545 })).toBe("60.169524,24.93545")
    expect(formatGpsLocation({ latitude: 45.4634273, longitude: 9.1919874 })).toBe("45.4634273,9.1919874")
    expect(formatGpsLocation({ latitude: -0.0000001, longitude: 180 })).toBe("-0.0000001,180")
  })

  it("needs at least one site, distinct keys and valid coordinates", () => {
    expect(messages(sites, { units: {}, rows: [] })).toEqual(["validation.requiredField"])
    expect(messages(sites, { units: {}, rows: [site, site] })).toEqual(["validation.duplicateValue"])
    const far = { ...site, values: { ...site.values, GPSLocationOfSite: { latitude: 91, longitude: 0 } } }
    expect(messages(sites, { units: {}, rows: [far] })).toEqual(["validation.invalidCoordinates"])
  })

  it("wants waste rows in mass or in volume, not both", () => {
    const table = question("WasteGeneratedTable")
    const row = (values: Record<string, number>) => ({
      units: { mass: "t", volume: "m3" },
      rows: [{ key: "W-200101-Non-Hazardous-PaperAndCardboardMember", values }],
    })
    expect(
      messages(table, row({ WasteDivertedToRecycleOrReuseMass: 1, WasteDirectedToDisposalMass: 2 })),
    ).toEqual([])
    expect(
      messages(table, row({ WasteDivertedToRecycleOrReuseMass: 1, WasteDirectedToDisposalVolume: 2 })),
    ).toEqual(["validation.massOrVolume"])
    expect(
      messages(table, { units: { mass: "t", volume: "m3" }, rows: [{ key: "W-20-Nope", values: {} }] }),
    ).toContain("validation.invalidValue")
  })

  it("asks the target description in the B2 policy table when targets are set", () => {
    const table = question(
      "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract",
    )
    const row = {
      key: "ClimateChangeMember",
      values: {
        PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable: true,
        UndertakingHasSetATargetWhichIsRelatedToAPolicy: true,
        DescriptionOfPracticesPoliciesAndOrFutureInitiatives: "We buy renewable electricity.",
        DescriptionOfATargetRelatedToAPolicy: null,
      },
    }
    expect(issues(table, { units: {}, rows: [row] })).toEqual([
      {
        path: ["rows", 0, "values", "DescriptionOfATargetRelatedToAPolicy"],
        message: "validation.requiredField",
      },
    ])
  })
})

describe("spec §3 structured answers", () => {
  it("GHG target: share 0–100 and target year after base year", () => {
    const target = {
      unit: "tCO2e",
      targetYear: 2030,
      target: 190,
      baseYear: 2020,
      baseValue: 525,
      shareOfTotalEmissions: 100,
      mainActions: "Electrify the vans.",
      transitionPlan: null,
    }
    expect(messages(GhgTarget, target)).toEqual([])
    expect(messages(GhgTarget, { ...target, shareOfTotalEmissions: 120 })).toEqual([
      "validation.mustBePercentage",
    ])
    expect(issues(GhgTarget, { ...target, targetYear: 2019 })).toEqual([
      { path: ["targetYear"], message: "validation.checkDates" },
    ])
  })

  it("climate risk rows rate severity 1 Low, 2 Moderate, 3 High", () => {
    const risk = {
      risk: "Flooding",
      description: "The warehouse is by the river.",
      severity: 3,
      timeframe: "medium",
      plannedActions: null,
      executedActions: null,
    }
    expect(messages(ClimateRiskRow, risk)).toEqual([])
    expect(messages(ClimateRiskRow, { ...risk, severity: 0 })).toEqual(["validation.invalidSeverity"])
  })

  it("code of conduct: 'other' must be described", () => {
    expect(messages(CodeOfConductPolicies, { topics: ["ChildLabourMember", "OtherContentMember"] })).toEqual([
      "validation.describeOther",
    ])
    expect(
      messages(CodeOfConductPolicies, { topics: ["OtherContentMember"], otherDescription: "Privacy" }),
    ).toEqual([])
  })

  it("site address with coordinates", () => {
    const address = { name: "Depot", street: "Satamatie 2", zip: "20100", city: "Turku", country: "FI" }
    expect(messages(SiteAddress, address)).toEqual([])
    expect(messages(SiteAddress, { ...address, name: "" })).toEqual(["validation.cannotBeEmpty"])
  })
})
