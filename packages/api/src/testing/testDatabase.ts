import { randomBytes } from "node:crypto"
import { migrateToLatest, openDatabase, type DatabaseTarget, type Db } from "../db/database.js"

export interface TestDatabase {
  readonly db: Db
  readonly target: DatabaseTarget
  readonly kind: "pglite" | "postgres"
  readonly destroy: () => Promise<void>
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or (VSME_TEST_DB=postgres) a
 * fresh schema on the server named by DATABASE_URL, dropped afterwards.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const kind = process.env.VSME_TEST_DB === "postgres" ? "postgres" : "pglite"
  if (kind === "pglite") {
    const target: DatabaseTarget = { kind: "pglite-memory" }
    const db = openDatabase(target)
    await migrateToLatest(db)
    return { db, target, kind, destroy: () => db.destroy() }
  }
  const url = process.env.DATABASE_URL
  if (!url) throw new Error("VSME_TEST_DB=postgres needs DATABASE_URL")
  const schema = `test_${randomBytes(6).toString("hex")}`
  const admin = openDatabase({ kind: "postgres", url })
  await admin.raw(`create schema "${schema}"`)
  const target: DatabaseTarget = { kind: "postgres", url, searchPath: schema }
  const db = openDatabase(target)
  await migrateToLatest(db)
  return {
    db,
    target,
    kind,
    destroy: async () => {
      await db.destroy()
      await admin.raw(`drop schema "${schema}" cascade`)
      await admin.destroy()
    },
  }
}
