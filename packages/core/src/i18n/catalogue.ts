import type { Locale } from "./Locale.js"
import { en, type Messages } from "./messages.en.js"
import { fi } from "./messages.fi.js"
import { sv } from "./messages.sv.js"

/** The shared catalogues by locale, in the nested shape i18next and our own `translate` read. */
export const sharedMessages: Record<Locale, Messages> = { fi, en, sv }

/** Every key of a nested catalogue as a dotted path (`errors.Forbidden`). */
export const flattenKeys = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : flattenKeys(value as object, `${prefix}${key}.`),
  )

const lookup = (tree: object, path: string): string | undefined => {
  let node: unknown = tree
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === "string" ? node : undefined
}

/**
 * Translates a dotted key with `{{name}}` interpolation, falling back to English and then to the key
 * itself. For the CLI and e-mail; the web app uses i18next over the same catalogues.
 */
export const translate = (
  locale: Locale,
  key: string,
  values: Readonly<Record<string, unknown>> = {},
): string => {
  const template = lookup(sharedMessages[locale], key) ?? lookup(sharedMessages.en, key) ?? key
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    name in values ? String(values[name]) : `{{${name}}}`,
  )
}
