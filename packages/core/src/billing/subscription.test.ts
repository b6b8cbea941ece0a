import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { AccountState } from "../account/roles.js"
import { addYears, helsinkiDate } from "./calendar.js"
import {
  activate,
  cancelRenewal,
  disable,
  isDue,
  resumeRenewal,
  runDue,
  trialSubscription,
  yearFrom,
  type Subscription,
  type SubscriptionChange,
} from "./subscription.js"

const right = (result: Either.Either<SubscriptionChange, unknown>) => {
  if (Either.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
  return result.right
}
const refusal = (
  result: Either.Either<SubscriptionChange, { _tag: string; action: string; state: string }>,
) => {
  if (Either.isRight(result)) throw new Error(`allowed: ${JSON.stringify(result.right)}`)
  return { tag: result.left._tag, action: result.left.action, state: result.left.state }
}

const active: Subscription = right(activate(trialSubscription, "2026-11-23")).after
const cancelled: Subscription = right(cancelRenewal(active)).after
const disabled: Subscription = right(disable(active)).after

describe("subscription state machine", () => {
  it("activates a trial account for a year from the activation date, renewing, and invoices that year", () => {
    const change = right(activate(trialSubscription, "2026-11-23"))
    expect(change.after).toEqual({
      state: "active",
      period: { start: "2026-11-23", end: "2027-11-22" },
      renews: true,
    })
    expect(change.invoicePeriod).toEqual({ start: "2026-11-23", end: "2027-11-22" })
  })

  it("reactivates a disabled account whose year has run out with a new year from the new activation date", () => {
    const change = right(activate(disabled, "2028-03-01"))
    expect(change.after).toEqual({ state: "active", period: yearFrom("2028-03-01"), renews: true })
    expect(change.invoicePeriod).toEqual({ start: "2028-03-01", end: "2029-02-28" })
    expect(yearFrom("2028-02-29")).toEqual({ start: "2028-02-29", end: "2029-02-28" })
  })

  it("gives a disabled account its paid year back, uninvoiced, when reactivated within it", () => {
    const change = right(activate(disabled, "2027-03-01"))
    expect(change.after).toEqual({ state: "active", period: active.period, renews: true })
    expect(change.invoicePeriod).toBeNull()
    expect(right(activate(disabled, "2027-11-22")).invoicePeriod).toBeNull()
    expect(right(activate(disabled, "2027-11-23")).invoicePeriod).toEqual(yearFrom("2027-11-23"))
  })

  it("refuses to activate an active account", () => {
    expect(refusal(activate(active, "2026-12-01"))).toEqual({
      tag: "SubscriptionChangeRefused",
      action: "activate",
      state: "active",
    })
    expect(refusal(activate(cancelled, "2026-12-01")).action).toBe("activate")
  })

  it("disables trial and active accounts, keeps the period for the record and stops renewal", () => {
    expect(right(disable(trialSubscription)).after).toEqual({
      state: "disabled",
      period: null,
      renews: false,
    })
    expect(disabled).toEqual({ state: "disabled", period: active.period, renews: false })
    expect(right(disable(active)).invoicePeriod).toBeNull()
  })

  it("refuses to disable a disabled account", () => {
    expect(refusal(disable(disabled))).toMatchObject({ action: "disable", state: "disabled" })
  })

  it("cancels renewal until further notice: the paid year runs out", () => {
    expect(cancelled).toEqual({ ...active, renews: false })
    expect(refusal(cancelRenewal(cancelled))).toMatchObject({ action: "cancelRenewal" })
    expect(refusal(cancelRenewal(trialSubscription))).toMatchObject({
      action: "cancelRenewal",
      state: "trial",
    })
    expect(refusal(cancelRenewal(disabled))).toMatchObject({ action: "cancelRenewal", state: "disabled" })
  })

  it("has no renewal to cancel or resume for an account made active without a period", () => {
    const periodless: Subscription = { state: "active", period: null, renews: false }
    expect(refusal(cancelRenewal(periodless))).toMatchObject({ action: "cancelRenewal" })
    expect(refusal(resumeRenewal(periodless))).toMatchObject({ action: "resumeRenewal" })
    expect(isDue(periodless, "2099-01-01")).toBe(false)
    expect(right(disable(periodless)).after.state).toBe("disabled")
  })

  it("resumes a cancelled renewal, and only that", () => {
    expect(right(resumeRenewal(cancelled)).after).toEqual(active)
    expect(refusal(resumeRenewal(active))).toMatchObject({ action: "resumeRenewal" })
    expect(refusal(resumeRenewal(trialSubscription))).toMatchObject({ action: "resumeRenewal" })
  })

  it("is due the day after the period's last day, not before", () => {
    expect(isDue(active, "2027-11-22")).toBe(false)
    expect(isDue(active, "2027-11-23")).toBe(true)
    expect(isDue(trialSubscription, "2030-01-01")).toBe(false)
    expect(isDue(disabled, "2030-01-01")).toBe(false)
  })

  it("renews a due subscription for the year right after the last one, invoiced", () => {
    const change = right(runDue(active, "2027-11-23"))
    expect(change.action).toBe("renew")
    expect(change.after).toEqual({
      state: "active",
      period: { start: "2027-11-23", end: "2028-11-22" },
      renews: true,
    })
    expect(change.invoicePeriod).toEqual(change.after.period)
  })

  it("lets a cancelled subscription expire to trial mode without an invoice", () => {
    const change = right(runDue(cancelled, "2027-11-24"))
    expect(change.action).toBe("expire")
    expect(change.after).toEqual({ state: "trial", period: active.period, renews: false })
    expect(change.invoicePeriod).toBeNull()
  })

  it("refuses a second run on the same day: the renewed period is not due", () => {
    const renewed = right(runDue(active, "2027-11-23")).after
    expect(refusal(runDue(renewed, "2027-11-23"))).toMatchObject({ action: "renew", state: "active" })
    expect(refusal(runDue(active, "2027-01-01"))).toMatchObject({ action: "renew" })
  })

  it("chains renewals without gaps or overlaps, through leap years", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2024-01-01T00:00:00Z"),
          max: new Date("2040-12-31T00:00:00Z"),
          noInvalidDate: true,
        }),
        fc.integer({ min: 1, max: 6 }),
        (instant, years) => {
          const start = instant.toISOString().slice(0, 10)
          let subscription = right(activate(trialSubscription, start)).after
          for (let i = 0; i < years; i++) {
            const previous = subscription.period!
            const dayAfter = new Date(Date.parse(`${previous.end}T00:00:00Z`) + 86_400_000)
              .toISOString()
              .slice(0, 10)
            subscription = right(runDue(subscription, dayAfter)).after
            expect(subscription.period!.start).toBe(dayAfter)
          }
          expect(subscription.period!.end < addYears(start, years + 1)).toBe(true)
        },
      ),
    )
  })

  it("allows exactly the documented transitions from each state", () => {
    const allowed = (s: Subscription) => ({
      activate: Either.isRight(activate(s, "2028-01-01")),
      disable: Either.isRight(disable(s)),
      cancelRenewal: Either.isRight(cancelRenewal(s)),
      resumeRenewal: Either.isRight(resumeRenewal(s)),
      runDue: Either.isRight(runDue(s, "2099-01-01")),
    })
    const table: Record<string, [Subscription, AccountState]> = {
      trial: [trialSubscription, "trial"],
      active: [active, "active"],
      cancelled: [cancelled, "active"],
      disabled: [disabled, "disabled"],
    }
    expect(allowed(table.trial![0])).toEqual({
      activate: true,
      disable: true,
      cancelRenewal: false,
      resumeRenewal: false,
      runDue: false,
    })
    expect(allowed(table.active![0])).toEqual({
      activate: false,
      disable: true,
      cancelRenewal: true,
      resumeRenewal: false,
      runDue: true,
    })
    expect(allowed(table.cancelled![0])).toEqual({
      activate: false,
      disable: true,
      cancelRenewal: false,
      resumeRenewal: true,
      runDue: true,
    })
    expect(allowed(table.disabled![0])).toEqual({
      activate: true,
      disable: false,
      cancelRenewal: false,
      resumeRenewal: false,
      runDue: false,
    })
  })

  it("takes today in Helsinki, not in UTC", () => {
    expect(helsinkiDate(new Date("2026-11-22T22:30:00Z"))).toBe("2026-11-23")
    expect(helsinkiDate(new Date("2026-07-01T20:59:00Z"))).toBe("2026-07-01")
    expect(helsinkiDate(new Date("2026-07-01T21:00:00Z"))).toBe("2026-07-02")
  })
})
