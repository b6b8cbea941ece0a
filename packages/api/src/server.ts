import http from "node:http"
import type { AddressInfo } from "node:net"
import type { AnyProcedure } from "@vsme/sdk"
import type { Authenticator } from "./auth/Caller.js"
import type { Config } from "./config.js"
import { describeTarget, migrateToLatest, openDatabase, type DatabaseTarget, type Db } from "./db/database.js"
import { createApp } from "./http/app.js"
import type { FileRoute } from "./http/fileRoutes.js"
import type { Logger } from "./log.js"
import { createAuthenticator, type CachedCaller } from "./identity/authenticator.js"
import { createCallerCache } from "./identity/callerCache.js"
import { listenForChanges } from "./db/changeFeed.js"
import { createReadCache } from "./http/readCache.js"
import { maintenanceIntervalMs, pruneExpiredSecurityRecords } from "./identity/maintenance.js"
import { pruneShareAccessLog } from "./sharing/accessLogRetention.js"
import { startBillingJobs } from "./billing/renewalJob.js"
import { findAccountAccess } from "./accounts/accountAccess.js"
import { createServices, type Services } from "./services.js"
import { startSummaryWorker } from "./aiSummary/summaryWorker.js"
import { handlers as defaultHandlers, type Handlers } from "./procedures/index.js"

/** How long a stopping process waits for mail being sent; the SMTP timeouts bound each send. */
const mailShutdownGraceMs = 5_000

export interface RunningServer {
  readonly url: string
  readonly db: Db
  readonly services: Services
  readonly server: http.Server
  /** Stops taking connections, lets in-flight requests finish (up to the timeout), closes the pool. */
  readonly close: () => Promise<void>
}

export interface StartOptions {
  readonly config: Config
  readonly logger: Logger
  /** Defaults to the configured database (DATABASE_URL, else PGlite in DATA_DIR). */
  readonly target?: DatabaseTarget
  /** An already open database (tests share one per file). It is not closed by `close`. */
  readonly db?: Db
  readonly authenticator?: Authenticator
  readonly handlers?: Handlers
  /** Replaces the clock of the services (tests). */
  readonly now?: () => Date
  readonly procedures?: ReadonlyMap<string, AnyProcedure>
  /** Replaces the file routes (tests mount extra ones). */
  readonly fileRoutes?: ReadonlyArray<FileRoute>
}

export const configuredTarget = (config: Config): DatabaseTarget =>
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: config.dataDir }

/** Opens the database, migrates it, and listens. */
export const startServer = async (options: StartOptions): Promise<RunningServer> => {
  const { config, logger } = options
  const target = options.target ?? configuredTarget(config)
  const ownsDb = !options.db
  const db = options.db ?? openDatabase(target)
  if (ownsDb) {
    const applied = await migrateToLatest(db)
    logger.info({ database: describeTarget(target), applied }, "database ready")
  }
  let url = ""
  const services = await createServices({
    config,
    db,
    logger,
    url: () => url,
    ...(options.now ? { now: options.now } : {}),
  })
  // Browser callers (decision 034) and the report form's reads (decision 036) are kept in memory while
  // the database's change feed vouches for them.
  const changes = await listenForChanges(db, logger)
  const app = createApp({
    config,
    db,
    logger,
    handlers: options.handlers ?? defaultHandlers,
    authenticator:
      options.authenticator ??
      createAuthenticator(services, findAccountAccess, createCallerCache<CachedCaller>(changes)),
    services,
    ...(config.readCache ? { readCache: createReadCache(changes) } : {}),
    ...(options.procedures ? { procedures: options.procedures } : {}),
    ...(options.fileRoutes ? { fileRoutes: options.fileRoutes } : {}),
  })
  const server = http.createServer(app.callback())
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(config.port, config.host, () => resolve())
  }).catch(async (error: unknown) => {
    await changes.close()
    throw error
  })
  const { port } = server.address() as AddressInfo
  const host = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host
  url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`
  const prune = () =>
    Promise.all([
      pruneExpiredSecurityRecords(db, services.now()).catch((error: unknown) =>
        logger.warn({ err: error }, "pruning expired security records failed"),
      ),
      pruneShareAccessLog(db, services.now()).catch((error: unknown) =>
        logger.warn({ err: error }, "pruning the share access log failed"),
      ),
    ])
  void prune()
  const maintenance = setInterval(() => void prune(), maintenanceIntervalMs)
  maintenance.unref()
  // Subscription renewals and invoice delivery (issue 9); several processes may run them at once.
  const billingJobs = config.billing.jobs
    ? startBillingJobs({
        db,
        seller: config.billing.seller,
        invoices: services.invoices,
        logger,
        now: services.now,
      })
    : null
  // Mail queued before a restart (or by a process that stopped) goes out now, then every half minute.
  services.mailer.start()
  // Data requests being sent, and their reminders (issue 32): claimed in the database, so several
  // processes share the work.
  services.requestJobs.start()
  // AI summaries (issue 8): every process works the shared job table and recovers a dead one's jobs.
  const aiSummaryWorker = startSummaryWorker({ db, logger, config: config.aiSummary })

  let closing: Promise<void> | undefined
  const close = () =>
    (closing ??= (async () => {
      clearInterval(maintenance)
      await billingJobs?.stop()
      await services.requestJobs.stop()
      // Running summaries go back to the queue at once, for the next process to finish.
      const workerStopped = aiSummaryWorker.stop()
      const drained = new Promise<void>((resolve) => server.close(() => resolve()))
      // Keep-alive sockets become idle as their last response ends; close them as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 50)
      server.closeIdleConnections()
      const timer = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs)
      await drained
      clearInterval(sweep)
      clearTimeout(timer)
      // Sends in flight finish (briefly); the rest stays queued for the next process.
      await services.mailer.stop(Math.min(config.shutdownTimeoutMs, mailShutdownGraceMs))
      await workerStopped
      await changes.close()
      if (ownsDb) await db.destroy()
    })())
  return { url, db, services, server, close }
}
