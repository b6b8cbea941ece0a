import type { Context } from "koa"
import getRawBody from "raw-body"

export type BodyResult =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly reason: "tooLarge" | "malformed" }

/**
 * Reads a JSON request body, refusing it beyond `limitBytes` before it is all in memory.
 * Parsing is done here, not by a body-parser middleware, so that every route states its own limit.
 */
export const readJsonBody = async (ctx: Context, limitBytes: number): Promise<BodyResult> => {
  let text: string
  try {
    text = await getRawBody(ctx.req, { limit: limitBytes, encoding: "utf8" })
  } catch (error) {
    const type = (error as { type?: string }).type
    // The rest of the body is left unread: the connection must not carry another request.
    ctx.set("connection", "close")
    if (type === "entity.too.large") return { ok: false, reason: "tooLarge" }
    return { ok: false, reason: "malformed" }
  }
  return parseJson(text)
}

/**
 * The deepest nesting a request may have. Inputs nest a few levels (a cell of a table answer is about
 * seven deep); JSON nested thousands deep only serves to exhaust the stack of whatever walks it next
 * (Effect's formatting of a decoding error does, recursively: found by the fuzz tests of issue 10).
 */
export const maxJsonDepth = 64

/**
 * Whether a parsed JSON value is unfit for any input: nested deeper than `limit`, or holding the NUL
 * character in a string or key. PostgreSQL cannot store NUL in text at all (it refuses the whole
 * statement), and no one types it; it arrives only with hostile or broken input (the fuzz tests found
 * it failing inserts and searches with 500s). Walks iteratively, so any depth is safe.
 */
const unfitForInput = (value: unknown, limit: number): boolean => {
  const pending: Array<readonly [unknown, number]> = [[value, 0]]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next
    if (typeof item === "string" && item.includes("\u0000")) return true
    if (item === null || typeof item !== "object") continue
    if (depth >= limit) return true
    for (const [key, child] of Object.entries(item)) {
      if (key.includes("\u0000")) return true
      pending.push([child, depth + 1])
    }
  }
  return false
}

/** Parses JSON text; too deeply nested JSON, or JSON with NUL characters, counts as malformed. */
export const parseJson = (text: string): BodyResult => {
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    return { ok: false, reason: "malformed" }
  }
  return unfitForInput(value, maxJsonDepth) ? { ok: false, reason: "malformed" } : { ok: true, value }
}
