import { factorName, latestAvailableYear, type RowFactor } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "./format.js"

/**
 * A row's factor in a line: the library factor's name in the UI language, value and year ("latest
 * available: 2023" when it is of an earlier year than the calculation's `year`), or the custom value
 * and its source.
 */
export const useFactorText = () => {
  const { t, i18n } = useTranslation()
  const format = useGhgFormat()
  const yearNote = (factor: RowFactor, year: number | undefined) => {
    if (factor.kind !== "library" || year === undefined) return ""
    const latest = latestAvailableYear(factor.factor.validFor, year)
    return latest === null ? "" : ` (${t("ghg.factor.latestAvailable", { year: latest })})`
  }
  return (factor: RowFactor, year?: number) =>
    factor.kind === "library"
      ? t("ghg.rows.libraryFactor", {
          name: factorName(factor.factor, i18n.language),
          value: format.number(factor.factor.value),
          massUnit: factor.factor.massUnit,
          denominatorUnit: format.unit(factor.factor.denominatorUnit),
        }) + yearNote(factor, year)
      : t("ghg.rows.customFactor", {
          value: format.number(factor.value),
          massUnit: factor.massUnit,
          denominatorUnit: format.unit(factor.denominatorUnit),
          source: factor.sourceNote,
        })
}
