import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { ReportList } from "./ReportList.js"

/**
 * / : the company's reports (spec §2). The four areas are shown where they are useful, as each
 * report's progress per section, rather than as cards of their own (docs/decisions/029).
 */
export const DashboardPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("dashboard.title"))
  return (
    <article className="page-content">
      <h1>{t("dashboard.title")}</h1>
      <p className="lead">{t("dashboard.description")}</p>
      <ReportList />
    </article>
  )
}
