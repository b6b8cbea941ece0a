import { createWireClient } from "@vsme/sdk"
import { currentLocale } from "../../i18n/setup.js"
import { createAttestationStore } from "./attestationStore.js"
import { solveProof, type SolvedProof } from "./proofOfWork.js"
import { browserSolver } from "./proofSolver.js"

/**
 * For the calls the server answers without an attestation (attestation.*): no token, no session,
 * no attestation header. Going through the app's own client would wait for the very token these
 * calls produce. A wire client, like the session's: it loads with /login (docs/decisions/033).
 */
const exemptClient = createWireClient({
  baseUrl: "",
  getAccessToken: () => null,
  refreshSession: () => Promise.resolve(false),
  onSessionEnded: () => undefined,
  locale: currentLocale,
})

/** Fetches a challenge and solves it: the `proof` of sign-up, sign-in and the reset request. */
export const obtainProof = async (signal?: AbortSignal): Promise<SolvedProof> => {
  const challenge = await exemptClient.call("attestation.challenge", null)
  return solveProof(challenge, browserSolver, signal)
}

const store = createAttestationStore({
  obtain: async () => {
    const { proof } = await obtainProof()
    return exemptClient.call("attestation.redeem", { proof })
  },
  now: () => Date.now(),
  setTimer: (run, delayMs) => window.setTimeout(run, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
})

/** The sdk client's `getAttestation` (spec §7: the app-attestation header of every call). */
export const getAttestation = store.getAttestation

/** Starts the first proof of work at app start, so the first call does not wait for all of it. */
export const startAttestation = store.start
