import { carbonMassUnits, dimensions, unitsOfDimension } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "./format.js"

/** Every unit of a row amount or a factor denominator, grouped by what it measures. */
export const RowUnitOptions = () => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  return (
    <>
      {dimensions.map((dimension) => (
        <optgroup key={dimension} label={t(`ghg.dimensions.${dimension}`)}>
          {unitsOfDimension(dimension).map((unit) => (
            <option key={unit} value={unit}>
              {format.unit(unit)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  )
}

/** gCO2e, kgCO2e, tCO2e: the units a factor's emissions are given in. */
export const CarbonMassUnitOptions = () => (
  <>
    {carbonMassUnits.map((unit) => (
      <option key={unit} value={unit}>
        {unit}
      </option>
    ))}
  </>
)
