import { afterEach, beforeEach, vi } from "vitest"

// An unexpected console.error is a bug that a passing assertion would hide: fail the test instead.
let spy: ReturnType<typeof vi.spyOn> | undefined
beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(" ")}`)
  })
})
afterEach(() => spy?.mockRestore())
