import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiTokenCreate, apiTokenRevoke, type ApiTokenSummary } from "@vsme/sdk"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { useErrorMessage } from "../../i18n/errorMessage.js"
import { CopyButton } from "../../shell/CopyButton.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { securityQueries, useApiTokens } from "./securityQueries.js"

type Token = typeof ApiTokenSummary.Type

const maxNameLength = 120

/**
 * Personal API tokens for the CLI: the list (name, first characters, created, last used), creating
 * one (the token is shown once, with a copy button) and revoking one after a confirmation.
 */
export const ApiTokenSettings = () => {
  const { t } = useTranslation()
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [revokedName, setRevokedName] = useState<string | null>(null)
  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {t("security.tokens.title")}
      </h3>
      <p>{t("security.tokens.description")}</p>
      <TokenList
        onRevoked={(name) => {
          setRevokedName(name)
          // The row and its buttons go away: focus moves to the section instead of being lost.
          headingRef.current?.focus()
        }}
      />
      <div role="status">
        {revokedName !== null && (
          <p className="notice notice--success">{t("security.tokens.revoked", { name: revokedName })}</p>
        )}
      </div>
      <CreateToken onCreated={() => setRevokedName(null)} />
    </section>
  )
}

const useDateFormat = () => {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    dateStyle: "medium",
    timeStyle: "short",
  })
  return (iso: string) => {
    const date = new Date(iso)
    return Number.isNaN(date.getTime()) ? iso : format.format(date)
  }
}

const TokenList = ({ onRevoked }: { onRevoked: (name: string) => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const tokens = useApiTokens()
  const formatDate = useDateFormat()
  const [confirming, setConfirming] = useState<Token["id"] | null>(null)

  if (tokens.isPending) return <LoadingIndicator />
  if (tokens.isError)
    return (
      <div role="alert" className="alert alert--error">
        <p className="alert__title">{t("security.tokens.loadFailed")}</p>
        <p>{errorText(tokens.error)}</p>
      </div>
    )
  if (tokens.data.length === 0) return <p className="muted">{t("security.tokens.empty")}</p>

  return (
    <div className="table-wrap">
      <table className="table">
        <caption className="visually-hidden">{t("security.tokens.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("security.tokens.name")}</th>
            <th scope="col">{t("security.tokens.prefix")}</th>
            <th scope="col">{t("security.tokens.created")}</th>
            <th scope="col">{t("security.tokens.lastUsed")}</th>
            <th scope="col">{t("security.tokens.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {tokens.data.map((token) => (
            <tr key={token.id}>
              <th scope="row">{token.name}</th>
              <td>
                <code>{token.prefix}…</code>
              </td>
              <td>{formatDate(token.createdAt)}</td>
              <td>{token.lastUsedAt ? formatDate(token.lastUsedAt) : t("security.tokens.never")}</td>
              <td>
                {confirming === token.id ? (
                  <RevokeConfirmation
                    token={token}
                    onCancel={() => setConfirming(null)}
                    onRevoked={() => {
                      setConfirming(null)
                      onRevoked(token.name)
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t("security.tokens.revokeLabel", { name: token.name })}
                    onClick={() => setConfirming(token.id)}
                  >
                    {t("security.tokens.revoke")}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

const RevokeConfirmation = ({
  token,
  onCancel,
  onRevoked,
}: {
  token: Token
  onCancel: () => void
  onRevoked: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const confirmRef = useRef<HTMLButtonElement>(null)
  const questionId = useId()
  const revoke = useMutation({
    mutationFn: () => apiClient.call(apiTokenRevoke, { id: token.id }),
    onSuccess: async () => {
      onRevoked()
      await queryClient.invalidateQueries({ queryKey: securityQueries.apiTokens().queryKey })
    },
  })

  useEffect(() => {
    confirmRef.current?.focus()
  }, [])

  return (
    <div role="group" aria-labelledby={questionId} className="confirm">
      <p id={questionId}>{t("security.tokens.revokeConfirm", { name: token.name })}</p>
      {revoke.isError && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("security.tokens.revokeFailed")}</p>
          <p>{errorText(revoke.error)}</p>
        </div>
      )}
      <div className="button-row">
        <button
          ref={confirmRef}
          type="button"
          className="button button--danger button--small"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate()}
        >
          {revoke.isPending ? t("security.tokens.revoking") : t("security.tokens.revokeYes")}
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </div>
  )
}

const CreateToken = ({ onCreated }: { onCreated: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const [name, setName] = useState("")
  const [nameMissing, setNameMissing] = useState(false)
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const createdRef = useRef<HTMLHeadingElement>(null)
  const ids = { title: useId(), name: useId(), help: useId(), error: useId(), token: useId(), note: useId() }
  const create = useMutation({
    mutationFn: (tokenName: string) => apiClient.call(apiTokenCreate, { name: tokenName }),
    onSuccess: async (answer) => {
      setCreated({ token: answer.token, name: answer.summary.name })
      setName("")
      onCreated()
      await queryClient.invalidateQueries({ queryKey: securityQueries.apiTokens().queryKey })
    },
  })

  useEffect(() => {
    if (created) createdRef.current?.focus()
  }, [created])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (!trimmed) {
      setNameMissing(true)
      nameRef.current?.focus()
      return
    }
    create.mutate(trimmed)
  }

  if (created)
    return (
      <div className="token-created">
        <h4 id={ids.title} ref={createdRef} tabIndex={-1}>
          {t("security.tokens.createdTitle", { name: created.name })}
        </h4>
        <p id={ids.note} className="notice">
          {t("security.tokens.createdNote")}
        </p>
        <div className="field">
          <label htmlFor={ids.token}>{t("security.tokens.tokenLabel")}</label>
          <input
            id={ids.token}
            type="text"
            readOnly
            className="input--code"
            value={created.token}
            aria-describedby={ids.note}
            onFocus={(e) => e.target.select()}
          />
        </div>
        <div className="button-row">
          <CopyButton text={created.token} label={t("security.tokens.copy")} />
          <button type="button" className="button button--primary" onClick={() => setCreated(null)}>
            {t("common.done")}
          </button>
        </div>
      </div>
    )

  return (
    <form className="form form--narrow" noValidate aria-labelledby={ids.title} onSubmit={onSubmit}>
      <h4 id={ids.title}>{t("security.tokens.createTitle")}</h4>
      {create.isError && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("security.tokens.createFailed")}</p>
          <p>{errorText(create.error)}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.name}>{t("security.tokens.createName")}</label>
        <input
          ref={nameRef}
          id={ids.name}
          name="tokenName"
          type="text"
          autoComplete="off"
          maxLength={maxNameLength}
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            setNameMissing(false)
          }}
          aria-invalid={nameMissing ? true : undefined}
          aria-describedby={describedBy(ids.help, ids.error)}
        />
        <p id={ids.help} className="field__help">
          {t("security.tokens.createNameHelp")}
        </p>
        <FieldError id={ids.error}>{nameMissing && <p>{t("validation.cannotBeEmpty")}</p>}</FieldError>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t("security.tokens.creating") : t("security.tokens.create")}
        </button>
      </div>
    </form>
  )
}
