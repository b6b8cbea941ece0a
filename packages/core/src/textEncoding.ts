/**
 * The text of an uploaded spreadsheet-made file. Excel saves "CSV UTF-8" with a byte-order mark,
 * plain "CSV" in the Windows code page (Windows-1252 in Finland and Sweden) and "Unicode text" in
 * UTF-16 with a byte-order mark; all three are read. Valid UTF-8 is taken as UTF-8 (Windows-1252
 * text with ä or ö is practically never valid UTF-8); otherwise Windows-1252, unless the bytes
 * hold what that code page leaves undefined or NUL bytes (UTF-16 without a byte-order mark), which
 * are refused with the encoding named when it can be. TextDecoder (WHATWG Encoding) does the
 * decoding in Node and browsers alike, so no library is needed.
 */
// WHATWG Encoding, in Node and every browser; declared here because core compiles without DOM types.
declare const TextDecoder: new (
  label?: string,
  options?: { readonly fatal?: boolean },
) => { decode: (input: Uint8Array) => string }

export type DecodedText =
  | { readonly ok: true; readonly text: string; readonly encoding: string }
  | { readonly ok: false; readonly encoding: string | null }

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>) =>
  prefix.every((b, i) => bytes[i] === b)

export const decodeSpreadsheetText = (bytes: Uint8Array): DecodedText => {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return decodeAs(bytes.subarray(3), "utf-8")
  if (startsWith(bytes, [0xff, 0xfe])) return decodeAs(bytes.subarray(2), "utf-16le")
  if (startsWith(bytes, [0xfe, 0xff])) return decodeAs(bytes.subarray(2), "utf-16be")
  if (bytes.includes(0)) return { ok: false, encoding: "UTF-16" }
  const utf8 = decodeAs(bytes, "utf-8")
  if (utf8.ok) return utf8
  const text = new TextDecoder("windows-1252").decode(bytes)
  // Bytes 0x81, 0x8D, 0x8F, 0x90 and 0x9D are undefined in Windows-1252 and decode to C1 controls.
  if (/[\u0080-\u009f]/.test(text)) return { ok: false, encoding: null }
  return { ok: true, text, encoding: "windows-1252" }
}

const decodeAs = (bytes: Uint8Array, encoding: string): DecodedText => {
  try {
    return { ok: true, text: new TextDecoder(encoding, { fatal: true }).decode(bytes), encoding }
  } catch {
    return { ok: false, encoding: null }
  }
}
