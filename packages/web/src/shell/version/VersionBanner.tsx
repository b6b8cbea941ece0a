import { useEffect, useState, useSyncExternalStore } from "react"
import { useTranslation } from "react-i18next"
import { hasUnsavedChanges, subscribeUnsavedChanges } from "../unsavedChanges.js"
import { useVersionCheck } from "./useVersionCheck.js"

/**
 * Seconds before the page reloads by itself once a new version is noticed. The spec leaves the length
 * open; a minute is long enough to finish a sentence in an answer and save.
 */
export const autoReloadCountdownSeconds = 60

const reloadPage = () => window.location.reload()

const UpdateNotice = ({ onRemindLater, onDismiss }: { onRemindLater: () => void; onDismiss: () => void }) => {
  const { t } = useTranslation()
  const [secondsLeft, setSecondsLeft] = useState(autoReloadCountdownSeconds)
  const unsaved = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges)

  useEffect(() => {
    const interval = window.setInterval(() => setSecondsLeft((s) => Math.max(0, s - 1)), 1000)
    return () => window.clearInterval(interval)
  }, [])

  useEffect(() => {
    if (secondsLeft === 0) reloadPage()
  }, [secondsLeft])

  return (
    <section className="version-banner" aria-label={t("version.regionLabel")}>
      <div className="version-banner__text">
        {/* Only the announcement is live; the ticking countdown would be read out every second. */}
        <p role="status" className="version-banner__title">
          {t("version.available")}
        </p>
        <p>{t("version.countdown", { seconds: secondsLeft })}</p>
        {unsaved && <p className="version-banner__warning">{t("version.unsavedWarning")}</p>}
      </div>
      <div className="version-banner__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {t("version.reloadNow")}
        </button>
        <button type="button" className="button" onClick={onRemindLater}>
          {t("version.remindLater")}
        </button>
        <button type="button" className="button button--quiet" onClick={onDismiss}>
          {t("version.dismiss")}
        </button>
      </div>
    </section>
  )
}

/** The new-version banner with its automatic reload (spec §4). */
export const VersionBanner = () => {
  const { state, remindLater, dismiss } = useVersionCheck()
  if (!state.showUpdateNotification) return null
  // Keyed by version: a newer version noticed while the banner shows restarts the countdown.
  return <UpdateNotice key={state.serverVersion} onRemindLater={remindLater} onDismiss={dismiss} />
}
