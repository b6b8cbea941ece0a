import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "../testing/index.js"

let server: TestServer
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "vsme-web-"))
  mkdirSync(path.join(dist, "assets"))
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>VSME</title>")
  writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)")
  // What `sourcemap: true` leaves beside the bundles: the server must not hand it out.
  writeFileSync(path.join(dist, "assets", "index-abc123.js.map"), '{"version":3,"sources":["src/main.tsx"]}')
  writeFileSync(path.join(dist, "stray.js.map"), '{"version":3}')
  server = await startTestServer({ env: { WEB_DIST: dist } })
})
afterAll(() => server.stop())

describe("serving the web app", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("max-age=31536000,immutable")
  })

  it("falls back to index.html, revalidated, for client-side routes", async () => {
    const res = await fetch(`${server.url}/reports/123/review`, { headers: { accept: "text/html" } })
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("no-cache")
    expect(await res.text()).toContain("<title>VSME</title>")
  })

  it("answers 404 for a missing asset and JSON 404 for unknown API paths", async () => {
    expect((await fetch(`${server.url}/assets/missing.js`)).status).toBe(404)
    const api = await fetch(`${server.url}/api/nothing`, { headers: { accept: "text/html" } })
    expect(api.status).toBe(404)
    expect(await api.json()).toEqual({ error: { _tag: "NotFound" } })
  })

  it("never serves source maps, however the path is spelt (issue 15)", async () => {
    for (const mapPath of [
      "/assets/index-abc123.js.map",
      "/assets/index-abc123.js.m%61p",
      "/assets/index-abc123.js.MAP",
      "/stray.js.map",
    ]) {
      const res = await fetch(`${server.url}${mapPath}`)
      expect(res.status, mapPath).toBe(404)
      expect(await res.text(), mapPath).not.toContain("version")
    }
  })

  it("does not serve files outside the web folder", async () => {
    const res = await fetch(`${server.url}/assets/..%2f..%2fetc%2fpasswd`)
    expect(res.status).toBe(404)
  })
})
