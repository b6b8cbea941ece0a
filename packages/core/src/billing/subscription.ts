import { Either, Schema } from "effect"
import { AccountState } from "../account/roles.js"
import { addDays, addYears } from "./calendar.js"

/**
 * The subscription of one company account (spec §1, §4): 780 EUR a year, active for a year from the
 * activation date, renewing automatically "until further notice". The account's state is the one of
 * spec §4 (trial, active, disabled; anything but active is trial mode). This module decides which
 * changes are allowed and what follows from them; storing them is the API's job.
 */

/** One paid year: first and last day included (`2026-11-23`–`2027-11-22`). */
export const SubscriptionPeriod = Schema.Struct({ start: Schema.String, end: Schema.String })
export type SubscriptionPeriod = typeof SubscriptionPeriod.Type

export interface Subscription {
  readonly state: AccountState
  /** The current (or, when not active, the last) paid period; null before the first activation. */
  readonly period: SubscriptionPeriod | null
  /** Whether the period renews at its end; cancellation "until further notice" turns this off. */
  readonly renews: boolean
}

/** A new account: trial, never paid. */
export const trialSubscription: Subscription = { state: "trial", period: null, renews: false }

/** The year that starts on `start`: it ends the day before the same date a year later. */
export const yearFrom = (start: string): SubscriptionPeriod => ({
  start,
  end: addDays(addYears(start, 1), -1),
})

/** What can happen to a subscription: superadmins' actions and the renewal job's. */
export type SubscriptionAction =
  "activate" | "disable" | "cancelRenewal" | "resumeRenewal" | "renew" | "expire"

export const SubscriptionActionSchema = Schema.Literal(
  "activate",
  "disable",
  "cancelRenewal",
  "resumeRenewal",
  "renew",
  "expire",
)

/** The change is not possible in the subscription's current state (e.g. activating an active one). */
export class SubscriptionChangeRefused extends Schema.TaggedError<SubscriptionChangeRefused>()(
  "SubscriptionChangeRefused",
  { state: AccountState, action: SubscriptionActionSchema },
) {}

export interface SubscriptionChange {
  readonly action: SubscriptionAction
  readonly before: Subscription
  readonly after: Subscription
  /** The period to invoice now: set by activation and renewal, the only changes that cost money. */
  readonly invoicePeriod: SubscriptionPeriod | null
}

const change = (
  action: SubscriptionAction,
  before: Subscription,
  after: Subscription,
  invoicePeriod: SubscriptionPeriod | null = null,
): Either.Either<SubscriptionChange, SubscriptionChangeRefused> =>
  Either.right({ action, before, after, invoicePeriod })

const refuse = (before: Subscription, action: SubscriptionAction) =>
  Either.left(new SubscriptionChangeRefused({ state: before.state, action }))

/**
 * A superadmin activates a trial or disabled account: active for a year from `today`, renewing until
 * further notice, and invoiced now. An active account cannot be activated again (its year is paid);
 * a disabled one whose paid year still runs gets that year back, without a second invoice.
 */
export const activate = (before: Subscription, today: string) => {
  if (before.state === "active") return refuse(before, "activate")
  if (before.state === "disabled" && before.period && today <= before.period.end)
    return change("activate", before, { state: "active", period: before.period, renews: true })
  const period = yearFrom(today)
  return change("activate", before, { state: "active", period, renews: true }, period)
}

/**
 * A superadmin disables an account: nobody but superadmins signs in to it, its data is kept, and
 * nothing renews. Disabling a disabled account is refused so that the history shows one event.
 */
export const disable = (before: Subscription) => {
  if (before.state === "disabled") return refuse(before, "disable")
  return change("disable", before, { ...before, state: "disabled", renews: false })
}

/**
 * "Until further notice" ends: the current period runs out and is not renewed. (An account made
 * active without a period, as the demo data does, has nothing to renew or cancel.)
 */
export const cancelRenewal = (before: Subscription) => {
  if (before.state !== "active" || !before.period || !before.renews) return refuse(before, "cancelRenewal")
  return change("cancelRenewal", before, { ...before, renews: false })
}

/** Undoes a cancellation while the paid period still runs. */
export const resumeRenewal = (before: Subscription) => {
  if (before.state !== "active" || !before.period || before.renews) return refuse(before, "resumeRenewal")
  return change("resumeRenewal", before, { ...before, renews: true })
}

/** Whether the renewal job has something to do: an active period whose last day is behind `today`. */
export const isDue = (subscription: Subscription, today: string) =>
  subscription.state === "active" && subscription.period !== null && subscription.period.end < today

/**
 * The renewal job's step for a due subscription: the next year directly after the last (no gap, no
 * overlap), invoiced; or, after a cancellation, back to trial mode with the data kept. A subscription
 * that is not due is refused, which makes a second run on the same day do nothing.
 */
export const runDue = (before: Subscription, today: string) => {
  if (!isDue(before, today) || before.period === null)
    return refuse(before, before.renews ? "renew" : "expire")
  if (!before.renews) return change("expire", before, { ...before, state: "trial" })
  const period = yearFrom(addDays(before.period.end, 1))
  return change("renew", before, { state: "active", period, renews: true }, period)
}
