import type Router from "@koa/router"
import type { Db } from "../db/database.js"
import { pingDatabase } from "../db/database.js"
import type { StorageHealth } from "./storageHealth.js"

const readinessTimeoutMs = 2000

const withinReadinessTimeout = async <A>(work: Promise<A>, what: string): Promise<A> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out`)), readinessTimeoutMs)
  })
  try {
    return await Promise.race([work, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `/healthz`: the process is alive (no dependencies checked, so a database outage does not get the
 * process restarted). `/readyz`: the process can serve, i.e. the database answers in time and the
 * storage takes writes (storageHealth.ts): a read-only or full data folder takes it out of rotation.
 */
export const mountHealth = (router: Router, deps: { db: Db; buildId: string; storage: StorageHealth }) => {
  router.get("/healthz", (ctx) => {
    ctx.set("cache-control", "no-store")
    ctx.body = { status: "ok", version: deps.buildId }
  })
  router.get("/readyz", async (ctx) => {
    ctx.set("cache-control", "no-store")
    try {
      await withinReadinessTimeout(pingDatabase(deps.db), "database ping")
    } catch (error) {
      ctx.state.log.warn({ err: error }, "readiness check failed")
      ctx.status = 503
      ctx.body = { status: "unavailable", database: "unreachable" }
      return
    }
    let storage: string | null
    try {
      storage = await withinReadinessTimeout(deps.storage.problem(), "storage check")
    } catch (error) {
      ctx.state.log.warn({ err: error }, "storage check failed")
      storage = "unchecked"
    }
    if (storage !== null) {
      ctx.state.log.warn({ storage }, "readiness check failed: storage unusable")
      ctx.status = 503
      ctx.body = { status: "unavailable", database: "ok", storage }
      return
    }
    ctx.body = { status: "ready", database: "ok", storage: "ok" }
  })
}
