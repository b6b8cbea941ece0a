import { Either } from "effect"
import { decodeSpreadsheetText, detectCsvDelimiter, parseCsv, restoreSpreadsheetText } from "@vsme/core"
import {
  InvalidInput,
  RecipientInput,
  decodeInput,
  requestLimits,
  type InputIssue,
  type RecipientImportResult,
} from "@vsme/sdk"
import { runBoundedWorker, type WorkerBounds } from "../files/boundedWorker.js"
import { officeZipLimits, readBoundedZip, ZipRefused, type ZipLimits } from "../files/boundedZip.js"

/**
 * Reading a requester's file of companies (issue 32): CSV as Excel saves it in Finnish, Swedish or
 * English (the factor import's dialects: core `decodeSpreadsheetText`, `detectCsvDelimiter`,
 * `parseCsv`), or an Excel workbook's first sheet, read within bounds like the template import
 * (files/boundedZip.ts, a worker with a heap ceiling and a deadline). Every bound refuses the whole
 * file with a translated InvalidInput; a row that is merely wrong is listed by its line.
 */

/** What the recipients worker is given: the inflated entries, and the most company rows it reads. */
export interface RecipientsWorkerInput {
  readonly entries: ReadonlyMap<string, Uint8Array>
  readonly maxRows: number
}

export type RecipientsWorkerAnswer =
  | { readonly kind: "rows"; readonly rows: ReadonlyArray<{ line: number; cells: ReadonlyArray<string> }> }
  | { readonly kind: "tooManyRows" }
  | { readonly kind: "damaged" }

/**
 * A workbook of 5,000 companies with three cells each is a few hundred kilobytes inflated; these
 * bounds leave ten times that and still stop a zip bomb long before memory matters.
 */
export const recipientZipLimits: ZipLimits = {
  ...officeZipLimits,
  maxEntries: 200,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 16 * 1024 * 1024,
  maxSharedStrings: 6 * requestLimits.recipients,
  maxSharedStringsBytes: 4 * 1024 * 1024,
}

export const recipientWorkerBounds: WorkerBounds = {
  resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  timeoutMs: 10_000,
  startupTimeoutMs: 60_000,
}

// The build has the worker as recipientsWorker.js beside main.js (tsup.config.ts); the sources as .ts.
const workerEntry = import.meta.url.endsWith(".ts")
  ? new URL("./recipientsWorker.ts", import.meta.url)
  : new URL("./recipientsWorker.js", import.meta.url)

const refuse = (message: string, values?: Record<string, string | number>, path: InputIssue["path"] = []) =>
  new InvalidInput({ issues: [{ path, message, ...(values ? { values } : {}) }] })

/** Header names as people write them in the three languages, compared without case, spaces or dashes. */
const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "")
const aliases: Readonly<Record<"businessId" | "email" | "name", ReadonlyArray<string>>> = {
  businessId: [
    "businessid",
    "ytunnus",
    "yritystunnus",
    "fonummer",
    "fonr",
    "organisationsnummer",
    "companyid",
    "vatid",
  ],
  email: [
    "email",
    "emailaddress",
    "contactemail",
    "sähköposti",
    "sähköpostiosoite",
    "yhteyshenkilönsähköposti",
    "epost",
    "epostadress",
    "kontaktpersonensepost",
  ],
  name: [
    "name",
    "companyname",
    "company",
    "nimi",
    "yrityksennimi",
    "yritys",
    "toiminimi",
    "namn",
    "företagetsnamn",
    "företagsnamn",
    "företag",
  ],
}

const columnOf = (header: ReadonlyArray<string>, field: keyof typeof aliases) => {
  const names = new Set(aliases[field])
  return header.findIndex((h) => names.has(normalise(h)))
}

/** The rows of a file: its header's cells and each later row's cells, with the line it is on. */
interface Table {
  readonly header: ReadonlyArray<string>
  readonly rows: ReadonlyArray<{ readonly line: number; readonly cells: ReadonlyArray<string> }>
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03
/** An old binary workbook (.xls) or another Office compound file. */
const isCompoundFile = (bytes: Uint8Array) =>
  bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0

const csvTable = (bytes: Uint8Array): Table => {
  const decoded = decodeSpreadsheetText(bytes)
  if (!decoded.ok)
    throw decoded.encoding
      ? refuse("validation.factorFileEncoding", { encoding: decoded.encoding })
      : refuse("validation.recipientFileType")
  const { columns, records } = parseCsv(decoded.text, { delimiter: detectCsvDelimiter(decoded.text) })
  if (records.length > requestLimits.recipients)
    throw refuse("validation.recipientFileTooManyRows", { max: requestLimits.recipients })
  return {
    header: columns,
    rows: records.map(({ line, values }) => ({ line, cells: columns.map((c) => values[c] ?? "") })),
  }
}

const workbookTable = async (bytes: Uint8Array): Promise<Table> => {
  let entries: Map<string, Uint8Array>
  try {
    entries = await readBoundedZip(bytes, recipientZipLimits)
  } catch (error) {
    if (!(error instanceof ZipRefused)) throw error
    throw error.refusal.reason === "tooLarge"
      ? refuse("validation.recipientFileTooLarge", { max: requestLimits.recipients })
      : refuse("validation.recipientFileDamaged")
  }
  const input: RecipientsWorkerInput = { entries, maxRows: requestLimits.recipients }
  const moved = [...entries.values()].map((content) => content.buffer as ArrayBuffer)
  const outcome = await runBoundedWorker<RecipientsWorkerAnswer>(
    workerEntry,
    input,
    moved,
    recipientWorkerBounds,
  )
  if (outcome.kind !== "done")
    throw refuse("validation.recipientFileTooLarge", { max: requestLimits.recipients })
  const answer = outcome.value
  if (answer.kind === "damaged") throw refuse("validation.recipientFileDamaged")
  if (answer.kind === "tooManyRows" || answer.rows.length > requestLimits.recipients + 1)
    throw refuse("validation.recipientFileTooManyRows", { max: requestLimits.recipients })
  const [header, ...rows] = answer.rows
  return { header: (header?.cells ?? []).map((c) => c.trim()), rows }
}

/** What a file says: the companies of its valid rows, and the refused rows by line. */
export interface RecipientFileContent {
  readonly recipients: ReadonlyArray<RecipientInput>
  readonly problems: RecipientImportResult["problems"]
}

/**
 * The companies of an uploaded file. Refuses the whole file (InvalidInput) when it is not CSV or
 * xlsx, is in an encoding Excel did not write, is over a bound (rows, a cell's length, a workbook's
 * inflated size, the worker's heap or time) or lacks the Business ID or e-mail column; else each row
 * is decoded with the contract's RecipientInput (the Business ID's check digit, the address) and a
 * wrong row is listed with its line, the file's own column name and the message key.
 */
export const readRecipientFile = async (bytes: Uint8Array): Promise<RecipientFileContent> => {
  if (bytes.length === 0) throw refuse("validation.recipientFileEmpty")
  if (isCompoundFile(bytes)) throw refuse("validation.recipientFileType")
  const table = isZip(bytes) ? await workbookTable(bytes) : csvTable(bytes)
  const columns = {
    businessId: columnOf(table.header, "businessId"),
    email: columnOf(table.header, "email"),
    name: columnOf(table.header, "name"),
  }
  if (columns.businessId < 0) throw refuse("validation.recipientBusinessIdColumnMissing", {}, ["line", 1])
  if (columns.email < 0) throw refuse("validation.recipientEmailColumnMissing", {}, ["line", 1])
  const recipients: RecipientInput[] = []
  const problems: Array<RecipientImportResult["problems"][number]> = []
  for (const { line, cells } of table.rows) {
    if (cells.every((c) => c.trim() === "")) continue
    // A cell past the bound is no company's data: the file is refused, naming where.
    cells.forEach((cell, i) => {
      if (cell.length > requestLimits.cellLength)
        throw refuse("validation.recipientFileCellTooLong", { max: requestLimits.cellLength }, [
          "line",
          line,
          table.header[i] ?? String(i + 1),
        ])
    })
    const cell = (i: number) => (i < 0 ? "" : restoreSpreadsheetText((cells[i] ?? "").trim()))
    const name = cell(columns.name)
    const decoded = decodeInput(RecipientInput, {
      businessId: cell(columns.businessId),
      email: cell(columns.email),
      name: name === "" ? null : name,
    })
    if (Either.isRight(decoded)) {
      recipients.push(decoded.right)
      continue
    }
    for (const issue of decoded.left.issues) {
      const field = issue.path[0] as keyof typeof columns | undefined
      const index = field && field in columns ? columns[field] : -1
      problems.push({ line, column: table.header[index] ?? String(field ?? ""), message: issue.message })
    }
  }
  if (recipients.length === 0 && problems.length === 0) throw refuse("validation.recipientFileEmpty")
  return { recipients, problems }
}
