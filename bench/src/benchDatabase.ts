import { openDatabase } from "@vsme/api"

/** The database a bench server runs on: PGlite in its data folder, or a PostgreSQL database of the run. */
export interface BenchDatabase {
  readonly kind: "pglite" | "postgres"
  /** The new database's URL (PostgreSQL), for the server's DATABASE_URL; none for PGlite. */
  readonly url: string | undefined
  /** Drops the database made for the run (nothing for PGlite, whose folder the caller removes). */
  readonly drop: () => Promise<void>
}

/**
 * PostgreSQL (`kind`, by default from BENCH_DATABASE): a database of its own created on the
 * DATABASE_URL server, dropped afterwards (so a run never meets another's rows); else PGlite.
 */
export const createBenchDatabase = async (
  kind: string | undefined = process.env.BENCH_DATABASE,
): Promise<BenchDatabase> => {
  if (kind !== "postgres") return { kind: "pglite", url: undefined, drop: async () => {} }
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) throw new Error("BENCH_DATABASE=postgres needs DATABASE_URL")
  const name = `vsme_bench_${process.pid}_${Date.now().toString(36)}`
  const admin = openDatabase({ kind: "postgres", url: serverUrl })
  await admin.raw(`create database "${name}"`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    kind: "postgres",
    url: url.toString(),
    drop: async () => {
      await admin.raw(`drop database if exists "${name}" with (force)`)
      await admin.destroy()
    },
  }
}
