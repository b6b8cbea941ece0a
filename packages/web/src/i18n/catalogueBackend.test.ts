import { locales } from "@vsme/core"
import type { ReadCallback } from "i18next"
import { describe, expect, it } from "vitest"
import { catalogueBackend, loadCatalogue } from "./catalogueBackend.js"
import { catalogueFor } from "./resources.js"

const read = (language: string) =>
  new Promise<{ error: unknown; data: unknown }>((resolve) => {
    const callback: ReadCallback = (error, data) => resolve({ error, data })
    catalogueBackend.read(language, "translation", callback)
  })

describe("the browser's catalogue backend (one language per chunk)", () => {
  it.each([...locales])("hands i18next the merged %s catalogue", async (locale) => {
    expect(await loadCatalogue(locale)).toEqual(catalogueFor(locale))
    const { error, data } = await read(locale)
    expect(error).toBeNull()
    expect(data).toEqual(catalogueFor(locale))
  })

  it("reads a language we do not have as empty, so i18next falls back to English", async () => {
    expect(await read("nb")).toEqual({ error: null, data: {} })
  })
})
