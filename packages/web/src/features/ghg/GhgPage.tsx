import { useTranslation } from "react-i18next"
import { useParams } from "react-router-dom"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /ghg/:calcId? — the calculation list, or one calculation when calcId is given. */
export const GhgPage = () => {
  const { t } = useTranslation()
  const { calcId } = useParams()
  return calcId ? (
    <PlaceholderPage title={t("ghg.detailTitle")} description={t("ghg.detailDescription")} />
  ) : (
    <PlaceholderPage title={t("ghg.listTitle")} description={t("ghg.listDescription")} />
  )
}
