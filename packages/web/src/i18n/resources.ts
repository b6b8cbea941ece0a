import { sharedMessages, type Locale, type Messages } from "@vsme/core"
import { en, type UiMessages } from "./en.js"
import { fi } from "./fi.js"
import { sv } from "./sv.js"

export const uiMessages: Record<Locale, UiMessages> = { fi, en, sv }

/** Everything `t()` can look up: our UI strings plus the shared `errors` and `validation` groups. */
export type AppMessages = UiMessages & Messages

// A UI group named like a shared one would silently shadow it in the merged catalogue.
type Overlap = keyof UiMessages & keyof Messages
const noOverlap: [Overlap] extends [never] ? true : never = true
void noOverlap

/** One language's merged catalogue. */
export const catalogueFor = (locale: Locale): AppMessages => ({
  ...uiMessages[locale],
  ...sharedMessages[locale],
})

export const defaultNamespace = "translation"

/** The i18next resources: one namespace per language holding the merged catalogue. */
export const resources = {
  fi: { [defaultNamespace]: catalogueFor("fi") },
  en: { [defaultNamespace]: catalogueFor("en") },
  sv: { [defaultNamespace]: catalogueFor("sv") },
} satisfies Record<Locale, Record<typeof defaultNamespace, AppMessages>>
