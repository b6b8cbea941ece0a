import { describe, expect, expectTypeOf, it } from "vitest"
import type { GhgValidationMessageKey } from "../ghg/validationMessages.js"
import type { ValidationMessageKey } from "../validation/messages.js"
import type { VsmeValidationMessageKey } from "../vsme/validationMessages.js"
import { flattenKeys, sharedMessages, translate } from "./catalogue.js"
import { locales } from "./Locale.js"
import type { Messages } from "./messages.en.js"

describe("shared catalogues", () => {
  it("have exactly the same keys in fi, en and sv, none empty", () => {
    const english = flattenKeys(sharedMessages.en).sort()
    for (const locale of locales) {
      expect(flattenKeys(sharedMessages[locale]).sort()).toEqual(english)
      for (const key of english) expect(translate(locale, key)).not.toBe("")
    }
  })

  it("have a text for every validation key a Schema may produce, and no other (checked by tsc)", () => {
    // The keys sit below the texts (validation/messages.ts and the VSME and GHG modules import no
    // text), so a key added on one side only shows here.
    expectTypeOf<`validation.${keyof Messages["validation"]}`>().toEqualTypeOf<
      ValidationMessageKey | VsmeValidationMessageKey | GhgValidationMessageKey
    >()
  })

  it("use the same interpolation values in every language", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const key of flattenKeys(sharedMessages.en)) {
      const english = placeholders(translate("en", key))
      expect(placeholders(translate("fi", key)), key).toEqual(english)
      expect(placeholders(translate("sv", key)), key).toEqual(english)
    }
  })
})

describe("translate", () => {
  it("fills values and keeps the spec's wording", () => {
    expect(translate("en", "errors.PayloadTooLarge", { limitBytes: 1024 })).toBe(
      "The request is too large (limit 1024 bytes).",
    )
    expect(translate("en", "validation.mustBeZeroOrGreater")).toBe("Must be zero or greater")
    expect(translate("en", "errors.AttestationUnavailable")).toBe("App Check token not available")
  })
  it("falls back to the key for an unknown message", () => {
    expect(translate("fi", "errors.NoSuchThing")).toBe("errors.NoSuchThing")
  })
})
