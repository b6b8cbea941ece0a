import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useProfile } from "../profile/ProfileContext.js"
import { switchActiveAccount } from "./switchAccount.js"

/**
 * /select-account (spec §2): the user's companies as buttons, pending invitations, or a note about
 * having no access; always a way to create a company account.
 */
export const SelectAccountPage = () => {
  const { t } = useTranslation()
  usePageTitle(t("selectAccount.title"))
  const profile = useProfile()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [switching, setSwitching] = useState<string | null>(null)

  const choose = async (accountId: string) => {
    setSwitching(accountId)
    await switchActiveAccount(queryClient, accountId)
    void navigate("/")
  }

  return (
    <article className="page-content">
      <h1>{t("selectAccount.title")}</h1>
      {profile.accounts.length > 0 && (
        <>
          <p className="lead">{t("selectAccount.description")}</p>
          <ul className="account-list" aria-label={t("selectAccount.accountsLabel")}>
            {profile.accounts.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  className="account-choice"
                  disabled={switching !== null}
                  aria-busy={switching === account.id}
                  onClick={() => void choose(account.id)}
                >
                  <span className="account-choice__name">{account.name}</span>
                  <span className="account-choice__meta">
                    {t(`selectAccount.role.${account.role}`)} · {t(`selectAccount.state.${account.state}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {profile.invites.length > 0 && (
        <section className="invites">
          <h2>{t("selectAccount.invitesTitle")}</h2>
          <ul>
            {profile.invites.map((invite) => (
              <li key={invite.id} className="card">
                <strong>{invite.accountName}</strong>
                <span>{t("selectAccount.invitedBy", { email: invite.invitedByEmail })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {profile.accounts.length === 0 && profile.invites.length === 0 && (
        <p className="notice">{t("selectAccount.noAccess")}</p>
      )}
      <p>
        <Link to="/create-account" className="button">
          {t("nav.createAccount")}
        </Link>
      </p>
    </article>
  )
}
