import { describe, expect, it } from "vitest"
import { translate } from "./catalogue.js"
import { errorMessageValues, retryAfterText } from "./retryAfter.js"

describe("retryAfterText", () => {
  it.each([
    [30, "in 30 seconds", "30 sekunnin päästä", "om 30 sekunder"],
    [59.2, "in 1 minute", "1 minuutin päästä", "om 1 minut"],
    [61, "in 2 minutes", "2 minuutin päästä", "om 2 minuter"],
    [180, "in 3 minutes", "3 minuutin päästä", "om 3 minuter"],
    [3600, "in 1 hour", "1 tunnin päästä", "om 1 timme"],
    // About 5½ hours: the account-creation limit's wait from the issue report.
    [5 * 3600 + 25 * 60, "in 5.5 hours", "5,5 tunnin päästä", "om 5,5 timmar"],
    [5 * 3600 + 31 * 60, "in 6 hours", "6 tunnin päästä", "om 6 timmar"],
    [23 * 3600 + 10, "in 24 hours", "24 tunnin päästä", "om 24 timmar"],
    [3 * 86_400 - 60, "in 3 days", "3 päivän päästä", "om 3 dagar"],
  ])("says %s seconds as a person reads it", (seconds, en, fi, sv) => {
    expect([
      retryAfterText("en", seconds),
      retryAfterText("fi", seconds),
      retryAfterText("sv", seconds),
    ]).toEqual([en, fi, sv])
  })

  it("never says less than a second, nor a nonsense figure", () => {
    expect(retryAfterText("en", 0)).toBe("in 1 second")
    expect(retryAfterText("en", Number.NaN)).toBe("in 1 second")
  })
})

describe("the RateLimited message", () => {
  it("names the time to try again in each language", () => {
    const error = { _tag: "RateLimited", retryAfterSeconds: 5 * 3600 + 20 * 60 }
    expect(translate("en", "errors.RateLimited", errorMessageValues("en", error))).toBe(
      "Too many attempts. Try again in 5.5 hours.",
    )
    expect(translate("fi", "errors.RateLimited", errorMessageValues("fi", error))).toBe(
      "Liian monta yritystä. Yritä uudelleen 5,5 tunnin päästä.",
    )
    expect(translate("sv", "errors.RateLimited", errorMessageValues("sv", error))).toBe(
      "För många försök. Försök igen om 5,5 timmar.",
    )
  })

  it("leaves other errors' values as they are", () => {
    expect(errorMessageValues("fi", { _tag: "AccountExists", businessId: "0112038-9" })).toEqual({
      _tag: "AccountExists",
      businessId: "0112038-9",
    })
  })
})
