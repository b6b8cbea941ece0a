import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { Link, NavLink } from "react-router-dom"
import { useProfile } from "../../features/profile/ProfileContext.js"
import { requestQueries } from "../../features/requests/requestQueries.js"
import { Logo } from "../Logo.js"
import { SkipLink } from "./SkipLink.js"
import { UserMenu } from "./UserMenu.js"

/** The authenticated top bar: logo, main navigation and the user menu. */
export const TopBar = () => {
  const { t } = useTranslation()
  return (
    <header className="top-bar">
      <SkipLink />
      <div className="top-bar__inner">
        <Link to="/" className="top-bar__home" aria-label={t("app.homeLink")}>
          <Logo />
        </Link>
        <nav aria-label={t("nav.mainLabel")} className="main-nav">
          <ul>
            <li>
              <NavLink to="/" end>
                {t("nav.dashboard")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/ghg">{t("nav.ghg")}</NavLink>
            </li>
            <li>
              <RequestsLink />
            </li>
            <li>
              <NavLink to="/received">{t("nav.received")}</NavLink>
            </li>
            <li>
              <NavLink to="/account">{t("nav.settings")}</NavLink>
            </li>
          </ul>
        </nav>
        <UserMenu />
      </div>
    </header>
  )
}

/**
 * Data requests (issue 32), with how many requests to the active company wait for an answer. The
 * count is asked only with an active company (the superadmin area can be without one).
 */
const RequestsLink = () => {
  const { t } = useTranslation()
  const profile = useProfile()
  const inbox = useQuery({ ...requestQueries.inbox(), enabled: profile.activeAccountId !== null })
  const open = inbox.data?.open ?? 0
  return (
    <NavLink to="/requests">
      {t("nav.requests")}
      {open > 0 && (
        <span className="nav-count">
          <span aria-hidden="true">{open}</span>
          <span className="visually-hidden">, {t("nav.requestsOpen", { count: open })}</span>
        </span>
      )}
    </NavLink>
  )
}
