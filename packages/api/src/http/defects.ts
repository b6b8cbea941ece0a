import type { Middleware } from "koa"
import { Schema } from "effect"
import { InternalError, ServiceUnavailable } from "@vsme/sdk"
import { isStorageUnavailable, noteStorageFailure } from "./storageErrors.js"

/**
 * Last line of defence: anything thrown that no route turned into an answer is a defect. It is logged
 * with the request id and answered 500 without detail (the id lets support find the log line). A
 * storage that cannot take writes is no defect: 503, as the routes answer it.
 */
export const defects: Middleware = async (ctx, next) => {
  try {
    await next()
  } catch (error) {
    if (isStorageUnavailable(error)) {
      noteStorageFailure(ctx, error, {})
      ctx.status = 503
      ctx.body = { error: Schema.encodeSync(ServiceUnavailable)(new ServiceUnavailable()) }
      return
    }
    ctx.state.log.error({ err: error }, "unhandled error")
    ctx.status = 500
    ctx.body = {
      error: Schema.encodeSync(InternalError)(new InternalError({ requestId: ctx.state.requestId })),
    }
  }
}
