import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "./usePageTitle.js"

/** Any unknown path (spec §2, §8): title, description and the way back to the dashboard. */
export const NotFoundPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("notFound.title"))
  return (
    <article className="page-content page-content--centered">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.description")}</p>
      <Link to="/" className="button button--primary">
        {t("notFound.dashboardLink")}
      </Link>
    </article>
  )
}
