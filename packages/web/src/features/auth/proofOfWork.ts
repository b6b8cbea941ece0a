import { solveChallenge } from "altcha-lib/v1"

/**
 * Proof of work (ALTCHA v1): the server hands out a signed challenge, the browser finds the number
 * whose hash matches, and sends the solution back as base64 JSON. It is the app attestation of
 * spec §7 (redeemed for a token) and the fresh proof that sign-up, sign-in and the password-reset
 * request carry.
 */

/** A challenge as `attestation.challenge` answers it. */
export interface ProofChallenge {
  readonly algorithm: string
  readonly challenge: string
  readonly maxnumber: number
  readonly salt: string
  readonly signature: string
}

/** What the server verifies: the challenge with the number found. */
export interface ProofPayload {
  readonly algorithm: string
  readonly challenge: string
  readonly number: number
  readonly salt: string
  readonly signature: string
}

/** Finds the number for a challenge, or null when there is none below `maxnumber` (or it was aborted). */
export type ProofSolver = (challenge: ProofChallenge, signal: AbortSignal) => Promise<number | null>

/** The challenge could not be solved: a broken challenge, or the solving was cancelled. */
export class ProofUnsolved extends Error {
  override name = "ProofUnsolved"
}

const toBase64 = (text: string) => {
  let binary = ""
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary)
}

const fromBase64 = (encoded: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)))

/** The `proof` field: base64 of the JSON `{algorithm, challenge, number, salt, signature}`, in that order. */
export const encodeProof = (payload: ProofPayload): string =>
  toBase64(
    JSON.stringify({
      algorithm: payload.algorithm,
      challenge: payload.challenge,
      number: payload.number,
      salt: payload.salt,
      signature: payload.signature,
    }),
  )

/** The payload of an encoded proof (for checks and tests); throws on anything else. */
export const decodeProof = (encoded: string): ProofPayload => {
  const value: unknown = JSON.parse(fromBase64(encoded))
  const v = value as Record<string, unknown>
  if (
    typeof v.algorithm !== "string" ||
    typeof v.challenge !== "string" ||
    typeof v.number !== "number" ||
    typeof v.salt !== "string" ||
    typeof v.signature !== "string"
  )
    throw new Error("not a proof payload")
  return {
    algorithm: v.algorithm,
    challenge: v.challenge,
    number: v.number,
    salt: v.salt,
    signature: v.signature,
  }
}

/**
 * When the server stops accepting a solution of this challenge (ms since the epoch), or null when it
 * does not say. ALTCHA carries it in the salt's parameters: `<hex>?expires=<seconds>&`.
 */
export const challengeExpiresAt = (salt: string): number | null => {
  const query = salt.split("?")[1]
  if (!query) return null
  const params = new URLSearchParams(query)
  const seconds = Number.parseInt(params.get("expires") ?? params.get("expire") ?? "", 10)
  return Number.isFinite(seconds) ? seconds * 1000 : null
}

/** A solved challenge, ready to send, and until when it may be sent. */
export interface SolvedProof {
  readonly proof: string
  readonly expiresAt: number | null
}

/** Solves a challenge with the given solver and encodes the solution; rejects with ProofUnsolved. */
export const solveProof = async (
  challenge: ProofChallenge,
  solver: ProofSolver,
  signal: AbortSignal = new AbortController().signal,
): Promise<SolvedProof> => {
  const number = await solver(challenge, signal)
  if (number === null || signal.aborted) throw new ProofUnsolved("no solution found")
  return {
    proof: encodeProof({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
    expiresAt: challengeExpiresAt(challenge.salt),
  }
}

/** Solves on the calling thread (asynchronously: each hash awaits WebCrypto, so the page stays responsive). */
export const mainThreadSolver: ProofSolver = async (challenge, signal) => {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  )
  const abort = () => controller.abort()
  signal.addEventListener("abort", abort, { once: true })
  try {
    const solution = await promise
    return solution?.number ?? null
  } finally {
    signal.removeEventListener("abort", abort)
  }
}
