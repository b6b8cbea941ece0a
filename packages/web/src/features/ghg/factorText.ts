import type { RowFactor } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { useGhgFormat } from "./format.js"

/** A row's factor in a line: the library factor's name and value, or the custom value and its source. */
export const useFactorText = () => {
  const { t } = useTranslation()
  const format = useGhgFormat()
  return (factor: RowFactor) =>
    factor.kind === "library"
      ? t("ghg.rows.libraryFactor", {
          name: factor.factor.name,
          value: format.number(factor.factor.value),
          massUnit: factor.factor.massUnit,
          denominatorUnit: format.unit(factor.factor.denominatorUnit),
        })
      : t("ghg.rows.customFactor", {
          value: format.number(factor.value),
          massUnit: factor.massUnit,
          denominatorUnit: format.unit(factor.denominatorUnit),
          source: factor.sourceNote,
        })
}
