/**
 * The answers of recently saved reports, kept in this process by the report row's version (issue 33,
 * decision 039). A save reads every answer of its report to compute completeness (about 130 rows,
 * 50 kB): the biggest query of the hottest write. What makes a kept copy safe to use:
 *
 * - every change to a report's answers updates the report row in the same transaction: a save
 *   stores its completeness there, every other writer touches it, and the answer triggers mark it
 *   stale for any writer that does not (migration 20261127020000), an operator's SQL included;
 * - so the row's `xmin` (the transaction that wrote its current version) names one set of answers:
 *   the ones as that transaction left them. A save keeps the answers it computed with under the
 *   version its own update made; a later reader of the row at that version may use them.
 *
 * A copy kept by a save that then rolls back is never used: its transaction never becomes the
 * version of the row. Another process's save, a lost copy, a restart: the version differs or nothing
 * is kept, and the answers are read. Bounded (least recently used out).
 */
const limit = 500

interface Kept<Row> {
  readonly rowVersion: string
  readonly rows: ReadonlyArray<Row>
}

export const createKeptAnswers = <Row>() => {
  const kept = new Map<string, Kept<Row>>()
  return {
    /** The answers of the report at this row version, if a save of this process kept them. */
    at: (reportId: string, rowVersion: string): ReadonlyArray<Row> | undefined => {
      const entry = kept.get(reportId)
      if (!entry || entry.rowVersion !== rowVersion) return undefined
      kept.delete(reportId)
      kept.set(reportId, entry)
      return entry.rows
    },
    /** Keeps the answers a save left the report with, under the row version its update made. */
    keep: (reportId: string, rowVersion: string, rows: ReadonlyArray<Row>) => {
      kept.delete(reportId)
      kept.set(reportId, { rowVersion, rows })
      if (kept.size > limit) kept.delete(kept.keys().next().value!)
    },
  }
}
