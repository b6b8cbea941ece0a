import { flattenKeys, locales, type Locale } from "@vsme/core"
import { describe, expect, it } from "vitest"
import { catalogueFor } from "./resources.js"

const lookup = (tree: object, path: string): unknown =>
  path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree)

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

const others = locales.filter((l): l is Exclude<Locale, "en"> => l !== "en")
const englishKeys = flattenKeys(catalogueFor("en")).sort()

describe("the merged catalogues (UI strings plus shared errors and validation)", () => {
  it("include the shared errors and validation groups", () => {
    expect(englishKeys).toContain("errors.Forbidden")
    expect(englishKeys).toContain("validation.requiredField")
    expect(englishKeys).toContain("login.failedTitle")
  })

  it.each(others)("%s has exactly the English keys", (locale) => {
    const keys = flattenKeys(catalogueFor(locale)).sort()
    expect(
      keys.filter((k) => !englishKeys.includes(k)),
      "keys English lacks",
    ).toEqual([])
    expect(
      englishKeys.filter((k) => !keys.includes(k)),
      "keys missing",
    ).toEqual([])
  })

  it.each([...locales])("%s has no empty message", (locale) => {
    const catalogue = catalogueFor(locale)
    const empty = flattenKeys(catalogue).filter((key) => {
      const value = lookup(catalogue, key)
      return typeof value !== "string" || value.trim() === ""
    })
    expect(empty).toEqual([])
  })

  it.each(others)("%s uses the same {{placeholders}} as English", (locale) => {
    const catalogue = catalogueFor(locale)
    const english = catalogueFor("en")
    const mismatched = englishKeys.filter(
      (key) =>
        JSON.stringify(placeholders(String(lookup(catalogue, key)))) !==
        JSON.stringify(placeholders(String(lookup(english, key)))),
    )
    expect(mismatched).toEqual([])
  })
})
