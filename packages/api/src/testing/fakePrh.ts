import { readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { workspaceRoot } from "../config.js"

/** A recorded answer of the business register, from `fixtures/prh/` (see fixtures/README.md). */
export const prhFixture = (name: "companies-0112038-9" | "companies-empty"): string =>
  readFileSync(path.join(workspaceRoot, "fixtures/prh", `${name}.json`), "utf8")

/** How the fake register answers one Business ID. */
export type PrhBehaviour =
  { readonly status: number; readonly body: string; readonly contentType?: string } | { readonly hang: true }

/**
 * A local HTTP server in place of avoindata.prh.fi: `GET /opendata-ytj-api/v3/companies?businessId=…`
 * answers what the test set for that Business ID, else the recorded empty answer. It records the
 * requests, so tests can see the cache at work. No test ever reaches the real register.
 */
export const startFakePrh = async () => {
  const behaviours = new Map<string, PrhBehaviour>([
    ["0112038-9", { status: 200, body: prhFixture("companies-0112038-9") }],
  ])
  const requests: string[] = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    requests.push(`${req.method} ${url.pathname}${url.search}`)
    if (url.pathname !== "/opendata-ytj-api/v3/companies") {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found")
      return
    }
    const behaviour = behaviours.get(url.searchParams.get("businessId") ?? "") ?? {
      status: 200,
      body: prhFixture("companies-empty"),
    }
    if ("hang" in behaviour) {
      hanging.add(res)
      return
    }
    res
      .writeHead(behaviour.status, { "content-type": behaviour.contentType ?? "application/json" })
      .end(behaviour.body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    /** The base URL, as `PRH_BASE_URL` would be configured. */
    url: `http://127.0.0.1:${port}/opendata-ytj-api/v3/`,
    requests,
    answer: (businessId: string, behaviour: PrhBehaviour) => behaviours.set(businessId, behaviour),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
