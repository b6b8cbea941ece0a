import { b3FillAnswers, type B3FillSource } from "../ghg/reportFill.js"
import { exact, sum, toNumber } from "../units/exact.js"
import { energyBreakdownOf, energyTotals, inBaseUnit } from "./derived.js"
import { answerValue, type Answers, type CompanyFacts, type TableAnswer } from "./ReportAnswers.js"

/**
 * Consistency checks (issue 16): figures of one report that contradict each other. They warn, never
 * block: a person may know better (a rounding, a figure counted at another date), but should look.
 * Every rule is listed in docs/consistency-checks.md with the EFRAG template check it follows.
 */
export const consistencyRuleIds = [
  "employeesByGender",
  "employeesByContract",
  "employeesByCountry",
  "energyBreakdown",
  "reportingOption",
  "ghgCalculation",
  "waterStressShare",
  "collectiveBargainingCovered",
  "sectorRevenue",
] as const
export type ConsistencyRuleId = (typeof consistencyRuleIds)[number]

/** One figure a warning names: the question it belongs to and its value in `unit` (none: a count). */
export interface Figure {
  readonly questionId: string
  readonly value: number
  /** A unit code of units.ts, "currency", or absent for counts and choices. */
  readonly unit?: string
  /** For reportingOption: the value is not a number but the option chosen (A or B) or the module flag. */
  readonly choice?: string
}

export interface ConsistencyWarning {
  readonly rule: ConsistencyRuleId
  /** The sum, total or choice the other figure contradicts. */
  readonly first: Figure
  readonly second: Figure
  /** The questions the warning is shown on (the form step of each, the final step and the review). */
  readonly questionIds: ReadonlyArray<string>
  /**
   * Parts of a breakdown the person skipped, which its sum counts as none (employeesByGender,
   * employeesByContract): the message names them, since they are why the sum falls short.
   */
  readonly skipped?: ReadonlyArray<string>
}

/** What the checks read besides the answers: the module flag and a GHG calculation linked to B3. */
export interface ConsistencyContext {
  readonly answers: Answers
  readonly facts: CompanyFacts
  /** The calculation linked to this report's B3, when there is one (its totals, as core computes them). */
  readonly linkedCalculation?: B3FillSource | null
}

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null

/**
 * Equal up to rounding: figures are typed by people, often rounded to whole units, so a difference
 * below half a unit of the last place given, or 0.1 % of the larger figure, is not a contradiction.
 */
export const agrees = (a: number, b: number) =>
  Math.abs(a - b) <= Math.max(0.5e-6, Math.max(Math.abs(a), Math.abs(b)) * 0.001)

const total = (values: ReadonlyArray<number>) => toNumber(sum(values.map((v) => exact(v))))

const employees = "NumberOfEmployees"
const genders = [
  "NumberOfMaleEmployees",
  "NumberOfFemaleEmployees",
  "NumberOfOtherGenderEmployees",
  "NumberOfNonReportedGenderEmployees",
] as const
const contracts = ["NumberOfPermanentContractEmployees", "NumberOfTemporaryContractEmployees"] as const
const countryTable = "NumberOfEmployeesForCountryOfEmploymentContractTable"

/**
 * A breakdown against its total (EFRAG template, Social Disclosures: genders must add up to
 * employees). A part skipped (not applicable, not available, classified) counts as none: once every
 * part is answered or skipped, the answered ones must add up to the total, so a skip cannot hide a
 * shortfall; the warning then names the skipped parts. While some part is still open, only a sum
 * that already exceeds the total contradicts it. No warning when no part is answered: there is no
 * breakdown to compare.
 */
const breakdownWarning = (
  rule: ConsistencyRuleId,
  answers: Answers,
  parts: ReadonlyArray<string>,
  totalId: string,
): ConsistencyWarning | null => {
  const whole = num(answerValue(answers, totalId))
  const values = parts.map((id) => num(answerValue(answers, id)))
  const givenIds = parts.filter((_, i) => values[i] !== null)
  const skipped = parts.filter((id) => answers[id]?.status === "skipped")
  if (whole === null || givenIds.length === 0) return null
  const partsSum = total(values.filter((v): v is number => v !== null))
  const settled = givenIds.length + skipped.length === parts.length
  const contradicts = settled ? !agrees(partsSum, whole) : partsSum > whole && !agrees(partsSum, whole)
  if (!contradicts) return null
  return {
    rule,
    first: { questionId: givenIds[0]!, value: partsSum },
    second: { questionId: totalId, value: whole },
    questionIds: [...parts.filter((id) => givenIds.includes(id) || skipped.includes(id)), totalId],
    ...(skipped.length > 0 ? { skipped } : {}),
  }
}

const tableOf = (answers: Answers, id: string): TableAnswer | null => {
  const value = answerValue(answers, id) as TableAnswer | undefined
  return value && Array.isArray(value.rows) ? value : null
}

const employeesByCountry = (answers: Answers): ConsistencyWarning | null => {
  const whole = num(answerValue(answers, employees))
  const table = tableOf(answers, countryTable)
  if (whole === null || table === null || table.rows.length === 0) return null
  const counts = table.rows.map((r) => num(r.values.NumberOfEmployeesForCountryOfEmploymentContract) ?? 0)
  const bySum = total(counts)
  return agrees(bySum, whole)
    ? null
    : {
        rule: "employeesByCountry",
        first: { questionId: countryTable, value: bySum },
        second: { questionId: employees, value: whole },
        questionIds: [countryTable, employees],
      }
}

/** EFRAG template, Environmental Disclosures L12: the breakdown may not exceed the total; we ask equal. */
const energyBreakdown = (answers: Answers): ConsistencyWarning | null => {
  const breakdown = energyBreakdownOf(answers)
  const stated = inBaseUnit("energy", answerValue(answers, "TotalEnergyConsumption"))
  if (breakdown === null || stated === null) return null
  const bySum = energyTotals(breakdown).total
  const whole = toNumber(stated)
  return agrees(bySum, whole)
    ? null
    : {
        rule: "energyBreakdown",
        first: { questionId: "BreakdownOfEnergyConsumptionTable", value: bySum, unit: "MWh" },
        second: { questionId: "TotalEnergyConsumption", value: whole, unit: "MWh" },
        questionIds: ["BreakdownOfEnergyConsumptionTable", "TotalEnergyConsumption"],
      }
}

const optionMembers = {
  A: "OptionABasicModuleOnlyMember",
  B: "OptionBBasicModuleAndComprehensiveModuleMember",
} as const

/** The option chosen in B1 against the report's module: option B is the Comprehensive Module. */
const reportingOption = (answers: Answers, facts: CompanyFacts): ConsistencyWarning | null => {
  const chosen = answerValue(answers, "BasisForPreparation")
  const option = chosen === optionMembers.A ? "A" : chosen === optionMembers.B ? "B" : null
  if (option === null || (option === "B") === facts.comprehensive) return null
  return {
    rule: "reportingOption",
    first: { questionId: "BasisForPreparation", value: 0, choice: option },
    second: { questionId: "comprehensive", value: 0, choice: facts.comprehensive ? "B" : "A" },
    questionIds: ["BasisForPreparation"],
  }
}

/**
 * A GHG calculation linked to B3 whose figures differ from the B3 answers (someone changed one
 * after the fill): each scope the calculation gives is compared in tCO2e. The first difference
 * names both figures; the totals follow from these, so they differ exactly when a part does.
 */
const ghgCalculation = (
  answers: Answers,
  calculation: B3FillSource | null | undefined,
): ConsistencyWarning | null => {
  if (!calculation) return null
  for (const fill of b3FillAnswers(calculation)) {
    if (fill.answer.status !== "answered") continue
    const fromCalculation = inBaseUnit("ghgEmissions", fill.answer.value)
    const answered = inBaseUnit("ghgEmissions", answerValue(answers, fill.questionId))
    if (fromCalculation === null || answered === null) continue
    const [calc, given] = [toNumber(fromCalculation), toNumber(answered)]
    if (!agrees(calc, given))
      return {
        rule: "ghgCalculation",
        first: { questionId: fill.questionId, value: calc, unit: "tCO2e" },
        second: { questionId: fill.questionId, value: given, unit: "tCO2e" },
        questionIds: [fill.questionId],
      }
  }
  return null
}

/** Water withdrawn in water-stressed areas is a part of the total withdrawal (B6 §35). */
const waterStressShare = (answers: Answers): ConsistencyWarning | null => {
  const stressed = inBaseUnit(
    "volume",
    answerValue(answers, "AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress"),
  )
  const whole = inBaseUnit("volume", answerValue(answers, "TotalAmountOfWaterWithdrawnFromAllSites"))
  if (stressed === null || whole === null) return null
  const [part, all] = [toNumber(stressed), toNumber(whole)]
  return part <= all || agrees(part, all)
    ? null
    : {
        rule: "waterStressShare",
        first: {
          questionId: "AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress",
          value: part,
          unit: "m3",
        },
        second: { questionId: "TotalAmountOfWaterWithdrawnFromAllSites", value: all, unit: "m3" },
        questionIds: [
          "AmountOfWaterWithdrawnAtSitesLocatedInAreasOfHighWaterStress",
          "TotalAmountOfWaterWithdrawnFromAllSites",
        ],
      }
}

const coverage = "PercentageOfEmployeesCoveredByCollectiveBargainingAgreements"

/** More employees covered by collective agreements than employees: a coverage above 100 %. */
const collectiveBargainingCovered = (answers: Answers): ConsistencyWarning | null => {
  const inputs = answerValue(answers, coverage) as Record<string, unknown> | undefined
  const covered = num(inputs?.employeesCovered)
  const whole = num(answerValue(answers, employees))
  if (covered === null || whole === null || covered <= whole || agrees(covered, whole)) return null
  return {
    rule: "collectiveBargainingCovered",
    first: { questionId: coverage, value: covered },
    second: { questionId: employees, value: whole },
    questionIds: [coverage, employees],
  }
}

const sectorRevenues = [
  "RevenueDerivedFromControversialWeaponsAntiPersonnelMinesClusterMunitionsChemicalWeaponsAndBiologicalWeapons",
  "RevenueDerivedFromCultivationAndProductionOfTobacco",
  "RevenueDerivedFromCoal",
  "RevenueDerivedFromOil",
  "RevenueDerivedFromGas",
  "RevenueDerivedFromChemicalProduction",
] as const

/** EFRAG template, Governance Disclosures I12: revenue from the listed sectors cannot exceed turnover. */
const sectorRevenue = (answers: Answers): ConsistencyWarning | null => {
  const turnover = num(answerValue(answers, "Turnover"))
  const given = sectorRevenues.filter((id) => num(answerValue(answers, id)) !== null)
  if (turnover === null || given.length === 0) return null
  const bySum = total(given.map((id) => num(answerValue(answers, id))!))
  return bySum <= turnover || agrees(bySum, turnover)
    ? null
    : {
        rule: "sectorRevenue",
        first: { questionId: given[0]!, value: bySum, unit: "currency" },
        second: { questionId: "Turnover", value: turnover, unit: "currency" },
        questionIds: [...given, "Turnover"],
      }
}

/** Every consistency warning of a report, in the order of consistencyRuleIds. */
export const consistencyWarnings = (ctx: ConsistencyContext): ReadonlyArray<ConsistencyWarning> =>
  [
    breakdownWarning("employeesByGender", ctx.answers, genders, employees),
    breakdownWarning("employeesByContract", ctx.answers, contracts, employees),
    employeesByCountry(ctx.answers),
    energyBreakdown(ctx.answers),
    reportingOption(ctx.answers, ctx.facts),
    ghgCalculation(ctx.answers, ctx.linkedCalculation),
    waterStressShare(ctx.answers),
    collectiveBargainingCovered(ctx.answers),
    sectorRevenue(ctx.answers),
  ].filter((w): w is ConsistencyWarning => w !== null)

/** The warnings shown on one question. */
export const warningsFor = (warnings: ReadonlyArray<ConsistencyWarning>, questionId: string) =>
  warnings.filter((w) => w.questionIds.includes(questionId))
