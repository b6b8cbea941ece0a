import { useQueryClient } from "@tanstack/react-query"
import { authTotpBegin, authTotpConfirm, authTotpDisable } from "@vsme/sdk"
import QRCode from "qrcode"
import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { apiClient } from "../../api/apiClient.js"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { CopyButton } from "../../shell/CopyButton.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { useProfile } from "../profile/ProfileContext.js"
import { profileQueries } from "../profile/profileQueries.js"
import { normaliseAppCode } from "./totpCode.js"

type Stage =
  | { readonly kind: "idle" }
  | { readonly kind: "enrolPassword" }
  | { readonly kind: "enrolScan"; readonly secret: string; readonly qr: string }
  | { readonly kind: "recoveryCodes"; readonly codes: ReadonlyArray<string> }
  | { readonly kind: "disablePassword" }

/** The otpauth URL as a QR code, drawn here (SVG data URL): the secret never goes to another service. */
const qrDataUrl = async (otpauthUrl: string) => {
  const svg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** The key in groups of four, as authenticator apps show it; copying gives it without spaces. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ")

/**
 * Two-factor authentication of the signed-in user, as the profile's `totpEnabled` says: while it is
 * off, set it up (password → QR code and key → a code from the app → recovery codes, shown once);
 * while it is on, turn it off (password) or set up a new app the same way. The server keeps a new key
 * pending, so the current app and recovery codes keep working until a code from the new app confirms it.
 */
export const TwoFactorSettings = () => {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const enabled = useProfile().userProfile.totpEnabled
  const [stage, setStage] = useState<Stage>({ kind: "idle" })
  const toIdle = () => setStage({ kind: "idle" })
  const reloadProfile = () => queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey })
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const first = useRef(true)

  // Each step replaces the previous one: focus goes to the section's heading, so nobody is left on
  // a button that no longer exists.
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    headingRef.current?.focus()
  }, [stage.kind])

  return (
    <section className="settings-section" aria-labelledby={titleId}>
      <h3 id={titleId} ref={headingRef} tabIndex={-1}>
        {t("security.twoFactor.title")}
      </h3>
      {stage.kind === "idle" && (
        <>
          <p>{t("security.twoFactor.description")}</p>
          <p role="status" className={enabled ? "notice notice--success" : "notice"}>
            {enabled ? t("security.twoFactor.enabledTitle") : t("security.twoFactor.disabled")}
          </p>
          {enabled ? (
            <>
              <p className="muted">{t("security.twoFactor.replaceNote")}</p>
              <div className="button-row">
                <button type="button" className="button" onClick={() => setStage({ kind: "enrolPassword" })}>
                  {t("security.twoFactor.replace")}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => setStage({ kind: "disablePassword" })}
                >
                  {t("security.twoFactor.disable")}
                </button>
              </div>
            </>
          ) : (
            <div className="button-row">
              <button
                type="button"
                className="button button--primary"
                onClick={() => setStage({ kind: "enrolPassword" })}
              >
                {t("security.twoFactor.enable")}
              </button>
            </div>
          )}
        </>
      )}
      {stage.kind === "enrolPassword" && (
        <PasswordStep
          intro={enabled ? t("security.twoFactor.replaceNote") : t("security.twoFactor.description")}
          submitLabel={t("security.twoFactor.continue")}
          pendingLabel={t("security.twoFactor.continuing")}
          run={async (password) => {
            const enrolment = await apiClient.call(authTotpBegin, { password })
            setStage({
              kind: "enrolScan",
              secret: enrolment.secret,
              qr: await qrDataUrl(enrolment.otpauthUrl),
            })
          }}
          onCancel={toIdle}
        />
      )}
      {stage.kind === "enrolScan" && (
        <ScanStep
          secret={stage.secret}
          qr={stage.qr}
          onConfirmed={(codes) => {
            setStage({ kind: "recoveryCodes", codes })
            void reloadProfile()
          }}
          onCancel={toIdle}
        />
      )}
      {stage.kind === "recoveryCodes" && <RecoveryCodes codes={stage.codes} onDone={toIdle} />}
      {stage.kind === "disablePassword" && (
        <PasswordStep
          intro={t("security.twoFactor.disableIntro")}
          submitLabel={t("security.twoFactor.disableSubmit")}
          pendingLabel={t("security.twoFactor.disabling")}
          run={async (password) => {
            await apiClient.call(authTotpDisable, { password })
            await reloadProfile()
            toIdle()
          }}
          onCancel={toIdle}
        />
      )}
    </section>
  )
}

/** Asks for the current password before a change; PasswordIncorrect is shown on the field. */
const PasswordStep = ({
  intro,
  submitLabel,
  pendingLabel,
  run,
  onCancel,
}: {
  intro: string
  submitLabel: string
  pendingLabel: string
  run: (password: string) => Promise<void>
  onCancel: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [password, setPassword] = useState("")
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { password: useId(), error: useId() }
  const tag = failure ? errorTagOf(failure.error) : null

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setPending(true)
    setFailure(null)
    try {
      await run(password)
    } catch (error) {
      setFailure({ error })
      if (errorTagOf(error) === "PasswordIncorrect") inputRef.current?.focus()
      setPending(false)
    }
  }

  return (
    <form className="form form--narrow" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p>{intro}</p>
      {failure && tag !== "PasswordIncorrect" && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("security.twoFactor.failed")}</p>
          <p>
            {tag === "TotpEnrolmentRequired"
              ? t("security.twoFactor.adminRequired")
              : errorText(failure.error)}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.password}>{t("security.twoFactor.currentPassword")}</label>
        <input
          ref={inputRef}
          id={ids.password}
          name="current-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={tag === "PasswordIncorrect" ? true : undefined}
          aria-describedby={describedBy(ids.error)}
        />
        <FieldError id={ids.error}>
          {tag === "PasswordIncorrect" && <p>{t("security.twoFactor.passwordIncorrect")}</p>}
        </FieldError>
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t("common.cancel")}
        </button>
      </div>
    </form>
  )
}

/** The QR code and the key for the app, then a code from the app to prove it works. */
const ScanStep = ({
  secret,
  qr,
  onConfirmed,
  onCancel,
}: {
  secret: string
  qr: string
  onConfirmed: (codes: ReadonlyArray<string>) => void
  onCancel: () => void
}) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [code, setCode] = useState("")
  const [problem, setProblem] = useState<"format" | "invalid" | null>(null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const [pending, setPending] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const ids = { scan: useId(), confirm: useId(), code: useId(), format: useId(), error: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const normalised = normaliseAppCode(code)
    if (!normalised) {
      setProblem("format")
      inputRef.current?.focus()
      return
    }
    setPending(true)
    setProblem(null)
    setFailure(null)
    try {
      const { recoveryCodes } = await apiClient.call(authTotpConfirm, { code: normalised })
      onConfirmed(recoveryCodes)
    } catch (error) {
      if (errorTagOf(error) === "TotpInvalid") {
        setProblem("invalid")
        inputRef.current?.focus()
      } else setFailure({ error })
      setPending(false)
    }
  }

  return (
    <div className="totp-enrol">
      <h4 id={ids.scan}>{t("security.twoFactor.scanTitle")}</h4>
      <p>{t("security.twoFactor.scan")}</p>
      <img className="totp-enrol__qr" src={qr} width={200} height={200} alt={t("security.twoFactor.qrAlt")} />
      <p>
        {t("security.twoFactor.secret")}: <code className="secret">{grouped(secret)}</code>
      </p>
      <CopyButton text={secret} label={t("security.twoFactor.copySecret")} />

      <form
        className="form form--narrow"
        noValidate
        aria-labelledby={ids.confirm}
        onSubmit={(e) => void onSubmit(e)}
      >
        <h4 id={ids.confirm}>{t("security.twoFactor.confirmTitle")}</h4>
        {failure && (
          <div role="alert" className="alert alert--error">
            <p className="alert__title">{t("security.twoFactor.failed")}</p>
            <p>{errorText(failure.error)}</p>
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.code}>{t("security.twoFactor.code")}</label>
          <input
            ref={inputRef}
            id={ids.code}
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            className="input--code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value)
              setProblem(null)
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(ids.format, ids.error)}
          />
          <p id={ids.format} className="field__help">
            {t("security.twoFactor.codeFormat")}
          </p>
          <FieldError id={ids.error}>
            {problem === "invalid" && <p>{t("security.twoFactor.codeInvalid")}</p>}
          </FieldError>
        </div>
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? t("security.twoFactor.confirming") : t("security.twoFactor.confirm")}
          </button>
          <button type="button" className="button button--quiet" onClick={onCancel}>
            {t("common.cancel")}
          </button>
        </div>
      </form>
    </div>
  )
}

/** The recovery codes, shown once, with a copy button. */
const RecoveryCodes = ({ codes, onDone }: { codes: ReadonlyArray<string>; onDone: () => void }) => {
  const { t } = useTranslation()
  const listId = useId()
  return (
    <div className="recovery-codes">
      <p className="notice notice--success" role="status">
        {t("security.twoFactor.enabledTitle")}
      </p>
      <p>{t("security.twoFactor.recoveryIntro")}</p>
      <h4 id={listId}>{t("security.twoFactor.recoveryLabel")}</h4>
      <ul className="recovery-codes__list" aria-labelledby={listId}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="button-row">
        <CopyButton text={codes.join("\n")} label={t("security.twoFactor.copyCodes")} />
        <button type="button" className="button button--primary" onClick={onDone}>
          {t("common.done")}
        </button>
      </div>
    </div>
  )
}
