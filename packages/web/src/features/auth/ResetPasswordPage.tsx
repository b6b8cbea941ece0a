import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"

/** /reset-password: password reset by emailed link (the form arrives with #3), and back to login. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("resetPassword.pageTitle"))
  return (
    <section className="card card--narrow">
      <h1>{t("resetPassword.title")}</h1>
      <p className="lead">{t("resetPassword.description")}</p>
      <p className="muted">{t("common.laterIssueNote")}</p>
      <p>
        <Link to="/login">{t("resetPassword.backToLogin")}</Link>
      </p>
    </section>
  )
}
