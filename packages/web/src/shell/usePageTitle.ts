import { useEffect } from "react"
import { useTranslation } from "react-i18next"

/** Sets the document title to "<page> – VSME", so tabs, history and screen readers name the page. */
export const usePageTitle = (page: string) => {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = t("app.documentTitle", { page })
  }, [t, page])
}
