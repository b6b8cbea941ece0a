import { isValidEmail, passwordStrength } from "@vsme/core"
import { useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { currentLocale } from "../../i18n/setup.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { NewPasswordField } from "./NewPasswordField.js"
import { isLinkTokenShaped } from "./linkToken.js"
import { callSession } from "./sessionClient.js"
import { useProofSupply } from "./useProofSupply.js"

/**
 * /reset-password (spec §2): without a token it asks for the email address and has a link mailed;
 * the mailed link (`/reset-password?token=…`) opens the form for the new password, with the same
 * strength bar and rules as sign-up. Back to sign-in from every state.
 */
export const ResetPasswordPage = () => {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const token = params.get("token")
  usePageTitle(t("resetPassword.pageTitle"))
  return (
    <section className="card card--narrow">
      {token ? <NewPasswordStep token={token} /> : <RequestLinkStep />}
      <p className="card__footer">
        <Link to="/login">{t("resetPassword.backToLogin")}</Link>
      </p>
    </section>
  )
}

/** Step 1: the email address. The answer is the same whether or not the address has a user. */
const RequestLinkStep = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const proofs = useProofSupply()
  const [email, setEmail] = useState("")
  const [emailInvalid, setEmailInvalid] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const ids = { email: useId(), emailError: useId(), title: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    if (!isValidEmail(address)) {
      setEmailInvalid(true)
      emailRef.current?.focus()
      return
    }
    setSubmitting(true)
    setFailure(null)
    try {
      // The session client: a visitor has no session, and this call must not try to renew one.
      await callSession("auth.requestPasswordReset", {
        email: address,
        locale: currentLocale(),
        proof: await proofs.take(),
      })
      setSentTo(address)
    } catch (error) {
      proofs.prepare()
      setFailure({ error })
    } finally {
      setSubmitting(false)
    }
  }

  if (sentTo)
    return (
      <div role="status">
        <h1>{t("resetPassword.sentTitle")}</h1>
        <p className="lead">{t("resetPassword.sent", { email: sentTo })}</p>
      </div>
    )

  return (
    <>
      <h1 id={ids.title}>{t("resetPassword.title")}</h1>
      <p className="lead">{t("resetPassword.description")}</p>
      {failure && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("resetPassword.requestFailedTitle")}</p>
          <p>
            {errorTagOf(failure.error) === "RateLimited"
              ? errorText(failure.error)
              : t("common.unknownError")}
          </p>
        </div>
      )}
      <form
        className="form"
        noValidate
        aria-labelledby={ids.title}
        onSubmit={(e) => void onSubmit(e)}
        onFocusCapture={() => proofs.prepare()}
      >
        <div className="field">
          <label htmlFor={ids.email}>{t("resetPassword.email")}</label>
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              // Cleared while typing, not on blur, so the submit button does not move under the pointer.
              if (emailInvalid && isValidEmail(e.target.value.trim())) setEmailInvalid(false)
            }}
            onBlur={() => {
              if (email.trim() !== "" && !isValidEmail(email.trim())) setEmailInvalid(true)
            }}
            aria-invalid={emailInvalid ? true : undefined}
            aria-describedby={describedBy(ids.emailError)}
          />
          <FieldError id={ids.emailError}>{emailInvalid && <p>{t("validation.invalidEmail")}</p>}</FieldError>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t("resetPassword.submitting") : t("resetPassword.submit")}
        </button>
      </form>
    </>
  )
}

type SaveFailure = "linkInvalid" | "passwordRules" | "passwordBreached" | { readonly error: unknown }

/** Step 2, from the mailed link: the new password. */
const NewPasswordStep = ({ token }: { token: string }) => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const [password, setPassword] = useState("")
  const [submitting, setSubmitting] = useState(false)
  const [done, setDone] = useState(false)
  // A token of the wrong shape cannot be valid (the contract would refuse it before sending).
  const [failure, setFailure] = useState<SaveFailure | null>(() =>
    isLinkTokenShaped(token) ? null : "linkInvalid",
  )
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = { password: useId(), title: useId() }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (passwordStrength(password) !== "ok") {
      setFailure("passwordRules")
      passwordRef.current?.focus()
      return
    }
    setSubmitting(true)
    setFailure(null)
    try {
      await callSession("auth.resetPassword", { token, password })
      setDone(true)
    } catch (error) {
      const tag = errorTagOf(error)
      if (tag === "LinkInvalid") setFailure("linkInvalid")
      else if (tag === "PasswordRejected") {
        const reason = (error as { error?: { reason?: unknown } }).error?.reason
        setFailure(reason === "breached" ? "passwordBreached" : "passwordRules")
        passwordRef.current?.focus()
      } else setFailure({ error })
    } finally {
      setSubmitting(false)
    }
  }

  if (done)
    return (
      <div role="status">
        <h1>{t("resetPassword.doneTitle")}</h1>
        <p className="lead">{t("resetPassword.done")}</p>
        <p>
          <Link to="/login" className="button button--primary">
            {t("verifyEmail.signIn")}
          </Link>
        </p>
      </div>
    )

  if (failure === "linkInvalid")
    return (
      <div role="alert">
        <h1>{t("resetPassword.linkInvalidTitle")}</h1>
        <p className="lead">{t("resetPassword.linkInvalid")}</p>
        <p>
          <Link to="/reset-password">{t("resetPassword.requestNew")}</Link>
        </p>
      </div>
    )

  const passwordError =
    failure === "passwordBreached" ? (
      <p>{t("signup.passwordBreached")}</p>
    ) : failure === "passwordRules" ? (
      <p>{t("validation.passwordRequirements")}</p>
    ) : null

  return (
    <>
      <h1 id={ids.title}>{t("resetPassword.newTitle")}</h1>
      <p className="lead">{t("resetPassword.newDescription")}</p>
      {failure !== null && typeof failure === "object" && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("resetPassword.saveFailedTitle")}</p>
          <p>{errorText(failure.error)}</p>
        </div>
      )}
      <form className="form" noValidate aria-labelledby={ids.title} onSubmit={(e) => void onSubmit(e)}>
        <NewPasswordField
          id={ids.password}
          label={t("resetPassword.newPassword")}
          value={password}
          onChange={(value) => {
            setPassword(value)
            if (failure === "passwordRules" || failure === "passwordBreached") setFailure(null)
          }}
          error={passwordError}
          inputRef={passwordRef}
        />
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t("resetPassword.saving") : t("resetPassword.save")}
        </button>
      </form>
    </>
  )
}
