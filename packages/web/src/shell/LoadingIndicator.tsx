import { useTranslation } from "react-i18next"

/** A spinner with a translated label, announced politely (role=status). */
export const LoadingIndicator = () => {
  const { t } = useTranslation()
  return (
    <div role="status" className="loading">
      <span className="loading__spinner" aria-hidden="true" />
      <span>{t("common.loading")}</span>
    </div>
  )
}

/** The loading indicator as a whole page, shown before any layout (while the profile loads). */
export const FullPageLoading = () => (
  <main id="main" className="page-loading">
    <LoadingIndicator />
  </main>
)
