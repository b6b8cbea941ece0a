import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { profileStatusOf } from "../../shell/guards/routeAccess.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useProfileQuery } from "../profile/profileQueries.js"
import { ResendVerificationButton } from "./ResendVerificationButton.js"
import { emailVerifiedParam } from "./useEmailVerifiedReturn.js"
import { isLinkTokenShaped } from "./linkToken.js"
import { verifyEmailOnce } from "./verifyEmailLink.js"

type State =
  | { readonly kind: "verifying" }
  | { readonly kind: "invalid" }
  | { readonly kind: "failed"; readonly error: unknown }

/**
 * /verify-email?token=… (the link of the verification email): verifies the address, then goes to
 * `/?emailVerified=true` (spec §4). A link that does not work says why links stop working, with a
 * way to have a new one sent.
 */
export const VerifyEmailPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get("token") ?? ""
  const shaped = isLinkTokenShaped(token)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [attempt, setAttempt] = useState(0)
  const [outcome, setOutcome] = useState<State>({ kind: "verifying" })
  usePageTitle(t("verifyEmail.pageTitle"))

  useEffect(() => {
    if (!shaped) return
    let active = true
    verifyEmailOnce(token, attempt).then(
      () => {
        if (!active) return
        void queryClient.invalidateQueries({ queryKey: ["profile.get"] })
        void navigate(`/?${emailVerifiedParam}=true`, { replace: true })
      },
      (error: unknown) => {
        if (active)
          setOutcome(errorTagOf(error) === "LinkInvalid" ? { kind: "invalid" } : { kind: "failed", error })
      },
    )
    return () => {
      active = false
    }
  }, [token, shaped, attempt, navigate, queryClient])

  const state: State = shaped ? outcome : { kind: "invalid" }
  switch (state.kind) {
    case "verifying":
      return (
        <section className="card card--narrow">
          <h1>{t("verifyEmail.pageTitle")}</h1>
          <p>{t("verifyEmail.verifying")}</p>
          <LoadingIndicator />
        </section>
      )
    case "invalid":
      return <InvalidLink />
    case "failed":
      return (
        <FailedVerification
          error={state.error}
          onRetry={() => {
            setOutcome({ kind: "verifying" })
            setAttempt((n) => n + 1)
          }}
        />
      )
  }
}

const FailedVerification = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  return (
    <section className="card card--narrow">
      <div role="alert" className="alert alert--error">
        <h1 className="alert__title">{t("verifyEmail.failedTitle")}</h1>
        <p>{errorText(error)}</p>
      </div>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t("common.tryAgain")}
      </button>
    </section>
  )
}

/** The link is unknown, used, superseded or expired: how to get a working one. */
const InvalidLink = () => {
  const { t } = useTranslation()
  const status = profileStatusOf(useProfileQuery())
  return (
    <section className="card card--narrow">
      <div role="alert">
        <h1>{t("verifyEmail.invalidTitle")}</h1>
        <p className="lead">{t("verifyEmail.invalid")}</p>
      </div>
      {status.kind === "loading" ? (
        <LoadingIndicator />
      ) : status.kind === "signedIn" ? (
        status.profile.user.email_verified ? (
          <p>
            {t("verifyEmail.alreadyVerified")} <Link to="/">{t("verifyEmail.toDashboard")}</Link>
          </p>
        ) : (
          <ResendVerificationButton email={status.profile.user.email} />
        )
      ) : (
        <p>
          {t("verifyEmail.signInToResend")} <Link to="/login">{t("verifyEmail.signIn")}</Link>
        </p>
      )}
    </section>
  )
}
