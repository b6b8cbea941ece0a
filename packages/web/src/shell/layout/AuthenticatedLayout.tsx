import { Outlet } from "react-router-dom"
import { CrashBoundary } from "../crash/CrashBoundary.js"
import { SiteFooter } from "./SiteFooter.js"
import { TopBar } from "./TopBar.js"

/** Layout of the account routes: top bar, the page, footer. A crashing page keeps the frame. */
export const AuthenticatedLayout = () => (
  <div className="app-frame">
    <TopBar />
    <main id="main" className="page" tabIndex={-1}>
      <CrashBoundary id="page" variant="inline">
        <Outlet />
      </CrashBoundary>
    </main>
    <SiteFooter />
  </div>
)
