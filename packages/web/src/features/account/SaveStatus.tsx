import { useTranslation } from "react-i18next"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import type { SaveState } from "./useAccountSave.js"

/** The outcome of a save, announced: saved, the fields to fix, a newer version to load, or an error. */
export const SaveStatus = ({ state, onReload }: { state: SaveState; onReload: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  return (
    <div aria-live="polite">
      {state.kind === "saved" && <p className="notice notice--success">{t("company.saved")}</p>}
      {state.kind === "invalid" && <p className="alert alert--error">{t("common.formFieldsError")}</p>}
      {state.kind === "failed" && <p className="alert alert--error">{errorText(state.error)}</p>}
      {state.kind === "conflict" && (
        <div className="alert alert--error">
          <p>{t("errors.AccountVersionConflict")}</p>
          <button type="button" className="button" onClick={onReload}>
            {t("company.reloadLatest")}
          </button>
        </div>
      )}
    </div>
  )
}
