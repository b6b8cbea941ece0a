import { Either, Schema } from "effect"
import type Router from "@koa/router"
import {
  CrashReport,
  Forbidden,
  InvalidInput,
  PayloadTooLarge,
  RateLimited,
  decodeInput,
  headers,
  logPath,
  maxCrashReportBytes,
} from "@vsme/sdk"
import { bearerToken } from "./bearerToken.js"
import type { Authenticator } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import type { Services } from "../services.js"
import { createCrashReportGate } from "./crashReportGate.js"
import { readJsonBody } from "./readBody.js"
import { isOwnOrigin } from "./rpc.js"

/**
 * `POST /api/log`: UI crash reports (spec §7). Anyone may report (a crash can happen before sign-in),
 * but only this app's pages (issue 15): JSON only and no foreign Origin, as for `/api/rpc`, so another
 * site cannot make its visitors' browsers post here (a cross-site form or no-cors fetch can send
 * text/plain, never application/json). The report is validated, size-limited, counted per address and
 * in all (crashReportGate.ts), written once however often it repeats, as one structured log line with
 * the user when the bearer token is valid.
 */
export const mountCrashLog = (
  router: Router,
  deps: { db: Db; authenticator: Authenticator; config: Config; services: Pick<Services, "now"> },
) => {
  const gate = createCrashReportGate()
  router.post(logPath, async (ctx) => {
    const origin = ctx.get("origin")
    if (origin && !isOwnOrigin(origin, ctx, deps.config)) {
      ctx.status = 403
      ctx.body = { error: Schema.encodeSync(Forbidden)(new Forbidden()) }
      return
    }
    if (!ctx.is("application/json")) {
      ctx.status = 400
      ctx.body = {
        error: Schema.encodeSync(InvalidInput)(
          new InvalidInput({
            issues: [
              {
                path: [],
                message: "validation.invalidValue",
                detail: "content-type must be application/json",
              },
            ],
          }),
        ),
      }
      return
    }
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
    const report = decodeInput(CrashReport, body.value)
    if (Either.isLeft(report)) {
      ctx.status = 400
      ctx.body = { error: Schema.encodeSync(InvalidInput)(report.left) }
      return
    }
    const verdict = gate(report.right, ctx.ip, deps.services.now())
    if (verdict.kind === "limited") {
      ctx.status = 429
      ctx.set("retry-after", String(verdict.retryAfterSeconds))
      ctx.body = {
        error: Schema.encodeSync(RateLimited)(
          new RateLimited({ retryAfterSeconds: verdict.retryAfterSeconds }),
        ),
      }
      return
    }
    if (verdict.kind === "duplicate") {
      ctx.status = 204
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
