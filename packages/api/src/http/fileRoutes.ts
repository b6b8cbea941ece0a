import type { Context } from "koa"
import type Router from "@koa/router"
import getRawBody from "raw-body"
import { Either, type Schema } from "effect"
import {
  Forbidden,
  InternalError,
  InvalidInput,
  PayloadTooLarge,
  ServiceUnavailable,
  decodeInput,
  errorStatus,
  fileHeaders,
  filesPath,
  uploadContentType,
  type Access,
} from "@vsme/sdk"
import type { ActiveAccount, SignedInUser } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { Db } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Services } from "../services.js"
import { isDatabaseUnavailable } from "./databaseErrors.js"
import { isStorageUnavailable, noteStorageFailure } from "./storageErrors.js"
import { checkAccessLevel, encodeError, isOwnOrigin, resolveCaller, type RpcDeps } from "./rpc.js"

/** What a file route's handler gets: the checked caller and the Koa context to answer on. */
export interface FileRouteContext<A extends Exclude<Access, "public">> {
  readonly ctx: Context
  readonly params: Readonly<Record<string, string>>
  readonly caller: {
    readonly user: SignedInUser
    readonly account: A extends "signedIn" | "superadmin" ? ActiveAccount | null : ActiveAccount
  }
  readonly db: Db
  readonly config: Config
  readonly services: Services
  readonly log: Logger
  readonly requestId: string
}

/**
 * A route under `/api/files` (sdk files.ts): downloads and uploads with the credentials and access
 * levels of procedures. The handler sets `ctx.body` (a Buffer or a stream) and its headers; it throws
 * tagged errors (NotFound, SubscriptionRequired, InvalidInput…) like a procedure handler does, and
 * runs its own transactions: a download must not hold one open while the client reads slowly.
 */
export interface FileRoute<A extends Exclude<Access, "public"> = Exclude<Access, "public">> {
  readonly method: "GET" | "POST" | "DELETE"
  /** Koa path template below /api/files, e.g. `/reports/:reportId/attachments`. */
  readonly path: string
  readonly access: A
  readonly handle: (context: FileRouteContext<A>) => Promise<void>
}

/** Declares a route with its access level's caller type. */
export const fileRoute = <A extends Exclude<Access, "public">>(route: FileRoute<A>): FileRoute =>
  route as unknown as FileRoute

type TaggedError = { readonly _tag: string }
const isTaggedError = (error: unknown): error is TaggedError => {
  const tag = (error as { _tag?: unknown } | null)?._tag
  return error instanceof Error && typeof tag === "string" && tag in errorStatus
}

const answerError = (ctx: Context, error: TaggedError) => {
  const { error: body, status } = encodeError(error)
  ctx.status = status
  ctx.set("cache-control", "no-store")
  ctx.body = { error: body }
}

/** Decodes route parameters or a query with a Schema; failures answer 400 with the issues. */
export const decodeOrRefuse = <A, I>(schema: Schema.Schema<A, I, never>, value: unknown): A => {
  const result = decodeInput(schema, value)
  if (Either.isLeft(result)) throw result.left
  return result.right
}

/** An upload's bytes and the file name its sender gave. */
export interface Upload {
  readonly bytes: Buffer
  /** The name from the `x-file-name` header, decoded; empty when none was sent. */
  readonly fileName: string
}

const decodeHeader = (value: string) => {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new InvalidInput({ issues: [{ path: ["fileName"], message: "validation.invalidValue" }] })
  }
}

/**
 * Reads an upload body (sdk files.ts: `application/octet-stream`), refusing it beyond `limitBytes`
 * before it is all in memory.
 */
export const readUpload = async (ctx: Context, limitBytes: number): Promise<Upload> => {
  if (!ctx.is(uploadContentType)) {
    throw new InvalidInput({
      issues: [
        { path: [], message: "validation.invalidValue", detail: `content-type must be ${uploadContentType}` },
      ],
    })
  }
  const fileName = decodeHeader(ctx.get(fileHeaders.fileName))
  const declared = Number(ctx.get("content-length"))
  if (Number.isFinite(declared) && declared > limitBytes) {
    ctx.set("connection", "close")
    throw new PayloadTooLarge({ limitBytes })
  }
  try {
    const bytes = await getRawBody(ctx.req, { limit: limitBytes })
    return { bytes, fileName }
  } catch (error) {
    // The rest of the body is left unread: the connection must not carry another request.
    ctx.set("connection", "close")
    if ((error as { type?: string }).type === "entity.too.large") throw new PayloadTooLarge({ limitBytes })
    throw new InvalidInput({ issues: [{ path: [], message: "validation.invalidValue" }] })
  }
}

/** Mounts the file routes: caller resolution, access and attestation as for procedures, then the handler. */
export const mountFileRoutes = (
  router: Router,
  deps: RpcDeps & { readonly logger: Logger },
  routes: ReadonlyArray<FileRoute>,
) => {
  for (const route of routes) {
    const serve = async (ctx: Context) => {
      ctx.set("cache-control", "no-store")
      if (route.method !== "GET") {
        // Same CSRF defence as the procedure endpoint: a browser names its page's origin.
        const origin = ctx.get("origin")
        if (origin && !isOwnOrigin(origin, ctx, deps.config)) return answerError(ctx, new Forbidden())
      }
      try {
        const caller = await resolveCaller(ctx, deps)
        const denied = checkAccessLevel(route.access, caller, true, route.method !== "GET")
        if (denied) return answerError(ctx, denied)
        await route.handle({
          ctx,
          params: (ctx.params ?? {}) as Record<string, string>,
          caller: { user: caller.user!, account: caller.account as ActiveAccount },
          db: deps.db,
          config: deps.config,
          services: deps.services,
          log: ctx.state.log as Logger,
          requestId: ctx.state.requestId as string,
        })
      } catch (error) {
        if (isTaggedError(error)) return answerError(ctx, error)
        if (isDatabaseUnavailable(error)) {
          ctx.state.log.warn({ err: error, route: route.path }, "database unavailable")
          return answerError(ctx, new ServiceUnavailable())
        }
        if (isStorageUnavailable(error)) {
          noteStorageFailure(ctx, error, { route: route.path })
          return answerError(ctx, new ServiceUnavailable())
        }
        ctx.state.log.error({ err: error, route: route.path }, "file route failed")
        return answerError(ctx, new InternalError({ requestId: ctx.state.requestId as string }))
      }
    }
    const path = filesPath + route.path
    if (route.method === "GET") router.get(path, serve)
    else if (route.method === "POST") router.post(path, serve)
    else router.delete(path, serve)
  }
}
