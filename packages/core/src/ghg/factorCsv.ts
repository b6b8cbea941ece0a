import { Either, ParseResult, Schema } from "effect"
import { vsmeMessage } from "../vsme/validationMessages.js"
import { EmissionFactor, RowType, scopeOfRowType, ValidityPeriodText } from "./EmissionFactor.js"
import { CarbonMassUnitSchema } from "./quantity.js"
import type { GhgMessageKey } from "./validationMessages.js"
import { ghgOverride } from "./validationMessages.js"

/**
 * Records of a CSV text (RFC 4180: comma-separated, fields in double quotes may hold commas, line
 * breaks and doubled quotes; CRLF or LF). The first record names the columns; each later record
 * becomes an object by column name, with the line it starts on. Blank lines are skipped.
 */
export const parseCsv = (
  text: string,
): {
  readonly columns: ReadonlyArray<string>
  readonly records: ReadonlyArray<{ line: number; values: Record<string, string> }>
} => {
  const rows: Array<{ line: number; fields: string[] }> = []
  let fields: string[] = []
  let field = ""
  let quoted = false
  let line = 1
  let rowLine = 1
  const endRow = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0] === "")) rows.push({ line: rowLine, fields })
    fields = []
    field = ""
  }
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else {
        if (c === "\n") line++
        field += c
      }
    } else if (c === '"') quoted = true
    else if (c === ",") {
      fields.push(field)
      field = ""
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && source[i + 1] === "\n") i++
      endRow()
      line++
      rowLine = line
    } else field += c
  }
  if (field !== "" || fields.length > 0) endRow()
  const [header, ...body] = rows
  const columns = header?.fields.map((c) => c.trim()) ?? []
  return {
    columns,
    records: body.map(({ line, fields }) => ({
      line,
      values: Object.fromEntries(columns.map((c, i) => [c, fields[i] ?? ""])),
    })),
  }
}

/** The columns of the factor library file, in its order (`fixtures/ghg/emission-factors.csv`). */
export const factorCsvColumns = [
  "id",
  "rowType",
  "scope",
  "scope3Category",
  "name",
  "value",
  "massUnit",
  "denominatorUnit",
  "validFor",
  "country",
  "sourceName",
  "sourceUrl",
  "sourceNotes",
] as const

/** A decimal as written in the file (`2.51279`, `1300`); no exponents, no thousands separators. */
const DecimalText = Schema.String.pipe(
  Schema.filter((t) => /^\s*-?\d+(?:\.\d+)?\s*$/.test(t), vsmeMessage("validation.invalidNumber")),
)
const DecimalNumber = Schema.transform(DecimalText, Schema.Number, {
  strict: true,
  decode: (t) => Number(t.trim()),
  encode: (n) => String(n),
})

const ScopeText = Schema.transform(
  Schema.String,
  Schema.Literal(1, 2, 3).annotations(ghgOverride("validation.invalidValue")),
  { strict: true, decode: (t) => Number(t.trim()) as 1, encode: (s) => String(s) },
)

/** An empty cell is null; anything else a whole number. */
const OptionalIntegerText = Schema.transform(
  Schema.String,
  Schema.NullOr(Schema.Number.annotations(ghgOverride("validation.invalidScope3Category"))),
  {
    strict: true,
    decode: (t) => (t.trim() === "" ? null : /^\s*\d+\s*$/.test(t) ? Number(t) : Number.NaN),
    encode: (n) => (n === null ? "" : String(n)),
  },
)

/** The cells of one file row, each parsed on its own so that a refusal names its column. */
const CsvCells = Schema.Struct({
  id: Schema.String,
  rowType: RowType,
  scope: ScopeText,
  scope3Category: OptionalIntegerText,
  name: Schema.String,
  value: DecimalNumber,
  massUnit: CarbonMassUnitSchema,
  denominatorUnit: Schema.String,
  validFor: ValidityPeriodText,
  country: Schema.String,
  sourceName: Schema.String,
  sourceUrl: Schema.String,
  sourceNotes: Schema.String,
}).pipe(
  Schema.filter((row) =>
    row.scope === scopeOfRowType(row.rowType)
      ? true
      : { path: ["scope"], message: "validation.scopeMismatch" },
  ),
)

/**
 * The reference file marks the basis of scope 2 factors in their notes, which open with
 * "location-based." or "market-based."; a note without either is location-based (the DESNZ grid
 * average, GHG Protocol's default basis).
 */
const basisFromNotes = (notes: string) => (/^\s*market-based\b/i.test(notes) ? "market" : "location")

/**
 * One row of the factor library file as an `EmissionFactor` (issue 5: the CLI import uses it). Every
 * cell is validated; a refusal's path is the column (`["value"]`) and its message a catalogue key
 * (`validation.invalidNumber`). `scope` must agree with `rowType`; the scope 2 basis is read from
 * the notes (see `basisFromNotes`).
 */
export const EmissionFactorCsvRow = Schema.transformOrFail(CsvCells, EmissionFactor, {
  strict: true,
  decode: (cells) => {
    const { scope: _scope, ...rest } = cells
    return ParseResult.succeed({
      ...rest,
      scope2Basis: cells.rowType === "electricity" ? basisFromNotes(cells.sourceNotes) : null,
    })
  },
  encode: (factor) => {
    const { scope2Basis: _basis, ...rest } = factor
    return ParseResult.succeed({ ...rest, scope: scopeOfRowType(factor.rowType) })
  },
})

/** A refusal of the library file: the line, the factor id when readable, the column and the key. */
export interface FactorCsvError {
  readonly line: number
  readonly id: string
  readonly field: string
  readonly message: GhgMessageKey
}

/**
 * Decodes a whole factor library file: every row is validated, all errors are collected (none stops
 * the others), duplicate ids and missing columns are refused. The result lists the factors of the
 * rows that passed; an importer should refuse the file while `errors` is not empty.
 */
export const decodeFactorCsv = (
  text: string,
): { readonly factors: ReadonlyArray<EmissionFactor>; readonly errors: ReadonlyArray<FactorCsvError> } => {
  const { columns, records } = parseCsv(text)
  const missing = factorCsvColumns.filter((c) => !columns.includes(c))
  if (missing.length > 0)
    return {
      factors: [],
      errors: missing.map((field) => ({ line: 1, id: "", field, message: "validation.requiredField" })),
    }
  const decode = Schema.decodeUnknownEither(EmissionFactorCsvRow, { errors: "all" })
  const factors: EmissionFactor[] = []
  const errors: FactorCsvError[] = []
  const seen = new Set<string>()
  for (const { line, values } of records) {
    const id = (values.id ?? "").trim()
    const result = decode(values)
    if (Either.isLeft(result)) {
      for (const issue of ParseResult.ArrayFormatter.formatErrorSync(result.left))
        errors.push({ line, id, field: String(issue.path[0] ?? ""), message: issue.message as GhgMessageKey })
    } else if (seen.has(id)) {
      errors.push({ line, id, field: "id", message: "validation.duplicateValue" })
    } else {
      seen.add(id)
      factors.push(result.right)
    }
  }
  return { factors, errors }
}
