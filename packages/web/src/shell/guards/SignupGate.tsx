import { Navigate, Outlet } from "react-router-dom"
import { useProfileQuery } from "../../features/profile/profileQueries.js"
import { LoadingIndicator } from "../LoadingIndicator.js"
import { decideSignupAccess, profileStatusOf } from "./routeAccess.js"

/** /signup is for newcomers: a signed-in user is sent to / (spec §2). */
export const SignupGate = () => {
  const decision = decideSignupAccess(profileStatusOf(useProfileQuery()))
  switch (decision.kind) {
    case "loading":
      return <LoadingIndicator />
    case "redirect":
      return <Navigate to={decision.to} replace />
    case "allow":
      return <Outlet />
  }
}
