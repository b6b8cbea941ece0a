import { effectiveExpiry, isFresh, renewalDelay, type Clock } from "./tokenTiming.js"

/** What auth.signIn, auth.signUp and auth.refresh answer (the sdk's SessionTokens). */
export interface SessionGrant {
  readonly accessToken: string
  readonly expiresAt: string
  readonly userId: string
}

export interface SessionKeeperOptions extends Clock {
  /**
   * Asks the server for a new access token with the refresh cookie. Resolves "signedOut" when the
   * server says there is no session (401); rejects on anything else (network, server trouble).
   */
  readonly refresh: () => Promise<SessionGrant | "signedOut">
  /** Called with every new grant, and with null when the session is gone. */
  readonly onChange: (grant: SessionGrant | null) => void
  /** Called when a session this tab held turned out to be gone (revoked, expired, signed out elsewhere). */
  readonly onLost: () => void
  /** Renew this long before expiry (default 60 s of the 15-minute token). */
  readonly renewBeforeMs?: number
  /** After a failed background renewal, try again this much later (default 15 s). */
  readonly retryDelayMs?: number
  /** Assumed lifetime when the device clock disagrees with the server's (default 5 min). */
  readonly fallbackLifetimeMs?: number
}

/**
 * The access token of the signed-in user, in memory only, and its renewal: in the background shortly
 * before expiry, and on demand after a 401. Only one refresh runs at a time; the server rotates the
 * refresh cookie on each one and treats a reused cookie as theft, so two parallel refreshes must never
 * happen.
 */
export const createSessionKeeper = (options: SessionKeeperOptions) => {
  const renewBeforeMs = options.renewBeforeMs ?? 60_000
  const retryDelayMs = options.retryDelayMs ?? 15_000
  const fallbackLifetimeMs = options.fallbackLifetimeMs ?? 5 * 60_000

  let current: { grant: SessionGrant; expiresAt: number } | null = null
  let inflight: Promise<boolean> | null = null
  let timer: unknown = null
  // Bumped by a sign-in or sign-out: a refresh that was under way then must not undo it.
  let generation = 0

  const cancelTimer = () => {
    if (timer !== null) options.clearTimer(timer)
    timer = null
  }

  const schedule = (delayMs: number) => {
    cancelTimer()
    timer = options.setTimer(() => {
      timer = null
      void refresh()
    }, delayMs)
  }

  const accept = (grant: SessionGrant) => {
    generation += 1
    const receivedAt = options.now()
    const expiresAt = effectiveExpiry(grant.expiresAt, receivedAt, fallbackLifetimeMs)
    current = { grant, expiresAt }
    schedule(renewalDelay({ receivedAt, expiresAt, renewBeforeMs, minDelayMs: 5_000 }, receivedAt))
    options.onChange(grant)
  }

  const clear = () => {
    generation += 1
    cancelTimer()
    const had = current !== null
    current = null
    if (had) options.onChange(null)
  }

  /** Renews the access token; resolves true with a new one, false without (the reason is not needed). */
  const refresh = (): Promise<boolean> => {
    if (inflight) return inflight
    const startedIn = generation
    inflight = Promise.resolve()
      .then(options.refresh)
      .then(
        (result) => {
          if (startedIn !== generation) return current !== null
          if (result !== "signedOut") {
            accept(result)
            return true
          }
          const held = current !== null
          clear()
          if (held) options.onLost()
          return false
        },
        () => {
          if (startedIn !== generation) return current !== null
          // A passing failure: keep a token that still works and try again soon.
          if (current && isFresh(current.expiresAt, options.now(), 0)) schedule(retryDelayMs)
          return false
        },
      )
      .finally(() => {
        inflight = null
      })
    return inflight
  }

  return {
    /** Takes the tokens of a sign-in or sign-up. */
    accept,
    /** Forgets the session in this tab (after signing out). */
    clear,
    refresh,
    /** Renews at once when the token is expired or due (a tab waking up after its timer slept). */
    renewIfDue: (): Promise<boolean> | null => {
      if (!current || inflight) return inflight
      return isFresh(current.expiresAt, options.now(), renewBeforeMs) ? null : refresh()
    },
    accessToken: (): string | null => current?.grant.accessToken ?? null,
    userId: (): string | null => current?.grant.userId ?? null,
  }
}

export type SessionKeeper = ReturnType<typeof createSessionKeeper>
