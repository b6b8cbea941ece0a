import { useEffect } from "react"
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

/** Parent route of every signed-in page: applies the spec §2 rules, then provides the profile. */
export const ProtectedRoute = ({ account }: RouteRequirements) => {
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
