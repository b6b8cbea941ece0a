import { readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import Koa from "koa"
import { announceFailure, announceReady } from "../childProcess.js"

/** The bodies the bare server answers, by path: each scenario's real answer, captured beforehand. */
export type BareBodies = Readonly<Record<string, string>>

/**
 * The yardstick (bodies read from the JSON file BARE_BODIES_FILE): a bare Koa application in a process of its own, configured like the API's HTTP
 * server, answering each path with a fixed JSON body (the same bytes the real procedure answered).
 * Its figures measure the machine, Node and Koa; the API's figures are printed as ratios to them.
 */
const main = async () => {
  const bodies = JSON.parse(readFileSync(process.env.BARE_BODIES_FILE!, "utf8")) as BareBodies
  const buffers = new Map(Object.entries(bodies).map(([route, body]) => [route, Buffer.from(body)]))
  const app = new Koa()
  app.use(async (ctx) => {
    const body = buffers.get(ctx.path)
    if (!body) return
    ctx.type = "application/json"
    ctx.body = body
  })
  const server = http.createServer(app.callback())
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  announceReady({ url: `http://127.0.0.1:${port}` }, async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
}

main().catch(announceFailure)
