import type { GlobalRole } from "@vsme/core"
import { Navigate, Outlet } from "react-router-dom"
import { useProfile } from "../../features/profile/ProfileContext.js"
import { decideRoleAccess } from "./routeAccess.js"

/** Parent route of role-restricted pages; everyone else goes to /. */
export const RoleGate = ({ role }: { role: GlobalRole }) => {
  const decision = decideRoleAccess(useProfile(), role)
  return decision.kind === "allow" ? <Outlet /> : <Navigate to={decision.to} replace />
}
