/**
 * Notices a new deployment (spec §4, §9): polls the server's build id and decides when the update
 * banner shows. Pure: the clock, timers, fetch and page visibility are handed in, so the timing rules
 * are tested with fake timers (versionPolling.test.ts).
 */

/** Normal polling interval: 5 minutes. */
export const pollIntervalMs = 5 * 60_000
/** While the tab is hidden the interval is doubled: nobody sees the banner anyway. */
export const hiddenIntervalFactor = 2
/** Retries after a failed check, with backoff 30 s, 60 s, 120 s (doubling, capped at 120 s). */
export const maxRetries = 3
export const retryBaseDelayMs = 30_000
export const retryMaxDelayMs = 120_000
/**
 * Focus and visibilitychange usually fire together when the user comes back; checks they trigger
 * closer than this to the previous attempt are skipped.
 */
export const minEventCheckGapMs = 10_000

/** Spec §3 "Version check state". */
export interface VersionCheckState {
  /** The first version seen since the page loaded: the version this page runs. */
  readonly currentVersion: string | null
  /** The version the server answered last. */
  readonly serverVersion: string | null
  readonly isUpdateAvailable: boolean
  readonly showUpdateNotification: boolean
  /** Time (ms since epoch) of the last successful check. */
  readonly lastChecked: number | null
  /** Failed checks retried so far in the current failure streak. */
  readonly retryCount: number
}

export const initialVersionCheckState: VersionCheckState = {
  currentVersion: null,
  serverVersion: null,
  isUpdateAvailable: false,
  showUpdateNotification: false,
  lastChecked: null,
  retryCount: 0,
}

export interface Timers {
  readonly setTimeout: (callback: () => void, delayMs: number) => unknown
  readonly clearTimeout: (handle: unknown) => void
}

export interface VersionPollerDeps {
  readonly fetchVersion: () => Promise<string>
  readonly now: () => number
  readonly timers: Timers
  readonly isHidden: () => boolean
  readonly warn: (message: string, error: unknown) => void
}

export const pollDelayMs = (hidden: boolean) =>
  hidden ? pollIntervalMs * hiddenIntervalFactor : pollIntervalMs

/** Delay before retry number `retry` (1-based): 30 s, 60 s, 120 s. */
export const retryDelayMs = (retry: number) => Math.min(retryBaseDelayMs * 2 ** (retry - 1), retryMaxDelayMs)

/**
 * The banner decision after a successful check: an update is available when the server's version
 * differs from the first one seen; the banner shows unless the user dismissed that very version.
 * "Remind me later" only hides it until this next check.
 */
export const applyServerVersion = (
  state: VersionCheckState,
  serverVersion: string,
  dismissedVersion: string | null,
  now: number,
): VersionCheckState => {
  const currentVersion = state.currentVersion ?? serverVersion
  const isUpdateAvailable = serverVersion !== currentVersion
  return {
    currentVersion,
    serverVersion,
    isUpdateAvailable,
    showUpdateNotification: isUpdateAvailable && serverVersion !== dismissedVersion,
    lastChecked: now,
    retryCount: 0,
  }
}

export const createVersionPoller = (deps: VersionPollerDeps) => {
  let state = initialVersionCheckState
  let dismissedVersion: string | null = null
  let running = false
  let inFlight: Promise<void> | null = null
  let lastAttemptAt: number | null = null
  let timer: { handle: unknown; kind: "poll" | "retry" } | null = null
  const listeners = new Set<() => void>()

  const setState = (next: VersionCheckState) => {
    state = next
    for (const listener of listeners) listener()
  }

  const cancelTimer = () => {
    if (timer) deps.timers.clearTimeout(timer.handle)
    timer = null
  }

  const schedule = (kind: "poll" | "retry", delayMs: number) => {
    cancelTimer()
    if (!running) return
    const handle = deps.timers.setTimeout(() => {
      timer = null
      void check()
    }, delayMs)
    timer = { handle, kind }
  }

  const onFailure = (error: unknown) => {
    deps.warn("Version check failed", error)
    if (state.retryCount < maxRetries) {
      const retry = state.retryCount + 1
      setState({ ...state, retryCount: retry })
      schedule("retry", retryDelayMs(retry))
    } else {
      // Give up this round and fall back to the normal interval, so that a long outage does not stop
      // version checks for good.
      setState({ ...state, retryCount: 0 })
      schedule("poll", pollDelayMs(deps.isHidden()))
    }
  }

  /** Checks now (unless a check is already running) and schedules the next one. */
  const check = (): Promise<void> => {
    if (inFlight) return inFlight
    cancelTimer()
    lastAttemptAt = deps.now()
    inFlight = deps.fetchVersion().then(
      (version) => {
        inFlight = null
        setState(applyServerVersion(state, version, dismissedVersion, deps.now()))
        schedule("poll", pollDelayMs(deps.isHidden()))
      },
      (error: unknown) => {
        inFlight = null
        onFailure(error)
      },
    )
    return inFlight
  }

  const checkOnEvent = () => {
    if (!running || inFlight) return
    if (lastAttemptAt !== null && deps.now() - lastAttemptAt < minEventCheckGapMs) return
    void check()
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** Starts polling with an immediate check, which records the page's own version. */
    start: () => {
      if (running) return
      running = true
      void check()
    },
    stop: () => {
      running = false
      cancelTimer()
    },
    check,
    onFocus: checkOnEvent,
    onVisibilityChange: () => {
      if (!running) return
      if (!deps.isHidden()) return checkOnEvent()
      // Hidden: stretch a pending regular poll to the doubled interval, counted from the last attempt.
      if (timer?.kind === "poll") {
        const dueAt = (lastAttemptAt ?? deps.now()) + pollDelayMs(true)
        schedule("poll", Math.max(0, dueAt - deps.now()))
      }
    },
    /** Hides the banner until the next check. */
    remindLater: () => setState({ ...state, showUpdateNotification: false }),
    /** Hides the banner for the server's current version; a newer one shows it again. */
    dismiss: () => {
      dismissedVersion = state.serverVersion
      setState({ ...state, showUpdateNotification: false })
    },
  }
}

export type VersionPoller = ReturnType<typeof createVersionPoller>
