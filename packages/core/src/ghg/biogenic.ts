import { type Exact, sum } from "../units/exact.js"
import type { CalculationRowFields } from "./CalculationRow.js"
import { rowIssues } from "./CalculationRow.js"
import type { EmissionFactor } from "./EmissionFactor.js"
import { emissionsKg } from "./engine.js"

/** Whether a factor's scope figure leaves biogenic CO2 out (it has a separate biogenic value). */
export const biogenicFree = (factor: Pick<EmissionFactor, "biogenicCO2">) => factor.biogenicCO2 !== undefined

/**
 * Biogenic CO2 of a calculation's rows in kg, exactly: for each calculable row whose library factor
 * carries `biogenicCO2` (wood pellets and chips), amount × that value, converted like the scope
 * figure. It is reported beside the scopes, never in them (GHG Protocol, VSME B3), so excluding a
 * scope does not change it.
 */
export const biogenicCO2Kg = (rows: ReadonlyArray<CalculationRowFields>): Exact =>
  sum(
    rows.flatMap((row) => {
      const factor = row.factor
      if (factor?.kind !== "library" || factor.factor.biogenicCO2 === undefined) return []
      if (rowIssues(row).length > 0) return []
      return [
        emissionsKg(row.amount, row.unit, {
          kind: "library",
          factor: { ...factor.factor, value: factor.factor.biogenicCO2 },
        }),
      ]
    }),
  )
