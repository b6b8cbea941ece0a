/**
 * The interface languages (spec §1, §9) and the reading of language tags, without the Schema of
 * Locale.ts: the sign-in page needs these and must not download effect (docs/decisions/033).
 */
export const locales = ["fi", "en", "sv"] as const
export type Locale = (typeof locales)[number]
/** English is the fallback. */
export const fallbackLocale: Locale = "en"

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as ReadonlyArray<string>).includes(value)

/**
 * The primary language subtag of a BCP 47 tag, lower-cased: "fi-FI" → "fi", "sv_SE" → "sv",
 * "EN-gb" → "en". Browsers, query strings and old local-storage values give region tags, but texts
 * are kept per language, so every tag is reduced to its language before it is used to look one up.
 */
export const languageOfTag = (tag: string): string => tag.trim().split(/[-_]/, 1)[0]!.toLowerCase()

/** One of our interface languages for any language tag, or null when we have no texts in it. */
export const localeOfTag = (tag: string | null | undefined): Locale | null => {
  if (typeof tag !== "string") return null
  const language = languageOfTag(tag)
  return isLocale(language) ? language : null
}
