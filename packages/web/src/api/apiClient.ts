import { createClient } from "@vsme/sdk"
import { getAccessToken, hasSession, onAccessTokenChange, refreshSession } from "../features/auth/session.js"
import { currentLocale } from "../i18n/setup.js"
import { getActiveAccountId } from "../shell/activeAccount.js"

let sessionEndedHandler: () => void = () => window.location.assign("/logout")

/** Lets the router take over the /logout navigation, so the app is not reloaded. */
export const setSessionEndedHandler = (handler: () => void) => {
  sessionEndedHandler = handler
}

/**
 * The one client of the procedure API, on the page's own origin. Calls made in the same tick travel
 * in one request.
 */
export const apiClient = createClient({
  baseUrl: "",
  getAccessToken,
  getAccountId: getActiveAccountId,
  // TODO(#3): getAttestation, the app-attestation token (spec §7 "App Check token not available").
  refreshSession,
  onSessionEnded: () => {
    // Without a session there is nothing to end: an anonymous visitor's 401 only means "sign in",
    // which the route guards handle by going to /login (and /signup must stay reachable).
    if (hasSession()) sessionEndedHandler()
  },
  locale: currentLocale,
})

// After a fresh sign-in, the client must again refresh-and-retry on 401 instead of giving up.
onAccessTokenChange((token) => {
  if (token) apiClient.resetSession()
})
