import yauzl from "yauzl"

/**
 * Reading an uploaded Office file (a zip) into memory without trusting it: every entry is inflated as a
 * stream and the bytes it actually produces are counted, so a zip bomb stops at the limit however small
 * its headers say it is. Decision 018 gives the numbers and why.
 */

export interface ZipLimits {
  /** Entries in the archive, directories included. */
  readonly maxEntries: number
  /** Inflated bytes of one entry. */
  readonly maxEntryBytes: number
  /** Inflated bytes of all entries together. */
  readonly maxTotalBytes: number
  /** `<si>` elements of the shared-string table (every distinct text of a workbook is one). */
  readonly maxSharedStrings: number
  /** Inflated bytes of the shared-string table. */
  readonly maxSharedStringsBytes: number
}

/**
 * Limits for the workbooks the service reads. EFRAG's VSME digital templates 1.0–1.3 have 62–74
 * entries, 2–4.1 MB inflated, at most 1 MB in one entry and 11,000 shared strings.
 */
export const officeZipLimits: ZipLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 16 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024,
  maxSharedStrings: 100_000,
  maxSharedStringsBytes: 8 * 1024 * 1024,
}

export type ZipRefusal =
  /** The archive holds more than a limit allows (`limit` names it). */
  | { readonly reason: "tooLarge"; readonly limit: keyof ZipLimits }
  /** Not a zip we read: broken, sizes that do not match the data, encrypted, duplicate names. */
  | { readonly reason: "damaged"; readonly detail: string }

export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(refusal.reason === "tooLarge" ? `zip over ${refusal.limit}` : `zip damaged: ${refusal.detail}`)
  }
}

const tooLarge = (limit: keyof ZipLimits) => new ZipRefused({ reason: "tooLarge", limit })
const damaged = (detail: string) => new ZipRefused({ reason: "damaged", detail })

const isSharedStrings = (name: string) => /(^|\/)sharedStrings\.xml$/i.test(name)

/**
 * Counts `<si>` (or `<x:si …>`) start tags in a stream of XML chunks; a tag split across two chunks is
 * found by keeping the end of the previous chunk.
 */
const sharedStringCounter = () => {
  let tail = ""
  let count = 0
  return (chunk: Buffer) => {
    const text = tail + chunk.toString("latin1")
    count += text.match(/<(?:[\w.-]+:)?si[\s>/]/g)?.length ?? 0
    // A tag is at most a few dozen characters before its `si`; keep less than a whole tag, so none
    // is counted twice.
    const cut = text.lastIndexOf("<")
    tail = cut >= 0 && text.length - cut < 64 ? text.slice(cut) : ""
    return count
  }
}

/**
 * The entries of a zip, inflated, by name (directories left out), or ZipRefused. Stops inflating as
 * soon as an entry or the whole passes a limit, counting the bytes zlib produces, not the sizes the
 * archive declares (yauzl also refuses an entry whose data does not match its declared size). zlib
 * inflates on libuv's thread pool, so the event loop only sees the chunks go by.
 */
export const readBoundedZip = async (
  bytes: Uint8Array,
  limits: ZipLimits = officeZipLimits,
): Promise<Map<string, Uint8Array>> => {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      lazyEntries: true,
      validateEntrySizes: true,
    })
  } catch (error) {
    throw damaged(String(error))
  }
  // The count the archive declares is checked before reading any entry; the entries read are counted too.
  if (zip.entryCount > limits.maxEntries) {
    zip.close()
    throw tooLarge("maxEntries")
  }
  const entries = new Map<string, Uint8Array>()
  let entryCount = 0
  let totalBytes = 0
  try {
    for await (const entry of zip.eachEntry()) {
      entryCount++
      if (entryCount > limits.maxEntries) throw tooLarge("maxEntries")
      const name = entry.fileName
      if (name.endsWith("/")) continue
      if (entries.has(name)) throw damaged(`duplicate entry ${name}`)
      if (!entry.canDecodeFileData()) throw damaged(`entry ${name} is encrypted or of an unknown method`)
      const sharedStrings = isSharedStrings(name)
      const entryLimit = sharedStrings
        ? Math.min(limits.maxEntryBytes, limits.maxSharedStringsBytes)
        : limits.maxEntryBytes
      const limitName: keyof ZipLimits = sharedStrings ? "maxSharedStringsBytes" : "maxEntryBytes"
      // What the archive declares is only a first, cheap refusal; the stream below counts real bytes.
      if (entry.uncompressedSize > entryLimit) throw tooLarge(limitName)
      if (totalBytes + entry.uncompressedSize > limits.maxTotalBytes) throw tooLarge("maxTotalBytes")
      const countSharedStrings = sharedStrings ? sharedStringCounter() : null
      const chunks: Uint8Array[] = []
      let entryBytes = 0
      const stream = await zip.openReadStreamPromise(entry)
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          entryBytes += chunk.length
          totalBytes += chunk.length
          if (entryBytes > entryLimit) throw tooLarge(limitName)
          if (totalBytes > limits.maxTotalBytes) throw tooLarge("maxTotalBytes")
          if (countSharedStrings && countSharedStrings(chunk) > limits.maxSharedStrings)
            throw tooLarge("maxSharedStrings")
          chunks.push(chunk)
        }
      } finally {
        stream.destroy()
      }
      // Each entry in memory of its own (not Node's shared pool), so it can be moved to a worker.
      const content = new Uint8Array(entryBytes)
      let at = 0
      for (const chunk of chunks) {
        content.set(chunk, at)
        at += chunk.length
      }
      entries.set(name, content)
    }
  } catch (error) {
    if (error instanceof ZipRefused) throw error
    // zlib's and yauzl's own refusals: invalid deflate data, sizes or names that do not match.
    throw damaged(error instanceof Error ? error.message : String(error))
  } finally {
    zip.close()
  }
  return entries
}
