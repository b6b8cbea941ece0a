import { fallbackLocale, isLocale, locales, type Locale } from "@vsme/core"
import i18next from "i18next"
import LanguageDetector from "i18next-browser-languagedetector"
import { initReactI18next } from "react-i18next"
import { defaultNamespace, resources } from "./resources.js"

/** localStorage key of the chosen language (spec §2: query string, then this key, then the browser). */
export const localeStorageKey = "locale"
/** Query-string parameter that picks the language, e.g. `/login?lng=sv`. */
export const localeQueryParam = "lng"

const followDocumentLanguage = (language: string) => {
  // Screen readers pick their voice from <html lang>, so it must follow every switch.
  document.documentElement.lang = isLocale(language) ? language : fallbackLocale
}

/** Initialises i18next for the browser; resources are bundled, so it is ready synchronously. */
export const setupI18n = () => {
  i18next.on("languageChanged", followDocumentLanguage)
  void i18next
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      defaultNS: defaultNamespace,
      ns: [defaultNamespace],
      supportedLngs: [...locales],
      fallbackLng: fallbackLocale,
      // "fi-FI" from the browser becomes "fi".
      load: "languageOnly",
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      detection: {
        order: ["querystring", "localStorage", "navigator"],
        lookupQuerystring: localeQueryParam,
        lookupLocalStorage: localeStorageKey,
        caches: ["localStorage"],
      },
      react: { useSuspense: false },
    })
  return i18next
}

/** The language in use, always one of ours. */
export const currentLocale = (): Locale => {
  const language = i18next.resolvedLanguage ?? i18next.language
  return isLocale(language) ? language : fallbackLocale
}
