import type { QuantityKind } from "../units/units.js"
import type { DerivationId } from "./derived.js"
import type { Answers } from "./ReportAnswers.js"

/**
 * What a derived value (derived.ts) is measured in, for every place that shows one (spreadsheet,
 * AI summary): each formats it in its own way, from the same facts.
 */
export type DerivedUnit =
  /** A unit code of units.ts (tCO2e, m3, or the unit a table's amounts were given in). */
  | { readonly kind: "unit"; readonly unit: string }
  /** tCO2e per unit of the company's currency (GHG intensity per turnover). */
  | { readonly kind: "carbonPerCurrency" }
  /** An amount in the company's currency. */
  | { readonly kind: "currency" }
  | { readonly kind: "percent" }
  /** Accidents per 200,000 hours worked. */
  | { readonly kind: "perAccidentHours" }
  /** A ratio without a unit. */
  | { readonly kind: "ratio" }

const wasteTable = "WasteGeneratedTable"
const materialTable = "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube"

/** The unit a table's amounts of `kind` were given in; the catalogue's base unit when unanswered. */
const tableUnit = (answers: Answers, tableId: string, kind: QuantityKind): DerivedUnit => {
  const answer = answers[tableId]
  const units =
    answer?.status === "answered" ? (answer.value as { units?: Record<string, unknown> }).units : undefined
  const unit = units?.[kind]
  return { kind: "unit", unit: typeof unit === "string" ? unit : kind === "mass" ? "kg" : "m3" }
}

export const derivedUnitOf = (id: DerivationId, answers: Answers): DerivedUnit => {
  switch (id) {
    case "scope12Location":
    case "scope12Market":
    case "scope123Location":
    case "scope123Market":
      return { kind: "unit", unit: "tCO2e" }
    case "intensityScope12Location":
    case "intensityScope12Market":
    case "intensityTotalLocation":
    case "intensityTotalMarket":
      return { kind: "carbonPerCurrency" }
    case "waterConsumption":
      return { kind: "unit", unit: "m3" }
    case "hazardousWasteMass":
    case "nonHazardousWasteMass":
    case "totalWasteMass":
      return tableUnit(answers, wasteTable, "mass")
    case "hazardousWasteVolume":
    case "nonHazardousWasteVolume":
    case "totalWasteVolume":
      return tableUnit(answers, wasteTable, "volume")
    case "materialsTotalMass":
      return tableUnit(answers, materialTable, "mass")
    case "materialsTotalVolume":
      return tableUnit(answers, materialTable, "volume")
    case "employeeTurnoverRate":
    case "genderPayGap":
    case "collectiveBargainingCoverage":
      return { kind: "percent" }
    case "accidentRate":
      return { kind: "perAccidentHours" }
    case "femaleToMaleManagementRatio":
    case "genderDiversityRatio":
      return { kind: "ratio" }
    case "fossilFuelRevenue":
      return { kind: "currency" }
  }
}
