import { describe, expect, it } from "vitest"
import { startTestServer } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"

const server = useTestServerWithRealSignIn()

describe("health endpoints", () => {
  it("answers alive and ready while the database answers, then not ready when it is gone", async () => {
    // A server of its own: this test destroys its database.
    const doomed = await startTestServer()
    try {
      const health = await fetch(`${doomed.url}/healthz`)
      expect(health.status).toBe(200)
      expect(await health.json()).toEqual({ status: "ok", version: "test-build" })
      const ready = await fetch(`${doomed.url}/readyz`)
      expect(ready.status).toBe(200)

      await doomed.database.db.destroy()
      const down = await fetch(`${doomed.url}/readyz`)
      expect(down.status).toBe(503)
      expect((await fetch(`${doomed.url}/healthz`)).status).toBe(200)
    } finally {
      await doomed.close()
      await doomed.database.destroy().catch(() => {})
    }
  })

  it("sets security headers and a request id on every answer", async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: { "x-request-id": "proxy-request-123" } })
    expect(res.headers.get("x-request-id")).toBe("proxy-request-123")
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(res.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(res.headers.get("x-content-type-options")).toBe("nosniff")
    expect(res.headers.get("strict-transport-security")).toBeNull()
    const https = await fetch(`${server.url}/healthz`, {
      headers: { "x-forwarded-proto": "https", "x-request-id": "<script>" },
    })
    expect(https.headers.get("strict-transport-security")).toContain("max-age=")
    expect(https.headers.get("x-request-id")).not.toBe("<script>")
  })
})
