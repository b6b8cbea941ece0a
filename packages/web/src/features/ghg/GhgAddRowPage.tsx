import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /ghg/:calcId/add-row — the three-step add-row wizard. */
export const GhgAddRowPage = () => {
  const { t } = useTranslation()
  const { calcId = "" } = useParams()
  return (
    <PlaceholderPage title={t("ghg.addRowTitle")} description={t("ghg.addRowDescription")}>
      <p>
        <Link to={`/ghg/${encodeURIComponent(calcId)}`}>{t("nav.back")}</Link>
      </p>
    </PlaceholderPage>
  )
}
