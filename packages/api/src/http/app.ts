import Koa from "koa"
import Router from "@koa/router"
import type { AnyProcedure } from "@vsme/sdk"
import type { Authenticator } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Handlers } from "../procedures/index.js"
import type { FileRoute } from "./fileRoutes.js"
import type { ReadCache } from "./readCache.js"
import type { Services } from "../services.js"
import { fileRoutes } from "../files/index.js"
import { mountCrashLog } from "./crashLog.js"
import { defects } from "./defects.js"
import { mountFileRoutes } from "./fileRoutes.js"
import { mountHealth } from "./health.js"
import { mountOidcRoutes } from "./oidcRoutes.js"
import { requestContext } from "./requestContext.js"
import { mountRpc } from "./rpc.js"
import { securityHeaders } from "./securityHeaders.js"
import { serveWeb } from "./staticWeb.js"
import { mountShareRoutes, sharePage } from "../sharing/shareRoutes.js"
import { createStorageHealth } from "./storageHealth.js"

export interface AppDeps {
  readonly config: Config
  readonly db: Db
  readonly logger: Logger
  readonly handlers: Handlers
  readonly authenticator: Authenticator
  readonly services: Services
  readonly procedures?: ReadonlyMap<string, AnyProcedure>
  /** The file routes served; tests mount extra ones. */
  readonly fileRoutes?: ReadonlyArray<FileRoute>
  /** Answers of the report form's reads kept between requests (decision 036). */
  readonly readCache?: ReadCache
}

/** The Koa application: middleware order is request id → defects → headers → routes → web app. */
export const createApp = (deps: AppDeps) => {
  // maxIpsCount keeps only the entries our own proxies appended: ctx.ip is the leftmost of those, so
  // an X-Forwarded-For entry the client wrote itself never becomes its address.
  const hops = deps.config.trustedProxyHops
  const app = new Koa({ proxy: hops > 0, maxIpsCount: hops })
  const router = new Router()
  const storage = createStorageHealth({ dataDir: deps.config.dataDir, db: deps.db, now: deps.services.now })
  mountHealth(router, { db: deps.db, buildId: deps.config.buildId, storage })
  mountRpc(router, deps)
  mountFileRoutes(router, deps, deps.fileRoutes ?? fileRoutes)
  mountCrashLog(router, deps)
  mountOidcRoutes(router, deps)
  mountShareRoutes(router, deps)
  app.use(requestContext(deps.logger))
  // A write that failed for lack of storage (storageErrors.ts) takes the process out of rotation.
  app.use(async (ctx, next) => {
    try {
      await next()
    } finally {
      if (ctx.state.storageFailed === true) storage.noteFailure()
    }
  })
  app.use(defects)
  app.use(securityHeaders)
  app.use(router.routes())
  app.use(router.allowedMethods())
  app.use(sharePage(deps.db, deps.services.now))
  app.use(serveWeb(deps.config.webDist))
  app.use(async (ctx, next) => {
    await next()
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith("/api/")) {
      ctx.body = { error: { _tag: "NotFound" } }
      ctx.status = 404
    }
  })
  // Koa would print errors to stderr; the defects middleware already logged them.
  app.silent = true
  return app
}
