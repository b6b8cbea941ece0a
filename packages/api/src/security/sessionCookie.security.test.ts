import { describe, expect, it } from "vitest"
import { attestationRedeem, authRefresh, authSignOut, authSignUp, profileGet, rpcPath } from "@vsme/sdk"
import { refreshCookie } from "../identity/sessions.js"
import { solveProof } from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost, uniqueClientAddress, type RawCredentials } from "../testing/rpcRequest.js"

/**
 * The refresh cookie is the one credential a browser sends by itself, so it is the one another site
 * could try to ride (CSRF). Its flags keep it from scripts and other sites, and the refresh call
 * (a POST with a JSON body, from our own origin only) cannot be driven by another site's page: a
 * form, an image, a fetch without CORS, a sandboxed frame. A refused attempt leaves the cookie as it
 * was: it still works for its owner afterwards.
 */
const server = useTestServerWithRealSignIn()

const password = "Correct horse battery 42"
let counter = 0

/** A signed-up browser: its attestation token, access token and refresh cookie (with the raw line). */
const signedUp = async (options: { https?: boolean } = {}) => {
  const ip = uniqueClientAddress()
  const proto = options.https ? { "x-forwarded-proto": "https" } : {}
  const attestation = (
    await rpcPost(server.url, attestationRedeem, { proof: await solveProof(server.url) }, { ip })
  ).result.token as string
  const answer = await rpcPost(
    server.url,
    authSignUp,
    {
      email: `cookie.${Date.now()}.${++counter}@example.com`,
      password,
      locale: "en",
      proof: await solveProof(server.url),
    },
    { ip, attestation, headers: proto },
  )
  expect(answer.status).toBe(200)
  const line = answer.setCookies.find((l) => l.startsWith(`${refreshCookie.name}=`))!
  return {
    ip,
    attestation,
    accessToken: answer.result.accessToken as string,
    cookie: answer.refreshCookie!,
    line,
  }
}

/** The refresh call exactly as the web app makes it: same origin, JSON, the cookie. */
const honestRefresh = (browser: Awaited<ReturnType<typeof signedUp>>, cookie = browser.cookie) =>
  rpcPost(server.url, authRefresh, null, {
    ip: browser.ip,
    attestation: browser.attestation,
    refreshCookie: cookie,
    headers: { origin: server.url },
  })

describe("the refresh cookie", () => {
  it("is HttpOnly, SameSite=Strict, limited to /api and to 30 days, and not Secure over plain HTTP", async () => {
    const { line } = await signedUp()
    const flags = line.split(";").map((part) => part.trim().toLowerCase())
    expect(flags).toContain("httponly")
    expect(flags).toContain("samesite=strict")
    expect(flags).toContain("path=/api")
    expect(flags).not.toContain("secure")
    const expires = Date.parse(flags.find((f) => f.startsWith("expires="))!.slice("expires=".length))
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000)
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86_400_000 + 60_000)
  })

  it("is Secure when the request came over TLS (per the trusted proxy)", async () => {
    const { line } = await signedUp({ https: true })
    expect(line.split(";").map((part) => part.trim().toLowerCase())).toContain("secure")
  })
})

describe("CSRF of the cookie-authenticated refresh call", () => {
  it("refuses a cross-site POST, even with a JSON body, and leaves the cookie working", async () => {
    const browser = await signedUp()
    for (const origin of ["https://evil.example", "null", `${server.url}.evil.example`]) {
      const forged = await rpcPost(server.url, authRefresh, null, {
        ip: browser.ip,
        attestation: browser.attestation,
        refreshCookie: browser.cookie,
        headers: { origin },
      })
      expect(forged, origin).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
      expect(forged.setCookies).toEqual([])
    }
    expect((await honestRefresh(browser)).status).toBe(200)
  })

  it("refuses what a cross-site form can send (text/plain, urlencoded) without touching the cookie", async () => {
    const browser = await signedUp()
    for (const contentType of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const response = await fetch(`${server.url}${rpcPath}/${authRefresh.name}`, {
        method: "POST",
        headers: {
          "content-type": contentType,
          cookie: `${refreshCookie.name}=${browser.cookie}`,
          "x-forwarded-for": browser.ip,
        },
        body: "[null]",
      })
      expect(response.status, contentType).toBe(400)
      expect(response.headers.getSetCookie()).toEqual([])
    }
    expect((await honestRefresh(browser)).status).toBe(200)
  })

  it("cannot be driven by a GET (an image or link on another site)", async () => {
    const browser = await signedUp()
    const response = await fetch(
      `${server.url}${rpcPath}/${authRefresh.name}?input=${encodeURIComponent("[null]")}`,
      { headers: { cookie: `${refreshCookie.name}=${browser.cookie}`, "x-forwarded-for": browser.ip } },
    )
    expect(response.status).toBe(405)
    expect(response.headers.getSetCookie()).toEqual([])
    expect((await honestRefresh(browser)).status).toBe(200)
  })

  it("never answers a cross-origin request with CORS permission", async () => {
    const preflight = await fetch(`${server.url}${rpcPath}/${authRefresh.name}`, {
      method: "OPTIONS",
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    })
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull()
  })

  it("refuses a cross-site sign-out, so another site cannot end a session either", async () => {
    const browser = await signedUp()
    const credentials: RawCredentials = {
      ip: browser.ip,
      attestation: browser.attestation,
      accessToken: browser.accessToken,
      refreshCookie: browser.cookie,
    }
    const forged = await rpcPost(server.url, authSignOut, null, {
      ...credentials,
      headers: { origin: "https://evil.example" },
    })
    expect(forged.status).toBe(403)
    expect((await rpcPost(server.url, profileGet, null, credentials)).status).toBe(200)
    expect((await honestRefresh(browser)).status).toBe(200)
  })
})
