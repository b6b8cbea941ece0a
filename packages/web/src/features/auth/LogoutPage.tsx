import { useQueryClient } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { logout } from "./logout.js"

/** /logout: clears everything of the session, then goes to /login. */
export const LogoutPage = () => {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  usePageTitle(t("logout.pageTitle"))

  useEffect(() => {
    let active = true
    void logout(queryClient).then(() => {
      if (active) void navigate("/login", { replace: true })
    })
    return () => {
      active = false
    }
  }, [queryClient, navigate])

  return (
    <div className="page-content page-content--centered">
      <h1 className="visually-hidden">{t("logout.pageTitle")}</h1>
      <p>{t("logout.inProgress")}</p>
      <LoadingIndicator />
    </div>
  )
}
