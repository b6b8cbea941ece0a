import { useState } from "react"
import { useTranslation } from "react-i18next"
import { GoogleMark } from "./GoogleMark.js"
import { ProviderSignInSuperseded } from "./providerSignIn.js"
import { signInWithGoogle } from "./session.js"
import { useFinishSignIn } from "./useFinishSignIn.js"

/**
 * The "or" divider, the Google button and its waiting status, shared by /login and /signup. The page
 * keeps the failure state: `onStart` clears it, `onError` sets it.
 */
export const GoogleSignIn = (props: {
  readonly label: string
  readonly orLabel: string
  readonly disabled: boolean
  readonly onStart: () => void
  readonly onError: (error: unknown) => void
}) => {
  const { t } = useTranslation()
  const finish = useFinishSignIn()
  const [waiting, setWaiting] = useState(false)

  const start = async () => {
    props.onStart()
    setWaiting(true)
    try {
      if ((await signInWithGoogle()) === "signedIn") finish()
    } catch (error) {
      // A newer attempt took over this one; it reports for itself.
      if (error instanceof ProviderSignInSuperseded) return
      props.onError(error)
    }
    setWaiting(false)
  }

  return (
    <>
      <p className="divider">
        <span>{props.orLabel}</span>
      </p>
      <button
        type="button"
        className="button button--block button--provider"
        disabled={props.disabled}
        onClick={() => void start()}
      >
        <GoogleMark />
        {props.label}
      </button>
      <p role="status" className="muted provider-status">
        {waiting ? t("login.googleWaiting") : ""}
      </p>
    </>
  )
}
