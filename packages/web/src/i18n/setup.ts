import { fallbackLocale, languageOfTag, localeOfTag, locales, type Locale } from "@vsme/core"
import i18next from "i18next"
import LanguageDetector from "i18next-browser-languagedetector"
import { initReactI18next } from "react-i18next"
import { catalogueBackend } from "./catalogueBackend.js"

// Not imported from resources.ts: that module holds every language's catalogue (for the tests).
const defaultNamespace = "translation"
const signedInNamespace = "app"

/** localStorage key of the chosen language (spec §2: query string, then this key, then the browser). */
export const localeStorageKey = "locale"
/** Query-string parameter that picks the language, e.g. `/login?lng=sv`. */
export const localeQueryParam = "lng"

const followDocumentLanguage = (language: string) => {
  // Screen readers pick their voice from <html lang>, so it must follow every switch.
  document.documentElement.lang = localeOfTag(language) ?? fallbackLocale
}

/**
 * English is the fallback only of languages we do not have. Finnish and Swedish hold exactly the
 * English keys (catalogues.test.ts), so a Finnish page never needs the English catalogue: it is not
 * downloaded with it.
 */
const fallbackLng = {
  default: [fallbackLocale],
  ...Object.fromEntries(locales.filter((l) => l !== fallbackLocale).map((l) => [l, []])),
}

/** Settles when i18next knows the language and has its first texts (setupI18n). */
let initialised: Promise<unknown> = Promise.resolve()

/**
 * Initialises i18next for the browser. Each language's catalogue is a chunk of its own, loaded by
 * the backend before i18next switches to the language; the returned promise settles when the first
 * one is in, and the app is rendered only then, so no text shows as its raw key.
 */
export const setupI18n = async () => {
  i18next.on("languageChanged", followDocumentLanguage)
  initialised = i18next
    .use(LanguageDetector)
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      defaultNS: defaultNamespace,
      // The signed-in pages' texts come later (loadSignedInTexts); a key not among the first page's
      // texts is looked up there (resources.ts, CatalogueNamespace).
      ns: [defaultNamespace],
      fallbackNS: signedInNamespace,
      supportedLngs: [...locales],
      fallbackLng,
      load: "languageOnly",
      interpolation: { escapeValue: false }, // React escapes already
      detection: {
        order: ["querystring", "localStorage", "navigator"],
        lookupQuerystring: localeQueryParam,
        lookupLocalStorage: localeStorageKey,
        caches: ["localStorage"],
        // Every detected tag ("fi-FI" from the browser, "sv-SE" from an old local-storage value or
        // a link) is reduced to its language here, the one place tags come in: i18next then holds,
        // stores and hands out only "fi", "sv" or "en", and texts are always found. Unknown
        // languages ("nb") stay unknown, so the browser's next preference is tried before "en".
        convertDetectedLanguage: languageOfTag,
      },
      react: { useSuspense: false },
    })
  await initialised
  return i18next
}

/**
 * Loads the texts of the signed-in pages in the language in use; i18next then keeps them loaded
 * across language changes. The signed-in routes wait for it before they render (router.tsx).
 */
export const loadSignedInTexts = async () => {
  // Before the language is known, i18next would load the fallback language's texts instead.
  await initialised
  await i18next.loadNamespaces(signedInNamespace)
}

/** The language in use, always one of ours. */
export const currentLocale = (): Locale =>
  localeOfTag(i18next.resolvedLanguage) ?? localeOfTag(i18next.language) ?? fallbackLocale
