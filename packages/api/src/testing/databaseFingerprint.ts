import type { DbOrTrx } from "../db/database.js"

/** Row count and a digest of every row's text, per table of the current schema. */
export type Fingerprint = Readonly<Record<string, { readonly rows: number; readonly digest: string }>>

/**
 * What the database holds, table by table, in one query, so that a test can show that a call
 * changed nothing (a refused request left no partial record) or that a restored copy equals its
 * original. Rows are compared by their text form: the digest is the sum of their 64-bit hashes, which
 * needs no sorting (the fuzz tests take two fingerprints per request) and is the same in any row order.
 * Tables named in `except` are left out (those a refused call writes on purpose, such as rate-limit
 * counts).
 */
export const databaseFingerprint = async (
  db: DbOrTrx,
  options: { readonly except?: ReadonlyArray<string> } = {},
): Promise<Fingerprint> => {
  const tables = (
    (await db("information_schema.tables")
      .whereRaw("table_schema = current_schema()")
      .where({ table_type: "BASE TABLE" })
      .orderBy("table_name")
      .pluck("table_name")) as string[]
  ).filter((table) => !(options.except ?? []).includes(table))
  if (tables.length === 0) return {}
  const query = tables
    .map(
      () =>
        `select ? as "table", count(*)::int as rows, coalesce(sum(hashtextextended(t::text, 0)), 0)::text as digest from ?? t`,
    )
    .join(" union all ")
  const { rows } = (await db.raw(
    query,
    tables.flatMap((table) => [table, table]),
  )) as { rows: Array<{ table: string; rows: number; digest: string }> }
  return Object.fromEntries(rows.map((row) => [row.table, { rows: Number(row.rows), digest: row.digest }]))
}
