import { add, divide, type Exact, exact, isZero, multiply, subtract, sum, toNumber } from "../units/exact.js"
import { type QuantityKind, unitSizes } from "../units/units.js"
import { givenFigure } from "./givenDerived.js"
import { answerValue, type Answers, type CompanyFacts, type TableAnswer } from "./ReportAnswers.js"
import { taxonomyWasteTypes } from "./taxonomyConcepts.generated.js"

/**
 * Values core computes instead of asking (reference §5). Every formula works on exact decimals and
 * rounds once at the end; a missing input or a zero denominator gives null ("cannot be computed yet").
 */
export const derivationIds = [
  "scope12Location",
  "scope12Market",
  "scope123Location",
  "scope123Market",
  "intensityScope12Location",
  "intensityScope12Market",
  "intensityTotalLocation",
  "intensityTotalMarket",
  "waterConsumption",
  "hazardousWasteMass",
  "nonHazardousWasteMass",
  "totalWasteMass",
  "hazardousWasteVolume",
  "nonHazardousWasteVolume",
  "totalWasteVolume",
  "materialsTotalMass",
  "materialsTotalVolume",
  "employeeTurnoverRate",
  "accidentRate",
  "genderPayGap",
  "collectiveBargainingCoverage",
  "femaleToMaleManagementRatio",
  "fossilFuelRevenue",
  "genderDiversityRatio",
] as const
export type DerivationId = (typeof derivationIds)[number]

const percentDecimals = 10
const ratioDecimals = 15

const ratio = (numerator: number, denominator: number, scale = 1, decimals = ratioDecimals): number | null =>
  denominator === 0
    ? null
    : toNumber(multiply(divide(exact(numerator), exact(denominator)), exact(scale)), decimals)

/** Employee turnover rate (B8 §40): leavers ÷ average employees × 100, the average being (start + end) ÷ 2. */
export const employeeTurnoverRate = (leavers: number, employeesAtStart: number, employeesAtEnd: number) => {
  const average = divide(add(exact(employeesAtStart), exact(employeesAtEnd)), exact(2))
  return isZero(average)
    ? null
    : toNumber(multiply(divide(exact(leavers), average), exact(100)), percentDecimals)
}

/** Rate of recordable work-related accidents (B9): accidents ÷ hours worked × 200 000. */
export const accidentRate = (accidents: number, hoursWorked: number) =>
  ratio(accidents, hoursWorked, 200_000, percentDecimals)

/** Gender pay gap (B10): (men's − women's average gross hourly pay) ÷ men's × 100. */
export const genderPayGap = (averageHourlyPayMale: number, averageHourlyPayFemale: number) =>
  averageHourlyPayMale === 0
    ? null
    : toNumber(
        multiply(
          divide(
            subtract(exact(averageHourlyPayMale), exact(averageHourlyPayFemale)),
            exact(averageHourlyPayMale),
          ),
          exact(100),
        ),
        percentDecimals,
      )

/** Collective bargaining coverage (B10): employees covered ÷ all employees × 100. */
export const collectiveBargainingCoverage = (covered: number, employees: number) =>
  ratio(covered, employees, 100, percentDecimals)

/**
 * Female-to-male ratio (C5 management, C9 board): women ÷ men. The EFRAG template gives 0 when either
 * count is 0 (reference §5.16); we follow it so a board of only men or only women still reports.
 */
export const femaleToMaleRatio = (female: number, male: number) =>
  female === 0 || male === 0 ? 0 : ratio(female, male)

/** GHG intensity (B3 §31): gross emissions in tCO2e ÷ turnover in the report currency. */
export const ghgIntensity = (emissionsTco2e: number, turnover: number) => ratio(emissionsTco2e, turnover)

/** Recycling rate: share of waste diverted to recycling or reuse, in percent (not a VSME datapoint). */
export const recyclingRate = (diverted: number, total: number) => ratio(diverted, total, 100, percentDecimals)

/** Change from base to target in percent (C3 helper; negative is a reduction). */
export const changeFromBase = (baseValue: number, targetValue: number) =>
  baseValue === 0
    ? null
    : toNumber(
        multiply(divide(subtract(exact(targetValue), exact(baseValue)), exact(baseValue)), exact(100)),
        percentDecimals,
      )

const total = (values: ReadonlyArray<number>) => toNumber(sum(values.map((v) => exact(v))))

/** Gross GHG totals (B3 §30, reference §5.2); market-based and Scope 3 totals only when their parts are given. */
export const ghgTotals = (s: {
  readonly scope1: number
  readonly scope2Location: number
  readonly scope2Market?: number | null
  readonly scope3?: number | null
}) => {
  const market = s.scope2Market ?? null
  const scope3 = s.scope3 ?? null
  return {
    scope12Location: total([s.scope1, s.scope2Location]),
    scope12Market: market === null ? null : total([s.scope1, market]),
    scope123Location: scope3 === null ? null : total([s.scope1, s.scope2Location, scope3]),
    scope123Market: market === null || scope3 === null ? null : total([s.scope1, market, scope3]),
  }
}

/** The energy table of spec §3: renewable and non-renewable per source, in MWh. */
export interface EnergyBreakdown {
  readonly renewable: { readonly electricity: number; readonly selfGenerated: number; readonly fuels: number }
  readonly nonRenewable: {
    readonly electricity: number
    readonly selfGenerated: number
    readonly fuels: number
  }
}

/** Energy totals (B3 §29): per source, per renewability, overall, and the renewable share in percent. */
export const energyTotals = (e: EnergyBreakdown) => {
  const parts = (row: EnergyBreakdown["renewable"]) => [row.electricity, row.selfGenerated, row.fuels]
  const renewable = sum(parts(e.renewable).map((v) => exact(v)))
  const nonRenewable = sum(parts(e.nonRenewable).map((v) => exact(v)))
  const all = add(renewable, nonRenewable)
  return {
    renewable: toNumber(renewable),
    nonRenewable: toNumber(nonRenewable),
    total: toNumber(all),
    electricity: total([e.renewable.electricity, e.nonRenewable.electricity]),
    selfGenerated: total([e.renewable.selfGenerated, e.nonRenewable.selfGenerated]),
    fuels: total([e.renewable.fuels, e.nonRenewable.fuels]),
    renewableShare: isZero(all)
      ? null
      : toNumber(multiply(divide(renewable, all), exact(100)), percentDecimals),
  }
}

const hazardousWaste = new Map(taxonomyWasteTypes.map(([member, , hazardous]) => [member, hazardous]))
/** Whether a European Waste Catalogue member is flagged hazardous. */
export const isHazardousWaste = (member: string) => hazardousWaste.get(member) === true

// ---- reading answers ------------------------------------------------------------------------------

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null
const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null

/** A quantity answer `{ amount, unit }` in the base unit of its kind (MWh, tCO2e, kg, m³, m²). */
export const inBaseUnit = (kind: QuantityKind, value: unknown): Exact | null => {
  if (!isRecord(value)) return null
  const amount = num(value.amount)
  const size = (unitSizes[kind] as Record<string, string>)[String(value.unit)]
  return amount === null || size === undefined ? null : multiply(exact(amount), exact(size))
}

const quantityOf = (answers: Answers, id: string, kind: QuantityKind) =>
  inBaseUnit(kind, answerValue(answers, id))
const inputsOf = (answers: Answers, id: string) => {
  const value = answerValue(answers, id)
  return isRecord(value) ? value : {}
}
const tableOf = (answers: Answers, id: string): TableAnswer | null => {
  const value = answerValue(answers, id)
  return isRecord(value) && Array.isArray(value.rows) ? (value as unknown as TableAnswer) : null
}

const ghg = (answers: Answers) => ({
  scope1: quantityOf(answers, "GrossScope1GreenhouseGasEmissions", "ghgEmissions"),
  scope2Location: quantityOf(answers, "GrossLocationBasedScope2GreenhouseGasEmissions", "ghgEmissions"),
  scope2Market: quantityOf(answers, "GrossMarketBasedScope2GreenhouseGasEmissions", "ghgEmissions"),
  scope3: quantityOf(answers, "GrossScope3GreenhouseGasEmissions", "ghgEmissions"),
})

const sumOrNull = (parts: ReadonlyArray<Exact | null>) =>
  parts.some((p) => p === null) ? null : sum(parts as ReadonlyArray<Exact>)

/**
 * A location-based GHG total as EFRAG's template computes it, in every version 1.0.0–1.3.0 (cells D25
 * and D46, and the C3 rows' G/J 25 and 46): the sum of the parts given, a part left empty counting as
 * none, left out only when no part is given or, with Scope 3, when the sum is zero. So a workbook with
 * Scope 1 and no Scope 2 reports its Scope 1+2 total and intensity, as EFRAG's converter does. A
 * market-based total (D26, D47) needs every part. (Issue 30; decision 025, addendum.)
 */
export const locationBasedTotal = (parts: ReadonlyArray<Exact | null>, withScope3: boolean): Exact | null => {
  const given = parts.filter((p): p is Exact => p !== null)
  if (given.length === 0) return null
  const total = sum(given)
  return withScope3 && isZero(total) ? null : total
}

const emissionTotal = (answers: Answers, market: boolean, scope3: boolean): Exact | null => {
  const g = ghg(answers)
  const parts = [g.scope1, market ? g.scope2Market : g.scope2Location, ...(scope3 ? [g.scope3] : [])]
  return market ? sumOrNull(parts) : locationBasedTotal(parts, scope3)
}

const intensity = (answers: Answers, market: boolean, scope3: boolean) => {
  const emissions = emissionTotal(answers, market, scope3)
  const turnover = num(answerValue(answers, "Turnover"))
  return emissions === null || turnover === null || turnover === 0
    ? null
    : toNumber(divide(emissions, exact(turnover)), ratioDecimals)
}

/** Sum of a table's field over rows matching `keep`, in the table's unit; null without rows. */
const tableSum = (
  table: TableAnswer | null,
  fields: ReadonlyArray<string>,
  keep: (key: string) => boolean = () => true,
): number | null => {
  if (table === null) return null
  const values = table.rows
    .filter((row) => keep(row.key))
    .flatMap((row) => fields.map((f) => num(row.values[f])).filter((v): v is number => v !== null))
  return total(values)
}

const wasteMass = ["WasteDivertedToRecycleOrReuseMass", "WasteDirectedToDisposalMass"]
const wasteVolume = ["WasteDivertedToRecycleOrReuseVolume", "WasteDirectedToDisposalVolume"]

const num2 = (a: unknown, b: unknown, f: (x: number, y: number) => number | null) => {
  const x = num(a)
  const y = num(b)
  return x === null || y === null ? null : f(x, y)
}

/**
 * The value of a derived datapoint from the report's answers, in the taxonomy's unit (tCO2e, tCO2e per
 * currency unit, m³, percent) or the table's unit for table totals; null while inputs are missing.
 */
export const computeDerived = (id: DerivationId, answers: Answers, facts?: CompanyFacts): number | null => {
  const given = givenDerivations[id]
  if (given !== undefined) {
    const figure = givenFigure(answerValue(answers, given))
    if (figure !== null) return figure
  }
  const tco2e = (value: Exact | null) => (value === null ? null : toNumber(value))
  switch (id) {
    case "scope12Location":
      return tco2e(emissionTotal(answers, false, false))
    case "scope12Market":
      return tco2e(emissionTotal(answers, true, false))
    case "scope123Location":
      return tco2e(emissionTotal(answers, false, true))
    case "scope123Market":
      return tco2e(emissionTotal(answers, true, true))
    case "intensityScope12Location":
      return intensity(answers, false, false)
    case "intensityScope12Market":
      return intensity(answers, true, false)
    case "intensityTotalLocation":
      return intensity(answers, false, true)
    case "intensityTotalMarket":
      return intensity(answers, true, true)
    case "waterConsumption": {
      const withdrawal = quantityOf(answers, "TotalAmountOfWaterWithdrawnFromAllSites", "volume")
      const discharge = quantityOf(answers, "WaterDischargeFromUndertakingProductionProcesses", "volume")
      return withdrawal === null || discharge === null ? null : toNumber(subtract(withdrawal, discharge))
    }
    case "hazardousWasteMass":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteMass, isHazardousWaste)
    case "nonHazardousWasteMass":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteMass, (k) => !isHazardousWaste(k))
    case "totalWasteMass":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteMass)
    case "hazardousWasteVolume":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteVolume, isHazardousWaste)
    case "nonHazardousWasteVolume":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteVolume, (k) => !isHazardousWaste(k))
    case "totalWasteVolume":
      return tableSum(tableOf(answers, "WasteGeneratedTable"), wasteVolume)
    case "materialsTotalMass":
      return tableSum(tableOf(answers, materialTable), ["WeightOfMaterialUsed"])
    case "materialsTotalVolume":
      return tableSum(tableOf(answers, materialTable), ["VolumeOfMaterialUsed"])
    case "employeeTurnoverRate": {
      const i = inputsOf(answers, "EmployeeTurnoverRate")
      const [leavers, start, end] = [num(i.leavers), num(i.employeesAtStart), num(i.employeesAtEnd)]
      return leavers === null || start === null || end === null
        ? null
        : employeeTurnoverRate(leavers, start, end)
    }
    case "accidentRate": {
      const i = inputsOf(answers, "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod")
      return num2(
        answerValue(answers, "NumberOfRecordableWorkRelatedAccidentsInTheReportingPeriod"),
        i.totalHoursWorked,
        accidentRate,
      )
    }
    case "genderPayGap": {
      const i = inputsOf(answers, "PercentageGapInPayBetweenFemaleAndMaleEmployees")
      return num2(i.averageHourlyPayMale, i.averageHourlyPayFemale, genderPayGap)
    }
    case "collectiveBargainingCoverage": {
      const i = inputsOf(answers, "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements")
      const employees = answerValue(answers, "NumberOfEmployees") ?? facts?.employees
      return num2(i.employeesCovered, employees, collectiveBargainingCoverage)
    }
    case "femaleToMaleManagementRatio": {
      const i = inputsOf(answers, "FemaleToMaleRatioAtManagementLevelForTheReportingPeriod")
      return num2(i.femaleManagers, i.maleManagers, femaleToMaleRatio)
    }
    case "genderDiversityRatio": {
      const i = inputsOf(answers, "GenderDiversityRatioInGovernanceBody")
      return num2(i.femaleMembers, i.maleMembers, femaleToMaleRatio)
    }
    case "fossilFuelRevenue": {
      const parts = ["RevenueDerivedFromCoal", "RevenueDerivedFromOil", "RevenueDerivedFromGas"].map((q) =>
        num(answerValue(answers, q)),
      )
      // A skipped part counts as none: the gate asks for revenue only where there is some.
      return parts.every((p) => p === null) ? null : total(parts.map((p) => p ?? 0))
    }
  }
}

const materialTable = "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube"

/** The derivations whose question takes inputs, which may instead hold the figure as given (givenDerived.ts). */
const givenDerivations: Partial<Record<DerivationId, string>> = {
  employeeTurnoverRate: "EmployeeTurnoverRate",
  accidentRate: "RateOfRecordableWorkRelatedAccidentsInTheReportingPeriod",
  genderPayGap: "PercentageGapInPayBetweenFemaleAndMaleEmployees",
  collectiveBargainingCoverage: "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements",
  femaleToMaleManagementRatio: "FemaleToMaleRatioAtManagementLevelForTheReportingPeriod",
  genderDiversityRatio: "GenderDiversityRatioInGovernanceBody",
}

/** Whether a derived question's answer is a figure given as such rather than inputs computed. */
export const isGivenDerived = (id: DerivationId | undefined, answers: Answers): boolean => {
  const question = id === undefined ? undefined : givenDerivations[id]
  return question !== undefined && givenFigure(answerValue(answers, question)) !== null
}

/** The energy breakdown table answer (B3) in MWh, or null when it is not answered. */
export const energyBreakdownOf = (answers: Answers): EnergyBreakdown | null => {
  const table = tableOf(answers, "BreakdownOfEnergyConsumptionTable")
  if (table === null) return null
  const unit = table.units.energy ?? "MWh"
  const row = (key: string) => {
    const values = table.rows.find((r) => r.key === key)?.values ?? {}
    const mwh = (field: string) =>
      toNumber(inBaseUnit("energy", { amount: num(values[field]) ?? 0, unit }) ?? exact(0))
    return {
      electricity: mwh("EnergyConsumptionFromElectricity"),
      selfGenerated: mwh("EnergyConsumptionFromSelfGeneratedElectricity"),
      fuels: mwh("EnergyConsumptionFromFuels"),
    }
  }
  return { renewable: row("RenewableEnergyMember"), nonRenewable: row("NonRenewableEnergyMember") }
}
