import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { EXIT } from "./exitCodes.js"
import { runVsme } from "./testing/cliKit.js"
import { createTransport } from "./transport.js"

/** A server that answers 503 to the first `failures` requests of each path, then 200; or never. */
let server: Server
let url: string
const seen = new Map<string, number>()
beforeAll(async () => {
  server = createServer((request, response) => {
    const key = `${request.method} ${request.url}`
    const count = (seen.get(key) ?? 0) + 1
    seen.set(key, count)
    if (request.url?.startsWith("/silent")) return // never answers
    if (request.url?.startsWith("/stall")) {
      response.writeHead(200)
      response.write("first chunk")
      return // and then nothing
    }
    if (count <= 2) response.writeHead(503).end()
    else response.writeHead(200).end("ok")
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const transport = () => createTransport({ timeoutMs: 500, baseDelayMs: 1 })

describe("the CLI's transport", () => {
  it("retries a GET after 503 with backoff, and never a POST", async () => {
    const get = await transport().fetch(`${url}/get`)
    expect([get.status, await get.text()]).toEqual([200, "ok"])
    expect(seen.get("GET /get")).toBe(3)
    const post = await transport().fetch(`${url}/post`, { method: "POST", body: "x" })
    expect(post.status).toBe(503)
    expect(seen.get("POST /post")).toBe(1)
  })

  it("gives up on a server that does not answer, or stops sending, and says it timed out", async () => {
    const t = transport()
    await expect(t.fetch(`${url}/silent`)).rejects.toThrow()
    expect(t.lastFailure()).toEqual({ kind: "timeout", seconds: 0.5 })
    expect(seen.get("GET /silent")).toBe(4)
    const stalled = transport()
    const response = await stalled.fetch(`${url}/stall`)
    await expect(response.text()).rejects.toThrow()
    expect(stalled.lastFailure()).toEqual({ kind: "timeout", seconds: 0.5 })
  })

  it("makes `vsme --timeout` name the server and the time it waited", async () => {
    const run = await runVsme(["--timeout", "1", "status", "--server", `${url}/silent`], {
      VSME_CONFIG: "/nonexistent/config.json",
      VSME_LANG: "en",
    })
    expect(run.code).toBe(EXIT.unavailable)
    expect(run.err).toContain(`${url}/silent did not answer within 1 s`)
    const refused = await runVsme(["--timeout", "0", "status"], { VSME_CONFIG: "/nonexistent/config.json" })
    expect(refused.code).toBe(EXIT.usage)
  }, 30_000)
})
