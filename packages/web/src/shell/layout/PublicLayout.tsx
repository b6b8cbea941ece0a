import { Outlet } from "react-router-dom"
import { CrashBoundary } from "../crash/CrashBoundary.js"
import { LanguageSwitch } from "../LanguageSwitch.js"
import { Logo } from "../Logo.js"
import { SiteFooter } from "./SiteFooter.js"
import { SkipLink } from "./SkipLink.js"

/** Layout of the public pages (login, sign-up, password reset, logout, not found). */
export const PublicLayout = () => (
  <div className="app-frame app-frame--public">
    <header className="top-bar top-bar--public">
      <SkipLink />
      <div className="top-bar__inner">
        <Logo />
        <LanguageSwitch />
      </div>
    </header>
    <main id="main" className="page" tabIndex={-1}>
      <CrashBoundary id="public-page" variant="inline">
        <Outlet />
      </CrashBoundary>
    </main>
    <SiteFooter />
  </div>
)
