import { randomBytes } from "node:crypto"
import { mkdir, open, unlink } from "node:fs/promises"
import path from "node:path"
import type { Db } from "../db/database.js"

/** Why the storage is unusable, as /readyz names it. */
export type StorageProblem = "dataDirUnwritable" | "databaseReadOnly" | "recentWriteFailure"

/** How long a write that failed for lack of storage keeps the process out of rotation. */
export const storageFailureHoldMs = 30_000

export interface StorageHealth {
  /** A request's write failed with a storage error (storageErrors.ts). */
  readonly noteFailure: () => void
  /** What makes the storage unusable now, or null. */
  readonly problem: () => Promise<StorageProblem | null>
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code

/**
 * Creates the folder when it is missing. Not `mkdir(…, { recursive: true })` on the folder itself:
 * where a file system refuses the name with ENOENT (as /proc does), Node's recursive mkdir retries
 * forever and holds a thread of the pool; only the parent is made recursively.
 */
const ensureFolder = async (folder: string) => {
  try {
    await mkdir(folder)
  } catch (error) {
    if (errorCode(error) === "EEXIST") return
    if (errorCode(error) !== "ENOENT") throw error
    await mkdir(path.dirname(folder), { recursive: true })
    await mkdir(folder).catch((again: unknown) => {
      if (errorCode(again) !== "EEXIST") throw again
    })
  }
}

/**
 * Writes, syncs and removes a small file in DATA_DIR: a read-only mount, a folder we may not write,
 * a full disk or an exhausted quota all fail here. The name is random, so processes sharing the
 * folder do not trip over each other.
 */
const probeDataDir = async (dataDir: string) => {
  await ensureFolder(dataDir)
  const probe = path.join(dataDir, `.readyz-${process.pid}-${randomBytes(4).toString("hex")}`)
  const file = await open(probe, "w")
  try {
    await file.writeFile("ready\n")
    await file.sync()
  } finally {
    await file.close()
    await unlink(probe).catch(() => {})
  }
}

/**
 * The storage half of readiness (issue 15): DATA_DIR takes a file (the e-invoice outbox, and the
 * embedded database's folder, live there), the database is not read-only, and no write failed for
 * lack of storage in the last half minute (a full database disk shows only when something is
 * written). A process that cannot store uploads should be taken out of rotation, not keep answering.
 */
export const createStorageHealth = (deps: {
  readonly dataDir: string
  readonly db: Db
  readonly now: () => Date
}): StorageHealth => {
  let lastFailureMs: number | null = null
  return {
    noteFailure: () => {
      lastFailureMs = deps.now().getTime()
    },
    problem: async () => {
      if (lastFailureMs !== null && deps.now().getTime() - lastFailureMs < storageFailureHoldMs)
        return "recentWriteFailure"
      try {
        await probeDataDir(deps.dataDir)
      } catch {
        return "dataDirUnwritable"
      }
      const result = (await deps.db.raw("show transaction_read_only")) as {
        rows: Array<{ transaction_read_only: string }>
      }
      return result.rows[0]?.transaction_read_only === "on" ? "databaseReadOnly" : null
    },
  }
}
