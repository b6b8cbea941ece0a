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

/**
 * One language's merged catalogue. This module holds every language, for the tests and the build:
 * the browser loads one language at a time (catalogueBackend.ts, bundles/).
 */
export const catalogueFor = (locale: Locale): AppMessages => ({
  ...uiMessages[locale],
  ...sharedMessages[locale],
})
