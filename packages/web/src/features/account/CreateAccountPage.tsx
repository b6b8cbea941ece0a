import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /create-account: business ID lookup, terms and price information (the form arrives later). */
export const CreateAccountPage = () => {
  const { t } = useTranslation()
  return (
    <PlaceholderPage title={t("createAccount.title")} description={t("createAccount.description")}>
      <p>{t("createAccount.priceInfo")}</p>
      <p>
        <Link to="/select-account">{t("nav.back")}</Link>
      </p>
    </PlaceholderPage>
  )
}
