import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { convert, fromCurrencyScale, toCurrencyScale } from "../units/units.js"
import { add, exact, toDecimalString } from "../units/exact.js"
import {
  accidentRate,
  changeFromBase,
  collectiveBargainingCoverage,
  computeDerived,
  employeeTurnoverRate,
  energyBreakdownOf,
  energyTotals,
  femaleToMaleRatio,
  genderPayGap,
  ghgIntensity,
  ghgTotals,
  isGivenDerived,
  isHazardousWaste,
  recyclingRate,
} from "./derived.js"
import { questionAnswerSchema } from "./questionSchema.js"
import { vsmeQuestions } from "./questions.js"
import { answered, type Answers } from "./ReportAnswers.js"
import { wasteAmountsRecyclingRate } from "./structured.js"
import { readFixture } from "../testing/readFixture.js"

type Fact = { concept: string; value: string; aspects: Record<string, string> }
const facts = (
  JSON.parse(await readFixture("efrag/vsme-1.3.0-facts.json")) as {
    facts: Array<Fact>
  }
).facts
/** A fact of EFRAG's sample report in the current period (no scope member) or for a member. */
const sample = (concept: string, member?: string) => {
  const fact = facts.find(
    (f) =>
      f.concept === `vsme:${concept}` &&
      (member === undefined
        ? !Object.keys(f.aspects).some((k) => k.startsWith("vsme:"))
        : Object.values(f.aspects).includes(member)),
  )
  if (!fact) throw new Error(`no sample fact ${concept}`)
  return Number(fact.value)
}

describe("exact arithmetic and units", () => {
  it("adds decimals without binary noise", () => {
    expect(toDecimalString(add(exact(0.1), exact(0.2)))).toBe("0.3")
    expect(toDecimalString(exact("-2e-3"))).toBe("-0.002")
  })

  it("converts energy, carbon and currency units exactly", () => {
    expect(convert("energy", 1234.5, "kWh", "MWh")).toBe(1.2345)
    expect(convert("energy", 0.3, "MWh", "kWh")).toBe(300)
    expect(convert("ghgEmissions", 20_586, "kgCO2e", "tCO2e")).toBe(20.586)
    expect(convert("mass", 1.1, "t", "kg")).toBe(1100)
    expect(convert("area", 1200, "m2", "ha")).toBe(0.12)
    expect(toCurrencyScale(2_500_000, "million")).toBe(2.5)
    expect(fromCurrencyScale(0.7, "thousand")).toBe(700)
  })
})

describe("formulas with worked examples", () => {
  it("GHG totals and intensity reproduce EFRAG's sample (350 tCO2e / 23 500 EUR)", () => {
    const totals = ghgTotals({
      scope1: sample("GrossScope1GreenhouseGasEmissions"),
      scope2Location: sample("GrossLocationBasedScope2GreenhouseGasEmissions"),
      scope3: sample("GrossScope3GreenhouseGasEmissions"),
    })
    expect(totals.scope12Location).toBe(sample("TotalGrossLocationBasedScope1AndScope2GHGEmissions"))
    expect(totals.scope123Location).toBe(sample("TotalGrossLocationBasedGHGEmissions"))
    expect(totals.scope12Market).toBeNull()
    expect(ghgIntensity(350, sample("Turnover"))).toBeCloseTo(
      sample("TotalLocationBasedGreenhouseGasEmissionsIntensityValue"),
      14,
    )
    expect(ghgIntensity(350, 0)).toBeNull()
  })

  it("C3 baseline totals of the sample add up", () => {
    const base = ghgTotals({ scope1: 150, scope2Location: 75, scope3: 300 })
    expect(base.scope12Location).toBe(
      sample("TotalGrossLocationBasedScope1AndScope2GHGEmissions", "vsme:BaselineYearMember"),
    )
    expect(base.scope123Location).toBe(
      sample("TotalGrossLocationBasedGHGEmissions", "vsme:BaselineYearMember"),
    )
    expect(changeFromBase(525, 190)).toBeCloseTo(-63.8095238095, 9)
  })

  it("energy totals and renewable share follow the sample's breakdown", () => {
    const totals = energyTotals({
      renewable: { electricity: 0, selfGenerated: 23, fuels: 6.3750051 },
      nonRenewable: { electricity: 100, selfGenerated: 20, fuels: 10.03334136 },
    })
    expect(totals.electricity).toBe(100)
    expect(totals.selfGenerated).toBe(43)
    expect(totals.fuels).toBe(sample("EnergyConsumptionFromFuels"))
    expect(totals.total).toBe(159.40834646)
    expect(totals.renewableShare).toBeCloseTo((29.3750051 / 159.40834646) * 100, 8)
  })

  it("employee turnover rate: leavers ÷ average of start and end × 100", () => {
    expect(employeeTurnoverRate(25, 80, 96)).toBeCloseTo(sample("EmployeeTurnoverRate"), 9)
    expect(employeeTurnoverRate(1, 0, 0)).toBeNull()
  })

  it("accident rate: 3 accidents in 80 000 hours is 7.5 per 200 000 hours", () => {
    expect(accidentRate(3, 40 * 2000)).toBe(7.5)
    expect(accidentRate(0, 0)).toBeNull()
  })

  it("gender pay gap: (15 − 13) ÷ 15 = 13.3 %", () => {
    expect(genderPayGap(15, 13)).toBeCloseTo(13.3333333333, 9)
    expect(genderPayGap(20, 18)).toBe(sample("PercentageGapInPayBetweenFemaleAndMaleEmployees"))
  })

  it("collective bargaining coverage: covered ÷ employees × 100 (140 of 151 in the sample)", () => {
    expect(collectiveBargainingCoverage(140, 151)).toBeCloseTo(
      sample("PercentageOfEmployeesCoveredByCollectiveBargainingAgreements"),
      9,
    )
  })

  it("female-to-male ratios: 28/84 ≈ 0.33, 3 of 6 → 1, 0 when a gender is absent", () => {
    expect(femaleToMaleRatio(28, 84)).toBeCloseTo(1 / 3, 12)
    expect(femaleToMaleRatio(3, 3)).toBe(1)
    expect(femaleToMaleRatio(5, 2)).toBe(sample("GenderDiversityRatioInGovernanceBody"))
    expect(femaleToMaleRatio(0, 4)).toBe(0)
  })

  it("recycling rate: diverted ÷ total", () => {
    expect(recyclingRate(1200, 1500)).toBe(80)
    expect(
      wasteAmountsRecyclingRate({
        unit: "kg",
        plasticWaste: { recycled: 0.1, disposed: 0.2 },
        bioWaste: { recycled: 0.2, disposed: 0 },
        mixedWaste: null,
        glassWaste: null,
        paperWaste: null,
        metalWaste: null,
        cardboardWaste: null,
        hazardousWaste: null,
        nonSortedWaste: null,
      }),
    ).toBe(60)
  })
})

describe("computeDerived over answers", () => {
  const waste = (key: string, values: Record<string, number>) => ({ key, values })
  const answers: Answers = {
    Turnover: answered(23_500),
    NumberOfEmployees: answered(151),
    GrossScope1GreenhouseGasEmissions: answered({ amount: 100_000, unit: "kgCO2e" }),
    GrossLocationBasedScope2GreenhouseGasEmissions: answered({ amount: 50, unit: "tCO2e" }),
    GrossScope3GreenhouseGasEmissions: answered({ amount: 200, unit: "tCO2e" }),
    TotalAmountOfWaterWithdrawnFromAllSites: answered({ amount: 1000.3, unit: "m3" }),
    WaterDischargeFromUndertakingProductionProcesses: answered({ amount: 200.1, unit: "m3" }),
    WasteGeneratedTable: answered({
      units: { mass: "t", volume: "m3" },
      rows: [
        waste("W-130101-Hazardous-HydraulicOilsContainingPcbsMember", {
          WasteDivertedToRecycleOrReuseMass: 30,
          WasteDirectedToDisposalMass: 70,
        }),
        waste("W-200101-Non-Hazardous-PaperAndCardboardMember", {
          WasteDivertedToRecycleOrReuseMass: 1200,
          WasteDirectedToDisposalMass: 300,
        }),
      ],
    }),
    PercentageOfEmployeesCoveredByCollectiveBargainingAgreements: answered({ employeesCovered: 140 }),
    BreakdownOfEnergyConsumptionTable: answered({
      units: { energy: "kWh" },
      rows: [
        {
          key: "RenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 1500, EnergyConsumptionFromFuels: 0 },
        },
        {
          key: "NonRenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 500, EnergyConsumptionFromFuels: 100 },
        },
      ],
    }),
  }

  it("normalises units before adding (100 000 kgCO2e + 50 tCO2e = 150 tCO2e)", () => {
    expect(computeDerived("scope12Location", answers)).toBe(150)
    expect(computeDerived("scope123Location", answers)).toBe(350)
    expect(computeDerived("scope12Market", answers)).toBeNull()
    expect(computeDerived("intensityTotalLocation", answers)).toBeCloseTo(350 / 23_500, 14)
  })

  it("computes water consumption, waste totals by hazard and coverage", () => {
    expect(computeDerived("waterConsumption", answers)).toBe(800.2)
    expect(computeDerived("hazardousWasteMass", answers)).toBe(100)
    expect(computeDerived("nonHazardousWasteMass", answers)).toBe(1500)
    expect(computeDerived("totalWasteMass", answers)).toBe(1600)
    expect(computeDerived("collectiveBargainingCoverage", answers)).toBeCloseTo(92.7152317881, 9)
    expect(isHazardousWaste("W-200101-Non-Hazardous-PaperAndCardboardMember")).toBe(false)
  })

  it("reads the energy table in MWh whatever unit it was entered in", () => {
    const breakdown = energyBreakdownOf(answers)
    expect(breakdown?.renewable.electricity).toBe(1.5)
    expect(energyTotals(breakdown!).total).toBe(2.1)
  })
})

describe("a derived value given as a figure (issue 30)", () => {
  const given = { EmployeeTurnoverRate: answered({ given: 28.4 }) }

  it("is the value, as given, and says so", () => {
    expect(computeDerived("employeeTurnoverRate", given)).toBe(28.4)
    expect(isGivenDerived("employeeTurnoverRate", given)).toBe(true)
    const computed = {
      EmployeeTurnoverRate: answered({ leavers: 25, employeesAtStart: 80, employeesAtEnd: 96 }),
    }
    expect(isGivenDerived("employeeTurnoverRate", computed)).toBe(false)
    expect(computeDerived("employeeTurnoverRate", computed)).toBeCloseTo(28.409, 3)
  })

  it("is possible for every derived question that takes inputs, and for no other", () => {
    for (const q of vsmeQuestions)
      if (q.kind === "scalar" && q.derivation) {
        const answers = { [q.id]: answered({ given: 1.5 }) }
        expect(isGivenDerived(q.derivation, answers), q.id).toBe(q.inputs !== undefined)
        const schema = questionAnswerSchema(q)
        expect(Schema.is(schema)({ given: 1.5 }), q.id).toBe(q.inputs !== undefined)
      }
  })
})
