import { useEffect, useId, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useProfile } from "../../features/profile/ProfileContext.js"
import { LanguageSwitch } from "../LanguageSwitch.js"
import { subscriptionTabPath } from "../../features/billing/SubscriptionRequiredNotice.js"

/**
 * The user menu of the top bar: language flags, account settings (with a Trial chip while the active
 * account is on trial), switch company and logout. A disclosure rather than an ARIA menu, so its
 * content is ordinary links and buttons reachable with Tab.
 */
export const UserMenu = () => {
  const { t } = useTranslation()
  const profile = useProfile()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const activeAccount = profile.accounts.find((a) => a.id === profile.activeAccountId)
  const onTrial = activeAccount?.state === "trial"

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open])

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="visually-hidden">{t("nav.userMenu")}: </span>
        <span className="user-menu__name">
          {profile.userProfile.displayName || profile.userProfile.email}
        </span>
        {activeAccount && <span className="user-menu__account">{activeAccount.name}</span>}
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      {/* A followed link has done the menu's job; the language buttons keep it open. */}
      <div
        id={panelId}
        className="user-menu__panel"
        hidden={!open}
        onClick={(event) => {
          if ((event.target as Element).closest("a")) setOpen(false)
        }}
      >
        <p className="user-menu__email">{profile.userProfile.email}</p>
        <LanguageSwitch className="language-switch--stacked" />
        <ul className="user-menu__links">
          <li>
            <Link to="/account">{t("nav.accountSettings")}</Link>
            {/* The trial chip leads to where the subscription is ordered (issue 17). */}
            {onTrial && (
              <>
                {" "}
                <Link to={subscriptionTabPath} className="chip chip--trial">
                  {t("nav.trial")}
                </Link>
              </>
            )}
          </li>
          <li>
            <Link to="/select-account">{t("nav.switchCompany")}</Link>
          </li>
          <li>
            <Link to="/logout">{t("nav.logout")}</Link>
          </li>
        </ul>
      </div>
    </div>
  )
}
