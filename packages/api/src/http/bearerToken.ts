import type { Context } from "koa"
import { headers } from "@vsme/sdk"

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export const bearerToken = (ctx: Context): string | undefined =>
  /^Bearer (.+)$/.exec(ctx.get(headers.authorization))?.[1]
