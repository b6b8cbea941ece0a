import { localeOfTag, type Locale } from "@vsme/core"
import type { BackendModule, ReadCallback } from "i18next"
import type { AppMessages } from "./resources.js"

/** One language's catalogue, each a chunk of its own: a page downloads only the language it shows. */
const bundles: Record<Locale, () => Promise<{ default: AppMessages }>> = {
  fi: () => import("./bundles/fi.js"),
  sv: () => import("./bundles/sv.js"),
  en: () => import("./bundles/en.js"),
}

/** Loads a language's merged catalogue (UI strings plus the shared errors and validation groups). */
export const loadCatalogue = async (locale: Locale): Promise<AppMessages> => (await bundles[locale]()).default

/**
 * The i18next backend of the browser: i18next asks it for a language before it switches to it (at
 * start-up and on every language change), so a text is never shown as its raw key while a
 * catalogue is on its way. Only our three languages exist; anything else reads as empty.
 */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    const locale = localeOfTag(language)
    if (!locale) return callback(null, {})
    loadCatalogue(locale).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}
