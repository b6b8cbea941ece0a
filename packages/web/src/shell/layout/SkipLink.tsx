import { useTranslation } from "react-i18next"

/** First focusable element of every layout: jumps over the header to <main id="main">. */
export const SkipLink = () => {
  const { t } = useTranslation()
  return (
    <a className="skip-link" href="#main">
      {t("app.skipToContent")}
    </a>
  )
}
