import { locales } from "@vsme/core"
import type { ReadCallback } from "i18next"
import { describe, expect, it } from "vitest"
import { catalogueBackend, loadCatalogue } from "./catalogueBackend.js"
import { catalogueFor, publicGroups } from "./resources.js"

const read = (language: string, namespace = "translation") =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    const callback: ReadCallback = (error, data) => resolve({ error, data })
    catalogueBackend.read(language, namespace, callback)
  })

describe("the browser's catalogue backend (one language per chunk, in two namespaces)", () => {
  it.each([...locales])("hands i18next the merged %s catalogue in its two parts", async (locale) => {
    const first = await read(locale)
    const signedIn = await read(locale, "app")
    expect(first.error).toBeNull()
    expect(signedIn.error).toBeNull()
    expect(first.data).toEqual(await loadCatalogue(locale, "translation"))
    expect(signedIn.data).toEqual(await loadCatalogue(locale, "app"))
    // Together exactly the whole catalogue; the first part is only the public groups.
    expect({ ...(first.data as object), ...(signedIn.data as object) }).toEqual(catalogueFor(locale))
    expect(Object.keys(first.data as object).sort()).toEqual([...publicGroups].sort())
  })

  it("reads a namespace we do not have as empty", async () => {
    expect(await read("fi", "admin")).toEqual({ error: null, data: {} })
  })

  it("reads a language we do not have as empty, so i18next falls back to English", async () => {
    expect(await read("nb")).toEqual({ error: null, data: {} })
  })
})
