import { useEffect } from "react"
import { I18nProvider } from "react-aria-components"
import { useTranslation } from "react-i18next"
import { Navigate, Outlet } from "react-router-dom"
import { UnverifiedEmailScreen } from "../../features/auth/UnverifiedEmailScreen.js"
import { useEmailVerifiedReturn } from "../../features/auth/useEmailVerifiedReturn.js"
import { ProfileProvider } from "../../features/profile/ProfileContext.js"
import { useProfileQuery } from "../../features/profile/profileQueries.js"
import { clearActiveAccountId, getActiveAccountId } from "../activeAccount.js"
import { BareLayout } from "../layout/BareLayout.js"
import { FullPageLoading } from "../LoadingIndicator.js"
import { decideAccess, profileStatusOf, type RouteRequirements } from "./routeAccess.js"

const RedirectTo = ({ to, forgetStoredAccount }: { to: string; forgetStoredAccount: boolean }) => {
  useEffect(() => {
    if (forgetStoredAccount) clearActiveAccountId()
  }, [forgetStoredAccount])
  return <Navigate to={to} replace />
}

/**
 * Parent route of every signed-in page. React Aria's widgets (selects, dialogs, number fields) are
 * used on these pages only, and follow the interface language (not the browser's) like the rest of
 * the page: the provider is here rather than at the root, so /login does not load it (decision 033).
 */
export const ProtectedRoute = (requirements: RouteRequirements) => {
  const { i18n } = useTranslation()
  return (
    <I18nProvider locale={i18n.language}>
      <SignedInRoute {...requirements} />
    </I18nProvider>
  )
}

/** Applies the spec §2 rules, then provides the profile. */
const SignedInRoute = ({ account }: RouteRequirements) => {
  const query = useProfileQuery()
  const status = profileStatusOf(query)
  useEmailVerifiedReturn(status)
  const decision = decideAccess(status, { account }, getActiveAccountId())
  switch (decision.kind) {
    case "loading":
      return <FullPageLoading />
    case "redirect":
      return <RedirectTo to={decision.to} forgetStoredAccount={decision.forgetStoredAccount === true} />
    case "unverified":
      return (
        <BareLayout>
          <UnverifiedEmailScreen profile={decision.profile} />
        </BareLayout>
      )
    case "allow":
      return (
        <ProfileProvider value={decision.profile}>
          <Outlet />
        </ProfileProvider>
      )
  }
}
