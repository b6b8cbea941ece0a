import { Schema } from "effect"

/** The interface languages (spec §1, §9). English is the fallback. */
export const locales = ["fi", "en", "sv"] as const
export const Locale = Schema.Literal(...locales)
export type Locale = typeof Locale.Type
export const fallbackLocale: Locale = "en"

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (locales as ReadonlyArray<string>).includes(value)
