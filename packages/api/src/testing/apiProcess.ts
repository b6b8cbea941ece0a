import { spawn } from "node:child_process"
import path from "node:path"
import { fileURLToPath } from "node:url"
import type { DatabaseTarget, DbOrTrx } from "../db/database.js"
import { apiTokenPrefix } from "../identity/authenticator.js"
import { randomToken, sha256Hex } from "../identity/secrets.js"

/** packages/api: the working directory of a child API process (tsx resolves from here). */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")

/** A real API process (`src/main.ts`, the production entry point) started by a test. */
export interface ApiProcess {
  readonly url: string
  readonly pid: number
  /** Every structured log line the process wrote so far, parsed. */
  readonly logLines: () => ReadonlyArray<Record<string, unknown>>
  /** SIGKILL: the process ends at once, as in a power cut or an out-of-memory kill; nothing shuts down. */
  readonly kill: () => Promise<void>
  /** SIGTERM: the graceful shutdown of main.ts. */
  readonly stop: () => Promise<void>
}

/**
 * The environment that points an API process at a test database: PGlite in a data folder (one
 * process at a time may own it), or a PostgreSQL schema, named by `search_path` in the connection
 * string's `options` so that the process needs no other setting.
 */
export const databaseEnv = (
  target: DatabaseTarget,
): { readonly DATABASE_URL: string; readonly DATA_DIR?: string } => {
  switch (target.kind) {
    case "pglite":
      // Empty DATABASE_URL counts as unset (config.ts): the embedded database of DATA_DIR.
      return { DATABASE_URL: "", DATA_DIR: target.dataDir }
    case "pglite-memory":
      throw new Error("an in-memory database cannot be shared with another process")
    case "postgres": {
      if (!target.searchPath) return { DATABASE_URL: target.url }
      const url = new URL(target.url)
      url.searchParams.set("options", `-c search_path=${target.searchPath}`)
      return { DATABASE_URL: url.toString() }
    }
  }
}

/**
 * Starts `node src/main.ts` (from the TypeScript sources, like the tests) with `env` on a free port,
 * and answers once it says where it listens. The child's output is read continuously (a full pipe would stall
 * it) and kept as parsed log lines. `env` is the child's whole environment.
 */
export const startApiProcess = async (
  env: Readonly<Record<string, string | undefined>>,
  options: { readonly timeoutMs?: number } = {},
): Promise<ApiProcess> => {
  const child = spawn(process.execPath, ["--conditions=vsme-source", "--import", "tsx", "src/main.ts"], {
    cwd: apiRoot,
    env: {
      DEMO_DATA: "off",
      LOG_LEVEL: "info",
      BUILD_ID: "test-build",
      WEB_DIST: "/nonexistent",
      ATTESTATION_MAX_NUMBER: "2000",
      TRUST_PROXY: "true",
      // Nothing leaves the machine.
      PRH_BASE_URL: "http://127.0.0.1:9",
      AI_BASE_URL: "http://127.0.0.1:9",
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const lines: Record<string, unknown>[] = []
  const errors: string[] = []
  let pending = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`API process did not start in time:\n${errors.join("")}`))
    }, options.timeoutMs ?? 120_000)
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      pending += chunk
      const complete = pending.split("\n")
      pending = complete.pop() ?? ""
      for (const line of complete) {
        if (line.startsWith("{")) lines.push(JSON.parse(line) as Record<string, unknown>)
        // main.ts announces its address in plain text, whatever the log level.
        const listening = /VSME is running at (http:\/\/\S+)/.exec(line)
        if (listening) {
          clearTimeout(timer)
          resolve(listening[1]!)
        }
      }
    })
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => errors.push(chunk))
    child.once("exit", (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`API process exited (${code ?? signal}) before listening:\n${errors.join("")}`))
    })
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    url,
    pid: child.pid!,
    logLines: () => lines,
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  }
}

/**
 * A personal API token for a user, stored as the API stores one (hashed): the real authenticator's
 * credential that needs no attestation, for tests that call a process they cannot share memory with.
 */
export const insertApiToken = async (db: DbOrTrx, userId: string): Promise<string> => {
  const token = `${apiTokenPrefix}${randomToken(24)}`
  await db("api_tokens").insert({
    user_id: userId,
    name: "test",
    prefix: token.slice(0, 13),
    token_hash: sha256Hex(token),
  })
  return token
}
