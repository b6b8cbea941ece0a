import { randomUUID } from "node:crypto"
import type { Middleware } from "koa"
import { headers } from "@vsme/sdk"
import type { Logger } from "../log.js"

declare module "koa" {
  interface DefaultState {
    requestId: string
    log: Logger
  }
}

const acceptableRequestId = /^[A-Za-z0-9._-]{8,64}$/

/**
 * The path as the log may show it: a share link's token is a credential (issue 31), so the page
 * `/s/{token}` and its downloads `/api/s/{token}/…` are logged without it.
 */
export const loggablePath = (path: string) => path.replace(/^(\/(?:api\/)?s\/)[^/]*/, "$1…")

/**
 * Gives every request an id (kept from a proxy's `x-request-id` when it looks sane), a child logger
 * carrying it, and one structured access-log line when the response is done. The query string is
 * left out of the log: it carries call inputs; so is a share link's token.
 */
export const requestContext =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    const incoming = ctx.get(headers.requestId)
    const requestId = acceptableRequestId.test(incoming) ? incoming : randomUUID()
    ctx.state.requestId = requestId
    ctx.state.log = logger.child({ requestId })
    ctx.set(headers.requestId, requestId)
    const started = performance.now()
    try {
      await next()
    } finally {
      ctx.state.log.info(
        {
          method: ctx.method,
          path: loggablePath(ctx.path),
          status: ctx.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      )
    }
  }
