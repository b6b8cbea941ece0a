import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createVersionPoller, type VersionPollerDeps } from "./versionPolling.js"

const minutes = (n: number) => n * 60_000
const seconds = (n: number) => n * 1000

const setup = (answers: () => Promise<string>) => {
  let hidden = false
  const fetchVersion = vi.fn(answers)
  const warn = vi.fn()
  const deps: VersionPollerDeps = {
    fetchVersion,
    now: () => Date.now(),
    timers: {
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    },
    isHidden: () => hidden,
    warn,
  }
  const poller = createVersionPoller(deps)
  return {
    poller,
    fetchVersion,
    warn,
    setHidden: (value: boolean) => {
      hidden = value
      poller.onVisibilityChange()
    },
    hideWithoutEvent: () => {
      hidden = true
    },
  }
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date("2026-01-15T10:00:00Z"))
})
afterEach(() => {
  vi.useRealTimers()
})

describe("version polling", () => {
  it("checks on start and then every 5 minutes", async () => {
    const { poller, fetchVersion } = setup(async () => "v1")
    poller.start()
    await advance(0)
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    expect(poller.getState()).toMatchObject({
      currentVersion: "v1",
      serverVersion: "v1",
      isUpdateAvailable: false,
    })
    await advance(minutes(5) - 1)
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(fetchVersion).toHaveBeenCalledTimes(2)
    await advance(minutes(5))
    expect(fetchVersion).toHaveBeenCalledTimes(3)
    expect(poller.getState().lastChecked).toBe(Date.now())
  })

  it("doubles the interval while the tab is hidden", async () => {
    const { poller, fetchVersion, hideWithoutEvent } = setup(async () => "v1")
    hideWithoutEvent()
    poller.start()
    await advance(0)
    await advance(minutes(5))
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    await advance(minutes(5))
    expect(fetchVersion).toHaveBeenCalledTimes(2)
  })

  it("stretches a pending poll when the tab becomes hidden, and checks when it becomes visible", async () => {
    const { poller, fetchVersion, setHidden } = setup(async () => "v1")
    poller.start()
    await advance(minutes(1))
    setHidden(true)
    await advance(minutes(8))
    expect(fetchVersion).toHaveBeenCalledTimes(1) // 9 minutes after the first check
    await advance(minutes(1))
    expect(fetchVersion).toHaveBeenCalledTimes(2) // 10 minutes after it
    await advance(minutes(2))
    setHidden(false)
    await advance(0)
    expect(fetchVersion).toHaveBeenCalledTimes(3)
    await advance(minutes(5))
    expect(fetchVersion).toHaveBeenCalledTimes(4)
  })

  it("checks on window focus, but not twice within a few seconds", async () => {
    const { poller, fetchVersion } = setup(async () => "v1")
    poller.start()
    await advance(seconds(30))
    poller.onFocus()
    await advance(0)
    expect(fetchVersion).toHaveBeenCalledTimes(2)
    poller.onFocus()
    await advance(0)
    expect(fetchVersion).toHaveBeenCalledTimes(2)
    // The focus check restarted the interval.
    await advance(minutes(5))
    expect(fetchVersion).toHaveBeenCalledTimes(3)
  })

  it("retries a failed check after 30, 60 and 120 s, then gives up until the next regular poll", async () => {
    const { poller, fetchVersion, warn } = setup(async () => {
      throw new Error("offline")
    })
    poller.start()
    await advance(0)
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(poller.getState().retryCount).toBe(1)

    await advance(seconds(30) - 1)
    expect(fetchVersion).toHaveBeenCalledTimes(1)
    await advance(1)
    expect(fetchVersion).toHaveBeenCalledTimes(2)
    expect(poller.getState().retryCount).toBe(2)

    await advance(seconds(60))
    expect(fetchVersion).toHaveBeenCalledTimes(3)
    expect(poller.getState().retryCount).toBe(3)

    await advance(seconds(120))
    expect(fetchVersion).toHaveBeenCalledTimes(4)
    expect(warn).toHaveBeenCalledTimes(4)
    expect(poller.getState().retryCount).toBe(0)

    // No fourth retry at 240 s: the next attempt is the regular one, 5 minutes later.
    await advance(minutes(5) - 1)
    expect(fetchVersion).toHaveBeenCalledTimes(4)
    await advance(1)
    expect(fetchVersion).toHaveBeenCalledTimes(5)
  })

  it("resets the retry count after a successful retry", async () => {
    let calls = 0
    const { poller } = setup(async () => {
      calls++
      if (calls === 1) throw new Error("blip")
      return "v1"
    })
    poller.start()
    await advance(0)
    expect(poller.getState().retryCount).toBe(1)
    await advance(seconds(30))
    expect(poller.getState()).toMatchObject({ retryCount: 0, currentVersion: "v1" })
  })

  it("shows the banner when the server version differs from the first one seen", async () => {
    const versions = ["v1", "v1", "v2", "v2", "v2", "v3"]
    const { poller } = setup(async () => versions.shift() ?? "v3")
    poller.start()
    await advance(0)
    await advance(minutes(5))
    expect(poller.getState()).toMatchObject({ isUpdateAvailable: false, showUpdateNotification: false })

    await advance(minutes(5))
    expect(poller.getState()).toMatchObject({
      currentVersion: "v1",
      serverVersion: "v2",
      isUpdateAvailable: true,
      showUpdateNotification: true,
    })

    poller.remindLater()
    expect(poller.getState().showUpdateNotification).toBe(false)
    await advance(minutes(5))
    expect(poller.getState().showUpdateNotification).toBe(true) // shown again at the next check

    poller.dismiss()
    await advance(minutes(5))
    expect(poller.getState()).toMatchObject({ serverVersion: "v2", showUpdateNotification: false })

    await advance(minutes(5))
    expect(poller.getState()).toMatchObject({ serverVersion: "v3", showUpdateNotification: true })
  })

  it("stops polling when stopped", async () => {
    const { poller, fetchVersion } = setup(async () => "v1")
    poller.start()
    await advance(0)
    poller.stop()
    poller.onFocus()
    await advance(minutes(30))
    expect(fetchVersion).toHaveBeenCalledTimes(1)
  })
})
