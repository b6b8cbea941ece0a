/** Longest stored file name in characters (most file systems allow 255 bytes; this leaves room). */
export const fileNameMaxLength = 150

// Control characters, and the invisible ones that make "gpj.exe" look like "exe.jpg" (bidi overrides
// and isolates) or hide characters (zero-width), are dropped.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const invisible = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g
// Characters Windows refuses in names; a path separator would also name a folder.
const reserved = /[<>:"/\\|?*]/g
// Names Windows reserves for devices, with or without an extension.
const deviceName = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i

const splitExtension = (name: string): [string, string] => {
  const dot = name.lastIndexOf(".")
  return dot <= 0 ? [name, ""] : [name.slice(0, dot), name.slice(dot + 1)]
}

/** Cuts a text to at most `max` characters without splitting a surrogate pair. */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join("")

/**
 * A file name that is safe to store, list and send back in Content-Disposition: the last segment of
 * any path the sender gave, in Unicode NFC, without control, invisible or reserved characters, spaces
 * collapsed, no leading or trailing dots and spaces, not a Windows device name, at most
 * `fileNameMaxLength` characters. The extension is the content's (`extensions[0]`) unless the name
 * already ends in one of `extensions`: a PNG sent as "receipt.pdf" is stored as "receipt.png".
 */
export const safeFileName = (sent: string, extensions: ReadonlyArray<string>): string => {
  const lastSegment = sent.normalize("NFC").split(/[/\\]/).pop() ?? ""
  const cleaned = lastSegment
    .replace(invisible, "")
    .replace(reserved, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "")
  const [stem, extension] = splitExtension(cleaned)
  const kept = extensions.includes(extension.toLowerCase())
  const finalExtension = kept ? extension : (extensions[0] ?? "")
  // An extension that looks like one ("pdf", "jpeg") is replaced; other dots are part of the name.
  const looksLikeExtension = /^[a-z0-9]{1,5}$/i.test(extension)
  let base = (kept || looksLikeExtension ? stem : cleaned).replace(/[\s.]+$/g, "")
  if (base === "" || deviceName.test(base)) base = `attachment${base === "" ? "" : `_${base}`}`
  const suffix = finalExtension === "" ? "" : `.${finalExtension}`
  return cut(base, fileNameMaxLength - suffix.length) + suffix
}
