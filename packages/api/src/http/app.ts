import Koa from "koa"
import Router from "@koa/router"
import type { AnyProcedure } from "@vsme/sdk"
import type { Authenticator } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Handlers } from "../procedures/index.js"
import type { FileRoute } from "./fileRoutes.js"
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
}

/** The Koa application: middleware order is request id → defects → headers → routes → web app. */
export const createApp = (deps: AppDeps) => {
  const app = new Koa({ proxy: deps.config.trustProxy })
  const router = new Router()
  mountHealth(router, { db: deps.db, buildId: deps.config.buildId })
  mountRpc(router, deps)
  mountFileRoutes(router, deps, deps.fileRoutes ?? fileRoutes)
  mountCrashLog(router, deps)
  mountOidcRoutes(router, deps)
  app.use(requestContext(deps.logger))
  app.use(defects)
  app.use(securityHeaders)
  app.use(router.routes())
  app.use(router.allowedMethods())
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
