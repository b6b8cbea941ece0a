/** The content codings the API can send a built file in: precompressed brotli or gzip, or as it is. */
export type ContentCoding = "br" | "gzip" | "identity"

/** Our order of preference: brotli is the smallest, identity the largest. */
const ours: ReadonlyArray<ContentCoding> = ["br", "gzip", "identity"]

/** At most this many entries of the header are read: it is the client's input. */
const maxEntries = 32

/**
 * The codings the client accepts (RFC 9110 §12.5.3), best first: by the client's q-value, then by
 * our order (brotli before gzip before identity). A coding the header does not name takes the q of
 * `*` if there is one. `identity` is acceptable unless refused by `identity;q=0` or by `*;q=0`; not
 * named, it comes after every coding the client named. Without the header, only identity.
 */
export const chooseEncodings = (header: string | undefined): ContentCoding[] => {
  if (!header || header.trim() === "") return ["identity"]
  const q = new Map<string, number>()
  for (const entry of header.split(",").slice(0, maxEntries)) {
    const [name, ...params] = entry.split(";").map((part) => part.trim())
    if (!name) continue
    let weight = 1
    for (const param of params) {
      const match = /^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(param)
      if (match) weight = Math.min(1, Number(match[1]))
    }
    const key = name.toLowerCase()
    // A coding named twice keeps its highest q.
    q.set(key, Math.max(weight, q.get(key) ?? 0))
  }
  const star = q.get("*")
  const weightOf = (coding: ContentCoding) =>
    q.get(coding) ?? star ?? (coding === "identity" ? Number.MIN_VALUE : 0)
  return ours
    .map((coding, order) => ({ coding, order, weight: weightOf(coding) }))
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map((c) => c.coding)
}
