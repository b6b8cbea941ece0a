import { mkdirSync } from "node:fs"
import path from "node:path"
import knexFactory, { type Knex } from "knex"
import ClientPgLite from "knex-pglite"
import type { PGlite } from "@electric-sql/pglite"
import { migrationSource } from "./migrations/index.js"
import { queryPrepared } from "./pglitePrepared.js"

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

interface CompiledQuery {
  sql: string
  bindings?: unknown[]
  options?: { name?: unknown }
  response?: unknown
}

/**
 * knex-pglite, with the queries named by `preparedStatement` (decision 032) sent as named statements,
 * as node-postgres does on PostgreSQL; every other query goes through PGlite's own `query`.
 */
class PgliteWithNamedStatements extends (ClientPgLite as unknown as new (config: Knex.Config) => {
  _query(connection: PGlite, query: CompiledQuery): Promise<CompiledQuery>
}) {
  override async _query(connection: PGlite, query: CompiledQuery): Promise<CompiledQuery> {
    const name = query.options?.name
    if (typeof name !== "string") return super._query(connection, query)
    query.response = await queryPrepared(connection, name, query.sql, query.bindings ?? [])
    return query
  }
}

/** The knex client class of PGlite databases (knex's types know only its own client classes). */
export const PgliteClient = PgliteWithNamedStatements as unknown as typeof ClientPgLite

/** Opens knex on the target. PGlite has one connection, so knex-pglite pins the pool to 1. */
export const openDatabase = (target: DatabaseTarget): Db => {
  switch (target.kind) {
    case "pglite": {
      const folder = path.join(target.dataDir, "pglite")
      mkdirSync(folder, { recursive: true })
      return knexFactory({ client: PgliteClient, dialect: "postgres", connection: { filename: folder } })
    }
    case "pglite-memory":
      return knexFactory({ client: PgliteClient, dialect: "postgres", connection: {} })
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
