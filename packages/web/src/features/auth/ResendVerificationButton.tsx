import { useMutation } from "@tanstack/react-query"
import { authResendVerification } from "@vsme/sdk"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"

/**
 * Sends a new verification link (spec §4: resending creates a new link and older links stop
 * working, which the confirmation says).
 */
export const ResendVerificationButton = ({ email }: { email: string }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const resend = useMutation({ mutationFn: () => apiClient.call(authResendVerification, null) })
  return (
    <div className="resend">
      <button type="button" className="button" disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t("unverified.resending") : t("unverified.resend")}
      </button>
      <div role="status">{resend.isSuccess && <p>{t("unverified.resent", { email })}</p>}</div>
      {resend.isError && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("unverified.resendFailed")}</p>
          <p>{errorText(resend.error)}</p>
        </div>
      )}
    </div>
  )
}
