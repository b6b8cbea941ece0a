import type { CalculationStatus } from "@vsme/core"
import { useTranslation } from "react-i18next"

/** Draft or ready (spec §4), as a chip. */
export const StatusChip = ({ status }: { status: CalculationStatus }) => {
  const { t } = useTranslation()
  return <span className={`chip ghg-status ghg-status--${status}`}>{t(`ghg.status.${status}`)}</span>
}
