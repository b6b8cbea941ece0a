/**
 * The signed-in session as the browser holds it: an access token in memory only (never in storage,
 * so a script injected later cannot read an old one). The identity issue (#3) fills in the functions
 * marked TODO(#3); everything else in the app already goes through this module.
 */

type TokenListener = (token: string | null) => void

let accessToken: string | null = null
const listeners = new Set<TokenListener>()

export const getAccessToken = (): string | null => accessToken

export const setAccessToken = (token: string | null) => {
  accessToken = token
  for (const listener of listeners) listener(token)
}

/** Called with every new token (or null on sign-out); returns the unsubscribe function. */
export const onAccessTokenChange = (listener: TokenListener) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** True while a user is signed in in this tab. */
export const hasSession = () => accessToken !== null

/**
 * Renews the access token after the API answered 401 (spec §7: refresh once, then retry). Resolves
 * false when the session cannot be renewed; the API client then ends the session.
 */
export const refreshSession = async (): Promise<boolean> => {
  // TODO(#3): renew the token with the identity provider, store it with setAccessToken, resolve true.
  return false
}

/** Why a sign-in failed; the login page shows the spec §8 "Sign-in failed" message for each. */
export class SignInFailed extends Error {
  override name = "SignInFailed"
  constructor(readonly reason: "invalidCredentials" | "unavailable" | "unknown") {
    super(`sign-in failed: ${reason}`)
  }
}

/** Signs in with email and password; rejects with SignInFailed. */
export const signIn = async (_email: string, _password: string): Promise<void> => {
  // TODO(#3): sign in with the identity provider and setAccessToken(token).
  throw new SignInFailed("unavailable")
}

/** Signs in with the Google provider (spec §7: a 500×600 popup); rejects with SignInFailed. */
export const signInWithGoogle = async (): Promise<void> => {
  // TODO(#3): open the provider popup and setAccessToken(token).
  throw new SignInFailed("unavailable")
}

let emailVerificationRefreshDone = false

/**
 * Spec §4: when the app is opened from the verification link (`?emailVerified=true`) with a user
 * present, the identity token is refreshed once so that it carries email_verified=true.
 */
export const refreshAfterEmailVerification = async (): Promise<void> => {
  if (emailVerificationRefreshDone) return
  emailVerificationRefreshDone = true
  // TODO(#3): force-refresh the identity token here.
}

/** Ends the session in this tab. */
export const signOut = async (): Promise<void> => {
  // TODO(#3): also revoke the session with the identity provider.
  setAccessToken(null)
}
