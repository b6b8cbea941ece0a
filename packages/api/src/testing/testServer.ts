import { Writable } from "node:stream"
import type { AnyProcedure } from "@vsme/sdk"
import type { Authenticator } from "../auth/Caller.js"
import { loadConfig, type Config } from "../config.js"
import { createLogger } from "../log.js"
import type { Handlers } from "../procedures/index.js"
import type { FileRoute } from "../http/fileRoutes.js"
import { startServer, type RunningServer } from "../server.js"
import { createTestDatabase, type TestDatabase } from "./testDatabase.js"

export interface TestServer extends RunningServer {
  readonly config: Config
  readonly database: TestDatabase
  /** Every structured log line written so far, parsed. */
  readonly logLines: () => ReadonlyArray<Record<string, unknown>>
  readonly stop: () => Promise<void>
}

/** A real API server on a free port over a test database of its own, with its log captured. */
export const startTestServer = async (
  options: {
    readonly env?: Record<string, string>
    readonly authenticator?: Authenticator
    readonly handlers?: Handlers
    readonly procedures?: ReadonlyMap<string, AnyProcedure>
    readonly fileRoutes?: ReadonlyArray<FileRoute>
    readonly now?: () => Date
  } = {},
): Promise<TestServer> => {
  const config = loadConfig({
    PORT: "0",
    BUILD_ID: "test-build",
    LOG_LEVEL: "info",
    WEB_DIST: "/nonexistent",
    // Cheap proofs of work: tests solve many challenges.
    ATTESTATION_MAX_NUMBER: "2000",
    // Each simulated browser sends an address of its own, so per-IP limits apply per browser.
    TRUST_PROXY: "true",
    ...options.env,
  })
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n"))
        if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const database = await createTestDatabase()
  const running = await startServer({
    config,
    logger: createLogger(config.logLevel, sink),
    db: database.db,
    ...(options.authenticator ? { authenticator: options.authenticator } : {}),
    ...(options.handlers ? { handlers: options.handlers } : {}),
    ...(options.procedures ? { procedures: options.procedures } : {}),
    ...(options.fileRoutes ? { fileRoutes: options.fileRoutes } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  return {
    ...running,
    config,
    database,
    logLines: () => lines,
    stop: async () => {
      await running.close()
      await database.destroy()
    },
  }
}
