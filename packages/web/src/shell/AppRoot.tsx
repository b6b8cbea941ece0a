import { Outlet } from "react-router-dom"
import { CrashBoundary } from "./crash/CrashBoundary.js"
import { ScrollToTop } from "./ScrollToTop.js"
import { VersionBanner } from "./version/VersionBanner.js"

/**
 * The root route: scroll reset, the new-version banner, and the full-screen crash boundary. (React
 * Aria's language comes with the signed-in pages, its only users: guards/ProtectedRoute.tsx.)
 */
export const AppRoot = () => (
  <CrashBoundary id="app-root" variant="screen">
    <ScrollToTop />
    <VersionBanner />
    <Outlet />
  </CrashBoundary>
)
