import type { SolvedProof } from "./proofOfWork.js"

export interface ProofSupplyOptions {
  /** Fetches a challenge and solves it; `signal` aborts the solving. */
  readonly obtain: (signal: AbortSignal) => Promise<SolvedProof>
  readonly now: () => number
  /** A proof this close to the challenge's expiry is not sent any more (default 30 s). */
  readonly marginMs?: number
}

/**
 * The fresh proof that sign-up, sign-in and the password-reset request carry. A form calls `prepare`
 * when it is first focused, so the solving (about a second) happens while the user types; `take` at
 * submit hands over the solved proof, or waits for one. Each proof is accepted once by the server, so
 * a proof is never handed out twice.
 */
export const createProofSupply = (options: ProofSupplyOptions) => {
  const marginMs = options.marginMs ?? 30_000
  let ready: SolvedProof | null = null
  let pending: Promise<SolvedProof> | null = null
  let controller = new AbortController()

  // Read through a function: TypeScript would keep `ready` narrowed to null across the await.
  const peek = (): SolvedProof | null => ready

  const usable = (proof: SolvedProof | null): proof is SolvedProof =>
    proof !== null && (proof.expiresAt === null || proof.expiresAt - options.now() > marginMs)

  const start = (): Promise<SolvedProof> => {
    if (pending) return pending
    const signal = controller.signal
    const attempt = options.obtain(signal).then((proof) => {
      if (!signal.aborted) ready = proof
      return proof
    })
    pending = attempt
    const forget = () => {
      if (pending === attempt) pending = null
    }
    attempt.then(forget, forget)
    return attempt
  }

  return {
    /** Starts solving unless a usable proof is ready or on its way. */
    prepare: () => {
      if (!usable(ready)) void start().catch(() => undefined)
    },
    /** The proof for one submit; rejects when no challenge could be fetched or solved. */
    take: async (): Promise<string> => {
      for (let round = 0; ; round++) {
        if (usable(ready)) {
          const proof = ready
          ready = null
          return proof.proof
        }
        ready = null
        const proof = await start()
        const arrived = peek()
        // Just solved and not taken by another submit: send it even if this device's clock says it
        // is about to expire (a skewed clock must not make us solve forever; the server decides).
        if (arrived === proof) {
          ready = null
          return arrived.proof
        }
        if (round >= 2) throw new Error("no proof of work could be prepared")
      }
    },
    /** Abandons the solving in progress (the form went away). */
    dispose: () => {
      controller.abort()
      controller = new AbortController()
      pending = null
      ready = null
    },
  }
}

export type ProofSupply = ReturnType<typeof createProofSupply>
