import { describe, expect, it } from "vitest"
import { effectiveExpiry, isFresh, renewalDelay } from "./tokenTiming.js"

const t0 = Date.parse("2026-01-01T12:00:00.000Z")
const minute = 60_000

describe("effectiveExpiry", () => {
  it("trusts the server's expiry when it lies ahead", () => {
    expect(effectiveExpiry("2026-01-01T12:15:00.000Z", t0, 5 * minute)).toBe(t0 + 15 * minute)
  })

  it("assumes the fallback lifetime when the device clock is ahead of the server's, or the date is unreadable", () => {
    expect(effectiveExpiry("2026-01-01T11:59:00.000Z", t0, 5 * minute)).toBe(t0 + 5 * minute)
    expect(effectiveExpiry("not a date", t0, 5 * minute)).toBe(t0 + 5 * minute)
  })
})

describe("renewalDelay", () => {
  it("renews a 15-minute access token one minute before it expires", () => {
    const plan = { receivedAt: t0, expiresAt: t0 + 15 * minute, renewBeforeMs: minute, minDelayMs: 5_000 }
    expect(renewalDelay(plan, t0)).toBe(14 * minute)
    expect(renewalDelay(plan, t0 + 10 * minute)).toBe(4 * minute)
  })

  it("renews a short-lived token at half its lifetime rather than at once", () => {
    const plan = { receivedAt: t0, expiresAt: t0 + minute, renewBeforeMs: 5 * minute, minDelayMs: 1_000 }
    expect(renewalDelay(plan, t0)).toBe(30_000)
  })

  it("never schedules sooner than the minimum delay, even past expiry", () => {
    const plan = { receivedAt: t0, expiresAt: t0 + 15 * minute, renewBeforeMs: minute, minDelayMs: 5_000 }
    expect(renewalDelay(plan, t0 + 20 * minute)).toBe(5_000)
  })
})

describe("isFresh", () => {
  it("is true only while more than the margin is left", () => {
    expect(isFresh(t0 + 31_000, t0, 30_000)).toBe(true)
    expect(isFresh(t0 + 30_000, t0, 30_000)).toBe(false)
  })
})
