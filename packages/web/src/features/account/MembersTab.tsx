import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { Email, isValidEmail, locales, type InviteId, type Locale, type MemberRole } from "@vsme/core"
import { inviteCreate, inviteRevoke, memberChangeRole, memberRemove, type Member } from "@vsme/sdk"
import { Schema } from "effect"
import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { useNavigate } from "react-router-dom"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { currentLocale } from "../../i18n/setup.js"
import { clearActiveAccountId } from "../../shell/activeAccount.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { useProfile } from "../profile/ProfileContext.js"
import { profileQueries } from "../profile/profileQueries.js"
import { accountQueries } from "./accountQueries.js"
import { TextField } from "./TextField.js"
import type { Account } from "./useAccountSave.js"

const roles: ReadonlyArray<MemberRole> = ["owner", "user"]

/** Members (spec §6): roles shown as Administrator / User; owners invite, change roles and remove. */
export const MembersTab = ({ account }: { account: Account }) => {
  const { t, i18n } = useTranslation()
  const errorText = useErrorMessage()
  const profile = useProfile()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const members = useQuery(accountQueries.members())
  const isOwner = account.viewer.role === "owner"
  const [confirming, setConfirming] = useState<Member | null>(null)
  const [status, setStatus] = useState<{ kind: "info" | "error"; text: string } | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueries.members().queryKey })

  const changeRole = useMutation({
    mutationFn: (input: { member: Member; role: MemberRole }) =>
      apiClient.call(memberChangeRole, { userId: input.member.userId, role: input.role }),
    onSuccess: () => {
      setStatus({ kind: "info", text: t("company.saved") })
      return refresh()
    },
    onError: (error) => {
      setStatus({ kind: "error", text: errorText(error) })
      return refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (member: Member) => apiClient.call(memberRemove, { userId: member.userId }),
    onSuccess: async (_, member) => {
      setConfirming(null)
      if (member.userId === profile.userProfile.id) {
        // Left the company: it is no longer ours to show.
        clearActiveAccountId()
        await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
        void navigate("/select-account")
        return
      }
      setStatus({ kind: "info", text: t("company.saved") })
      await refresh()
    },
    onError: (error) => {
      setConfirming(null)
      setStatus({ kind: "error", text: errorText(error) })
    },
  })

  const ids = { members: useId() }
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: "short" })

  return (
    <>
      <section className="settings-section" aria-labelledby={ids.members}>
        <h3 id={ids.members}>{t("company.members.listTitle")}</h3>
        <div aria-live="polite">
          {status && (
            <p className={status.kind === "error" ? "alert alert--error" : "notice notice--success"}>
              {status.text}
            </p>
          )}
        </div>
        {members.isPending ? (
          <LoadingIndicator />
        ) : members.isError ? (
          <p className="alert alert--error">{errorText(members.error)}</p>
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("company.members.email")}</th>
                  <th scope="col">{t("company.members.name")}</th>
                  <th scope="col">{t("company.members.role")}</th>
                  <th scope="col">{t("company.members.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((member) => {
                  const self = member.userId === profile.userProfile.id
                  return (
                    <tr key={member.userId}>
                      <th scope="row">
                        {member.email}
                        {self && <span className="muted"> ({t("company.members.you")})</span>}
                      </th>
                      <td>{member.displayName}</td>
                      <td>
                        {isOwner ? (
                          <SelectField
                            label={t("company.members.roleOf", { email: member.email })}
                            showLabel={false}
                            variant="inline"
                            value={member.role}
                            disabled={changeRole.isPending}
                            onChange={(role) => changeRole.mutate({ member, role })}
                            options={roles.map((role) => ({ value: role, label: t(`company.role.${role}`) }))}
                          />
                        ) : (
                          t(`company.role.${member.role}`)
                        )}
                      </td>
                      <td>
                        {confirming?.userId === member.userId ? (
                          <div className="confirm" role="group">
                            <p>
                              {self
                                ? t("company.members.leaveConfirm", { company: account.name })
                                : t("company.members.removeConfirm", { email: member.email })}
                            </p>
                            <div className="button-row">
                              <button
                                type="button"
                                className="button button--danger button--small"
                                disabled={remove.isPending}
                                onClick={() => remove.mutate(member)}
                              >
                                {t("company.confirm")}
                              </button>
                              <button
                                type="button"
                                className="button button--small"
                                onClick={() => setConfirming(null)}
                              >
                                {t("company.cancel")}
                              </button>
                            </div>
                          </div>
                        ) : (
                          (isOwner || self) && (
                            <button
                              type="button"
                              className="button button--small"
                              onClick={() => setConfirming(member)}
                            >
                              {self ? t("company.members.leave") : t("company.members.remove")}
                            </button>
                          )
                        )}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {isOwner ? (
        <>
          <InviteForm />
          <PendingInvites dateFormat={dateFormat} />
        </>
      ) : (
        <section className="settings-section">
          <h3>{t("company.members.inviteTitle")}</h3>
          <p className="notice">{t("company.noPermission")}</p>
        </section>
      )}
    </>
  )
}

/** Invites an address with a role, in the language the inviter chooses for the e-mail. */
const InviteForm = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState("")
  const [role, setRole] = useState<MemberRole>("user")
  // The inviter's own language to begin with: i18n.language may be the browser's "en-US", so the
  // resolved one of ours.
  const [locale, setLocale] = useState<Locale>(currentLocale)
  const [emailError, setEmailError] = useState<string | undefined>()
  const [status, setStatus] = useState<{ kind: "info" | "error"; text: string } | null>(null)
  const ids = { title: useId(), role: useId(), locale: useId() }
  const invite = useMutation({
    mutationFn: (input: { email: Email; role: MemberRole; locale: Locale }) =>
      apiClient.call(inviteCreate, input),
    onSuccess: async (created) => {
      setStatus({ kind: "info", text: t("company.members.inviteSent", { email: created.email }) })
      setEmail("")
      await queryClient.invalidateQueries({ queryKey: accountQueries.invites().queryKey })
    },
    onError: (error) => setStatus({ kind: "error", text: errorText(error) }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setStatus(null)
    const decoded = Schema.decodeUnknownEither(Email)(email)
    if (decoded._tag === "Left") {
      setEmailError("validation.invalidEmail")
      return
    }
    setEmailError(undefined)
    invite.mutate({ email: decoded.right, role, locale })
  }

  return (
    <section className="settings-section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t("company.members.inviteTitle")}</h3>
      <form className="form form--narrow" noValidate onSubmit={onSubmit}>
        <TextField
          label={t("company.members.inviteEmail")}
          type="email"
          autoComplete="off"
          value={email}
          onChange={setEmail}
          onBlur={() =>
            setEmailError(
              email.trim() === "" || isValidEmail(email.trim()) ? undefined : "validation.invalidEmail",
            )
          }
          error={emailError}
          required
        />
        <SelectField
          id={ids.role}
          label={t("company.members.inviteRole")}
          value={role}
          onChange={setRole}
          options={roles.map((r) => ({ value: r, label: t(`company.role.${r}`) }))}
        />
        <SelectField
          id={ids.locale}
          label={t("company.members.inviteLanguage")}
          value={locale}
          onChange={setLocale}
          options={locales.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        />
        <div aria-live="polite">
          {status && (
            <p className={status.kind === "error" ? "alert alert--error" : "notice notice--success"}>
              {status.text}
            </p>
          )}
        </div>
        <button type="submit" className="button button--primary" disabled={invite.isPending}>
          {invite.isPending ? t("company.members.inviteSending") : t("company.members.inviteSubmit")}
        </button>
      </form>
    </section>
  )
}

/** The open invitations, with their expiry, and a way to withdraw each. */
const PendingInvites = ({ dateFormat }: { dateFormat: Intl.DateTimeFormat }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const invites = useQuery(accountQueries.invites())
  const ids = { title: useId() }
  const revoke = useMutation({
    mutationFn: (inviteId: InviteId) => apiClient.call(inviteRevoke, { inviteId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountQueries.invites().queryKey }),
  })

  return (
    <section className="settings-section" aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t("company.members.pendingTitle")}</h3>
      {revoke.isError && <p className="alert alert--error">{errorText(revoke.error)}</p>}
      {invites.isPending ? (
        <LoadingIndicator />
      ) : invites.isError ? (
        <p className="alert alert--error">{errorText(invites.error)}</p>
      ) : invites.data.length === 0 ? (
        <p className="muted">{t("company.members.pendingNone")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("company.members.email")}</th>
                <th scope="col">{t("company.members.role")}</th>
                <th scope="col">{t("company.members.invitedBy")}</th>
                <th scope="col">{t("company.members.expires")}</th>
                <th scope="col">{t("company.members.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {invites.data.map((invite) => (
                <tr key={invite.id}>
                  <th scope="row">{invite.email}</th>
                  <td>{t(`company.role.${invite.role}`)}</td>
                  <td>{invite.invitedByEmail}</td>
                  <td>
                    {invite.status === "expired"
                      ? t("company.members.expired")
                      : dateFormat.format(new Date(invite.expiresAt))}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--small"
                      disabled={revoke.isPending}
                      aria-label={t("company.members.revokeLabel", { email: invite.email })}
                      onClick={() => revoke.mutate(invite.id)}
                    >
                      {t("company.members.revoke")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
