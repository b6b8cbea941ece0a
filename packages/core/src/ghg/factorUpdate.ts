import { type Exact, subtract } from "../units/exact.js"
import type { CalculationRowFields } from "./CalculationRow.js"
import type { RowFactor } from "./EmissionFactor.js"
import { emissionsKg } from "./engine.js"

/**
 * What a row would emit with another factor, and the change from what it emits with its own, in kg
 * exactly (the "update to the newer factor" offer of a draft shows both before anything changes).
 */
export const factorUpdateKg = (
  row: Pick<CalculationRowFields, "amount" | "unit">,
  current: RowFactor,
  next: RowFactor,
): { readonly after: Exact; readonly change: Exact } => {
  const after = emissionsKg(row.amount, row.unit, next)
  return { after, change: subtract(after, emissionsKg(row.amount, row.unit, current)) }
}
