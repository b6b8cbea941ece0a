import http from "node:http"
import type { AddressInfo } from "node:net"
import Koa from "koa"
import type { Db } from "@vsme/api"

/** A running yardstick server. */
export interface Yardstick {
  readonly url: string
  readonly close: () => Promise<void>
}

/** The path the yardstick answers: one user's row by id. */
export const yardstickPath = (userId: string) => `/yardstick/${userId}`

/**
 * The database-backed yardstick (issue: "Koa + one indexed query"): a bare Koa handler that runs ONE
 * indexed query (a user by primary key) on the product's own database, through the same connection
 * (knex on PGlite, or knex's pg pool on PostgreSQL), and answers the row as JSON. Nothing else: no
 * token, no session, no Schema, no logging. It runs in the bench server's process on its `db`, so
 * PGlite (one connection, one process) can be measured too; the API and the yardstick are loaded one
 * after the other, never at once.
 */
export const startYardstick = async (db: Db): Promise<Yardstick> => {
  const app = new Koa()
  app.use(async (ctx) => {
    const match = /^\/yardstick\/([0-9a-f-]{36})$/.exec(ctx.path)
    if (!match) return
    const result = (await db.raw("select id, email, display_name, locale from users where id = ?", [
      match[1]!,
    ])) as { rows: unknown[] }
    ctx.type = "application/json"
    ctx.body = JSON.stringify(result.rows[0] ?? null)
  })
  const server = http.createServer(app.callback())
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
