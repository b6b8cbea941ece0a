import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link, Outlet } from "react-router-dom"
import { CrashBoundary } from "../crash/CrashBoundary.js"
import { Logo } from "../Logo.js"
import { SiteFooter } from "./SiteFooter.js"
import { SkipLink } from "./SkipLink.js"

/**
 * Layout of /select-account and /create-account (spec §2: no main navigation), and of the email
 * verification screen (given as children). There is no active account yet, so only the way out is
 * offered.
 */
export const BareLayout = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation()
  return (
    <div className="app-frame">
      <header className="top-bar">
        <SkipLink />
        <div className="top-bar__inner">
          <Logo />
          <Link to="/logout" className="top-bar__link">
            {t("nav.logout")}
          </Link>
        </div>
      </header>
      <main id="main" className="page page--narrow" tabIndex={-1}>
        <CrashBoundary id="bare-page" variant="inline">
          {children ?? <Outlet />}
        </CrashBoundary>
      </main>
      <SiteFooter />
    </div>
  )
}
