import { CrashReport } from "@vsme/sdk"
import { Schema } from "effect"
import { describe, expect, it, vi } from "vitest"
import { createCrashReporter } from "./reportCrash.js"

const details = {
  error: new Error("boom"),
  errorBoundaryId: "app-root",
  currentPath: "/reports/1",
  componentStack: "\n    at Broken\n    at App",
}

describe("createCrashReporter", () => {
  it("posts the spec §7 payload with bearer and account-id headers", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    const report = createCrashReporter({
      fetch,
      getAccessToken: () => "token-1",
      getAccountId: () => "account-1",
      buildId: "abc123",
    })
    await report(details)
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe("/api/log")
    expect(init.method).toBe("POST")
    expect(init.headers).toMatchObject({ authorization: "Bearer token-1", "x-account-id": "account-1" })
    const body = JSON.parse(String(init.body))
    expect(Schema.decodeUnknownSync(CrashReport)(body)).toBeTruthy()
    expect(body).toMatchObject({
      level: "error",
      data: {
        errorBoundaryId: "app-root",
        currentPath: "/reports/1",
        componentStack: details.componentStack,
        buildId: "abc123",
      },
    })
    expect(body.data.error).toContain("boom")
  })

  it("sends no credentials it does not have, and clips fields the server would refuse", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    const report = createCrashReporter({
      fetch,
      getAccessToken: () => null,
      getAccountId: () => null,
      buildId: "dev",
    })
    await report({ ...details, error: "x".repeat(10_000), componentStack: undefined })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.headers).not.toHaveProperty("authorization")
    expect(init.headers).not.toHaveProperty("x-account-id")
    const body = JSON.parse(String(init.body))
    expect(body.data.error).toHaveLength(4000)
    expect(body.data).not.toHaveProperty("componentStack")
    expect(Schema.decodeUnknownSync(CrashReport)(body)).toBeTruthy()
  })

  it("ignores a failing request", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("offline")
    })
    const report = createCrashReporter({
      fetch,
      getAccessToken: () => null,
      getAccountId: () => null,
      buildId: "dev",
    })
    await expect(report(details)).resolves.toBeUndefined()
  })
})
