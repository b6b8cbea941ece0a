import { describe, expect, it } from "vitest"
import { languageOfTag, localeOfTag } from "./Locale.js"

describe("language tags", () => {
  it("reduces the region tags real browsers send to an interface language", () => {
    for (const [tag, locale] of [
      ["fi-FI", "fi"],
      ["sv-FI", "sv"],
      ["sv-SE", "sv"],
      ["en-US", "en"],
      ["en-GB", "en"],
      ["EN-gb", "en"],
      ["sv_SE", "sv"],
      ["fi", "fi"],
      [" fi-FI ", "fi"],
    ] as const) {
      expect(localeOfTag(tag), tag).toBe(locale)
    }
  })

  it("answers null for languages without texts, so the caller can try the next or fall back", () => {
    for (const tag of ["nb-NO", "de", "", "-", "fil-PH", "x-fi"]) expect(localeOfTag(tag), tag).toBeNull()
    expect(localeOfTag(undefined)).toBeNull()
    expect(localeOfTag(null)).toBeNull()
  })

  it("keeps the primary subtag of unknown languages (i18next then skips them)", () => {
    expect(languageOfTag("nb-NO")).toBe("nb")
    expect(languageOfTag("zh-Hant-TW")).toBe("zh")
  })
})
