import { useTranslation } from "react-i18next"
import { Link, NavLink } from "react-router-dom"
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
