import { type CarbonMassUnit, carbonMassUnits, dimensions, type RowUnit, unitsOfDimension } from "@vsme/core"
import { useTranslation } from "react-i18next"
import type { SelectOption, SelectSection } from "../../shell/controls/SelectField.js"
import { useGhgFormat } from "./format.js"

/** Every unit of a row amount or a factor denominator, grouped by what it measures. */
export const useRowUnitOptions = (): ReadonlyArray<SelectSection<RowUnit>> => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  return dimensions.map((dimension) => ({
    section: t(`ghg.dimensions.${dimension}`),
    options: unitsOfDimension(dimension).map((unit) => ({ value: unit, label: format.unit(unit) })),
  }))
}

/** gCO2e, kgCO2e, tCO2e: the units a factor's emissions are given in. */
export const carbonMassUnitOptions: ReadonlyArray<SelectOption<CarbonMassUnit>> = carbonMassUnits.map(
  (unit) => ({
    value: unit,
    label: unit,
  }),
)
