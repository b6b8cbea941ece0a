import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createSessionKeeper, type SessionGrant, type SessionKeeperOptions } from "./sessionKeeper.js"

const minute = 60_000
const userId = "3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f"

const grant = (token: string, lifetimeMs = 15 * minute): SessionGrant => ({
  accessToken: token,
  expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
  userId,
})

const setup = (refresh: SessionKeeperOptions["refresh"]) => {
  const changes: Array<string | null> = []
  const onLost = vi.fn()
  const refreshSpy = vi.fn(refresh)
  const keeper = createSessionKeeper({
    refresh: refreshSpy,
    onChange: (g) => changes.push(g?.accessToken ?? null),
    onLost,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  })
  return { keeper, changes, onLost, refresh: refreshSpy }
}

const deferred = <T>() => {
  let resolve: (value: T) => void = () => undefined
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve: (value: T) => resolve(value) }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date("2026-01-01T12:00:00.000Z"))
})
afterEach(() => {
  vi.useRealTimers()
})

describe("the session keeper", () => {
  it("renews the access token in the background one minute before it expires", async () => {
    let n = 0
    const { keeper, changes, refresh } = setup(() => Promise.resolve(grant(`renewed-${++n}`)))
    keeper.accept(grant("signed-in"))
    expect(keeper.accessToken()).toBe("signed-in")

    await vi.advanceTimersByTimeAsync(14 * minute - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(keeper.accessToken()).toBe("renewed-1")

    // The new token is on the same schedule.
    await vi.advanceTimersByTimeAsync(14 * minute)
    expect(keeper.accessToken()).toBe("renewed-2")
    expect(changes).toEqual(["signed-in", "renewed-1", "renewed-2"])
  })

  it("runs one refresh for callers that ask at the same time (the server rotates the cookie)", async () => {
    const pending = deferred<SessionGrant>()
    const { keeper, refresh } = setup(() => pending.promise)
    const first = keeper.refresh()
    const second = keeper.refresh()
    expect(first).toBe(second)
    await vi.advanceTimersByTimeAsync(0)
    pending.resolve(grant("fresh"))
    await expect(first).resolves.toBe(true)
    expect(refresh).toHaveBeenCalledTimes(1)

    // A later refresh is a new one.
    void keeper.refresh()
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it("restores nothing when the server says there is no session, and reports no loss", async () => {
    const { keeper, onLost, changes } = setup(() => Promise.resolve("signedOut"))
    await expect(keeper.refresh()).resolves.toBe(false)
    expect(keeper.accessToken()).toBeNull()
    expect(onLost).not.toHaveBeenCalled()
    expect(changes).toEqual([])
  })

  it("forgets a session the server has ended and reports the loss", async () => {
    const { keeper, onLost, changes } = setup(() => Promise.resolve("signedOut"))
    keeper.accept(grant("signed-in"))
    await vi.advanceTimersByTimeAsync(14 * minute)
    expect(keeper.accessToken()).toBeNull()
    expect(onLost).toHaveBeenCalledTimes(1)
    expect(changes).toEqual(["signed-in", null])
  })

  it("keeps a working token through a passing failure and tries again 15 s later", async () => {
    let calls = 0
    const { keeper, refresh } = setup(() =>
      ++calls === 1 ? Promise.reject(new Error("offline")) : Promise.resolve(grant("later")),
    )
    keeper.accept(grant("signed-in"))
    await vi.advanceTimersByTimeAsync(14 * minute)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(keeper.accessToken()).toBe("signed-in")
    await vi.advanceTimersByTimeAsync(15_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    expect(keeper.accessToken()).toBe("later")
  })

  it("does not let a refresh that was under way sign the user in again after signing out", async () => {
    const pending = deferred<SessionGrant>()
    const { keeper } = setup(() => pending.promise)
    keeper.accept(grant("signed-in"))
    const refreshing = keeper.refresh()
    keeper.clear()
    pending.resolve(grant("too late"))
    await expect(refreshing).resolves.toBe(false)
    expect(keeper.accessToken()).toBeNull()
    // Nor is anything scheduled any more.
    await vi.advanceTimersByTimeAsync(60 * minute)
    expect(keeper.accessToken()).toBeNull()
  })

  it("renews at once when a tab wakes up after its token expired", async () => {
    const { keeper, refresh } = setup(() => Promise.resolve(grant("awake")))
    keeper.accept(grant("signed-in"))
    expect(keeper.renewIfDue()).toBeNull()
    // The timer slept with the laptop; the clock did not.
    vi.setSystemTime(Date.now() + 20 * minute)
    await keeper.renewIfDue()
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(keeper.accessToken()).toBe("awake")
  })

  it("plans with a default lifetime when the device clock is ahead of the server's", async () => {
    const { keeper, refresh } = setup(() => Promise.resolve(grant("next")))
    keeper.accept({ accessToken: "skewed", expiresAt: new Date(Date.now() - minute).toISOString(), userId })
    // Five minutes assumed, renewed a minute before: not in a busy loop.
    await vi.advanceTimersByTimeAsync(4 * minute - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
