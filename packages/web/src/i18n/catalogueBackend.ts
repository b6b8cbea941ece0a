import { localeOfTag, type Locale } from "@vsme/core"
import type { BackendModule, ReadCallback } from "i18next"
import type { AppMessages, CatalogueNamespace } from "./resources.js"

type Part = () => Promise<{ default: Partial<AppMessages> }>

/**
 * Each language's catalogue in two chunks (resources.ts, CatalogueNamespace): a page downloads only
 * the language it shows, and /login only the texts of the pages before sign-in.
 */
const bundles: Record<CatalogueNamespace, Record<Locale, Part>> = {
  translation: {
    fi: () => import("./bundles/fi.js"),
    sv: () => import("./bundles/sv.js"),
    en: () => import("./bundles/en.js"),
  },
  app: {
    fi: () => import("./bundles/fi.app.js"),
    sv: () => import("./bundles/sv.app.js"),
    en: () => import("./bundles/en.app.js"),
  },
}

const isNamespace = (namespace: string): namespace is CatalogueNamespace => Object.hasOwn(bundles, namespace)

/** Loads one namespace of a language's catalogue (UI strings plus the shared errors and validation groups). */
export const loadCatalogue = async (
  locale: Locale,
  namespace: CatalogueNamespace,
): Promise<Partial<AppMessages>> => (await bundles[namespace][locale]()).default

/**
 * The i18next backend of the browser: i18next asks it for a language before it switches to it (at
 * start-up and on every language change, for each namespace loaded so far), so a text is never
 * shown as its raw key while a catalogue is on its way. Only our three languages exist; anything
 * else reads as empty.
 */
export const catalogueBackend: BackendModule = {
  type: "backend",
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const locale = localeOfTag(language)
    if (!locale || !isNamespace(namespace)) return callback(null, {})
    loadCatalogue(locale, namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}
