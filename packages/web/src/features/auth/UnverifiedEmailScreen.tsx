import { useQueryClient } from "@tanstack/react-query"
import type { Profile } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { profileQueries } from "../profile/profileQueries.js"
import { ResendVerificationButton } from "./ResendVerificationButton.js"
import { refreshSession } from "./session.js"

/**
 * Shown instead of the app while the signed-in user's email address is unverified (spec §2 "email
 * verification (reload status, resend)", §4). Reloading the status renews the token and the profile;
 * once verified, the guard lets the app through.
 */
export const UnverifiedEmailScreen = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const [stillUnverified, setStillUnverified] = useState(false)
  usePageTitle(t("unverified.title"))
  const email = profile.user.email

  const reload = async () => {
    setChecking(true)
    setStillUnverified(false)
    try {
      await refreshSession()
      await queryClient.refetchQueries({ queryKey: profileQueries.me().queryKey, exact: true })
      const latest = queryClient.getQueryData(profileQueries.me().queryKey)
      // Verified: the guard re-renders with the app and this screen goes away.
      if (!latest?.user.email_verified) setStillUnverified(true)
    } finally {
      setChecking(false)
    }
  }

  return (
    <section className="card card--narrow">
      <h1>{t("unverified.title")}</h1>
      <p className="lead">{t("unverified.sentTo", { email })}</p>
      <p className="muted">{t("unverified.help")}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          disabled={checking}
          onClick={() => void reload()}
        >
          {checking ? t("unverified.reloading") : t("unverified.reload")}
        </button>
      </div>
      <div role="status">
        {stillUnverified && <p className="notice">{t("unverified.stillUnverified")}</p>}
      </div>
      <ResendVerificationButton email={email} />
    </section>
  )
}
