import { effectiveExpiry, isFresh, renewalDelay, type Clock } from "./tokenTiming.js"

/** What `attestation.redeem` answers: the token for the `x-app-attestation` header and its expiry. */
export interface AttestationGrant {
  readonly token: string
  readonly expiresAt: string
}

export interface AttestationStoreOptions extends Clock {
  /** Solves a fresh challenge and redeems it; rejects when that fails. */
  readonly obtain: () => Promise<AttestationGrant>
  /** Renew this long before expiry (default 5 min of the token's hour). */
  readonly renewBeforeMs?: number
  /** A token this close to expiry is not sent any more (default 30 s). */
  readonly marginMs?: number
  /** Assumed lifetime when the device clock disagrees with the server's (default 10 min). */
  readonly fallbackLifetimeMs?: number
  /** After a failed background renewal, try again this much later (default 30 s). */
  readonly retryDelayMs?: number
}

/**
 * The app-attestation token of spec §7, kept in memory only. One renewal runs at a time; every call
 * waiting for a token shares it. The token is renewed in the background before it expires, so calls
 * seldom wait for the proof of work.
 */
export const createAttestationStore = (options: AttestationStoreOptions) => {
  const renewBeforeMs = options.renewBeforeMs ?? 5 * 60_000
  const marginMs = options.marginMs ?? 30_000
  const fallbackLifetimeMs = options.fallbackLifetimeMs ?? 10 * 60_000
  const retryDelayMs = options.retryDelayMs ?? 30_000

  let current: { token: string; expiresAt: number } | null = null
  let inflight: Promise<string | null> | null = null
  let timer: unknown = null
  let stopped = false

  const schedule = (delayMs: number) => {
    if (timer !== null) options.clearTimer(timer)
    timer = stopped
      ? null
      : options.setTimer(() => {
          timer = null
          void renew()
        }, delayMs)
  }

  const renew = (): Promise<string | null> => {
    inflight ??= Promise.resolve()
      .then(options.obtain)
      .then(
        (grant) => {
          const receivedAt = options.now()
          const expiresAt = effectiveExpiry(grant.expiresAt, receivedAt, fallbackLifetimeMs)
          current = { token: grant.token, expiresAt }
          schedule(renewalDelay({ receivedAt, expiresAt, renewBeforeMs, minDelayMs: 1_000 }, receivedAt))
          return grant.token
        },
        () => {
          // Keep a still-valid token fresh by retrying; without one, the next call asks again anyway.
          if (current && isFresh(current.expiresAt, options.now(), marginMs)) schedule(retryDelayMs)
          return null
        },
      )
      .finally(() => {
        inflight = null
      })
    return inflight
  }

  return {
    /**
     * The token for the next call, or null when none could be obtained (the sdk then fails the call
     * with AttestationUnavailable). `forceRefresh` after a 401 drops the current token.
     */
    getAttestation: ({ forceRefresh }: { forceRefresh: boolean }): Promise<string | null> => {
      if (forceRefresh) {
        current = null
        return inflight ?? renew()
      }
      if (current && isFresh(current.expiresAt, options.now(), marginMs))
        return Promise.resolve(current.token)
      return inflight ?? renew()
    },
    /** Starts obtaining the first token now, so the first call does not wait for all of it. */
    start: () => {
      stopped = false
      if (!current && !inflight) void renew()
    },
    /** Stops background renewal (tests, and pages that are going away). */
    stop: () => {
      stopped = true
      if (timer !== null) options.clearTimer(timer)
      timer = null
    },
  }
}

export type AttestationStore = ReturnType<typeof createAttestationStore>
