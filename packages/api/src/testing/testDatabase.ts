import { randomBytes } from "node:crypto"
import { PGlite } from "@electric-sql/pglite"
import knexFactory, { type Knex } from "knex"
import { migrateToLatest, openDatabase, PgliteClient, type DatabaseTarget, type Db } from "../db/database.js"

export interface TestDatabase {
  readonly db: Db
  readonly target: DatabaseTarget
  readonly kind: "pglite" | "postgres"
  readonly destroy: () => Promise<void>
}

/**
 * The data folder of a freshly migrated PGlite, made once per test worker: starting PGlite runs
 * initdb (about 3 s), loading a migrated data folder takes well under one, and with a hundred test
 * files per database that was a third of the run. Every file still gets a database of its own.
 */
let migratedPgliteImage: Promise<Blob> | undefined
const migratedPglite = () => {
  migratedPgliteImage ??= (async () => {
    const db = openDatabase({ kind: "pglite-memory" })
    await migrateToLatest(db)
    const pglite = (db.client as { pglite: PGlite }).pglite
    const image = await pglite.dumpDataDir("none")
    await db.destroy()
    return image
  })()
  return migratedPgliteImage
}

/**
 * A migrated database of its own for one test file: in-memory PGlite, or (VSME_TEST_DB=postgres) a
 * fresh schema on the server named by DATABASE_URL, dropped afterwards.
 */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const kind = process.env.VSME_TEST_DB === "postgres" ? "postgres" : "pglite"
  if (kind === "pglite") {
    const target: DatabaseTarget = { kind: "pglite-memory" }
    const pglite = new PGlite({ loadDataDir: await migratedPglite() })
    // knex-pglite takes a PGlite of one's own as `connection.pglite`; knex's types know only its own.
    const connection = { pglite } as unknown as Knex.StaticConnectionConfig
    const db = knexFactory({ client: PgliteClient, dialect: "postgres", connection })
    // Idempotent: proves the image is current, and is what a test of `openDatabase` would do.
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
