import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { brotliCompressSync, gzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"

const dist = mkdtempSync(path.join(tmpdir(), "vsme-web-"))
mkdirSync(path.join(dist, "assets"))
writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>VSME</title>")
writeFileSync(
  path.join(dist, "index.html.br"),
  brotliCompressSync("<!doctype html><title>VSME</title><!-- br -->"),
)
writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)")
// What `sourcemap: true` leaves beside the bundles: the server must not hand it out.
writeFileSync(path.join(dist, "assets", "index-abc123.js.map"), '{"version":3,"sources":["src/main.tsx"]}')
writeFileSync(path.join(dist, "stray.js.map"), '{"version":3}')
// What the build's precompress step writes beside a file; each variant says which one it is.
writeFileSync(path.join(dist, "assets", "app-def456.js"), "/* identity */")
writeFileSync(path.join(dist, "assets", "app-def456.js.gz"), gzipSync("/* gzip */"))
writeFileSync(path.join(dist, "assets", "app-def456.js.br"), brotliCompressSync("/* br */"))
writeFileSync(path.join(dist, "assets", "only-gzip-1.css"), "/* identity */")
writeFileSync(path.join(dist, "assets", "only-gzip-1.css.gz"), gzipSync("/* gzip */"))
writeFileSync(path.join(dist, "assets", "index-abc123.js.map.br"), brotliCompressSync('{"version":3}'))
// The production server's own answers, its authenticator included.
const server = useTestServerWithRealSignIn({ env: { WEB_DIST: dist } })

describe("serving the web app", () => {
  it("serves hashed assets with a year-long immutable cache", async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`)
    expect(res.status).toBe(200)
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
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

/** Fetches with the given Accept-Encoding; fetch decodes the body, so the text names the variant. */
const getAsset = async (assetPath: string, acceptEncoding: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}${assetPath}`, {
    ...init,
    headers: { "accept-encoding": acceptEncoding, ...(init.headers as Record<string, string>) },
  })
  return { res, text: await res.text() }
}

describe("precompressed files (the API compresses nothing on the fly)", () => {
  it("sends brotli when the browser accepts it, with the original's type and Vary", async () => {
    const { res, text } = await getAsset("/assets/app-def456.js", "gzip, deflate, br, zstd")
    expect(text).toBe("/* br */")
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("content-type")).toMatch(/^(application|text)\/javascript/)
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i)
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    expect(res.headers.get("etag")).toMatch(/^".+-br"$/)
  })

  it("sends gzip to a browser without brotli, and when there is no brotli file", async () => {
    const gzipOnly = await getAsset("/assets/app-def456.js", "gzip, deflate")
    expect(gzipOnly.text).toBe("/* gzip */")
    expect(gzipOnly.res.headers.get("content-encoding")).toBe("gzip")
    const noBrotliFile = await getAsset("/assets/only-gzip-1.css", "br, gzip")
    expect(noBrotliFile.text).toBe("/* gzip */")
    expect(noBrotliFile.res.headers.get("content-type")).toMatch(/^text\/css/)
  })

  it("follows q-values: q=0 refuses a coding, a higher q wins over our preference", async () => {
    const brRefused = await getAsset("/assets/app-def456.js", "br;q=0, gzip")
    expect(brRefused.text).toBe("/* gzip */")
    const gzipPreferred = await getAsset("/assets/app-def456.js", "br;q=0.5, gzip;q=0.9")
    expect(gzipPreferred.text).toBe("/* gzip */")
    const bothRefused = await getAsset("/assets/app-def456.js", "br;q=0, gzip;q=0")
    expect(bothRefused.text).toBe("/* identity */")
    expect(bothRefused.res.headers.get("content-encoding")).toBeNull()
  })

  it("sends the file as it is to a client that accepts no encoding", async () => {
    for (const accept of ["identity", ""]) {
      const { res, text } = await getAsset("/assets/app-def456.js", accept)
      expect(text, accept).toBe("/* identity */")
      expect(res.headers.get("content-encoding"), accept).toBeNull()
      expect(res.headers.get("vary"), accept).toMatch(/accept-encoding/i)
    }
  })

  it("gives each encoding its own ETag and answers 304 to a matching If-None-Match", async () => {
    const br = await getAsset("/assets/app-def456.js", "br")
    const gzip = await getAsset("/assets/app-def456.js", "gzip")
    const etag = br.res.headers.get("etag")!
    expect(etag).not.toBe(gzip.res.headers.get("etag"))
    // fetch adds "Cache-Control: no-cache" to a conditional request unless told otherwise, as a reload does.
    const again = await getAsset("/assets/app-def456.js", "br", {
      headers: { "if-none-match": etag, "cache-control": "max-age=0" },
    })
    expect(again.res.status).toBe(304)
    expect(again.text).toBe("")
  })

  it("sends index.html precompressed too, revalidated", async () => {
    const res = await fetch(`${server.url}/login`, {
      headers: { accept: "text/html", "accept-encoding": "br" },
    })
    expect(await res.text()).toBe("<!doctype html><title>VSME</title><!-- br -->")
    expect(res.headers.get("content-encoding")).toBe("br")
    expect(res.headers.get("content-type")).toMatch(/^text\/html/)
    expect(res.headers.get("cache-control")).toBe("no-cache")
  })

  it("never sends the .br or .gz files by their own name, nor a compressed source map", async () => {
    for (const name of [
      "/assets/app-def456.js.br",
      "/assets/app-def456.js.gz",
      "/assets/index-abc123.js.map",
    ]) {
      const { res } = await getAsset(name, "br, gzip")
      expect(res.status, name).toBe(404)
    }
  })
})
