import { useTranslation } from "react-i18next"
import { PlaceholderPage } from "../../shell/PlaceholderPage.js"

/** /reports/:id/review — review with download and attachments. */
export const ReportReviewPage = () => {
  const { t } = useTranslation()
  return <PlaceholderPage title={t("reports.reviewTitle")} description={t("reports.reviewDescription")} />
}
