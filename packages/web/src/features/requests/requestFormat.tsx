import type { DataQuality, KeyFigureId } from "@vsme/core"
import type { PortfolioRow, RecipientStatus } from "@vsme/sdk"
import { useTranslation } from "react-i18next"

/** A company's status as a chip; overdue and declined stand out, shared reads as done. */
export const StatusChip = ({ status, flush = false }: { status: RecipientStatus; flush?: boolean }) => {
  const { t } = useTranslation()
  return (
    <span className={`chip chip--request-${status}${flush ? " chip--flush" : ""}`}>
      {t(`requests.status.${status}`)}
    </span>
  )
}

const unitKey: Record<KeyFigureId, "tco2e" | "mwh" | "percent" | "persons" | "intensity" | null> = {
  scope1: "tco2e",
  scope2Location: "tco2e",
  scope2Market: "tco2e",
  scope3: "tco2e",
  totalEnergyMwh: "mwh",
  renewableEnergyPercent: "percent",
  employees: "persons",
  turnover: null,
  ghgIntensity: "intensity",
}

/** Key figures in the reader's number format, with their unit and quality ("120.5 tCO2e, reported"). */
export const useKeyFigureText = () => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 })
  const small = new Intl.NumberFormat(language, { maximumSignificantDigits: 3 })
  return {
    value: (id: KeyFigureId, value: number) => {
      const unit = unitKey[id]
      // Turnover is in the company's own currency, which the row does not name: the bare number.
      if (unit === null) return number.format(value)
      const text = id === "ghgIntensity" ? small.format(value) : number.format(value)
      return t(`requests.units.${unit}`, { value: text, currency: "€" })
    },
    quality: (quality: DataQuality) => t(`requests.quality.${quality}`),
  }
}

/** The figures a portfolio row shows, in the order of core's keyFigureIds, leaving out the empty ones. */
export const shownFigures = (row: PortfolioRow) =>
  row.keyFigures === null
    ? []
    : (
        Object.entries(row.keyFigures) as Array<
          [KeyFigureId, { value: number | null; quality: DataQuality | null }]
        >
      )
        .filter(([, figure]) => figure.value !== null)
        .map(([id, figure]) => ({ id, value: figure.value!, quality: figure.quality }))
