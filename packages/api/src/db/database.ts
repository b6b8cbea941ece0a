import { mkdirSync } from "node:fs"
import path from "node:path"
import knexFactory, { type Knex } from "knex"
import ClientPgLite from "knex-pglite"
import { migrationSource } from "./migrations/index.js"

export type Db = Knex
export type DbOrTrx = Knex | Knex.Transaction

export type DatabaseTarget =
  /** The embedded default: PGlite (PostgreSQL compiled to WebAssembly) in a data folder. */
  | { readonly kind: "pglite"; readonly dataDir: string }
  /** PGlite in memory: tests. */
  | { readonly kind: "pglite-memory" }
  /** A PostgreSQL server; `searchPath` gives a test file a schema of its own. */
  | { readonly kind: "postgres"; readonly url: string; readonly searchPath?: string }

export const describeTarget = (target: DatabaseTarget) =>
  target.kind === "postgres"
    ? `PostgreSQL ${new URL(target.url).host}`
    : target.kind === "pglite"
      ? `PGlite ${target.dataDir}`
      : "PGlite in memory"

/** Opens knex on the target. PGlite has one connection, so knex-pglite pins the pool to 1. */
export const openDatabase = (target: DatabaseTarget): Db => {
  switch (target.kind) {
    case "pglite": {
      const folder = path.join(target.dataDir, "pglite")
      mkdirSync(folder, { recursive: true })
      return knexFactory({ client: ClientPgLite, dialect: "postgres", connection: { filename: folder } })
    }
    case "pglite-memory":
      return knexFactory({ client: ClientPgLite, dialect: "postgres", connection: {} })
    case "postgres":
      return knexFactory({
        client: "pg",
        connection: target.url,
        pool: { min: 0, max: 10 },
        ...(target.searchPath ? { searchPath: [target.searchPath] } : {}),
      })
  }
}

/** Brings the schema up to date; safe to run from several processes at once (knex takes a lock). */
export const migrateToLatest = async (db: Db) => {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]]
  return applied
}

/** Readiness: the database answers a trivial query. */
export const pingDatabase = async (db: Db) => {
  await db.raw("select 1")
}
