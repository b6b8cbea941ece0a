import { createClient } from "@vsme/sdk"
import { getAttestation } from "../features/auth/attestation.js"
import {
  getAccessTokenWhenReady,
  hasSession,
  onAccessTokenChange,
  refreshSession,
} from "../features/auth/session.js"
import { currentLocale } from "../i18n/setup.js"
import { getActiveAccountId } from "../shell/activeAccount.js"
import { createAttestationWatch } from "./attestationWatch.js"
import { endSession } from "./sessionEnded.js"

const watched = createAttestationWatch((input, init) => globalThis.fetch(input, init))

/**
 * The one client of the procedure API, on the page's own origin. Calls made in the same tick travel
 * in one request. Each carries the access token (once the start-up restore has settled), the active
 * account id and the app-attestation token (spec §7).
 */
export const apiClient = createClient({
  baseUrl: "",
  fetch: watched.fetch,
  getAccessToken: getAccessTokenWhenReady,
  getAccountId: getActiveAccountId,
  getAttestation,
  // Spec §7: on 401 the identity and attestation tokens are refreshed and the call retried. When the
  // 401 was about the attestation alone, a retry with a new one is worthwhile even without a session.
  refreshSession: async () => {
    const attestationRejected = watched.takeAttestationRejected()
    return (await refreshSession()) || attestationRejected
  },
  onSessionEnded: () => {
    // Without a session there is nothing to end: an anonymous visitor's 401 only means "sign in",
    // which the route guards handle by going to /login (and /signup must stay reachable).
    if (hasSession()) endSession()
  },
  locale: currentLocale,
})

// After a fresh sign-in, the client must again refresh-and-retry on 401 instead of giving up.
onAccessTokenChange((token) => {
  if (token) apiClient.resetSession()
})
