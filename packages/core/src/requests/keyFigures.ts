import { toNumber } from "../units/exact.js"
import { answerValue, type Answers } from "../vsme/ReportAnswers.js"
import { energyBreakdownOf, inBaseUnit } from "../vsme/derived.js"
import type { DataQuality } from "./dataQuality.js"

/**
 * The key figures a requester's portfolio shows of each shared report (issue 32), in fixed units:
 * tCO2e, MWh, percent, persons, the company's currency, tCO2e per currency unit. Null when the share
 * does not hold the figure.
 */
export const keyFigureIds = [
  "scope1",
  "scope2Location",
  "scope2Market",
  "scope3",
  "totalEnergyMwh",
  "renewableEnergyPercent",
  "employees",
  "turnover",
  "ghgIntensity",
] as const
export type KeyFigureId = (typeof keyFigureIds)[number]

export interface KeyFigure {
  readonly value: number | null
  readonly quality: DataQuality | null
}
export type KeyFigures = Readonly<Record<KeyFigureId, KeyFigure>>

/** Where each figure comes from: the question whose answer (or derived value) it is. */
export const keyFigureSources: Readonly<Record<KeyFigureId, string>> = {
  scope1: "GrossScope1GreenhouseGasEmissions",
  scope2Location: "GrossLocationBasedScope2GreenhouseGasEmissions",
  scope2Market: "GrossMarketBasedScope2GreenhouseGasEmissions",
  scope3: "GrossScope3GreenhouseGasEmissions",
  totalEnergyMwh: "TotalEnergyConsumption",
  renewableEnergyPercent: "BreakdownOfEnergyConsumptionTable",
  employees: "NumberOfEmployees",
  turnover: "Turnover",
  // Location-based, scope 1–3 where reported: the intensity the taxonomy asks first.
  ghgIntensity: "TotalLocationBasedGreenhouseGasEmissionsIntensityValue",
}

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null

const quantity = (answers: Answers, id: string, kind: "ghgEmissions" | "energy") => {
  const base = inBaseUnit(kind, answerValue(answers, id))
  return base === null ? null : toNumber(base)
}

const renewablePercent = (answers: Answers) => {
  const breakdown = energyBreakdownOf(answers)
  if (breakdown === null) return null
  const total = (row: typeof breakdown.renewable) => row.electricity + row.selfGenerated + row.fuels
  const all = total(breakdown.renewable) + total(breakdown.nonRenewable)
  return all === 0 ? null : Math.round((total(breakdown.renewable) / all) * 1000) / 10
}

/**
 * The key figures of a shared snapshot: answers in base units, the intensity as derived over the
 * whole report when it was shared, each with the quality of its source answer.
 */
export const keyFiguresOf = (snapshot: {
  readonly answers: Answers
  readonly questionStates: Readonly<Record<string, { readonly derivedValue?: number | null | undefined }>>
  readonly quality: (questionId: string) => DataQuality
}): KeyFigures => {
  const { answers } = snapshot
  const values: Record<KeyFigureId, number | null> = {
    scope1: quantity(answers, keyFigureSources.scope1, "ghgEmissions"),
    scope2Location: quantity(answers, keyFigureSources.scope2Location, "ghgEmissions"),
    scope2Market: quantity(answers, keyFigureSources.scope2Market, "ghgEmissions"),
    scope3: quantity(answers, keyFigureSources.scope3, "ghgEmissions"),
    totalEnergyMwh: quantity(answers, keyFigureSources.totalEnergyMwh, "energy"),
    renewableEnergyPercent: renewablePercent(answers),
    employees: finite(answerValue(answers, keyFigureSources.employees)),
    turnover: finite(answerValue(answers, keyFigureSources.turnover)),
    ghgIntensity:
      finite(snapshot.questionStates[keyFigureSources.ghgIntensity]?.derivedValue) ??
      finite(
        snapshot.questionStates.Scope1AndScope2GreenhouseGasEmissionsIntensityValueLocationBased
          ?.derivedValue,
      ),
  }
  return Object.fromEntries(
    Object.entries(values).map(([id, value]) => [
      id,
      { value, quality: value === null ? null : snapshot.quality(keyFigureSources[id as KeyFigureId]) },
    ]),
  ) as unknown as KeyFigures
}
