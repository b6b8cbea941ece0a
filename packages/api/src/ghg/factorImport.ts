import {
  EmissionFactorCsvRow,
  decodeFactorCsv,
  factorCsvAllColumns,
  neutraliseSpreadsheetText,
  type FactorCsvDialect,
} from "@vsme/core"
import { InvalidInput, type FactorImportResult, type InputIssue } from "@vsme/sdk"
import { Schema } from "effect"
import type { Db } from "../db/database.js"
import { recordAudit } from "../accounts/audit.js"
import {
  findFactorRow,
  overlappingFactorVersions,
  toEmissionFactor,
  upsertFactor,
  type FactorRow,
} from "./factorRepo.js"

/** Where a refusal of a file row points: `["line", 12, "value"]` (the line the row starts on, the column). */
const lineIssue = (
  line: number,
  field: string,
  message: string,
  values?: Readonly<Record<string, string | number>>,
): InputIssue => ({
  path: field ? ["line", line, field] : ["line", line],
  message,
  ...(values ? { values: { ...values } } : {}),
})

/** Thrown inside the transaction of a dry run to roll it back, carrying what would have happened. */
class DryRunRollback extends Error {
  constructor(readonly result: FactorImportResult) {
    super("dry run")
  }
}

/**
 * Imports a factor library file (the CSV format of fixtures/ghg/emission-factors.csv, core
 * `decodeFactorCsv`): every row is validated first and any refusal answers InvalidInput with every
 * issue at `["line", n, column]`, nothing written. A valid file is upserted by id in one transaction
 * (factorRepo `upsertFactor`: created, updated with its version bumped, or unchanged), then the
 * library is checked for overlapping versions of one factor, which refuses the whole file too. A
 * dry run does all of that and rolls back, so its summary is exactly what the import would do.
 */
export const importFactorCsv = async (
  db: Db,
  csv: string,
  options: {
    readonly dryRun: boolean
    readonly now: Date
    readonly actorUserId: string
    readonly dialect?: FactorCsvDialect
  },
): Promise<FactorImportResult> => {
  const decoded = decodeFactorCsv(csv, options.dialect)
  if (decoded.errors.length > 0)
    throw new InvalidInput({
      issues: decoded.errors.map((e) => lineIssue(e.line, e.field, e.message, e.values)),
    })
  if (decoded.rows.length === 0)
    throw new InvalidInput({ issues: [{ path: [], message: "validation.cannotBeEmpty" }] })
  const rows = decoded.rows
  try {
    return await db.transaction(async (trx) => {
      // One import at a time: two files adding the same new factor would otherwise race to insert it.
      await trx.raw("select pg_advisory_xact_lock(hashtext('emission_factor_import'))")
      const changes: Array<FactorImportResult["rows"][number]> = []
      for (const { factor, line } of rows) {
        changes.push({ line, id: factor.id, change: await upsertFactor(trx, factor, options.now) })
      }
      const overlaps: InputIssue[] = []
      for (const { factor, line } of rows) {
        const stored = (await findFactorRow(trx, factor.id)) as FactorRow
        if (stored.retired_at !== null) continue // a retired factor is offered to nobody: no clash
        if ((await overlappingFactorVersions(trx, factor)).length > 0)
          overlaps.push(lineIssue(line, "validFor", "validation.factorVersionOverlap"))
      }
      if (overlaps.length > 0) throw new InvalidInput({ issues: overlaps })
      const count = (change: "created" | "updated" | "unchanged") =>
        changes.filter((c) => c.change === change).length
      const result: FactorImportResult = {
        dryRun: options.dryRun,
        created: count("created"),
        updated: count("updated"),
        unchanged: count("unchanged"),
        rows: changes,
      }
      if (options.dryRun) throw new DryRunRollback(result)
      await recordAudit(trx, {
        actorUserId: options.actorUserId,
        accountId: null,
        action: "factor.import",
        details: { created: result.created, updated: result.updated, unchanged: result.unchanged },
      })
      return result
    })
  } catch (error) {
    if (error instanceof DryRunRollback) return error.result
    throw error
  }
}

const encodeRow = Schema.encodeSync(EmissionFactorCsvRow)

/** A number as the file writes decimals: never in exponent notation (`1e-7`), which it does not read. */
const decimalText = (value: string) =>
  /e/i.test(value)
    ? Number(value)
        .toFixed(20)
        .replace(/\.?0+$/, "")
    : value

/**
 * A CSV field: formula-like text neutralised (core `neutraliseSpreadsheetText`; the import takes the
 * apostrophe off again), then quoted when it holds a comma, a quote or a line break (RFC 4180).
 */
const csvField = (raw: string) => {
  const value = neutraliseSpreadsheetText(raw)
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

/**
 * The factor library (in force, in library order) as a file in the import's format, with the
 * optional columns (Finnish and Swedish names, publisher, method, kind, gases, biogenic CO2): what
 * `vsme factors export` saves and `vsme factors import` reads back unchanged.
 */
export const exportFactorCsv = async (db: Db): Promise<string> => {
  const rows = (await db("emission_factors")
    .whereNull("retired_at")
    .orderBy([
      { column: "row_type", order: "asc" },
      { column: "name", order: "asc" },
      { column: "valid_from", order: "desc" },
      { column: "id", order: "asc" },
    ])
    .select("*")) as FactorRow[]
  const lines = [factorCsvAllColumns.join(",")]
  for (const row of rows) {
    const encoded = encodeRow(toEmissionFactor(row)) as Record<string, string>
    encoded.value = decimalText(String(encoded.value))
    lines.push(factorCsvAllColumns.map((column) => csvField(String(encoded[column] ?? ""))).join(","))
  }
  return `${lines.join("\r\n")}\r\n`
}
