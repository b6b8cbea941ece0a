import { useTranslation } from "react-i18next"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /superadmin/ghg-factors — the list of emission factors. */
export const GhgFactorsPage = () => {
  const { t } = useTranslation()
  return (
    <PlaceholderPage title={t("superadmin.factorsTitle")} description={t("superadmin.factorsDescription")} />
  )
}
