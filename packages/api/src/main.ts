import { ConfigError, loadConfig } from "./config.js"
import { createLogger } from "./log.js"
import { describeDemoCredentials, seedDemoData } from "./demo/demoData.js"
import { startServer } from "./server.js"

/** `node dist/main.js`: validate the configuration, start, and stop gracefully on SIGTERM/SIGINT. */
const main = async () => {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(78) // EX_CONFIG
    }
    throw error
  }
  const logger = createLogger(config.logLevel)
  const running = await startServer({ config, logger })
  logger.info({ url: running.url, version: config.buildId, env: config.appEnv }, "listening")
  const demo = config.demoData ? await seedDemoData(running.db, new Date()) : null
  if (demo)
    logger.info({ users: [demo.superadmin.email, demo.owner.email, demo.user.email] }, "demo data created")
  process.stdout.write(
    `\n  VSME is running at ${running.url}\n${demo ? describeDemoCredentials(demo, running.url) : ""}\n`,
  )

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down")
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed")
        process.exit(1)
      },
    )
  }
  process.once("SIGTERM", () => shutdown("SIGTERM"))
  process.once("SIGINT", () => shutdown("SIGINT"))
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
