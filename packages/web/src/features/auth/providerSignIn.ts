import { broadcast, isAuthMessage, onAuthMessage, type AuthMessage } from "./authChannel.js"

/**
 * Sign-in with an identity provider (Google) in a 500×600 popup (spec §7). The server's start URL
 * redirects to the provider and back to `/?signedIn=google` with the refresh cookie set, or to
 * `/login?oidcError=failed|unverified`. The page in the popup tells this window, which then refreshes
 * the session like at start-up (or shows the failure).
 */

/** The server's redirect (not a procedure); it answers 404 when Google sign-in is not configured. */
export const googleStartPath = "/api/auth/oidc/google/start"
/** The parameter the server's redirect back carries after a sign-in. */
export const providerReturnParam = "signedIn"
/** The parameter of the server's redirect back to /login when the provider sign-in failed. */
export const providerErrorParam = "oidcError"

/** Why the server refused a provider sign-in: `unverified` when Google has not verified the address. */
export const providerErrorOf = (params: URLSearchParams): "failed" | "unverified" | null => {
  const value = params.get(providerErrorParam)
  return value === null ? null : value === "unverified" ? "unverified" : "failed"
}

const popupName = "vsme-provider-sign-in"
/**
 * Marks the popup's tab (sessionStorage lives as long as the tab, through the visit to Google), so the
 * returned page knows to wait for the opener's acknowledgement; an ordinary page does not wait.
 */
const popupMarker = "vsme.providerPopup"
const popupWidth = 500
const popupHeight = 600
/** How long the opener waits for the popup before giving up. */
const popupTimeoutMs = 10 * 60_000
/** How long the returned page waits for an opener to claim it before going on as a normal page. */
const claimTimeoutMs = 1_500

/** Why provider sign-in did not complete; the login page shows "Sign-in failed" for any of them. */
export class ProviderSignInFailed extends Error {
  override name = "ProviderSignInFailed"
  constructor(readonly reason: "unavailable" | "timeout" | "session" | "failed" | "unverified") {
    super(`provider sign-in failed: ${reason}`)
  }
}

/** A newer attempt replaced this one (the user clicked the button again); nothing to show. */
export class ProviderSignInSuperseded extends Error {
  override name = "ProviderSignInSuperseded"
}

const centredFeatures = () => {
  const left = window.screenX + Math.max(0, (window.outerWidth - popupWidth) / 2)
  const top = window.screenY + Math.max(0, (window.outerHeight - popupHeight) / 2)
  return `popup=yes,width=${popupWidth},height=${popupHeight},left=${Math.round(left)},top=${Math.round(top)}`
}

/** True when the server has the provider configured: its start URL redirects rather than 404. */
const providerAvailable = async (startPath: string) => {
  try {
    const response = await fetch(startPath, { redirect: "manual", credentials: "same-origin" })
    return response.type === "opaqueredirect" || response.ok
  } catch {
    return false
  }
}

let cancelPending: (() => void) | null = null

/**
 * Resolves when a page of ours reports the provider's return (rejects when it reports a failure);
 * acknowledges it so that it closes.
 */
const waitForReturn = () =>
  new Promise<void>((resolve, reject) => {
    const finish = (outcome: () => void) => {
      window.clearTimeout(timeout)
      window.removeEventListener("message", onWindowMessage)
      stopChannel()
      cancelPending = null
      outcome()
    }
    const claim = (message: AuthMessage, reply: (message: AuthMessage) => void) => {
      if (message.type === "vsme:provider-signed-in") {
        reply({ type: "vsme:provider-ack" })
        finish(resolve)
      } else if (message.type === "vsme:provider-failed") {
        reply({ type: "vsme:provider-ack" })
        finish(() => reject(new ProviderSignInFailed(message.reason)))
      }
    }
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isAuthMessage(event.data)) return
      const source = event.source as Window | null
      claim(event.data, (message) => source?.postMessage(message, window.location.origin))
    }
    const stopChannel = onAuthMessage((message) => claim(message, broadcast))
    window.addEventListener("message", onWindowMessage)
    const timeout = window.setTimeout(
      () => finish(() => reject(new ProviderSignInFailed("timeout"))),
      popupTimeoutMs,
    )
    cancelPending = () => finish(() => reject(new ProviderSignInSuperseded()))
  })

/**
 * Runs the provider sign-in. Must be called straight from the click (before any await), or the
 * browser blocks the popup. Resolves "signedIn" once the session is restored; "redirecting" when the
 * popup was blocked and the whole page goes to the provider instead.
 */
export const signInWithProvider = async (
  startPath: string,
  restoreSession: () => Promise<boolean>,
): Promise<"signedIn" | "redirecting"> => {
  cancelPending?.()
  // Opened empty first: the click's permission to open a window does not survive the check below.
  const popup = window.open("", popupName, centredFeatures())
  if (!(await providerAvailable(startPath))) {
    popup?.close()
    throw new ProviderSignInFailed("unavailable")
  }
  if (!popup) {
    window.location.assign(startPath)
    return "redirecting"
  }
  try {
    popup.sessionStorage.setItem(popupMarker, "1")
  } catch {
    // Storage blocked: the returned page then tells us without waiting for the acknowledgement.
  }
  const returned = waitForReturn()
  popup.location.href = startPath
  popup.focus()
  await returned
  if (!(await restoreSession())) throw new ProviderSignInFailed("session")
  return "signedIn"
}

/** Removes `?signedIn=…` from the address, so a reload or a bookmark does not carry it. */
const forgetReturnParam = () => {
  const url = new URL(window.location.href)
  url.searchParams.delete(providerReturnParam)
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
}

/**
 * At app start: when this page is the provider's return, tell the window that opened the popup and
 * close. Resolves "popupClosing" when that worked; "page" when this is an ordinary page (also after a
 * full-page redirect: its session the normal start-up refresh restores, its failure the login page
 * shows from the parameter).
 */
export const completeProviderReturn = async (): Promise<"popupClosing" | "page"> => {
  const params = new URL(window.location.href).searchParams
  const failure = providerErrorOf(params)
  if (!params.has(providerReturnParam) && !failure) return "page"
  if (!failure) forgetReturnParam()
  const opener = window.opener as Window | null
  let inPopup = opener !== null
  try {
    inPopup ||= window.sessionStorage.getItem(popupMarker) !== null
    window.sessionStorage.removeItem(popupMarker)
  } catch {
    // No storage: only an opener tells.
  }
  const claimed = new Promise<boolean>((resolve) => {
    const done = (value: boolean) => {
      window.clearTimeout(timeout)
      window.removeEventListener("message", onWindowMessage)
      stopChannel()
      resolve(value)
    }
    const onWindowMessage = (event: MessageEvent) => {
      if (
        event.origin === window.location.origin &&
        isAuthMessage(event.data) &&
        event.data.type === "vsme:provider-ack"
      )
        done(true)
    }
    const stopChannel = onAuthMessage((message) => {
      if (message.type === "vsme:provider-ack") done(true)
    })
    window.addEventListener("message", onWindowMessage)
    const timeout = window.setTimeout(() => done(false), inPopup ? claimTimeoutMs : 0)
  })
  const outcome: AuthMessage = failure
    ? { type: "vsme:provider-failed", reason: failure }
    : { type: "vsme:provider-signed-in" }
  try {
    opener?.postMessage(outcome, window.location.origin)
  } catch {
    // An opener on another origin: the channel below still reaches ours.
  }
  broadcast(outcome)
  if (!(await claimed)) return "page"
  window.close()
  // A window the browser does not let a script close stays: then it simply goes on as the app.
  return window.closed ? "popupClosing" : "page"
}
