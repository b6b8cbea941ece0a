import type { Answers, DerivationId, QuantityKind } from "@vsme/core"
import { num, percent, unitLabel, type AnswerCell, type CellContext } from "./cells.js"
import { exportText } from "./exportTexts.js"

const tableUnit = (answers: Answers, tableId: string, kind: QuantityKind, fallback: string) => {
  const answer = answers[tableId]
  const units =
    answer?.status === "answered" ? (answer.value as { units?: Record<string, unknown> }).units : undefined
  const unit = units?.[kind]
  return unitLabel(typeof unit === "string" ? unit : fallback)
}

const wasteTable = "WasteGeneratedTable"
const materialTable = "BreakdownOfAnnualMassFlowOfRelevantMaterialsUsedByTheUndertakingHypercube"

/**
 * The cell of a derived value (core `computeDerived`) with its unit: GHG totals in tCO2e, intensities
 * per currency unit, water in m³, table totals in the table's unit, rates and shares as percentages.
 */
export const derivedCell = (
  id: DerivationId,
  value: number | null | undefined,
  answers: Answers,
  ctx: CellContext,
): AnswerCell => {
  const unit = ((): string | "percent" => {
    switch (id) {
      case "scope12Location":
      case "scope12Market":
      case "scope123Location":
      case "scope123Market":
        return "tCO2e"
      case "intensityScope12Location":
      case "intensityScope12Market":
      case "intensityTotalLocation":
      case "intensityTotalMarket":
        return `tCO2e / ${ctx.currency}`
      case "waterConsumption":
        return "m³"
      case "hazardousWasteMass":
      case "nonHazardousWasteMass":
      case "totalWasteMass":
        return tableUnit(answers, wasteTable, "mass", "kg")
      case "hazardousWasteVolume":
      case "nonHazardousWasteVolume":
      case "totalWasteVolume":
        return tableUnit(answers, wasteTable, "volume", "m3")
      case "materialsTotalMass":
        return tableUnit(answers, materialTable, "mass", "kg")
      case "materialsTotalVolume":
        return tableUnit(answers, materialTable, "volume", "m3")
      case "employeeTurnoverRate":
      case "genderPayGap":
      case "collectiveBargainingCoverage":
        return "percent"
      case "accidentRate":
        return exportText(ctx.locale, "perHours")
      case "femaleToMaleManagementRatio":
      case "genderDiversityRatio":
        return ""
      case "fossilFuelRevenue":
        return ctx.currency
    }
  })()
  if (value === null || value === undefined) return { cell: null, unit: unit === "percent" ? "%" : unit }
  return unit === "percent" ? { cell: percent(value), unit: "%" } : { cell: num(value), unit }
}
