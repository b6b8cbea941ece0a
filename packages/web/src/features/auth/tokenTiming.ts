/**
 * When short-lived tokens (access token, attestation token) count as expired and when to renew them.
 * Pure, so that the schedule is tested without a browser.
 */

/** The injected clock and timers; the browser passes Date.now and setTimeout. */
export interface Clock {
  readonly now: () => number
  readonly setTimer: (run: () => void, delayMs: number) => unknown
  readonly clearTimer: (handle: unknown) => void
}

/**
 * The expiry to plan with (ms since the epoch). The server's `expiresAt` is trusted unless it is
 * unreadable or already past when it arrives, which means this device's clock is off: then the token
 * is assumed to live `fallbackLifetimeMs` from its arrival, and a rejection (401) corrects that.
 */
export const effectiveExpiry = (
  expiresAt: string,
  receivedAt: number,
  fallbackLifetimeMs: number,
): number => {
  const parsed = Date.parse(expiresAt)
  return Number.isFinite(parsed) && parsed > receivedAt ? parsed : receivedAt + fallbackLifetimeMs
}

export interface RenewalPlan {
  /** When the token arrived (ms since the epoch). */
  readonly receivedAt: number
  /** When it expires (from effectiveExpiry). */
  readonly expiresAt: number
  /** Renew this long before expiry; at most half the lifetime, so short tokens are not renewed at once. */
  readonly renewBeforeMs: number
  /** Never sooner than this, so a token that is nearly expired does not cause a busy loop. */
  readonly minDelayMs: number
}

/** How long from `now` until the token should be renewed in the background. */
export const renewalDelay = (plan: RenewalPlan, now: number): number => {
  const lifetime = plan.expiresAt - plan.receivedAt
  const lead = Math.min(plan.renewBeforeMs, lifetime / 2)
  return Math.max(plan.minDelayMs, Math.round(plan.expiresAt - lead - now))
}

/** True while a token may still be sent: it expires more than `marginMs` from now. */
export const isFresh = (expiresAt: number, now: number, marginMs: number) => expiresAt - now > marginMs
