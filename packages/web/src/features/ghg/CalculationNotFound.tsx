import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"

/** An unknown, malformed or another company's calculation id (spec §8 "CO2 calculation not found or invalid link"). */
export const CalculationNotFound = () => {
  const { t } = useTranslation()
  usePageTitle(t("ghg.notFound.title"))
  return (
    <article className="page-content page-content--centered">
      <h1>{t("ghg.notFound.title")}</h1>
      <p className="lead">{t("ghg.notFound.description")}</p>
      <Link to="/ghg" className="button button--primary">
        {t("ghg.notFound.backToList")}
      </Link>
    </article>
  )
}
