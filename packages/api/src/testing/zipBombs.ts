import { constants, crc32, deflateRawSync } from "node:zlib"
import ExcelJS from "exceljs"
import { unzipSync } from "fflate"

/**
 * Hostile workbooks for the upload tests (decision 018), built in memory without ever holding their
 * inflated content: a deflate stream may be a run of blocks each compressed on its own, so one block of
 * a few MiB of cells is compressed once and repeated, and its CRC is carried over the repeats.
 */

/** One zip entry as it is written: its data as stored, and what its headers declare. */
export interface RawEntry {
  readonly name: string
  readonly method: 0 | 8
  readonly data: Uint8Array
  readonly crc: number
  /** The uncompressed size the headers declare (a liar's differs from the data's). */
  readonly declaredSize: number
}

/** A zip of the entries as given; ZIP64 end records when there are more than 65,535 of them. */
export const zipOf = (entries: ReadonlyArray<RawEntry>): Uint8Array => {
  const names = entries.map((entry) => Buffer.from(entry.name, "utf8"))
  const zip64 = entries.length > 0xfffe
  const dataSize = entries.reduce((n, entry, i) => n + 30 + names[i]!.length + entry.data.length, 0)
  const directorySize = names.reduce((n, name) => n + 46 + name.length, 0)
  // One buffer written in place: a zip of 100,000 entries made of small buffers would be garbage to
  // collect in the middle of the measurements.
  const out = Buffer.alloc(dataSize + directorySize + (zip64 ? 56 + 20 : 0) + 22)
  let at = 0
  const u16 = (n: number) => (at = out.writeUInt16LE(n & 0xffff, at))
  const u32 = (n: number) => (at = out.writeUInt32LE(n >>> 0, at))
  const u64 = (n: number) => (at = out.writeBigUInt64LE(BigInt(n), at))
  const bytes = (b: Uint8Array) => {
    out.set(b, at)
    at += b.length
  }
  const common = (entry: RawEntry, name: Buffer) => {
    u16(20)
    u16(0x0800) // UTF-8 names
    u16(entry.method)
    u16(0)
    u16(0x21) // 1980-01-01
    u32(entry.crc)
    u32(entry.data.length)
    u32(entry.declaredSize)
    u16(name.length)
    u16(0)
  }
  const offsets: number[] = []
  entries.forEach((entry, i) => {
    offsets.push(at)
    u32(0x04034b50)
    common(entry, names[i]!)
    bytes(names[i]!)
    bytes(entry.data)
  })
  const directoryOffset = at
  entries.forEach((entry, i) => {
    u32(0x02014b50)
    u16(20)
    common(entry, names[i]!)
    u16(0)
    u16(0)
    u16(0)
    u32(0)
    u32(offsets[i]!)
    bytes(names[i]!)
  })
  if (zip64) {
    const recordOffset = at
    u32(0x06064b50)
    u64(44)
    u16(45)
    u16(45)
    u32(0)
    u32(0)
    u64(entries.length)
    u64(entries.length)
    u64(directorySize)
    u64(directoryOffset)
    u32(0x07064b50)
    u32(0)
    u64(recordOffset)
    u32(1)
  }
  const count = zip64 ? 0xffff : entries.length
  u32(0x06054b50)
  u16(0)
  u16(0)
  u16(count)
  u16(count)
  u32(directorySize)
  u32(directoryOffset)
  u16(0)
  return new Uint8Array(out.buffer, out.byteOffset, at)
}

/** An entry compressed normally, declaring its true size. */
export const deflatedEntry = (name: string, content: Uint8Array | string): RawEntry => {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content
  return { name, method: 8, data: deflateRawSync(bytes), crc: crc32(bytes), declaredSize: bytes.length }
}

/**
 * A deflated entry of `head`, then `body` repeated `times`, then `foot`: the body is compressed once
 * (a block ending on a sync flush, so the copies follow each other) and written `times` times.
 */
export const repeatedEntry = (
  name: string,
  parts: { head: string; body: string; times: number; foot: string },
): RawEntry => {
  const [head, body, foot] = [parts.head, parts.body, parts.foot].map((s) => Buffer.from(s, "utf8")) as [
    Buffer,
    Buffer,
    Buffer,
  ]
  const block = (bytes: Buffer) => deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH })
  const bodyBlock = block(body)
  let crc = crc32(head)
  for (let i = 0; i < parts.times; i++) crc = crc32(body, crc)
  crc = crc32(foot, crc)
  return {
    name,
    method: 8,
    data: Buffer.concat([block(head), ...Array<Buffer>(parts.times).fill(bodyBlock), deflateRawSync(foot)]),
    crc,
    declaredSize: head.length + body.length * parts.times + foot.length,
  }
}

/** The entries of a small, ordinary workbook made by exceljs (one sheet, `xl/worksheets/sheet1.xml`). */
export const plainWorkbookEntries = async (): Promise<RawEntry[]> => {
  const book = new ExcelJS.Workbook()
  book.addWorksheet("Introduction").getCell(1, 1).value = "Budget 2025"
  const files = unzipSync(new Uint8Array(await book.xlsx.writeBuffer()))
  return Object.entries(files).map(([name, content]) => deflatedEntry(name, content))
}

const sheetHead =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
const sheetFoot = "</sheetData></worksheet>"
const rowsOfCells = (bytes: number) => {
  const row = `<row>${'<c t="n"><v>1</v></c>'.repeat(40)}</row>`
  return row.repeat(Math.ceil(bytes / row.length))
}

/** A valid workbook whose sheet is `mebibytes` MiB of repeated cells (declared as `declaredSize` if given). */
export const cellBomb = async (mebibytes: number, options: { declaredSize?: number } = {}) => {
  const body = rowsOfCells(4 * 1024 * 1024)
  const sheet = repeatedEntry("xl/worksheets/sheet1.xml", {
    head: sheetHead,
    body,
    times: Math.ceil((mebibytes * 1024 * 1024) / body.length),
    foot: sheetFoot,
  })
  const others = (await plainWorkbookEntries()).filter((e) => e.name !== sheet.name)
  return zipOf([...others, { ...sheet, declaredSize: options.declaredSize ?? sheet.declaredSize }])
}

/** A valid workbook with `count` more (empty) entries beside its own. */
export const manyEntries = async (count: number) => {
  const empty = { method: 0 as const, data: new Uint8Array(0), crc: 0, declaredSize: 0 }
  const extra = Array.from({ length: count }, (_, i) => ({ ...empty, name: `x/${i.toString(36)}` }))
  return zipOf([...(await plainWorkbookEntries()), ...extra])
}

/** A valid workbook whose shared-string table has `count` strings. */
export const sharedStringBomb = async (count: number) => {
  const entries = await plainWorkbookEntries()
  const strings = repeatedEntry("xl/sharedStrings.xml", {
    head: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">`,
    body: "<si><t>x</t></si>".repeat(1000),
    times: Math.ceil(count / 1000),
    foot: "</sst>",
  })
  return zipOf([...entries.filter((e) => e.name !== strings.name), strings])
}

/**
 * A workbook that stays within the zip limits but whose sheet is `mebibytes` MiB of distinct cells: its
 * parse needs far more heap than its bytes (for the worker's heap ceiling).
 */
export const heavySheet = async (mebibytes: number) => {
  const rows: string[] = []
  let size = 0
  for (let r = 1; size < mebibytes * 1024 * 1024; r++) {
    const row = `<row r="${r}">${Array.from({ length: 20 }, (_, c) => `<c r="${String.fromCharCode(65 + c)}${r}"><v>${r * 20 + c}</v></c>`).join("")}</row>`
    rows.push(row)
    size += row.length
  }
  const sheet = deflatedEntry("xl/worksheets/sheet1.xml", `${sheetHead}${rows.join("")}${sheetFoot}`)
  const others = (await plainWorkbookEntries()).filter((e) => e.name !== sheet.name)
  return zipOf([...others, sheet])
}
