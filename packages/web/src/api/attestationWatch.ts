/**
 * The sdk client answers every 401 by renewing the session and retrying once (spec §7). When the 401
 * was about the app-attestation token (AttestationInvalid, AttestationUnavailable), a retry with a new
 * attestation is worthwhile even when there is no session to renew, but the sdk does not tell its
 * refresh step why it runs. The browser's fetch is therefore wrapped to notice such answers; the
 * answers themselves reach the sdk unchanged. (Procedures' own refusals, such as auth.signIn's
 * SignInFailed, answer 400 and never start a refresh.)
 */

const attestationTags = new Set(["AttestationInvalid", "AttestationUnavailable"])

type Answer = { readonly error?: { readonly _tag?: unknown }; readonly status?: unknown }

const isAttestationRefusal = (answer: unknown): boolean => {
  if (typeof answer !== "object" || answer === null) return false
  const tag = (answer as Answer).error?._tag
  return typeof tag === "string" && attestationTags.has(tag)
}

/**
 * Whether a decoded rpc answer body refuses the attestation: one call result of the batch with
 * status 401, or one `{ error }` for the whole request.
 */
export const refusesAttestation = (body: unknown): boolean =>
  Array.isArray(body)
    ? body.some((item: unknown) => isAttestationRefusal(item) && (item as Answer).status === 401)
    : isAttestationRefusal(body)

/**
 * A fetch for the sdk client that looks into 401 and 207 (mixed) answers. `takeAttestationRejected`
 * says whether an answer refused the attestation since it was last asked.
 */
export const createAttestationWatch = (base: typeof fetch) => {
  let attestationRejected = false
  const watchedFetch: typeof fetch = async (input, init) => {
    const response = await base(input, init)
    if (response.status !== 401 && response.status !== 207) return response
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined)
    if (refusesAttestation(body)) attestationRejected = true
    return response
  }
  return {
    fetch: watchedFetch,
    takeAttestationRejected: () => {
      const rejected = attestationRejected
      attestationRejected = false
      return rejected
    },
  }
}
