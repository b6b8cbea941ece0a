import { useId, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link, useNavigate } from "react-router-dom"
import { usePageTitle } from "../../shell/usePageTitle.js"
import { FeatureList } from "./FeatureList.js"
import { GoogleMark } from "./GoogleMark.js"
import { signIn, signInWithGoogle } from "./session.js"
import { SignupSteps } from "./SignupSteps.js"

/**
 * /login (spec §2): email and password without client-side validation (spec §5), Google sign-in,
 * links to password reset and sign-up, the three sign-up steps and the feature list. A failure shows
 * "Sign-in failed" with an unknown-cause description and keeps the form and its values.
 */
export const LoginPage = () => {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  const ids = { title: useId(), email: useId(), password: useId(), steps: useId(), features: useId() }
  usePageTitle(t("login.pageTitle"))

  const attempt = async (signInWith: () => Promise<void>) => {
    setSubmitting(true)
    setFailed(false)
    try {
      await signInWith()
      void navigate("/")
    } catch {
      setFailed(true)
    } finally {
      setSubmitting(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void attempt(() => signIn(email, password))
  }

  return (
    <div className="login">
      <section className="card login__card" aria-labelledby={ids.title}>
        <h1 id={ids.title}>{t("login.title")}</h1>
        <p className="lead">{t("login.intro")}</p>
        {failed && (
          <div role="alert" className="alert alert--error">
            <p className="alert__title">{t("login.failedTitle")}</p>
            <p>{t("login.failedDescription")}</p>
          </div>
        )}
        <form className="form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={ids.email}>{t("login.email")}</label>
            <input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
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
        <p className="divider">
          <span>{t("login.or")}</span>
        </p>
        <button
          type="button"
          className="button button--block button--provider"
          disabled={submitting}
          onClick={() => void attempt(signInWithGoogle)}
        >
          <GoogleMark />
          {t("login.google")}
        </button>
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
