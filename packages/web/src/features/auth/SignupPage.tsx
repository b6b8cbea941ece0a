import { isValidEmail, passwordStrength } from "@vsme/core"
import { useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { GoogleSignIn } from "./GoogleSignIn.js"
import { NewPasswordField } from "./NewPasswordField.js"
import { ProviderSignInFailed } from "./providerSignIn.js"
import { signUp } from "./session.js"
import { SignupSteps } from "./SignupSteps.js"
import { useFinishSignIn } from "./useFinishSignIn.js"
import { useProofSupply } from "./useProofSupply.js"

type Failure =
  | { readonly kind: "emailInUse" }
  | { readonly kind: "passwordBreached" }
  | { readonly kind: "passwordRules" }
  | { readonly kind: "general"; readonly error: unknown }

/**
 * /signup (spec §2, §5): title, the three numbered steps, description, email (checked on blur),
 * password with show/hide, strength bar and help, submit, Google, link to /login. The price and VAT
 * notes of the sign-up variant (spec §1). After success the user goes to / (spec §4).
 */
export const SignupPage = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const finish = useFinishSignIn()
  const proofs = useProofSupply()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [emailInvalid, setEmailInvalid] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const ids = {
    title: useId(),
    form: useId(),
    email: useId(),
    emailError: useId(),
    password: useId(),
  }
  usePageTitle(t("signup.pageTitle"))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const emailOk = isValidEmail(email.trim())
    setEmailInvalid(!emailOk)
    if (!emailOk) {
      setFailure(null)
      emailRef.current?.focus()
      return
    }
    if (passwordStrength(password) !== "ok") {
      setFailure({ kind: "passwordRules" })
      passwordRef.current?.focus()
      return
    }
    setSubmitting(true)
    setFailure(null)
    try {
      await signUp({ email: email.trim(), password, proof: await proofs.take() })
      finish()
    } catch (error) {
      proofs.prepare()
      const tag = errorTagOf(error)
      const reason = (error as { error?: { reason?: unknown } }).error?.reason
      if (tag === "EmailInUse") {
        setFailure({ kind: "emailInUse" })
        emailRef.current?.focus()
      } else if (tag === "PasswordRejected") {
        setFailure({ kind: reason === "breached" ? "passwordBreached" : "passwordRules" })
        passwordRef.current?.focus()
      } else {
        setFailure({ kind: "general", error })
      }
    } finally {
      setSubmitting(false)
    }
  }

  const emailError =
    failure?.kind === "emailInUse" ? (
      <>
        <p>{t("signup.emailInUse")}</p>
        <p>
          {t("signup.emailInUseHint")} <Link to="/login">{t("signup.emailInUseLink")}</Link>
        </p>
      </>
    ) : emailInvalid ? (
      <p>{t("validation.invalidEmail")}</p>
    ) : null

  const passwordError =
    failure?.kind === "passwordBreached" ? (
      <p>{t("signup.passwordBreached")}</p>
    ) : failure?.kind === "passwordRules" ? (
      <p>{t("validation.passwordRequirements")}</p>
    ) : null

  return (
    <section className="card card--narrow" aria-labelledby={ids.title}>
      <h1 id={ids.title}>{t("signup.title")}</h1>
      <SignupSteps headingId={ids.title} />
      <p className="lead">{t("signup.description")}</p>
      <p>{t("signup.priceNote")}</p>
      <p className="muted">{t("signup.vatNote")}</p>

      {failure?.kind === "general" && (
        <div role="alert" className="alert alert--error">
          <p className="alert__title">{t("signup.failedTitle")}</p>
          <p>
            {errorTagOf(failure.error) === "RateLimited"
              ? errorText(failure.error)
              : failure.error instanceof ProviderSignInFailed && failure.error.reason === "unverified"
                ? t("login.googleUnverified")
                : t("signup.failedDescription")}
          </p>
        </div>
      )}

      <form
        className="form"
        noValidate
        aria-labelledby={ids.form}
        onSubmit={(e) => void onSubmit(e)}
        onFocusCapture={() => proofs.prepare()}
      >
        <h2 id={ids.form} className="visually-hidden">
          {t("signup.formTitle")}
        </h2>
        <div className="field">
          <label htmlFor={ids.email}>{t("signup.email")}</label>
          <input
            ref={emailRef}
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value)
              // An error goes away while typing, never on blur: the layout must not shift under the
              // pointer that is about to press the submit button.
              if (emailInvalid && isValidEmail(e.target.value.trim())) setEmailInvalid(false)
              if (failure?.kind === "emailInUse") setFailure(null)
            }}
            onBlur={() => {
              if (email.trim() !== "" && !isValidEmail(email.trim())) setEmailInvalid(true)
            }}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(ids.emailError)}
          />
          <FieldError id={ids.emailError}>{emailError}</FieldError>
        </div>
        <NewPasswordField
          id={ids.password}
          label={t("signup.password")}
          value={password}
          onChange={(value) => {
            setPassword(value)
            if (failure?.kind === "passwordBreached" || failure?.kind === "passwordRules") setFailure(null)
          }}
          error={passwordError}
          inputRef={passwordRef}
        />
        <button type="submit" className="button button--primary button--block" disabled={submitting}>
          {submitting ? t("signup.submitting") : t("signup.submit")}
        </button>
      </form>
      <GoogleSignIn
        label={t("signup.google")}
        orLabel={t("signup.or")}
        disabled={submitting}
        onStart={() => setFailure(null)}
        onError={(error) => setFailure({ kind: "general", error })}
      />
      <p>
        {t("signup.haveUser")} <Link to="/login">{t("signup.loginLink")}</Link>
      </p>
    </section>
  )
}
