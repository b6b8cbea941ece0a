import { Schema } from "effect"
import { locales } from "./languageTags.js"

export { fallbackLocale, isLocale, languageOfTag, localeOfTag, locales } from "./languageTags.js"

/** An interface language at the boundary (spec §1, §9). */
export const Locale = Schema.Literal(...locales)
export type Locale = typeof Locale.Type
