import { useQuery, useQueryClient } from "@tanstack/react-query"
import { inviteAccept, inviteDecline, invitePreview, type PendingInvite } from "@vsme/sdk"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate, useSearchParams } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { useProfile } from "../profile/ProfileContext.js"
import { profileQueries } from "../profile/profileQueries.js"
import { switchActiveAccount } from "./switchAccount.js"

/** The link of an invitation e-mail (`?invite=<token>`): what it is about, before anything else. */
const useInviteLink = () => {
  const [params] = useSearchParams()
  const token = params.get("invite")
  const valid = token !== null && /^[A-Za-z0-9_-]{20,100}$/.test(token)
  return useQuery({
    queryKey: ["invite.preview", { token }],
    queryFn: () => apiClient.call(invitePreview, { token: token! }),
    enabled: valid,
    retry: false,
  })
}

/**
 * /select-account (spec §2): the user's companies as buttons, pending invitations to accept or
 * decline, or a note about having no access; always a way to create a company account. Opened from an
 * invitation e-mail sent to another address, it says which address to sign in with.
 */
export const SelectAccountPage = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  usePageTitle(t("selectAccount.title"))
  const profile = useProfile()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [switching, setSwitching] = useState<string | null>(null)
  const [busyInvite, setBusyInvite] = useState<string | null>(null)
  const [status, setStatus] = useState<{ kind: "info" | "error"; text: string } | null>(null)
  const link = useInviteLink()

  const choose = async (accountId: string) => {
    setSwitching(accountId)
    await switchActiveAccount(queryClient, accountId)
    void navigate("/")
  }

  const answer = async (invite: PendingInvite, accept: boolean) => {
    setBusyInvite(invite.id)
    setStatus(null)
    try {
      if (accept) {
        const joined = await apiClient.call(inviteAccept, { inviteId: invite.id })
        await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
        await choose(joined.accountId)
      } else {
        await apiClient.call(inviteDecline, { inviteId: invite.id })
        await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
        setStatus({ kind: "info", text: t("company.invites.declined") })
      }
    } catch (error) {
      setStatus({ kind: "error", text: errorText(error) })
      await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
    } finally {
      setBusyInvite(null)
    }
  }

  const preview = link.data
  const linkNote =
    link.isError || (preview && preview.status !== "pending" && preview.status !== "accepted")
      ? t("company.invites.linkInvalid")
      : preview &&
          preview.status === "pending" &&
          preview.email.toLowerCase() !== profile.userProfile.email.toLowerCase()
        ? t("company.invites.linkForOther", { email: preview.email })
        : null

  return (
    <article className="page-content">
      <h1>{t("selectAccount.title")}</h1>
      {linkNote && <p className="notice">{linkNote}</p>}
      <div aria-live="polite">
        {status && (
          <p className={status.kind === "error" ? "alert alert--error" : "notice notice--success"}>
            {status.text}
          </p>
        )}
      </div>
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
              <li key={invite.id} className="card invite">
                <strong>{invite.accountName}</strong>
                <span>{t("selectAccount.invitedBy", { email: invite.invitedByEmail })}</span>
                <span>{t("company.invites.role", { role: t(`company.role.${invite.role}`) })}</span>
                <div className="button-row">
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={busyInvite !== null || switching !== null}
                    aria-label={t("company.invites.acceptLabel", { company: invite.accountName })}
                    onClick={() => void answer(invite, true)}
                  >
                    {t("company.invites.accept")}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={busyInvite !== null || switching !== null}
                    aria-label={t("company.invites.declineLabel", { company: invite.accountName })}
                    onClick={() => void answer(invite, false)}
                  >
                    {t("company.invites.decline")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!profile.user.email_verified && (
        // Invitations go to an address: the API shows them only once it is verified (issue 15).
        <p className="notice">{t("selectAccount.invitesNeedVerifiedEmail")}</p>
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
