import { PassThrough, Readable } from "node:stream"
import type { Context, Middleware } from "koa"
import type Router from "@koa/router"
import { Schema } from "effect"
import { inlineXbrlDocument, sharedMessages, xbrlJsonDocument, type Locale } from "@vsme/core"
import {
  InternalError,
  ServiceUnavailable,
  ShareDownloadQuery,
  ShareId,
  ShareToken,
  contentDisposition,
  receivedShareRoutes,
  shareHeaders,
  sharePublicPath,
  shareRoutes,
  type ShareDownloadFormat,
  type ShareSnapshot,
} from "@vsme/sdk"
import type { Db, DbOrTrx } from "../db/database.js"
import { exportFileName, xlsxContentType } from "../exports/exportRoutes.js"
import { reportSheets } from "../exports/reportSheets.js"
import { writeXlsx } from "../exports/xlsxWriter.js"
import { isDatabaseUnavailable } from "../http/databaseErrors.js"
import { decodeOrRefuse, fileRoute, type FileRoute } from "../http/fileRoutes.js"
import { encodeError } from "../http/rpc.js"
import type { Logger } from "../log.js"
import type { Services } from "../services.js"
import { linkTokenHash } from "./linkTokens.js"
import {
  openLinkShare,
  openReceivedShare,
  receivingPerson,
  type OpenedShare,
  type ShareAccess,
} from "./shareAccess.js"
import { shareState } from "./shareRepo.js"
import { snapshotSheetSource, snapshotXbrlReport } from "./snapshotExports.js"

const VersionParam = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1_000_000))
const LinkParams = Schema.Struct({ token: ShareToken, version: Schema.optional(VersionParam) })
const ReceivedParams = Schema.Struct({ shareId: ShareId, version: VersionParam })
const AttachmentParam = Schema.Struct({ attachmentId: Schema.UUID })

/** Headers of everything a link serves: never cached, never indexed, never passed on as a referrer. */
const privateAnswer = (ctx: Context) => {
  ctx.set("cache-control", "no-store")
  ctx.set("referrer-policy", "no-referrer")
  ctx.set("x-robots-tag", "noindex, nofollow")
}

const fileNameOf = (snapshot: ShareSnapshot, lang: Locale, extension: string) =>
  `${exportFileName([snapshot.company.name, snapshot.report.title, snapshot.report.endDate.slice(0, 4), lang])}.${extension}`

/** Writes the requested file of a snapshot into the answer (the data is read already). */
const sendFile = async (
  ctx: Context,
  db: DbOrTrx,
  opened: OpenedShare,
  format: ShareDownloadFormat,
  lang: Locale,
  options: {
    readonly asDownload: boolean
    readonly now: Date
    readonly log: Logger
    readonly attachmentId?: string
  },
) => {
  const { snapshot, version } = opened.view
  const disposition = (name: string) => contentDisposition(name, options.asDownload ? "attachment" : "inline")
  switch (format) {
    case "xlsx": {
      const body = new PassThrough()
      ctx.type = xlsxContentType
      ctx.set("content-disposition", contentDisposition(fileNameOf(snapshot, lang, "xlsx")))
      ctx.body = body
      writeXlsx(body, reportSheets(snapshotSheetSource(snapshot), lang, options.now), {
        creator: "VSME",
        created: options.now,
        title: snapshot.report.title,
      }).catch((error: unknown) => {
        options.log.error(
          { err: error, shareId: opened.shareId },
          "shared spreadsheet failed while streaming",
        )
        body.destroy(error as Error)
      })
      return
    }
    case "xbrlJson":
      ctx.type = "application/json; charset=utf-8"
      ctx.set("content-disposition", disposition(fileNameOf(snapshot, lang, "xbrl.json")))
      ctx.body = `${JSON.stringify(xbrlJsonDocument(snapshotXbrlReport(snapshot, lang)), null, 2)}\n`
      return
    case "inlineXbrl":
      ctx.type = "application/xhtml+xml; charset=utf-8"
      ctx.set("content-disposition", disposition(fileNameOf(snapshot, lang, "xhtml")))
      ctx.body = inlineXbrlDocument(snapshotXbrlReport(snapshot, lang))
      return
    case "attachment": {
      const row = (await db("share_attachments as a")
        .join("share_files as f", (join) => join.on("f.share_id", "a.share_id").andOn("f.sha256", "a.sha256"))
        .where({ "a.share_id": opened.shareId, "a.version": version, "a.id": options.attachmentId })
        .first("a.file_name", "a.content_type", "a.sha256", "f.content")) as
        { file_name: string; content_type: string; sha256: string; content: Buffer } | undefined
      if (!row) {
        ctx.status = 404
        ctx.body = { error: { _tag: "NotFound" } }
        return
      }
      // As report attachments are served: never shown inline, never sniffed, sandboxed if rendered.
      ctx.set("content-disposition", contentDisposition(row.file_name))
      ctx.set("x-content-type-options", "nosniff")
      ctx.set("content-security-policy", "default-src 'none'; sandbox")
      ctx.set("content-type", row.content_type)
      ctx.body = Readable.from([Buffer.from(row.content)])
      ctx.length = row.content.length
      return
    }
  }
}

type TaggedError = Error & { readonly _tag: string }
const isTagged = (error: unknown): error is TaggedError =>
  error instanceof Error && typeof (error as { _tag?: unknown })._tag === "string"

/** Answers a refused or failed share request as the file routes do: `{ error }` with its status. */
const answerFailure = (ctx: Context, error: unknown) => {
  const log = ctx.state.log as Logger
  if (isTagged(error)) {
    const { error: body, status } = encodeError(error)
    if (status < 500) {
      ctx.status = status
      ctx.body = { error: body }
      return
    }
  }
  if (isDatabaseUnavailable(error)) {
    const { error: body, status } = encodeError(new ServiceUnavailable())
    ctx.status = status
    ctx.body = { error: body }
    return
  }
  log.error({ err: error }, "share route failed")
  const { error: body, status } = encodeError(new InternalError({ requestId: ctx.state.requestId as string }))
  ctx.status = status
  ctx.body = { error: body }
}

const linkFormats: ReadonlyArray<readonly [keyof typeof shareRoutes, ShareDownloadFormat]> = [
  ["xbrlJsonLatest", "xbrlJson"],
  ["xlsx", "xlsx"],
  ["xbrlJson", "xbrlJson"],
  ["inlineXbrl", "inlineXbrl"],
  ["attachment", "attachment"],
]

/**
 * The downloads of a link share (`/api/s/…`): the token is the credential (no session, no
 * attestation, so a bank's system can fetch with the link alone), a passcode comes in its header,
 * and every request is checked against the database and logged before anything is sent.
 */
export const mountShareRoutes = (router: Router, deps: { readonly db: Db; readonly services: Services }) => {
  for (const [route, format] of linkFormats) {
    router.get(sharePublicPath + shareRoutes[route], async (ctx) => {
      privateAnswer(ctx)
      try {
        const params = ctx.params as Record<string, string>
        const { token, version } = decodeOrRefuse(LinkParams, {
          token: params.token,
          version: params.version,
        })
        const query = decodeOrRefuse(ShareDownloadQuery, ctx.query)
        const attachment =
          format === "attachment"
            ? decodeOrRefuse(AttachmentParam, { attachmentId: params.attachmentId })
            : undefined
        const passcode = ctx.get(shareHeaders.passcode) || undefined
        const now = deps.services.now()
        const access: ShareAccess = {
          action: query.download === "1" ? "download" : "fetch",
          format,
          viewer: { kind: "link", ip: ctx.ip, userAgent: ctx.get("user-agent") },
          now,
        }
        const opened = await openLinkShare(
          deps.db,
          {
            token,
            ...(version !== undefined ? { version } : {}),
            ...(passcode !== undefined ? { passcode } : {}),
          },
          access,
        )
        await sendFile(ctx, deps.db, opened, format, query.lang, {
          asDownload: query.download === "1",
          now,
          log: ctx.state.log as Logger,
          ...(attachment ? { attachmentId: attachment.attachmentId } : {}),
        })
      } catch (error) {
        answerFailure(ctx, error)
      }
    })
  }
}

const receivedFormats: ReadonlyArray<readonly [keyof typeof receivedShareRoutes, ShareDownloadFormat]> = [
  ["xlsx", "xlsx"],
  ["xbrlJson", "xbrlJson"],
  ["inlineXbrl", "inlineXbrl"],
  ["attachment", "attachment"],
]

/** The same downloads of a received report, for the receiving company's members (below /api/files). */
export const receivedShareFileRoutes: ReadonlyArray<FileRoute> = receivedFormats.map(([route, format]) =>
  fileRoute({
    method: "GET",
    path: receivedShareRoutes[route],
    access: "accountMember",
    handle: async ({ ctx, params, caller, db, services, log }) => {
      const { shareId, version } = decodeOrRefuse(ReceivedParams, {
        shareId: params.shareId,
        version: params.version,
      })
      const query = decodeOrRefuse(ShareDownloadQuery, ctx.query)
      const attachment =
        format === "attachment"
          ? decodeOrRefuse(AttachmentParam, { attachmentId: params.attachmentId })
          : undefined
      const now = services.now()
      const opened = await openReceivedShare(
        db,
        caller.account.id,
        { shareId, version },
        { action: "download", format, viewer: await receivingPerson(db, caller), now },
      )
      await sendFile(ctx, db, opened, format, query.lang, {
        asDownload: true,
        now,
        log,
        ...(attachment ? { attachmentId: attachment.attachmentId } : {}),
      })
    },
  }),
)

const pageLanguage = (ctx: Context): Locale => {
  const chosen = ctx.acceptsLanguages("fi", "sv", "en")
  return chosen === "fi" || chosen === "sv" ? chosen : "en"
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  )

/** The whole page of a link that leads nowhere any more: its message, and nothing of the share. */
const deadLinkPage = (ctx: Context, status: 404 | 410) => {
  const lang = pageLanguage(ctx)
  const text = sharedMessages[lang].errors[status === 410 ? "ShareGone" : "ShareNotFound"]
  ctx.status = status
  ctx.type = "text/html; charset=utf-8"
  ctx.body = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>VSME</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<main><h1>${escapeHtml(text)}</h1></main></body></html>
`
}

/**
 * The public share page `/s/{token}`: a withdrawn or expired link answers 410 with a page saying so,
 * an unknown one 404, before the app is even sent; an open one gets the app (which then calls
 * share.open) with the link's private headers.
 */
export const sharePage =
  (db: Db, now: () => Date): Middleware =>
  async (ctx, next) => {
    const match = /^\/s\/([^/]+)\/?$/.exec(ctx.path)
    if (!match || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next()
    privateAnswer(ctx)
    const token = match[1]!
    if (!Schema.is(ShareToken)(token)) return deadLinkPage(ctx, 404)
    const share = (await db("shares")
      .where({ token_hash: linkTokenHash(token) })
      .first("revoked_at", "expires_at")) as { revoked_at: Date | null; expires_at: Date } | undefined
    if (!share) return deadLinkPage(ctx, 404)
    if (shareState(share, now()) !== "active") return deadLinkPage(ctx, 410)
    await next()
    // The app's index.html is sent "no-cache" with an ETag; a share page is not kept at all.
    privateAnswer(ctx)
    ctx.remove("etag")
    ctx.remove("last-modified")
  }
