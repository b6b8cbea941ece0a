import { describe, expect, it } from "vitest"
import { answered, type Answers } from "../vsme/ReportAnswers.js"
import { reportFacts, type ReportFactsInput } from "./reportFacts.js"

const input = (answers: Answers, extra: Partial<ReportFactsInput> = {}): ReportFactsInput => ({
  answers,
  company: { comprehensive: true, naceCodes: [] },
  period: { start: "2025-01-01", end: "2025-12-31" },
  currency: "EUR",
  language: "en",
  publicComments: [],
  ...extra,
})
const factsOf = (answers: Answers, extra?: Partial<ReportFactsInput>) =>
  reportFacts(input(answers, extra)).facts

describe("report facts", () => {
  it("reports only answers that apply: a value behind a closed gate stays out", () => {
    const certificates = { DescriptionOfSustainabilityRelatedCertificationsOrLabels: answered("ISO 14001") }
    expect(factsOf({ ...certificates, "gate.hasCertifications": answered(false) })).toEqual([])
    const open = factsOf({ ...certificates, "gate.hasCertifications": answered(true) })
    expect(open.map((f) => [f.concept, f.value, f.period])).toEqual([
      [
        "DescriptionOfSustainabilityRelatedCertificationsOrLabels",
        "ISO 14001",
        { start: "2025-01-01", end: "2025-12-31" },
      ],
    ])
  })

  it("writes quantities in tCO2e and MWh, money in the currency, and instants at the period's end", () => {
    const facts = factsOf({
      GrossScope1GreenhouseGasEmissions: answered({ amount: 1500, unit: "kgCO2e" }),
      TotalEnergyConsumption: answered({ amount: 250, unit: "MWh" }),
      Assets: answered(60000),
      NumberOfEmployees: answered(151),
    })
    const byConcept = Object.fromEntries(facts.map((f) => [f.concept, f]))
    expect(byConcept.GrossScope1GreenhouseGasEmissions).toMatchObject({
      value: "1.5",
      unit: "utr:tCO2e",
      decimals: 2,
    })
    expect(byConcept.TotalEnergyConsumption).toMatchObject({ value: "250", unit: "utr:MWh" })
    expect(byConcept.Assets).toMatchObject({ value: "60000", unit: "iso4217:EUR" })
    expect(byConcept.NumberOfEmployees).toMatchObject({
      unit: "xbrli:pure",
      period: { instant: "2025-12-31" },
    })
  })

  it("leaves the Scope 1 and 2 intensity out when Scope 3 is reported, as EFRAG's template does", () => {
    const base = {
      GrossScope1GreenhouseGasEmissions: answered({ amount: 100, unit: "tCO2e" }),
      GrossLocationBasedScope2GreenhouseGasEmissions: answered({ amount: 50, unit: "tCO2e" }),
      Turnover: answered(23500),
    }
    const intensity = "Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased"
    expect(factsOf(base).some((f) => f.concept === intensity)).toBe(true)
    const withScope3 = factsOf({
      ...base,
      GrossScope3GreenhouseGasEmissions: answered({ amount: 200, unit: "tCO2e" }),
    })
    expect(withScope3.some((f) => f.concept === intensity)).toBe(false)
    expect(
      withScope3.find((f) => f.concept === "TotalLocationBasedGreenhouseGasEmissionsIntensityValue"),
    ).toMatchObject({
      unit: "utr:tCO2e/iso4217:EUR",
      // 350 / 23 500 computed to 15 decimals (derived.ts) and exported so, accurate to the 7 decimals
      // EFRAG's template states for the cell (as its converter's "decimals": "7" on the sample).
      value: "0.014893617021277",
      decimals: 7,
    })
  })

  it("reports C3 target rows in their own years and B2 rows as one value per concept", () => {
    const facts = factsOf({
      "gate.hasGhgTargets": answered(true),
      "gate.hasPracticesPolicies": answered(true),
      GreenhouseGasEmissionReductionTargetBaseYear: answered(2020),
      GreenhouseGasEmissionReductionTargetYear: answered(2030),
      GreenhouseGasEmissionReductionTargetsAbstract: answered({
        units: { ghgEmissions: "tCO2e" },
        rows: [
          {
            key: "BaselineYearMember",
            values: {
              GrossScope1GreenhouseGasEmissions: 150,
              GrossLocationBasedScope2GreenhouseGasEmissions: 75,
            },
          },
        ],
      }),
      PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract: answered(
        {
          units: {},
          rows: [
            {
              key: "PollutionMember",
              values: { PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable: false },
            },
            {
              key: "ClimateChangeMember",
              values: { PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable: true },
            },
          ],
        },
      ),
    })
    const base = facts.find(
      (f) =>
        f.concept === "TotalGrossLocationBasedScope1AndScope2GHGEmissions" &&
        f.dimensions["vsme:ReportingScopesAxis"],
    )
    expect(base).toMatchObject({
      value: "225",
      dimensions: { "vsme:ReportingScopesAxis": "vsme:BaselineYearMember" },
      period: { start: "2020-01-01", end: "2020-12-31" },
    })
    const issues = facts.find(
      (f) => f.concept === "SustainabilityIssueAddressedByPracticePolicyAndOrFutureInitiative",
    )
    expect(issues?.value.split(" ").map((v) => v.split("#")[1])).toEqual([
      "ClimateChangeMember",
      "PollutionMember",
    ])
    expect(
      facts.find((f) => f.concept === "PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable")?.value,
    ).toBe("true")
  })

  it("attaches public comments as footnotes of their question's facts, and drops comments without facts", () => {
    const result = reportFacts(
      input(
        { Turnover: answered(23500) },
        {
          publicComments: [
            { questionId: "Turnover", text: "Audited." },
            { questionId: "Assets", text: "Not answered, so not exported." },
          ],
        },
      ),
    )
    expect(result.footnotes).toEqual([{ id: "fn1", text: "Audited." }])
    expect(result.facts[0]!.footnotes).toEqual(["fn1"])
  })
})

describe("GHG totals as EFRAG's template computes them (issue 30)", () => {
  it("reports the Scope 1 and 2 total and intensity from the parts given, as the converter does", () => {
    // A workbook with Scope 1 and no Scope 2: the template's D25 is Scope 1, G66 Scope 1 ÷ turnover.
    const facts = factsOf({
      GrossScope1GreenhouseGasEmissions: answered({ amount: 100, unit: "tCO2e" }),
      Turnover: answered(20000),
    })
    const byConcept = Object.fromEntries(facts.map((f) => [f.concept, f]))
    expect(byConcept.TotalGrossLocationBasedScope1AndScope2GHGEmissions).toMatchObject({ value: "100" })
    expect(byConcept.Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased).toMatchObject({
      value: "0.005",
      decimals: 7,
    })
    // Market-based needs its Scope 2 (D26): nothing is reported.
    expect(byConcept.TotalGrossMarketBasedScope1AndScope2GHGEmissions).toBeUndefined()
  })
})
