import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"

/** A report id that is unknown, malformed or another company's: the same page for all three. */
export const ReportNotFound = () => {
  const { t } = useTranslation()
  usePageTitle(t("reports.notFound.title"))
  return (
    <article className="page-content page-content--centered">
      <h1>{t("reports.notFound.title")}</h1>
      <p>{t("reports.notFound.description")}</p>
      <Link to="/" className="button button--primary">
        {t("notFound.dashboardLink")}
      </Link>
    </article>
  )
}
