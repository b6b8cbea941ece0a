import { createHash, randomBytes } from "node:crypto"
import { PGlite } from "@electric-sql/pglite"
import knexFactory, { type Knex } from "knex"
import { migrateToLatest, openDatabase, PgliteClient, type DatabaseTarget, type Db } from "../db/database.js"
import { migrationSource } from "../db/migrations/index.js"

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

/** The migrations' names and code, digested: a changed or added migration names another template. */
const migrationsDigest = async () => {
  const hash = createHash("sha256")
  for (const [name, migration] of await migrationSource.getMigrations([]))
    hash.update(`${name}\n${migration.up.toString()}\n${migration.down.toString()}\n`)
  return hash.digest("hex").slice(0, 16)
}

const databaseUrl = (serverUrl: string, database: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/**
 * The name of a migrated PostgreSQL database to copy test databases from (CREATE DATABASE …
 * TEMPLATE): migrating a fresh schema took 2–7 s per test file, a copy takes a fraction of one
 * (docs/decisions/031, addendum 2). Named by the migrations' digest, so it is never out of date;
 * built once per worker when missing, under a name of its own, and renamed into place only when
 * migrated, so nobody copies a half-built one (a process that loses the race drops its own). It stays
 * on the server for the next runs: a few megabytes per set of migrations.
 */
let migratedTemplate: Promise<string> | undefined
const postgresTemplate = (admin: Db, serverUrl: string) => {
  migratedTemplate ??= (async () => {
    const name = `vsme_test_template_${await migrationsDigest()}`
    const exists = async () =>
      ((await admin.raw("select 1 from pg_database where datname = ?", [name])) as { rows: unknown[] }).rows
        .length > 0
    if (await exists()) return name
    const building = `${name}_${randomBytes(4).toString("hex")}`
    await admin.raw(`create database "${building}"`)
    const db = openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, building) })
    try {
      await migrateToLatest(db)
    } finally {
      await db.destroy()
    }
    try {
      await admin.raw(`alter database "${building}" rename to "${name}"`)
    } catch (error) {
      await admin.raw(`drop database if exists "${building}" with (force)`)
      if (!(await exists())) throw error
    }
    return name
  })()
  migratedTemplate.catch(() => (migratedTemplate = undefined))
  return migratedTemplate
}

/**
 * A migrated database of its own for one test file: in-memory PGlite from the migrated image, or
 * (VSME_TEST_DB=postgres) a database of its own on the server named by DATABASE_URL, copied from the
 * migrated template and dropped afterwards.
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
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error("VSME_TEST_DB=postgres needs DATABASE_URL")
  const admin = openDatabase({ kind: "postgres", url: serverUrl })
  const name = `vsme_test_${randomBytes(6).toString("hex")}`
  await admin.raw(`create database "${name}" template "${await postgresTemplate(admin, serverUrl)}"`)
  const target: DatabaseTarget = { kind: "postgres", url: databaseUrl(serverUrl, name) }
  const db = openDatabase(target)
  // A no-op that proves the template current, as for PGlite.
  await migrateToLatest(db)
  return {
    db,
    target,
    kind,
    destroy: async () => {
      await db.destroy()
      await admin.raw(`drop database if exists "${name}" with (force)`)
      await admin.destroy()
    },
  }
}
