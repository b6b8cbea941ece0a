import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createAttestationStore, type AttestationGrant } from "./attestationStore.js"

const minute = 60_000

const grant = (token: string, lifetimeMs = 60 * minute): AttestationGrant => ({
  token,
  expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
})

const setup = (obtain: () => Promise<AttestationGrant>) => {
  const obtainSpy = vi.fn(obtain)
  const store = createAttestationStore({
    obtain: obtainSpy,
    now: () => Date.now(),
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  })
  return { store, obtain: obtainSpy }
}

const cached = { forceRefresh: false }

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

describe("the attestation store", () => {
  it("starts the proof of work at once and hands the token to every call until it nears expiry", async () => {
    const { store, obtain } = setup(() => Promise.resolve(grant("att-1")))
    store.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(obtain).toHaveBeenCalledTimes(1)
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    expect(obtain).toHaveBeenCalledTimes(1)
  })

  it("shares one proof of work among the calls that wait for it", async () => {
    const pending = deferred<AttestationGrant>()
    const { store, obtain } = setup(() => pending.promise)
    const calls = [store.getAttestation(cached), store.getAttestation(cached), store.getAttestation(cached)]
    pending.resolve(grant("shared"))
    await expect(Promise.all(calls)).resolves.toEqual(["shared", "shared", "shared"])
    expect(obtain).toHaveBeenCalledTimes(1)
  })

  it("renews in the background five minutes before the hour is up, keeping the old token meanwhile", async () => {
    let n = 0
    const { store, obtain } = setup(() => Promise.resolve(grant(`att-${++n}`)))
    store.start()
    await vi.advanceTimersByTimeAsync(0)
    await vi.advanceTimersByTimeAsync(55 * minute - 1)
    expect(obtain).toHaveBeenCalledTimes(1)
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    await vi.advanceTimersByTimeAsync(1)
    expect(obtain).toHaveBeenCalledTimes(2)
    await expect(store.getAttestation(cached)).resolves.toBe("att-2")
  })

  it("gets a new token when asked to force a refresh (after a 401)", async () => {
    let n = 0
    const { store } = setup(() => Promise.resolve(grant(`att-${++n}`)))
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    await expect(store.getAttestation({ forceRefresh: true })).resolves.toBe("att-2")
    await expect(store.getAttestation(cached)).resolves.toBe("att-2")
  })

  it("does not send a token in its last 30 seconds: the call waits for a new one", async () => {
    let n = 0
    const { store, obtain } = setup(() => Promise.resolve(grant(`att-${++n}`, 2 * minute)))
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    store.stop() // no background renewal: only the freshness check at use
    vi.setSystemTime(Date.now() + 90_000 + 1)
    await expect(store.getAttestation(cached)).resolves.toBe("att-2")
    expect(obtain).toHaveBeenCalledTimes(2)
  })

  it("answers null when no token can be obtained, and tries again on the next call", async () => {
    let fail = true
    const { store } = setup(() =>
      fail ? Promise.reject(new Error("no challenge")) : Promise.resolve(grant("att")),
    )
    await expect(store.getAttestation(cached)).resolves.toBeNull()
    fail = false
    await expect(store.getAttestation(cached)).resolves.toBe("att")
  })

  it("retries a failed background renewal after 30 s while the old token still works", async () => {
    let n = 0
    const { store, obtain } = setup(() =>
      ++n === 2 ? Promise.reject(new Error("server busy")) : Promise.resolve(grant(`att-${n}`)),
    )
    store.start()
    await vi.advanceTimersByTimeAsync(55 * minute)
    expect(obtain).toHaveBeenCalledTimes(2)
    await expect(store.getAttestation(cached)).resolves.toBe("att-1")
    await vi.advanceTimersByTimeAsync(30_000)
    expect(obtain).toHaveBeenCalledTimes(3)
    await expect(store.getAttestation(cached)).resolves.toBe("att-3")
  })
})
