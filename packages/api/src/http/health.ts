import type Router from "@koa/router"
import type { Db } from "../db/database.js"
import { pingDatabase } from "../db/database.js"

const readinessTimeoutMs = 2000

/**
 * `/healthz`: the process is alive (no dependencies checked, so a database outage does not get the
 * process restarted). `/readyz`: the process can serve, i.e. the database answers in time.
 */
export const mountHealth = (router: Router, deps: { db: Db; buildId: string }) => {
  router.get("/healthz", (ctx) => {
    ctx.set("cache-control", "no-store")
    ctx.body = { status: "ok", version: deps.buildId }
  })
  router.get("/readyz", async (ctx) => {
    ctx.set("cache-control", "no-store")
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("database ping timed out")), readinessTimeoutMs)
    })
    try {
      await Promise.race([pingDatabase(deps.db), timeout])
      ctx.body = { status: "ready", database: "ok" }
    } catch (error) {
      ctx.state.log.warn({ err: error }, "readiness check failed")
      ctx.status = 503
      ctx.body = { status: "unavailable", database: "unreachable" }
    } finally {
      clearTimeout(timer)
    }
  })
}
