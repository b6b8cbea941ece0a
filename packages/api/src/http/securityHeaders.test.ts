import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { filesPath, rpcPath } from "@vsme/sdk"
import { startTestServer, type TestServer } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"

/**
 * The security headers of every kind of answer (issue 10): the web app's pages and assets, procedure
 * answers, file-route refusals, unknown API paths and health checks.
 */
const webDist = mkdtempSync(path.join(tmpdir(), "vsme-web-"))
mkdirSync(path.join(webDist, "assets"))
writeFileSync(
  path.join(webDist, "index.html"),
  '<!doctype html><script type="module" src="/assets/app.js"></script>',
)
writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('app')")
// The production server's headers, its own authenticator included.
const server = useTestServerWithRealSignIn({ env: { WEB_DIST: webDist } })
/** A second server, as a deployment with no proxy in front: TRUST_PROXY is read at start. */
let untrusting: TestServer
beforeAll(async () => {
  untrusting = await startTestServer({ env: { WEB_DIST: webDist, TRUST_PROXY: "false" } })
})
afterAll(async () => {
  await untrusting.stop()
  rmSync(webDist, { recursive: true, force: true })
})

const answers = () =>
  [
    ["the page of a client-side route", "/reports/123", { accept: "text/html" }],
    ["a hashed asset", "/assets/app.js", {}],
    ["a procedure answer", `${rpcPath}/root.version`, {}],
    ["a refused procedure call", `${rpcPath}/profile.get`, {}],
    ["a refused file route", `${filesPath}/attachments/00000000-0000-4000-8000-000000000000`, {}],
    ["an unknown API path", "/api/nothing-here", {}],
    ["the health check", "/healthz", {}],
  ] as const

/** The directives of a Content-Security-Policy header, by name. */
const directives = (policy: string) =>
  new Map(
    policy.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/)
      return [name!, values] as const
    }),
  )

describe("security headers", () => {
  for (const [what, url, headers] of answers()) {
    it(`are set on ${what}`, async () => {
      const response = await fetch(server.url + url, { headers })
      const policy = directives(response.headers.get("content-security-policy") ?? "")
      expect(policy.get("default-src")).toEqual(["'self'"])
      // Scripts only from our own origin: no inline scripts, no eval, no other hosts or schemes.
      expect(policy.get("script-src")).toEqual(["'self'"])
      expect(policy.get("object-src")).toEqual(["'none'"])
      expect(policy.get("base-uri")).toEqual(["'self'"])
      expect(policy.get("form-action")).toEqual(["'self'"])
      expect(policy.get("frame-ancestors")).toEqual(["'none'"])
      expect(response.headers.get("x-frame-options")).toBe("DENY")
      expect(response.headers.get("x-content-type-options")).toBe("nosniff")
      expect(response.headers.get("referrer-policy")).toBe("same-origin")
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin")
      expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin")
      expect(response.headers.get("permissions-policy")).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      )
      // Plain HTTP: no HSTS, or a newcomer's http://127.0.0.1 setup would be pinned to HTTPS.
      expect(response.headers.get("strict-transport-security")).toBeNull()
    })
  }

  it("serve the web app's HTML and scripts under that policy", async () => {
    const page = await fetch(`${server.url}/`, { headers: { accept: "text/html" } })
    expect(page.headers.get("content-type")).toMatch(/^text\/html/)
    expect(await page.text()).toContain("/assets/app.js")
    const script = await fetch(`${server.url}/assets/app.js`)
    expect(script.headers.get("content-type")).toMatch(/javascript/)
  })

  it("add HSTS for a year, subdomains included, when a trusted proxy says the request came over TLS", async () => {
    for (const [, url, headers] of answers()) {
      const response = await fetch(server.url + url, {
        headers: { ...headers, "x-forwarded-proto": "https" },
      })
      const hsts = response.headers.get("strict-transport-security") ?? ""
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
      expect(hsts).toContain("includeSubDomains")
    }
  })

  it("do not add HSTS on the say-so of a client when no proxy is trusted", async () => {
    const response = await fetch(`${untrusting.url}/healthz`, { headers: { "x-forwarded-proto": "https" } })
    expect(response.headers.get("strict-transport-security")).toBeNull()
  })
})
