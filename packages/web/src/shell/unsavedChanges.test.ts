import { describe, expect, it, vi } from "vitest"
import { hasUnsavedChanges, markSaved, markUnsaved, subscribeUnsavedChanges } from "./unsavedChanges.js"

describe("unsaved changes registry", () => {
  it("is dirty while any form is unsaved and tells subscribers when that changes", () => {
    const listener = vi.fn()
    const unsubscribe = subscribeUnsavedChanges(listener)
    markUnsaved("report:1")
    markUnsaved("report:1")
    markUnsaved("report:2")
    expect(hasUnsavedChanges()).toBe(true)
    markSaved("report:1")
    expect(hasUnsavedChanges()).toBe(true)
    markSaved("report:2")
    expect(hasUnsavedChanges()).toBe(false)
    expect(listener).toHaveBeenCalledTimes(4)
    unsubscribe()
  })
})
