import { useMutation } from "@tanstack/react-query"
import { authSignOutEverywhere } from "@vsme/sdk"
import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"

/**
 * "Sign out everywhere": after a confirmation, ends every session of the user (this one too) and
 * revokes every personal API token; the server mails a confirmation. Then /logout clears what this
 * browser still holds.
 */
export const SignOutEverywhere = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const navigate = useNavigate()
  const titleId = useId()
  const questionId = useId()
  const [confirming, setConfirming] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const signOut = useMutation({
    mutationFn: () => apiClient.call(authSignOutEverywhere, null),
    onSuccess: () => navigate("/logout", { replace: true }),
  })

  useEffect(() => {
    if (confirming) confirmRef.current?.focus()
  }, [confirming])

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("security.signOutEverywhere.title")}</h3>
      <p>{t("security.signOutEverywhere.description")}</p>
      {signOut.isError && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("security.signOutEverywhere.failed")}</p>
          <p>{errorText(signOut.error)}</p>
        </div>
      )}
      {confirming ? (
        <div role="group" aria-labelledby={questionId} className="confirm">
          <p id={questionId}>{t("security.signOutEverywhere.confirm")}</p>
          <div className="button-row">
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {signOut.isPending
                ? t("security.signOutEverywhere.inProgress")
                : t("security.signOutEverywhere.confirmYes")}
            </button>
            <button type="button" className="button button--quiet" onClick={() => setConfirming(false)}>
              {t("common.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <div className="button-row">
          <button type="button" className="button" onClick={() => setConfirming(true)}>
            {t("security.signOutEverywhere.button")}
          </button>
        </div>
      )}
    </section>
  )
}
