import { locales, type Locale } from "@vsme/core"
import { RateLimited, RpcError } from "@vsme/sdk"
import i18next from "i18next"
import { describe, expect, it } from "vitest"
import { errorMessage } from "./errorMessage.js"
import { catalogueFor } from "./resources.js"

const i18nFor = async (locale: Locale) => {
  const instance = i18next.createInstance()
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: catalogueFor(locale) } },
    interpolation: { escapeValue: false },
  })
  return instance
}

const rateLimited = (retryAfterSeconds: number) =>
  new RpcError("account.create", 429, new RateLimited({ retryAfterSeconds }) as never)

describe("errorMessage", () => {
  it("says when to try again after RateLimited, in words, in every language", async () => {
    const expected: Record<Locale, ReadonlyArray<string>> = {
      en: ["Too many attempts. Try again in 5.5 hours.", "Too many attempts. Try again in 3 minutes."],
      fi: [
        "Liian monta yritystä. Yritä uudelleen 5,5 tunnin päästä.",
        "Liian monta yritystä. Yritä uudelleen 3 minuutin päästä.",
      ],
      sv: ["För många försök. Försök igen om 5,5 timmar.", "För många försök. Försök igen om 3 minuter."],
    }
    for (const locale of locales) {
      const i18n = await i18nFor(locale)
      expect([
        errorMessage(i18n.t, i18n, rateLimited(19_500)),
        errorMessage(i18n.t, i18n, rateLimited(170)),
      ]).toEqual(expected[locale])
    }
  })

  it("fills other errors' messages with their fields", async () => {
    const i18n = await i18nFor("en")
    const exists = new RpcError("account.create", 409, { _tag: "AccountExists", businessId: "0112038-9" })
    expect(errorMessage(i18n.t, i18n, exists)).toContain("Business ID 0112038-9")
  })
})
