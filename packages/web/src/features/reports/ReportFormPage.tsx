import { useTranslation } from "react-i18next"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /reports/:id — the report form (sections general, environment, social, governance, final). */
export const ReportFormPage = () => {
  const { t } = useTranslation()
  return <PlaceholderPage title={t("reports.formTitle")} description={t("reports.formDescription")} />
}
