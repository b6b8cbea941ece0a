import type { Locale } from "./Locale.js"

/**
 * When to try again, in words a person reads: "in 45 seconds", "in 3 minutes", "in 5.5 hours",
 * "in 2 days" (fi "5,5 tunnin päästä", sv "om 5,5 timmar"), from Intl.RelativeTimeFormat. Always
 * rounded up, so that trying at the time said works: to the minute below an hour, to the half hour
 * below ten hours, to the hour below two days. Numbers, not "tomorrow": a limit's day turns at
 * midnight UTC, which is not the reader's midnight.
 */
export const retryAfterText = (locale: Locale, seconds: number): string => {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" })
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1))
  if (s < 60) return format.format(s, "second")
  if (s < 3600) return format.format(Math.ceil(s / 60), "minute")
  if (s < 10 * 3600) return format.format(Math.ceil(s / 1800) / 2, "hour")
  if (s < 48 * 3600) return format.format(Math.ceil(s / 3600), "hour")
  return format.format(Math.ceil(s / 86_400), "day")
}

/**
 * The interpolation values of an error's message (`errors.<Tag>`): its fields, and for RateLimited
 * the wait in words (`retryAfter`) besides its seconds. Web, CLI and e-mail all fill messages with it.
 */
export const errorMessageValues = (
  locale: Locale,
  error: { readonly _tag: string } & Readonly<Record<string, unknown>>,
): Record<string, unknown> =>
  error._tag === "RateLimited" && typeof error.retryAfterSeconds === "number"
    ? { ...error, retryAfter: retryAfterText(locale, error.retryAfterSeconds) }
    : { ...error }
