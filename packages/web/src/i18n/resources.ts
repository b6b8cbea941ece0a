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

/**
 * The namespaces of the browser's catalogue (docs/decisions/033). "translation" holds the groups of
 * the pages before sign-in and of the shell around every page, and loads with the first page;
 * "app" holds everything else and loads with the signed-in pages' routes (shell/router.tsx). i18next
 * looks a key up in "translation" first, then in "app" (setup.ts), so a key works wherever it lives.
 */
export type CatalogueNamespace = "translation" | "app"

/**
 * The groups that /login, /signup, /reset-password, /verify-email and /logout show, with the shell's
 * (crash screen, version banner, footer, language switch, not-found page, the bare layout's bar).
 * publicTexts.test.ts checks that those pages use no other group.
 */
export const publicGroups: ReadonlySet<string> = new Set<keyof AppMessages>([
  "app",
  "common",
  "errors",
  "validation",
  "crash",
  "version",
  "language",
  "footer",
  "notFound",
  "nav",
  "login",
  "signup",
  "signupSteps",
  "password",
  "features",
  "resetPassword",
  "verifyEmail",
  "unverified",
  "logout",
])

/** One language's catalogue, the part of one namespace. */
export const cataloguePartFor = (locale: Locale, namespace: CatalogueNamespace): Partial<AppMessages> =>
  Object.fromEntries(
    Object.entries(catalogueFor(locale)).filter(
      ([group]) => publicGroups.has(group) === (namespace === "translation"),
    ),
  )
