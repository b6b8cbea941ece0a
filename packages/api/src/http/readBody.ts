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

export const parseJson = (text: string): BodyResult => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, reason: "malformed" }
  }
}
