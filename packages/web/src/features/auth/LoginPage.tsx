import { useEffect, useId, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { errorTagOf, useErrorMessage } from "../../i18n/errorMessage.js"
import { describedBy, FieldError } from "../../shell/FieldMessage.js"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { FeatureList } from "./FeatureList.js"
import { GoogleSignIn } from "./GoogleSignIn.js"
import { providerErrorOf, ProviderSignInFailed } from "./providerSignIn.js"
import { signIn } from "./session.js"
import { SignupSteps } from "./SignupSteps.js"
import { normaliseTotpCode } from "./totpCode.js"
import { useFinishSignIn } from "./useFinishSignIn.js"
import { useProofSupply } from "./useProofSupply.js"

type CodeProblem = "format" | "invalid" | null

/**
 * /login (spec §2): email and password without client-side validation (spec §5), Google sign-in,
 * links to password reset and sign-up, the three sign-up steps and the feature list. A failure shows
 * "Sign-in failed" with an unknown-cause description (or the wait of a rate limit) and keeps the form
 * and its values. An account with two-factor authentication is asked for its code as a second step.
 */
export const LoginPage = () => {
  const { t } = useTranslation()
  const errorText = useErrorMessage()
  const finish = useFinishSignIn()
  const proofs = useProofSupply()
  const [params] = useSearchParams()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [step, setStep] = useState<"credentials" | "totp">("credentials")
  const [code, setCode] = useState("")
  const [codeProblem, setCodeProblem] = useState<CodeProblem>(null)
  const [submitting, setSubmitting] = useState(false)
  // The server sends a failed Google sign-in (after a full-page redirect) back here with ?oidcError=.
  const [failure, setFailure] = useState<{ error: unknown } | null>(() => {
    const providerError = providerErrorOf(params)
    return providerError ? { error: new ProviderSignInFailed(providerError) } : null
  })
  const codeRef = useRef<HTMLInputElement>(null)
  const ids = {
    title: useId(),
    email: useId(),
    password: useId(),
    steps: useId(),
    features: useId(),
    totpTitle: useId(),
    totpIntro: useId(),
    code: useId(),
    codeError: useId(),
  }
  usePageTitle(t("login.pageTitle"))

  useEffect(() => {
    if (step === "totp") codeRef.current?.focus()
  }, [step])

  const attempt = async (totpCode?: string) => {
    setSubmitting(true)
    setFailure(null)
    setCodeProblem(null)
    try {
      const proof = await proofs.take()
      const outcome = await signIn({
        email,
        password,
        proof,
        ...(totpCode === undefined ? {} : { totpCode }),
      })
      if (outcome === "signedIn") {
        finish()
        return
      }
      proofs.prepare()
      setStep("totp")
    } catch (error) {
      proofs.prepare()
      if (errorTagOf(error) === "TotpInvalid") {
        setCodeProblem("invalid")
        codeRef.current?.focus()
      } else setFailure({ error })
    } finally {
      setSubmitting(false)
    }
  }

  const onSubmitCredentials = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void attempt()
  }

  const onSubmitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const normalised = normaliseTotpCode(code)
    if (!normalised) {
      setCodeProblem("format")
      codeRef.current?.focus()
      return
    }
    void attempt(normalised)
  }

  const backToCredentials = () => {
    setStep("credentials")
    setCode("")
    setCodeProblem(null)
    setFailure(null)
    setPassword("")
  }

  return (
    <div className="login">
      <section className="card login__card" aria-labelledby={ids.title}>
        <h1 id={ids.title}>{t("login.title")}</h1>
        <p className="lead">{t("login.intro")}</p>
        {failure && (
          <div role="alert" className="alert alert--error">
            <p className="alert__title">{t("login.failedTitle")}</p>
            <p>
              {errorTagOf(failure.error) === "RateLimited"
                ? errorText(failure.error)
                : failure.error instanceof ProviderSignInFailed && failure.error.reason === "unverified"
                  ? t("login.googleUnverified")
                  : t("login.failedDescription")}
            </p>
          </div>
        )}
        {step === "credentials" ? (
          <form
            className="form"
            noValidate
            onSubmit={onSubmitCredentials}
            onFocusCapture={() => proofs.prepare()}
          >
            <div className="field">
              <label htmlFor={ids.email}>{t("login.email")}</label>
              <input
                id={ids.email}
                name="email"
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <div className="field">
              <label htmlFor={ids.password}>{t("login.password")}</label>
              <input
                id={ids.password}
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
            <p className="form__aside">
              <Link to="/reset-password">{t("login.forgotPassword")}</Link>
            </p>
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t("login.submitting") : t("login.submit")}
            </button>
          </form>
        ) : (
          <form className="form" noValidate aria-labelledby={ids.totpTitle} onSubmit={onSubmitCode}>
            <h2 id={ids.totpTitle}>{t("login.totpTitle")}</h2>
            <p id={ids.totpIntro}>{t("login.totpIntro")}</p>
            <div className="field">
              <label htmlFor={ids.code}>{t("login.totpCode")}</label>
              <input
                ref={codeRef}
                id={ids.code}
                name="totpCode"
                type="text"
                inputMode="text"
                autoComplete="one-time-code"
                spellCheck={false}
                autoCapitalize="off"
                className="input--code"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value)
                  setCodeProblem(null)
                }}
                aria-invalid={codeProblem ? true : undefined}
                aria-describedby={describedBy(ids.totpIntro, ids.codeError)}
              />
              <FieldError id={ids.codeError}>
                {codeProblem === "format" && <p>{t("login.totpFormat")}</p>}
                {codeProblem === "invalid" && <p>{t("login.totpInvalid")}</p>}
              </FieldError>
            </div>
            <button type="submit" className="button button--primary button--block" disabled={submitting}>
              {submitting ? t("login.totpSubmitting") : t("login.totpSubmit")}
            </button>
            <button type="button" className="button button--quiet button--block" onClick={backToCredentials}>
              {t("login.totpBack")}
            </button>
          </form>
        )}
        <GoogleSignIn
          label={t("login.google")}
          orLabel={t("login.or")}
          disabled={submitting}
          onStart={() => setFailure(null)}
          onError={(error) => setFailure({ error })}
        />
        <p className="login__signup">
          {t("login.noAccount")} <Link to="/signup">{t("login.signUpLink")}</Link>
        </p>
      </section>
      <section className="login__info" aria-labelledby={ids.steps}>
        <h2 id={ids.steps}>{t("login.stepsTitle")}</h2>
        <SignupSteps headingId={ids.steps} />
        <h2 id={ids.features}>{t("login.featuresTitle")}</h2>
        <FeatureList headingId={ids.features} />
      </section>
    </div>
  )
}
