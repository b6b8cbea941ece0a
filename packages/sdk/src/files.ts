/**
 * File transfers (attachments, spreadsheet exports, badges, templates) do not fit the JSON procedure
 * endpoint: they travel as raw bytes on routes under `/api/files/`, with the same credentials as a
 * procedure call (bearer token, account-id header, attestation token). A failed request answers
 * `{ "error": <EncodedError> }` with the status of `errorStatus`, exactly like a whole-batch failure
 * of the procedure endpoint, so clients translate it the same way.
 *
 * Uploads are `POST` with the file as the body (`application/octet-stream`, a content type that a
 * cross-site form cannot send) and its name in the `x-file-name` header, percent-encoded.
 */
export const filesPath = "/api/files"

export const fileHeaders = {
  fileName: "x-file-name",
} as const

/** Content type of every upload body. */
export const uploadContentType = "application/octet-stream"

/** Builds a file route's URL path from its template (`/reports/:reportId/x`) and parameters. */
export const filePath = (template: string, params: Readonly<Record<string, string>> = {}) =>
  filesPath +
  template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`filePath: missing parameter ${name} for ${template}`)
    return encodeURIComponent(value)
  })

/** The file name a download's Content-Disposition header names, or null. */
export const dispositionFileName = (header: string | null): string | null => {
  if (!header) return null
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!)
    } catch {
      return null
    }
  }
  const plain = /filename="([^"]*)"/i.exec(header)
  return plain ? plain[1]! : null
}

/** A Content-Disposition header for a download: ASCII fallback plus the exact UTF-8 name (RFC 6266). */
export const contentDisposition = (fileName: string, disposition: "attachment" | "inline" = "attachment") => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_")
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
