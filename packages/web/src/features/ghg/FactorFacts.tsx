import { factorName, latestAvailableYear, type EmissionFactor } from "@vsme/core"
import { useTranslation } from "react-i18next"

/** `2024`, `2021–2023`, `2006–` for a validity period. */
export const validityText = (f: Pick<EmissionFactor, "validFor">) =>
  f.validFor.to === f.validFor.from ? String(f.validFor.from) : `${f.validFor.from}–${f.validFor.to ?? ""}`

/** A library factor's name in the UI language (its Finnish or Swedish name when it has one). */
export const useFactorName = () => {
  const { i18n } = useTranslation()
  return (factor: Pick<EmissionFactor, "name" | "names">) => factorName(factor, i18n.language)
}

/**
 * What a company sees of a library factor besides its name and value (decision 026): its year, and
 * "latest available" when it is of an earlier year than the calculation; publisher, method, the
 * source as a link; whether it is from a secondary source, CO2 only, or keeps biogenic CO2 apart; and
 * for spend-based factors that they are rough. Never the administrators' notes.
 */
export const FactorFacts = ({ factor, year }: { factor: EmissionFactor; year: number }) => {
  const { t } = useTranslation()
  const latest = latestAvailableYear(factor.validFor, year)
  const marks = [
    factor.sourceKind === "secondary" ? t("ghg.factor.secondary") : null,
    factor.gases === "CO2" ? t("ghg.factor.co2Only") : null,
    factor.biogenicCO2 !== undefined ? t("ghg.factor.biogenic") : null,
  ].filter((m): m is string => m !== null)
  return (
    <span className="ghg-factor-facts">
      <span className="ghg-factor-facts__year">
        {t("ghg.factor.year", { year: validityText(factor) })}
        {latest !== null && <strong> ({t("ghg.factor.latestAvailable", { year: latest })})</strong>}
        {", "}
        {factor.country}
      </span>
      {factor.publisher && <span>{t("ghg.factor.publisher", { publisher: factor.publisher })}</span>}
      {factor.method && <span>{t("ghg.factor.method", { method: factor.method })}</span>}
      <span>
        {t("ghg.factor.source")}{" "}
        <a href={factor.sourceUrl} target="_blank" rel="noopener noreferrer">
          {factor.sourceName}
        </a>
      </span>
      {marks.length > 0 && <span>{marks.join(" · ")}</span>}
      {factor.denominatorUnit === "EUR" ||
      factor.denominatorUnit === "k€" ||
      factor.denominatorUnit === "M€" ? (
        <span>{t("ghg.factor.spendRough")}</span>
      ) : null}
    </span>
  )
}
