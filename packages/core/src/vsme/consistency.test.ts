import { describe, expect, it } from "vitest"
import { consistencyRuleIds, consistencyWarnings, warningsFor } from "./consistency.js"
import { computeDerived } from "./derived.js"
import { answered, skipped, type Answers } from "./ReportAnswers.js"

const check = (answers: Answers, comprehensive = false, linkedCalculation = null as never) =>
  consistencyWarnings({ answers, facts: { comprehensive }, linkedCalculation })
const rules = (answers: Answers, comprehensive = false) => check(answers, comprehensive).map((w) => w.rule)

const tco2e = (amount: number, unit = "tCO2e") => answered({ amount, unit })

describe("consistency checks", () => {
  it("warns when the genders do not add up to the number of employees, naming both figures", () => {
    const answers = {
      NumberOfEmployees: answered(10),
      NumberOfMaleEmployees: answered(4),
      NumberOfFemaleEmployees: answered(5),
      NumberOfOtherGenderEmployees: answered(0),
      NumberOfNonReportedGenderEmployees: answered(0),
    }
    const [warning] = check(answers)
    expect(warning).toMatchObject({
      rule: "employeesByGender",
      first: { value: 9 },
      second: { questionId: "NumberOfEmployees", value: 10 },
    })
    expect(warningsFor(check(answers), "NumberOfFemaleEmployees")).toHaveLength(1)
    expect(rules({ ...answers, NumberOfFemaleEmployees: answered(6) })).toEqual([])
    // Some genders given: only a sum already above the total contradicts it.
    expect(rules({ NumberOfEmployees: answered(10), NumberOfMaleEmployees: answered(4) })).toEqual([])
    expect(rules({ NumberOfEmployees: answered(3), NumberOfMaleEmployees: answered(4) })).toEqual([
      "employeesByGender",
    ])
  })

  it("counts skipped genders as none: 3 men and 3 women of 10 employees fall 4 short", () => {
    const answers = {
      NumberOfEmployees: answered(10),
      NumberOfMaleEmployees: answered(3),
      NumberOfFemaleEmployees: answered(3),
      NumberOfOtherGenderEmployees: skipped("notApplicable"),
      NumberOfNonReportedGenderEmployees: skipped("notApplicable"),
    }
    expect(check(answers)).toEqual([
      {
        rule: "employeesByGender",
        first: { questionId: "NumberOfMaleEmployees", value: 6 },
        second: { questionId: "NumberOfEmployees", value: 10 },
        questionIds: [
          "NumberOfMaleEmployees",
          "NumberOfFemaleEmployees",
          "NumberOfOtherGenderEmployees",
          "NumberOfNonReportedGenderEmployees",
          "NumberOfEmployees",
        ],
        skipped: ["NumberOfOtherGenderEmployees", "NumberOfNonReportedGenderEmployees"],
      },
    ])
    // Shown on the skipped questions too: that is where the person said "none".
    expect(warningsFor(check(answers), "NumberOfOtherGenderEmployees")).toHaveLength(1)
    // Whatever the reason of the skip.
    expect(rules({ ...answers, NumberOfOtherGenderEmployees: skipped("classified") })).toEqual([
      "employeesByGender",
    ])
    // The answered ones adding up with the skipped ones as none: nothing to say.
    expect(rules({ ...answers, NumberOfFemaleEmployees: answered(7) })).toEqual([])
    // One part still open (neither answered nor skipped): the person is not done, only an excess warns.
    const { NumberOfNonReportedGenderEmployees: _, ...open } = answers
    expect(rules(open)).toEqual([])
    expect(rules({ ...open, NumberOfFemaleEmployees: answered(8) })).toEqual(["employeesByGender"])
    // Every part skipped: no breakdown given, nothing to compare.
    expect(
      rules({
        NumberOfEmployees: answered(10),
        NumberOfMaleEmployees: skipped("classified"),
        NumberOfFemaleEmployees: skipped("classified"),
        NumberOfOtherGenderEmployees: skipped("classified"),
        NumberOfNonReportedGenderEmployees: skipped("classified"),
      }),
    ).toEqual([])
  })

  it("counts a skipped contract type as none", () => {
    const answers = {
      NumberOfEmployees: answered(10),
      NumberOfPermanentContractEmployees: answered(7),
      NumberOfTemporaryContractEmployees: skipped("notApplicable"),
    }
    expect(check(answers)).toMatchObject([
      {
        rule: "employeesByContract",
        first: { value: 7 },
        second: { value: 10 },
        skipped: ["NumberOfTemporaryContractEmployees"],
      },
    ])
    expect(rules({ ...answers, NumberOfPermanentContractEmployees: answered(10) })).toEqual([])
  })

  it("warns when permanent and temporary contracts do not add up to the number of employees", () => {
    const answers = {
      NumberOfEmployees: answered(12.5),
      NumberOfPermanentContractEmployees: answered(10),
      NumberOfTemporaryContractEmployees: answered(3),
    }
    expect(rules(answers)).toEqual(["employeesByContract"])
    expect(rules({ ...answers, NumberOfTemporaryContractEmployees: answered(2.5) })).toEqual([])
  })

  it("warns when the employees by country do not add up to the number of employees", () => {
    const table = (fi: number, se: number) =>
      answered({
        units: {},
        rows: [
          { key: "FI", values: { NumberOfEmployeesForCountryOfEmploymentContract: fi } },
          { key: "SE", values: { NumberOfEmployeesForCountryOfEmploymentContract: se } },
        ],
      })
    const answers = {
      NumberOfEmployees: answered(10),
      NumberOfEmployeesForCountryOfEmploymentContractTable: table(6, 3),
    }
    expect(check(answers)[0]).toMatchObject({ rule: "employeesByCountry", first: { value: 9 } })
    expect(rules({ ...answers, NumberOfEmployeesForCountryOfEmploymentContractTable: table(6, 4) })).toEqual(
      [],
    )
  })

  it("warns when the energy breakdown does not add up to the total, comparing in MWh", () => {
    const breakdown = answered({
      units: { energy: "kWh" },
      rows: [
        {
          key: "RenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 20_000, EnergyConsumptionFromFuels: 0 },
        },
        {
          key: "NonRenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 10_000, EnergyConsumptionFromFuels: 5_000 },
        },
      ],
    })
    const answers = {
      TotalEnergyConsumption: answered({ amount: 40, unit: "MWh" }),
      BreakdownOfEnergyConsumptionTable: breakdown,
    }
    expect(check(answers)[0]).toMatchObject({
      rule: "energyBreakdown",
      first: { value: 35, unit: "MWh" },
      second: { value: 40, unit: "MWh" },
    })
    expect(rules({ ...answers, TotalEnergyConsumption: answered({ amount: 35_000, unit: "kWh" }) })).toEqual(
      [],
    )
  })

  it("warns when the reporting option does not match the report's module", () => {
    const optionB = { BasisForPreparation: answered("OptionBBasicModuleAndComprehensiveModuleMember") }
    const optionA = { BasisForPreparation: answered("OptionABasicModuleOnlyMember") }
    expect(check(optionB, false)[0]).toMatchObject({
      rule: "reportingOption",
      first: { choice: "B" },
      second: { choice: "A" },
    })
    expect(rules(optionA, true)).toEqual(["reportingOption"])
    expect(rules(optionA, false)).toEqual([])
    expect(rules(optionB, true)).toEqual([])
  })

  it("keeps the scope totals equal to the sum of their parts: totals are computed, never typed", () => {
    const answers = {
      GrossScope1GreenhouseGasEmissions: tco2e(12.5),
      GrossLocationBasedScope2GreenhouseGasEmissions: tco2e(7_500, "kgCO2e"),
      GrossMarketBasedScope2GreenhouseGasEmissions: tco2e(3),
      GrossScope3GreenhouseGasEmissions: tco2e(100),
    }
    expect(computeDerived("scope12Location", answers)).toBe(20)
    expect(computeDerived("scope12Market", answers)).toBe(15.5)
    expect(computeDerived("scope123Location", answers)).toBe(120)
    expect(computeDerived("scope123Market", answers)).toBe(115.5)
    expect(rules(answers)).toEqual([])
  })

  it("warns when a GHG calculation linked to B3 gives other figures than the answers", () => {
    const calculation = {
      excludedScopes: [],
      totals: { unit: "tCO2e", scope1: 12.5, scope2LocationBased: 7.5, scope2MarketBased: 3, scope3: 0 },
      rows: [{ emission: { scope: 1 } }],
    } as never
    const answers = {
      GrossScope1GreenhouseGasEmissions: tco2e(12.5),
      GrossLocationBasedScope2GreenhouseGasEmissions: tco2e(7_500, "kgCO2e"),
      GrossMarketBasedScope2GreenhouseGasEmissions: tco2e(3),
    }
    expect(check(answers, false, calculation)).toEqual([])
    const edited = { ...answers, GrossScope1GreenhouseGasEmissions: tco2e(20) }
    expect(check(edited, false, calculation)[0]).toMatchObject({
      rule: "ghgCalculation",
      first: { questionId: "GrossScope1GreenhouseGasEmissions", value: 12.5 },
      second: { value: 20 },
    })
  })

  it("warns when more water is withdrawn in water-stressed areas than in all", () => {
    const answers = {
      TotalAmountOfWaterWithdrawnFromAllSites: answered({ amount: 100, unit: "m3" }),
      AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress: answered({ amount: 150, unit: "m3" }),
    }
    expect(rules(answers)).toEqual(["waterStressShare"])
    expect(
      rules({
        ...answers,
        AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress: answered({ amount: 0, unit: "m3" }),
      }),
    ).toEqual([])
  })

  it("warns when more employees are covered by collective agreements than there are employees", () => {
    const answers = {
      NumberOfEmployees: answered(10),
      PercentageOfEmployeesCoveredByCollectiveBargainingAgreements: answered({ employeesCovered: 12 }),
    }
    expect(rules(answers)).toEqual(["collectiveBargainingCovered"])
    expect(
      rules({
        ...answers,
        PercentageOfEmployeesCoveredByCollectiveBargainingAgreements: answered({ employeesCovered: 10 }),
      }),
    ).toEqual([])
  })

  it("warns when revenue from the listed sectors exceeds the turnover", () => {
    const answers = {
      Turnover: answered(1000),
      RevenueDerivedFromCoal: answered(800),
      RevenueDerivedFromOil: answered(300),
    }
    expect(check(answers)[0]).toMatchObject({
      rule: "sectorRevenue",
      first: { value: 1100 },
      second: { value: 1000 },
    })
    expect(rules({ ...answers, RevenueDerivedFromOil: answered(200) })).toEqual([])
  })

  it("gives no warning for an empty report, and every rule has a test above", () => {
    expect(check({})).toEqual([])
    expect(consistencyRuleIds).toHaveLength(9)
  })
})
