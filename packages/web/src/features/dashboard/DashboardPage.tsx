import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { ReportList } from "./ReportList.js"

const areas = [
  ["dashboard.environment", "dashboard.environmentDescription"],
  ["dashboard.social", "dashboard.socialDescription"],
  ["dashboard.governance", "dashboard.governanceDescription"],
] as const

/** / : the introduction to the three areas and the company's reports (spec §2). */
export const DashboardPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("dashboard.title"))
  return (
    <article className="page-content">
      <h1>{t("dashboard.title")}</h1>
      <p className="lead">{t("dashboard.description")}</p>
      <ul className="area-cards">
        {areas.map(([title, description]) => (
          <li key={title} className="card">
            <h2>{t(title)}</h2>
            <p>{t(description)}</p>
          </li>
        ))}
      </ul>
      <ReportList />
    </article>
  )
}
