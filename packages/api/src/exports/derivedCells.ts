import { derivedUnitOf, type Answers, type DerivationId } from "@vsme/core"
import { num, percent, unitLabel, type AnswerCell, type CellContext } from "./cells.js"
import { exportText } from "./exportTexts.js"

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
  const derived = derivedUnitOf(id, answers)
  const unit = ((): string | "percent" => {
    switch (derived.kind) {
      case "unit":
        return unitLabel(derived.unit)
      case "carbonPerCurrency":
        return `tCO2e / ${ctx.currency}`
      case "currency":
        return ctx.currency
      case "percent":
        return "percent"
      case "perAccidentHours":
        return exportText(ctx.locale, "perHours")
      case "ratio":
        return ""
    }
  })()
  if (value === null || value === undefined) return { cell: null, unit: unit === "percent" ? "%" : unit }
  return unit === "percent" ? { cell: percent(value), unit: "%" } : { cell: num(value), unit }
}
