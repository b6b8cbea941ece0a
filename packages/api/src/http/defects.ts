import type { Middleware } from "koa"
import { Schema } from "effect"
import { InternalError } from "@vsme/sdk"

/**
 * Last line of defence: anything thrown that no route turned into an answer is a defect. It is logged
 * with the request id and answered 500 without detail (the id lets support find the log line).
 */
export const defects: Middleware = async (ctx, next) => {
  try {
    await next()
  } catch (error) {
    ctx.state.log.error({ err: error }, "unhandled error")
    ctx.status = 500
    ctx.body = {
      error: Schema.encodeSync(InternalError)(new InternalError({ requestId: ctx.state.requestId })),
    }
  }
}
