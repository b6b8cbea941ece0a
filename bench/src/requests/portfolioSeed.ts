import type { Db } from "@vsme/api"
import { uniqueBusinessId } from "@vsme/api/testing"

/** The columns of `table` but `except`, quoted, for a copy of its rows. */
const columnsOf = async (db: Db, table: string, except: ReadonlyArray<string>) =>
  (
    (await db.raw(
      `select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ? order by ordinal_position`,
      [table],
    )) as { rows: Array<{ column_name: string }> }
  ).rows
    .map((r) => r.column_name)
    .filter((c) => !except.includes(c))
    .map((c) => `"${c}"`)

/**
 * Grows one real answer into a portfolio of `companies` shared companies, as
 * packages/api/src/requests/portfolioScale.test.ts does: the answer's share is copied with its
 * snapshot for each further company, and the answered row (status, key figures and their sort
 * columns) is copied under a Business ID of its own pointing at that copy. Writing 2,000 shares
 * through request.answer would take minutes and measure the seeding, not the portfolio.
 */
export const copySharedAnswer = async (
  db: Db,
  answered: { readonly recipientId: string; readonly shareId: string },
  companies: number,
  batch = 250,
) => {
  const shareColumns = (await columnsOf(db, "shares", ["id"])).join(", ")
  const versionColumns = await columnsOf(db, "share_versions", ["share_id"])
  const rowColumns = await columnsOf(db, "data_request_recipients", [
    "id",
    "business_id",
    "email",
    "name",
    "share_id",
  ])
  for (let first = 1; first < companies; first += batch) {
    const count = Math.min(batch, companies - first)
    const copies = (
      (await db.raw(
        `insert into shares (${shareColumns}) select ${shareColumns} from shares, generate_series(1, ?) where id = ? returning id`,
        [count, answered.shareId],
      )) as { rows: Array<{ id: string }> }
    ).rows.map((r) => r.id)
    const values = copies.map(() => "(?::uuid)").join(", ")
    await db.raw(
      `insert into share_versions (share_id, ${versionColumns.join(", ")})
       select c.id, ${versionColumns.map((c) => `v.${c}`).join(", ")}
         from share_versions v, (values ${values}) as c(id) where v.share_id = ?`,
      [...copies, answered.shareId],
    )
    const rows = copies.map((_, i) => {
      const n = first + i
      return [uniqueBusinessId(), `talous${n}@yritys${n}.example`, `Yritys ${String(n).padStart(4, "0")} Oy`]
    })
    await db.raw(
      `insert into data_request_recipients (business_id, email, name, share_id, ${rowColumns.join(", ")})
       select c.business_id, c.email, c.name, c.share_id, ${rowColumns.map((c) => `t.${c}`).join(", ")}
         from data_request_recipients t,
              (values ${copies.map(() => "(?, ?, ?, ?::uuid)").join(", ")}) as c(business_id, email, name, share_id)
        where t.id = ?`,
      [...rows.flatMap((row, i) => [...row, copies[i]!]), answered.recipientId],
    )
  }
}
