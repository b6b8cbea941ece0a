import { fileTypeFromBuffer } from "file-type"
import { AttachmentTypeNotAllowed, type AttachmentContentType } from "@vsme/sdk"

/** The extensions of each allowed type; the first is given to a name that has none of them. */
export const extensionsOf: Readonly<Record<AttachmentContentType, ReadonlyArray<string>>> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/webp": ["webp"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ["pptx"],
  "application/vnd.oasis.opendocument.spreadsheet": ["ods"],
  "application/vnd.oasis.opendocument.text": ["odt"],
  "application/vnd.oasis.opendocument.presentation": ["odp"],
  "text/csv": ["csv"],
  "text/plain": ["txt", "text", "tsv", "log", "md"],
}

const isAllowed = (mime: string): mime is AttachmentContentType => Object.hasOwn(extensionsOf, mime)

const utf8 = new TextDecoder("utf-8", { fatal: true })
const latin1 = new TextDecoder("latin1")

/** Control bytes other than tab, line feed, form feed and carriage return: binary data in any 8-bit encoding. */
const hasBinaryBytes = (bytes: Uint8Array) =>
  bytes.some((b) => (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d) || b === 0x7f)

/**
 * Text we take as CSV or plain text: no control bytes (so UTF-16 and binary files are out), in UTF-8
 * or an 8-bit encoding such as the Windows-1252 of a Finnish Excel's CSV export, and not markup: an
 * HTML or SVG page is not a spreadsheet export, and a browser told to sniff it would run its scripts.
 */
const isPlainText = (bytes: Uint8Array): boolean => {
  if (bytes.length === 0 || hasBinaryBytes(bytes)) return false
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    text = latin1.decode(bytes)
  }
  return !/^\s*</.test(text.replace(/^\ufeff/, ""))
}

/**
 * The type of an upload, recognised from its content by `file-type` (magic bytes, and the entries of
 * a zip for Office and OpenDocument files), or as text. The name only decides whether text is
 * CSV or plain: both are allowed, and text has no magic bytes. Anything else is refused with what
 * it was recognised as.
 */
export const detectContentType = async (
  bytes: Uint8Array,
  fileName: string,
): Promise<AttachmentContentType> => {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected) {
    if (isAllowed(detected.mime)) return detected.mime
    throw new AttachmentTypeNotAllowed({ detected: detected.mime })
  }
  if (isPlainText(bytes)) return /\.csv$/i.test(fileName.trim()) ? "text/csv" : "text/plain"
  throw new AttachmentTypeNotAllowed({ detected: null })
}
