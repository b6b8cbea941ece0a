import { useEffect } from "react"
import { useTranslation } from "react-i18next"

const reload = () => window.location.reload()
// A full page load to /logout: after a crash, the in-memory state is not to be trusted.
const logout = () => window.location.assign("/logout")

/** The full-page crash screen (spec §2, §8): something went wrong, engineers alerted, reload or logout. */
export const CrashScreen = () => {
  const { t } = useTranslation()
  useEffect(() => {
    document.title = t("app.documentTitle", { page: t("crash.title") })
  }, [t])
  return (
    <main className="crash-screen" id="main">
      <div className="crash-screen__card" role="alert">
        <h1>{t("crash.title")}</h1>
        <p>{t("crash.description")}</p>
        <div className="button-row">
          <button type="button" className="button button--primary" onClick={reload}>
            {t("crash.reload")}
          </button>
          <button type="button" className="button" onClick={logout}>
            {t("crash.logout")}
          </button>
        </div>
      </div>
    </main>
  )
}

/** The smaller variant for one section of a page: the rest of the page keeps working. */
export const InlineCrash = () => {
  const { t } = useTranslation()
  return (
    <div className="inline-crash" role="alert">
      <h2>{t("crash.inlineTitle")}</h2>
      <p>{t("crash.inlineDescription")}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={reload}>
          {t("crash.reload")}
        </button>
        <button type="button" className="button" onClick={logout}>
          {t("crash.logout")}
        </button>
      </div>
    </div>
  )
}
