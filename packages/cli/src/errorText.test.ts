import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EXIT } from "./exitCodes.js"
import { runVsme } from "./testing/cliKit.js"

/** A server that refuses every call with the error of the test at hand. */
let refusal: { readonly status: number; readonly error: object } = { status: 500, error: {} }
let server: Server
let url = ""
beforeAll(async () => {
  server = createServer((_, res) => {
    res.writeHead(refusal.status, { "content-type": "application/json" })
    res.end(JSON.stringify([{ error: refusal.error, status: refusal.status }]))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const status = (lang: string) =>
  runVsme(["--lang", lang, "status", "--server", url], {
    VSME_CONFIG: path.join(mkdtempSync(path.join(tmpdir(), "vsme-cli-")), "config.json"),
  })

describe("a refused call in the CLI", () => {
  it("says when to try again after RateLimited, in words, in every language", async () => {
    refusal = { status: 429, error: { _tag: "RateLimited", retryAfterSeconds: 5 * 3600 + 20 * 60 } }
    const runs = await Promise.all(["en", "fi", "sv"].map(status))
    expect(runs.map((r) => [r.code, r.err.trim()])).toEqual([
      [EXIT.failure, "Too many attempts. Try again in 5.5 hours."],
      [EXIT.failure, "Liian monta yritystä. Yritä uudelleen 5,5 tunnin päästä."],
      [EXIT.failure, "För många försök. Försök igen om 5,5 timmar."],
    ])
  })

  it("lists an InvalidInput's issues, each with its path and translated message", async () => {
    refusal = {
      status: 400,
      error: {
        _tag: "InvalidInput",
        issues: [
          { path: ["businessId"], message: "validation.invalidBusinessId" },
          { path: ["company", "name"], message: "validation.tooLong" },
        ],
      },
    }
    const fi = await status("fi")
    expect(fi.code).toBe(EXIT.failure)
    expect(fi.err.trimEnd().split("\n")).toEqual([
      "Tapahtui virhe. Tarkista lomakkeen kentät ja yritä uudelleen.",
      "  businessId: Anna kelvollinen Y-tunnus (esim. 1234567-1)",
      "  company.name: Liian pitkä",
    ])
  })
})
