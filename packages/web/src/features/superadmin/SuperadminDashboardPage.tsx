import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"
import { OutboxPanel } from "./OutboxPanel.js"

/** /superadmin — the admin dashboard. */
export const SuperadminDashboardPage = () => {
  const { t } = useTranslation()
  return (
    <PlaceholderPage title={t("superadmin.title")} description={t("superadmin.description")}>
      <ul>
        <li>
          <Link to="/superadmin/ghg-factors">{t("superadmin.factorsLink")}</Link>
        </li>
      </ul>
      <OutboxPanel />
    </PlaceholderPage>
  )
}
