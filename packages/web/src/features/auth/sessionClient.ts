import { createClient, type AnyProcedure, type InputOf, type OutputOf } from "@vsme/sdk"
import { createAttestationWatch } from "../../api/attestationWatch.js"
import { currentLocale } from "../../i18n/setup.js"
import { getAttestation } from "./attestation.js"

const watched = createAttestationWatch((input, init) => globalThis.fetch(input, init))

/**
 * The client of the session procedures (auth.signIn, auth.signUp, auth.refresh, auth.signOut, …).
 * It sends the attestation but no access token: these calls work with the refresh cookie or with
 * credentials. A 401 is retried once only when it was about the attestation; otherwise it is the
 * answer ("no session"), and the app's own refresh-then-logout handling must not run for it.
 */
const sessionClient = createClient({
  baseUrl: "",
  fetch: watched.fetch,
  getAccessToken: () => null,
  getAttestation,
  refreshSession: () => Promise.resolve(watched.takeAttestationRejected()),
  onSessionEnded: () => undefined,
  locale: currentLocale,
})

/** Calls a session procedure; rejects with an RpcError (status 401 when there is no session). */
export const callSession = <P extends AnyProcedure>(
  procedure: P,
  input: InputOf<P>,
): Promise<OutputOf<P>> => {
  // Every call stands alone: an earlier "no session" must not stop this one from retrying.
  sessionClient.resetSession()
  return sessionClient.call(procedure, input)
}
