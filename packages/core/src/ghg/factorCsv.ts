import { Either, ParseResult, Schema } from "effect"
import { restoreSpreadsheetText } from "../spreadsheetSafety.js"
import { vsmeMessage } from "../vsme/validationMessages.js"
import { EmissionFactor, RowType, scopeOfRowType, ValidityPeriodText } from "./EmissionFactor.js"
import { CarbonMassUnitSchema } from "./quantity.js"
import type { GhgMessageKey } from "./validationMessages.js"
import { ghgOverride } from "./validationMessages.js"

/** The field separators a CSV file may use: comma (RFC 4180), semicolon (Nordic Excel), tab. */
export type CsvDelimiter = "," | ";" | "\t"
export const csvDelimiters: ReadonlyArray<CsvDelimiter> = [",", ";", "\t"]

/**
 * The separator of a CSV text, from its first record: whichever of comma, semicolon and tab occurs
 * most often outside quotes (Excel in Finnish or Swedish saves `;`, because `,` is the decimal
 * separator there). A header with none of them is comma-separated.
 */
export const detectCsvDelimiter = (text: string): CsvDelimiter => {
  const counts = new Map<CsvDelimiter, number>(csvDelimiters.map((d) => [d, 0]))
  let quoted = false
  for (const c of text.startsWith("\uFEFF") ? text.slice(1) : text) {
    if (c === '"') quoted = !quoted
    else if (!quoted && (c === "\n" || c === "\r")) break
    else if (!quoted && counts.has(c as CsvDelimiter))
      counts.set(c as CsvDelimiter, counts.get(c as CsvDelimiter)! + 1)
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best), [",", 0] as [
    CsvDelimiter,
    number,
  ])[0]
}

/**
 * Records of a CSV text (RFC 4180: fields in double quotes may hold separators, line breaks and
 * doubled quotes; CRLF or LF; a byte-order mark is dropped), separated by `delimiter` (comma unless
 * told). The first record names the columns; each later record becomes an object by column name,
 * with the line it starts on. Blank lines are skipped.
 */
export const parseCsv = (
  text: string,
  options: { readonly delimiter?: CsvDelimiter } = {},
): {
  readonly columns: ReadonlyArray<string>
  readonly records: ReadonlyArray<{ line: number; values: Record<string, string> }>
} => {
  const delimiter = options.delimiter ?? ","
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
    else if (c === delimiter) {
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

/** How a factor file writes decimals: `2.51` (the export's and RFC 4180 files') or `2,51` (Nordic Excel). */
export type DecimalSeparator = "." | ","

/** How to read a factor file; what is not given is detected (`detectCsvDelimiter`, `decimalFor`). */
export interface FactorCsvDialect {
  readonly delimiter?: CsvDelimiter | undefined
  readonly decimal?: DecimalSeparator | undefined
}

/**
 * The decimal separators accepted: the one asked for; else a comma-separated file takes the point
 * only (a comma there separates fields), and a semicolon- or tab-separated one (Excel in Finnish or
 * Swedish) the comma and the point alike. Thousands separators are never accepted, so `1,300`
 * cannot be misread as 1300.
 */
const decimalsFor = (dialect: FactorCsvDialect, delimiter: CsvDelimiter): ReadonlyArray<DecimalSeparator> =>
  dialect.decimal ? [dialect.decimal] : delimiter === "," ? ["."] : [",", "."]

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

/**
 * Columns a factor file may add (the Finnish set, `fixtures/ghg/fi-emission-factors.csv`, has them
 * all): Finnish and Swedish names, publisher, method, `primary`/`secondary`, `CO2e`/`CO2` and the
 * biogenic CO2 per unit. A file without them imports as before; empty cells mean "not given".
 */
export const factorCsvOptionalColumns = [
  "nameFi",
  "nameSv",
  "publisher",
  "method",
  "sourceKind",
  "gases",
  "biogenicCO2",
] as const

/** Every column of the factor file, required then optional: the export writes them in this order. */
export const factorCsvAllColumns = [...factorCsvColumns, ...factorCsvOptionalColumns] as const

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
  nameFi: Schema.optional(Schema.String),
  nameSv: Schema.optional(Schema.String),
  publisher: Schema.optional(Schema.String),
  method: Schema.optional(Schema.String),
  sourceKind: Schema.optional(Schema.String),
  gases: Schema.optional(Schema.String),
  biogenicCO2: Schema.optional(Schema.String),
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
    const {
      scope: _scope,
      nameFi,
      nameSv,
      publisher,
      method,
      sourceKind,
      gases,
      biogenicCO2,
      ...rest
    } = cells
    const given = (text: string | undefined) => (text === undefined || text.trim() === "" ? undefined : text)
    const fi = given(nameFi)
    const sv = given(nameSv)
    const bio = given(biogenicCO2)
    const optional = {
      // One name without the other is refused by the names schema (both are required there).
      ...(fi !== undefined || sv !== undefined ? { names: { fi: fi ?? "", sv: sv ?? "" } } : {}),
      ...(given(publisher) !== undefined ? { publisher } : {}),
      ...(given(method) !== undefined ? { method } : {}),
      ...(given(sourceKind) !== undefined ? { sourceKind: sourceKind?.trim() } : {}),
      ...(given(gases) !== undefined ? { gases: gases?.trim() } : {}),
      ...(bio !== undefined
        ? { biogenicCO2: /^\s*\d+(?:\.\d+)?\s*$/.test(bio) ? Number(bio) : Number.NaN }
        : {}),
    }
    return ParseResult.succeed({
      ...rest,
      ...optional,
      scope2Basis: cells.rowType === "electricity" ? basisFromNotes(cells.sourceNotes) : null,
    } as Schema.Schema.Encoded<typeof EmissionFactor>)
  },
  encode: (factor) => {
    const { scope2Basis: _basis, names, publisher, method, sourceKind, gases, biogenicCO2, ...rest } = factor
    return ParseResult.succeed({
      ...rest,
      scope: scopeOfRowType(factor.rowType),
      ...(names ? { nameFi: names.fi, nameSv: names.sv } : {}),
      ...(publisher !== undefined ? { publisher } : {}),
      ...(method !== undefined ? { method } : {}),
      ...(sourceKind !== undefined ? { sourceKind } : {}),
      ...(gases !== undefined ? { gases } : {}),
      ...(biogenicCO2 !== undefined ? { biogenicCO2: String(biogenicCO2) } : {}),
    })
  },
})

/** A refusal of the library file: the line, the factor id when readable, the column and the key. */
export interface FactorCsvError {
  readonly line: number
  readonly id: string
  readonly field: string
  readonly message: GhgMessageKey
  /** Values of the message (`{{line}}` of the line a duplicate repeats, `{{column}}`). */
  readonly values?: Readonly<Record<string, string | number>>
}

/** A cell as the schema reads it: the spreadsheet-safety apostrophe removed, a decimal comma read. */
const cellValue = (column: string, raw: string, decimals: ReadonlyArray<DecimalSeparator>) => {
  const text = restoreSpreadsheetText(raw)
  if (column !== "value" && column !== "biogenicCO2") return text
  if (decimals.includes(",") && /^\s*-?\d+,\d+\s*$/.test(text)) return text.replace(",", ".")
  if (!decimals.includes(".") && text.includes(".")) return "not a number"
  return text
}

/**
 * Decodes a whole factor library file: every row is validated, all errors are collected (none stops
 * the others), duplicate ids (naming the line they repeat) and missing columns are refused. Header
 * names match in any letter case and any order; the separator and decimal separator are detected
 * unless `dialect` names them. The result lists the factors of the rows that passed, with their
 * lines; an importer should refuse the file while `errors` is not empty.
 */
export const decodeFactorCsv = (
  text: string,
  dialect: FactorCsvDialect = {},
): {
  readonly factors: ReadonlyArray<EmissionFactor>
  readonly rows: ReadonlyArray<{ readonly line: number; readonly factor: EmissionFactor }>
  readonly errors: ReadonlyArray<FactorCsvError>
} => {
  const delimiter = dialect.delimiter ?? detectCsvDelimiter(text)
  const decimals = decimalsFor(dialect, delimiter)
  const { columns, records } = parseCsv(text, { delimiter })
  const canonical = new Map(
    columns.map((c) => [c, factorCsvAllColumns.find((f) => f.toLowerCase() === c.toLowerCase()) ?? c]),
  )
  const present = new Set(canonical.values())
  const missing = factorCsvColumns.filter((c) => !present.has(c))
  if (missing.length > 0)
    return {
      factors: [],
      rows: [],
      errors: missing.map((field) => ({
        line: 1,
        id: "",
        field,
        message: "validation.missingFactorColumn",
        values: { column: field },
      })),
    }
  const decode = Schema.decodeUnknownEither(EmissionFactorCsvRow, { errors: "all" })
  const rows: Array<{ line: number; factor: EmissionFactor }> = []
  const errors: FactorCsvError[] = []
  const firstLineOf = new Map<string, number>()
  for (const { line, values } of records) {
    const cells = Object.fromEntries(
      Object.entries(values).map(([column, raw]) => {
        const name = canonical.get(column) ?? column
        return [name, cellValue(name, raw, decimals)]
      }),
    )
    const id = (cells.id ?? "").trim()
    const result = decode(cells)
    // A repeated id names the line it first appeared on, whether or not that row was valid.
    const first = firstLineOf.get(id)
    if (first === undefined && id !== "") firstLineOf.set(id, line)
    if (Either.isLeft(result))
      for (const issue of ParseResult.ArrayFormatter.formatErrorSync(result.left))
        errors.push({ line, id, field: String(issue.path[0] ?? ""), message: issue.message as GhgMessageKey })
    if (first !== undefined)
      errors.push({ line, id, field: "id", message: "validation.duplicateFactorId", values: { line: first } })
    else if (Either.isRight(result)) rows.push({ line, factor: result.right })
  }
  return { factors: rows.map((r) => r.factor), rows, errors }
}
