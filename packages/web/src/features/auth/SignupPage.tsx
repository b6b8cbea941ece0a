import { useId } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { SignupSteps } from "./SignupSteps.js"

/** /signup: title, the three steps, description, price and VAT notes. The form arrives with #3. */
export const SignupPage = () => {
  const { t } = useTranslation()
  const stepsId = useId()
  usePageTitle(t("signup.pageTitle"))
  return (
    <section className="card card--narrow" aria-labelledby={stepsId}>
      <h1 id={stepsId}>{t("signup.title")}</h1>
      <SignupSteps headingId={stepsId} />
      <p className="lead">{t("signup.description")}</p>
      <p>{t("signup.priceNote")}</p>
      <p className="muted">{t("signup.vatNote")}</p>
      <p className="muted">{t("common.laterIssueNote")}</p>
      <p>
        {t("signup.haveUser")} <Link to="/login">{t("signup.loginLink")}</Link>
      </p>
    </section>
  )
}
