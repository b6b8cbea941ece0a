import { useMutation, useQueryClient } from "@tanstack/react-query"
import {
  apiTokenCreate,
  apiTokenDays,
  apiTokenRevoke,
  authReauthenticate,
  type ApiTokenSummary,
} from "@vsme/sdk"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { SelectField } from "../../shell/controls/SelectField.js"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { CopyButton } from "../../shell/CopyButton.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { LoadingIndicator } from "../../shell/LoadingIndicator.js"
import { useProfile } from "../profile/ProfileContext.js"
import { securityQueries, useApiTokens } from "./securityQueries.js"
import { normaliseTotpCode } from "./totpCode.js"

type Token = typeof ApiTokenSummary.Type

const maxNameLength = 120

/**
 * Personal API tokens for the CLI: the list (name, first characters, created, last used, expiry,
 * access), creating one (lifetime, read-only, after re-authentication; the token is shown once, with
 * a copy button) and revoking one after a confirmation.
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
  // When the page opened: a token expiring while it is open is refused by the server anyway.
  const [openedAt] = useState(() => Date.now())

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
            <th scope="col">{t("security.tokens.expires")}</th>
            <th scope="col">{t("security.tokens.scope")}</th>
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
                {Date.parse(token.expiresAt) <= openedAt
                  ? t("security.tokens.expired")
                  : formatDate(token.expiresAt)}
              </td>
              <td>{token.readOnly ? t("security.tokens.scopeReadOnly") : t("security.tokens.scopeFull")}</td>
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

/** The lifetimes offered, in days: superadmins' tokens are shorter (docs/decisions/016). */
const lifetimeChoices = (superadmin: boolean): ReadonlyArray<number> =>
  superadmin ? [7, apiTokenDays.superadminMax] : [7, 30, apiTokenDays.default, apiTokenDays.max]

interface TokenRequest {
  readonly name: string
  readonly expiresInDays: number
  readonly readOnly: boolean
}

/**
 * Creating a token: its name, how long it is valid and whether it may only read. The server asks for
 * a recent re-authentication (ReauthenticationRequired): the form then asks for the password (or an
 * authenticator code) and creates the token once that is confirmed.
 */
const CreateToken = ({ onCreated }: { onCreated: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const queryClient = useQueryClient()
  const superadmin = useProfile().role === "superadmin"
  const choices = lifetimeChoices(superadmin)
  const [name, setName] = useState("")
  const [days, setDays] = useState<number>(superadmin ? apiTokenDays.superadminDefault : apiTokenDays.default)
  const [readOnly, setReadOnly] = useState(false)
  const [nameMissing, setNameMissing] = useState(false)
  const [reauthFor, setReauthFor] = useState<TokenRequest | null>(null)
  const [created, setCreated] = useState<{ token: string; name: string } | null>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const createdRef = useRef<HTMLHeadingElement>(null)
  const ids = {
    title: useId(),
    name: useId(),
    help: useId(),
    error: useId(),
    token: useId(),
    note: useId(),
    days: useId(),
    daysHelp: useId(),
    readOnly: useId(),
    readOnlyHelp: useId(),
  }
  const create = useMutation({
    mutationFn: (request: TokenRequest) => apiClient.call(apiTokenCreate, request),
    onSuccess: async (answer) => {
      setCreated({ token: answer.token, name: answer.summary.name })
      setName("")
      setReadOnly(false)
      setReauthFor(null)
      onCreated()
      await queryClient.invalidateQueries({ queryKey: securityQueries.apiTokens().queryKey })
    },
    onError: (error, request) => {
      if (errorTagOf(error) === "ReauthenticationRequired") setReauthFor(request)
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
    create.mutate({ name: trimmed, expiresInDays: days, readOnly })
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

  if (reauthFor)
    return (
      <Reauthenticate
        onConfirmed={() => create.mutate(reauthFor)}
        onCancel={() => {
          setReauthFor(null)
          create.reset()
        }}
      />
    )

  return (
    <form className="form form--narrow" noValidate aria-labelledby={ids.title} onSubmit={onSubmit}>
      <h4 id={ids.title}>{t("security.tokens.createTitle")}</h4>
      {create.isError && errorTagOf(create.error) !== "ReauthenticationRequired" && (
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
      <div className="field">
        <SelectField
          id={ids.days}
          label={t("security.tokens.lifetime")}
          value={String(days)}
          onChange={(value) => setDays(Number(value))}
          describedBy={ids.daysHelp}
          options={choices.map((choice) => ({
            value: String(choice),
            label:
              choice === apiTokenDays.max
                ? t("security.tokens.lifetimeYear")
                : t("security.tokens.lifetimeDays", { days: choice }),
          }))}
        />
        <p id={ids.daysHelp} className="field__help">
          {superadmin ? t("security.tokens.lifetimeAdminHelp") : t("security.tokens.lifetimeHelp")}
        </p>
      </div>
      <div className="field">
        <div className="checkbox">
          <input
            id={ids.readOnly}
            name="readOnly"
            type="checkbox"
            checked={readOnly}
            onChange={(e) => setReadOnly(e.target.checked)}
            aria-describedby={ids.readOnlyHelp}
          />
          <label htmlFor={ids.readOnly}>{t("security.tokens.readOnly")}</label>
        </div>
        <p id={ids.readOnlyHelp} className="field__help">
          {t("security.tokens.readOnlyHelp")}
        </p>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          {create.isPending ? t("security.tokens.creating") : t("security.tokens.create")}
        </button>
      </div>
    </form>
  )
}

/**
 * The re-authentication step: the password, or for someone with two-factor authentication (and
 * necessarily so without a password, e.g. a Google account) an authenticator or recovery code.
 */
const Reauthenticate = ({ onConfirmed, onCancel }: { onConfirmed: () => void; onCancel: () => void }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const totpEnabled = useProfile().userProfile.totpEnabled
  const [mode, setMode] = useState<"password" | "code">("password")
  const [value, setValue] = useState("")
  const [problem, setProblem] = useState<"PasswordIncorrect" | "TotpInvalid" | null>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { title: useId(), input: useId(), help: useId(), error: useId() }
  const confirm = useMutation({
    mutationFn: () => {
      if (mode === "password") return apiClient.call(authReauthenticate, { password: value })
      const code = normaliseTotpCode(value)
      // A malformed code cannot be right: answered like a wrong one, without a request.
      if (!code) return Promise.reject(new TotpCodeMalformed())
      return apiClient.call(authReauthenticate, { totpCode: code })
    },
    onSuccess: onConfirmed,
    onError: (error) => {
      const tag = error instanceof TotpCodeMalformed ? "TotpInvalid" : errorTagOf(error)
      if (tag === "PasswordIncorrect" || tag === "TotpInvalid") {
        setProblem(tag)
        inputRef.current?.focus()
      }
    },
  })

  useEffect(() => {
    titleRef.current?.focus()
  }, [])

  const switchMode = () => {
    setMode(mode === "password" ? "code" : "password")
    setValue("")
    setProblem(null)
    confirm.reset()
    inputRef.current?.focus()
  }

  return (
    <form
      className="form form--narrow"
      noValidate
      aria-labelledby={ids.title}
      onSubmit={(event) => {
        event.preventDefault()
        setProblem(null)
        confirm.mutate()
      }}
    >
      <h4 id={ids.title} ref={titleRef} tabIndex={-1}>
        {t("security.tokens.reauthTitle")}
      </h4>
      <p>{t("security.tokens.reauthIntro")}</p>
      {confirm.isError && problem === null && !(confirm.error instanceof TotpCodeMalformed) && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("security.tokens.createFailed")}</p>
          <p>{errorText(confirm.error)}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.input}>
          {mode === "password" ? t("security.tokens.reauthPassword") : t("security.tokens.reauthCode")}
        </label>
        <input
          ref={inputRef}
          id={ids.input}
          name={mode === "password" ? "current-password" : "code"}
          type={mode === "password" ? "password" : "text"}
          autoComplete={mode === "password" ? "current-password" : "one-time-code"}
          inputMode={mode === "password" ? undefined : "numeric"}
          value={value}
          onChange={(e) => {
            setValue(e.target.value)
            setProblem(null)
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={describedBy(mode === "code" ? ids.help : undefined, ids.error)}
        />
        {mode === "code" && (
          <p id={ids.help} className="field__help">
            {t("security.tokens.reauthCodeHelp")}
          </p>
        )}
        <FieldError id={ids.error}>
          {problem === "PasswordIncorrect" && <p>{t("security.tokens.reauthPasswordIncorrect")}</p>}
          {problem === "TotpInvalid" && <p>{t("security.tokens.reauthCodeInvalid")}</p>}
        </FieldError>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={confirm.isPending}>
          {confirm.isPending ? t("security.tokens.reauthChecking") : t("security.tokens.reauthSubmit")}
        </button>
        {totpEnabled && (
          <button type="button" className="button button--quiet" onClick={switchMode}>
            {mode === "password"
              ? t("security.tokens.reauthUseCode")
              : t("security.tokens.reauthUsePassword")}
          </button>
        )}
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  )
}

/** A code the contract could not accept; never sent. */
class TotpCodeMalformed extends Error {}
