import { Either, Schema } from "effect"
import type Router from "@koa/router"
import { CrashReport, InvalidInput, PayloadTooLarge, headers, logPath, maxCrashReportBytes } from "@vsme/sdk"
import { bearerToken } from "./bearerToken.js"
import type { Authenticator } from "../auth/Caller.js"
import type { Db } from "../db/database.js"
import { toInputIssues } from "./issues.js"
import { readJsonBody } from "./readBody.js"

/**
 * `POST /api/log`: UI crash reports (spec §7). Anyone may report (a crash can happen before sign-in),
 * but the report is validated, size-limited and written as one structured log line with the user when
 * the bearer token is valid.
 */
export const mountCrashLog = (router: Router, deps: { db: Db; authenticator: Authenticator }) => {
  router.post(logPath, async (ctx) => {
    const body = await readJsonBody(ctx, maxCrashReportBytes)
    if (!body.ok) {
      ctx.status = body.reason === "tooLarge" ? 413 : 400
      ctx.body = {
        error:
          body.reason === "tooLarge"
            ? Schema.encodeSync(PayloadTooLarge)(new PayloadTooLarge({ limitBytes: maxCrashReportBytes }))
            : Schema.encodeSync(InvalidInput)(
                new InvalidInput({ issues: [{ path: [], message: "validation.malformedJson" }] }),
              ),
      }
      return
    }
    const report = Schema.decodeUnknownEither(CrashReport, { errors: "all", onExcessProperty: "error" })(
      body.value,
    )
    if (Either.isLeft(report)) {
      ctx.status = 400
      ctx.body = {
        error: Schema.encodeSync(InvalidInput)(new InvalidInput({ issues: toInputIssues(report.left) })),
      }
      return
    }
    const bearer = bearerToken(ctx)
    const user = bearer ? await deps.authenticator.authenticate(bearer, deps.db).catch(() => null) : null
    ctx.state.log[report.right.level](
      {
        crash: report.right.data,
        userId: user?.id ?? null,
        accountId: ctx.get(headers.accountId).slice(0, 64) || null,
        userAgent: ctx.get("user-agent").slice(0, 300),
      },
      "ui crash report",
    )
    ctx.status = 204
  })
}
