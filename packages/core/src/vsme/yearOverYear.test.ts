import { describe, expect, it } from "vitest"
import { findQuestion } from "./questions.js"
import { answered, skipped, type Answers } from "./ReportAnswers.js"
import { largeChangePercent, numericChange, yearOverYear } from "./yearOverYear.js"

const question = (id: string) => {
  const q = findQuestion(id)
  if (!q) throw new Error(`no question ${id}`)
  return q
}
const compare = (id: string, previous: Answers, current: Answers) =>
  yearOverYear(question(id), current, previous)

const energyTable = (unit: string, renewableElectricity: number, extraRow = true) =>
  answered({
    units: { energy: unit },
    rows: [
      {
        key: "RenewableEnergyMember",
        values: {
          EnergyConsumptionFromElectricity: renewableElectricity,
          EnergyConsumptionFromSelfGeneratedElectricity: null,
          EnergyConsumptionFromFuels: 40,
        },
      },
      ...(extraRow
        ? [
            {
              key: "NonRenewableEnergyMember",
              values: { EnergyConsumptionFromElectricity: 740, EnergyConsumptionFromFuels: 520 },
            },
          ]
        : []),
    ],
  })

describe("numericChange", () => {
  it("gives the absolute change and the change in percent of last year, exactly", () => {
    expect(numericChange(0.1, 0.3)).toEqual({
      previous: 0.1,
      current: 0.3,
      unit: null,
      absolute: 0.2,
      percent: 200,
      large: true,
    })
    expect(numericChange(58, 45).percent).toBeCloseTo(-22.4137931, 6)
  })

  it(`calls a change large above ${largeChangePercent} % either way, not at it`, () => {
    expect(largeChangePercent).toBe(25)
    expect(numericChange(100, 125).large).toBe(false)
    expect(numericChange(100, 125.01).large).toBe(true)
    expect(numericChange(100, 75).large).toBe(false)
    expect(numericChange(100, 74.99).large).toBe(true)
    expect(numericChange(100, 100)).toMatchObject({ absolute: 0, percent: 0, large: false })
  })

  it("has no percent from zero, and calls something from nothing large", () => {
    expect(numericChange(0, 0)).toMatchObject({ absolute: 0, percent: null, large: false })
    expect(numericChange(0, 3)).toMatchObject({ absolute: 3, percent: null, large: true })
  })
})

describe("yearOverYear", () => {
  it("compares plain numbers", () => {
    const result = compare(
      "NumberOfEmployees",
      { NumberOfEmployees: answered(58) },
      { NumberOfEmployees: answered(40) },
    )
    expect(result).toMatchObject({
      questionId: "NumberOfEmployees",
      previous: { status: "answered", value: 58 },
      changed: true,
      change: { previous: 58, current: 40, absolute: -18, unit: null, large: true },
      cells: [],
      large: true,
    })
  })

  it("compares quantities in this year's unit, so a change of unit is no change of amount", () => {
    const previous = { TotalEnergyConsumption: answered({ amount: 2505, unit: "MWh" }) }
    const sameAmount = compare("TotalEnergyConsumption", previous, {
      TotalEnergyConsumption: answered({ amount: 2_505_000, unit: "kWh" }),
    })
    expect(sameAmount.change).toEqual({
      previous: 2_505_000,
      current: 2_505_000,
      unit: "kWh",
      absolute: 0,
      percent: 0,
      large: false,
    })
    expect(sameAmount.changed).toBe(false)
    // The classic slip: kilowatt-hours typed into the megawatt-hour field.
    const slip = compare("TotalEnergyConsumption", previous, {
      TotalEnergyConsumption: answered({ amount: 2_505_000, unit: "MWh" }),
    })
    expect(slip.change?.percent).toBe(99_900)
    expect(slip.large).toBe(true)
  })

  it("compares computed values from each year's own answers", () => {
    const year = (accidents: number, hours: number): Answers => ({
      NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod: answered(accidents),
      RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod: answered({ totalHoursWorked: hours }),
    })
    const result = compare(
      "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
      year(3, 92_800),
      year(6, 96_000),
    )
    expect(result.previousDerived).toBeCloseTo(6.4655, 4)
    expect(result.change?.current).toBeCloseTo(12.5, 10)
    expect(result.change?.percent).toBeCloseTo(93.33, 2)
    expect(result.large).toBe(true)
    const steady = compare(
      "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
      year(3, 92_800),
      year(3, 92_800),
    )
    expect(steady).toMatchObject({ changed: false, large: false, change: { absolute: 0 } })
    const unknown = compare("RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod", {}, year(3, 92_800))
    expect(unknown).toMatchObject({
      previous: null,
      previousDerived: null,
      changed: true,
      change: null,
      large: false,
    })
  })

  it("compares a table's numeric cells row by row, amounts in this year's unit", () => {
    const result = compare(
      "BreakdownOfEnergyConsumptionTable",
      { BreakdownOfEnergyConsumptionTable: energyTable("MWh", 1110, false) },
      { BreakdownOfEnergyConsumptionTable: energyTable("kWh", 1_600_000) },
    )
    expect(result.change).toBeNull()
    expect(result.cells).toEqual([
      {
        rowKey: "RenewableEnergyMember",
        fieldId: "EnergyConsumptionFromElectricity",
        change: {
          previous: 1_110_000,
          current: 1_600_000,
          unit: "kWh",
          absolute: 490_000,
          percent: expect.closeTo(44.144, 3),
          large: true,
        },
      },
      {
        rowKey: "RenewableEnergyMember",
        fieldId: "EnergyConsumptionFromFuels",
        change: {
          previous: 40_000,
          current: 40,
          unit: "kWh",
          absolute: -39_960,
          percent: -99.9,
          large: true,
        },
      },
    ])
    expect(result.large).toBe(true)
  })

  it("sees no change in the same table in another unit or with its keys in another order", () => {
    const inKwh = answered({
      units: { energy: "kWh" },
      rows: [
        {
          key: "RenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 1_110_000, EnergyConsumptionFromFuels: 40_000 },
        },
        {
          key: "NonRenewableEnergyMember",
          values: { EnergyConsumptionFromElectricity: 740_000, EnergyConsumptionFromFuels: 520_000 },
        },
      ],
    })
    const unitOnly = compare(
      "BreakdownOfEnergyConsumptionTable",
      { BreakdownOfEnergyConsumptionTable: energyTable("MWh", 1110) },
      { BreakdownOfEnergyConsumptionTable: inKwh },
    )
    expect(unitOnly.cells.map((c) => c.change.absolute)).toEqual([0, 0, 0, 0])
    expect(unitOnly).toMatchObject({ changed: false, large: false })
    const rows = compare(
      "BreakdownOfEnergyConsumptionTable",
      { BreakdownOfEnergyConsumptionTable: energyTable("MWh", 1110, false) },
      { BreakdownOfEnergyConsumptionTable: energyTable("MWh", 1110) },
    )
    expect(rows).toMatchObject({ changed: true, large: false })
    const reordered = answered({
      rows: [
        {
          values: { EnergyConsumptionFromFuels: 40, EnergyConsumptionFromElectricity: 1110 },
          key: "RenewableEnergyMember",
        },
        {
          key: "NonRenewableEnergyMember",
          values: { EnergyConsumptionFromFuels: 520, EnergyConsumptionFromElectricity: 740 },
        },
      ],
      units: { energy: "MWh" },
    })
    const result = compare(
      "BreakdownOfEnergyConsumptionTable",
      { BreakdownOfEnergyConsumptionTable: energyTable("MWh", 1110) },
      { BreakdownOfEnergyConsumptionTable: reordered },
    )
    expect(result).toMatchObject({ changed: false, large: false })
    expect(result.cells.every((c) => c.change.absolute === 0)).toBe(true)
  })

  it("tells whether other answers changed, without amounts", () => {
    const text = compare(
      "DescriptionOfSignificantMarketsTheUndertakingOperatesIn",
      { DescriptionOfSignificantMarketsTheUndertakingOperatesIn: answered("Suomi") },
      { DescriptionOfSignificantMarketsTheUndertakingOperatesIn: answered("Suomi ja Viro") },
    )
    expect(text).toMatchObject({ changed: true, change: null, cells: [], large: false })
    const same = compare(
      "BasisForReporting",
      { BasisForReporting: answered("IndividualMember") },
      { BasisForReporting: answered("IndividualMember") },
    )
    expect(same.changed).toBe(false)
  })

  it("treats a skip on either side as a change of kind, with no amount", () => {
    const result = compare(
      "TotalSealedArea",
      { TotalSealedArea: skipped("notAvailable") },
      { TotalSealedArea: answered({ amount: 2.6, unit: "ha" }) },
    )
    expect(result).toMatchObject({
      previous: { status: "skipped", reason: "notAvailable" },
      changed: true,
      change: null,
      large: false,
    })
    expect(compare("Turnover", {}, { Turnover: answered(1) })).toMatchObject({
      previous: null,
      changed: true,
    })
  })
})
