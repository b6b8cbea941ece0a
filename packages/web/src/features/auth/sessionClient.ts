import {
  createWireClient,
  type EncodedInputOf,
  type EncodedOutputOf,
  type ProcedureName,
  type ProcedureNamed,
} from "@vsme/sdk"
import { createAttestationWatch } from "../../api/attestationWatch.js"
import { currentLocale } from "../../i18n/setup.js"
import { getAttestation } from "./attestation.js"

const watched = createAttestationWatch((input, init) => globalThis.fetch(input, init))

/**
 * The client of the calls made without an access token: the session procedures (auth.signIn,
 * auth.signUp, auth.refresh, auth.signOut, …) and the version poll. It sends the attestation but no
 * access token: these calls work with the refresh cookie or with credentials. A 401 is retried once
 * only when it was about the attestation; otherwise it is the answer ("no session"), and the app's
 * own refresh-then-logout handling must not run for it.
 *
 * A wire client (procedure names, JSON answers): these modules load with /login, which must not
 * download effect and the contract's Schemas (docs/decisions/033).
 */
const sessionClient = createWireClient({
  baseUrl: "",
  fetch: watched.fetch,
  getAccessToken: () => null,
  getAttestation,
  refreshSession: () => Promise.resolve(watched.takeAttestationRejected()),
  onSessionEnded: () => undefined,
  locale: currentLocale,
})

/** Calls a procedure without an access token; rejects with an RpcError (401 when there is no session). */
export const callSession = <N extends ProcedureName>(
  name: N,
  input: EncodedInputOf<ProcedureNamed<N>>,
): Promise<EncodedOutputOf<ProcedureNamed<N>>> => {
  // Every call stands alone: an earlier "no session" must not stop this one from retrying.
  sessionClient.resetSession()
  return sessionClient.call(name, input)
}
