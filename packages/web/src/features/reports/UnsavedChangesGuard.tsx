import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useBlocker } from "react-router-dom"
import { Dialog } from "../../shell/Dialog.js"
import { markSaved, markUnsaved } from "../../shell/unsavedChanges.js"

/**
 * "You have unsaved fields" (spec §5) before leaving the page with unsaved input: inside the app with
 * a dialog, when closing or reloading the tab with the browser's own prompt. The drafts would survive
 * in local storage either way; the warning says they are not on the server yet.
 */
export const UnsavedChangesGuard = ({ sourceId, dirty }: { sourceId: string; dirty: boolean }) => {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )
  useEffect(() => {
    if (dirty) markUnsaved(sourceId)
    else markSaved(sourceId)
    return () => markSaved(sourceId)
  }, [dirty, sourceId])
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener("beforeunload", warn)
    return () => window.removeEventListener("beforeunload", warn)
  }, [dirty])
  if (blocker.state !== "blocked") return null
  return (
    <Dialog title={t("validation.unsavedFields")} onClose={() => blocker.reset()}>
      <p>{t("reports.unsaved.description")}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => blocker.reset()}>
          {t("reports.unsaved.stay")}
        </button>
        <button type="button" className="button" onClick={() => blocker.proceed()}>
          {t("reports.unsaved.leave")}
        </button>
      </div>
    </Dialog>
  )
}
