import { isDeepStrictEqual } from "node:util"
import { Either, Schema } from "effect"
import type { Context } from "koa"
import type Router from "@koa/router"
import type { AccountId } from "@vsme/core"
import {
  AttestationInvalid,
  Forbidden,
  InternalError,
  InvalidInput,
  MethodNotAllowed,
  PayloadTooLarge,
  SecondFactorRequired,
  ServiceUnavailable,
  TotpEnrolmentRequired,
  Unauthorized,
  UnknownProcedure,
  decodeInput,
  errorStatus,
  headers,
  maxCallsPerBatch,
  proceduresByName,
  rpcPath,
  transportErrors,
  type AnyProcedure,
  type CallResult,
  type EncodedError,
} from "@vsme/sdk"
import { bearerToken } from "./bearerToken.js"
import {
  actsAsSuperadmin,
  type ActiveAccount,
  type Authenticator,
  type SignedInUser,
} from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { Db, DbOrTrx } from "../db/database.js"
import type { CookieOptions, HttpExchange } from "../procedures/handler.js"
import type { Handlers } from "../procedures/index.js"
import type { Services } from "../services.js"
import { domainErrorOfUniqueViolation, isDatabaseUnavailable } from "./databaseErrors.js"
import { EncodedAnswer } from "./encodedAnswer.js"
import { encodeOutput, isComparingOutputEncoders } from "./outputEncoder.js"
import { cachedReads } from "../procedures/cachedReads.js"
import { checksKeptReads, type ReadCache } from "./readCache.js"
import { parseJson, readJsonBody } from "./readBody.js"
import { isStorageUnavailable, noteStorageFailure } from "./storageErrors.js"

export interface RpcDeps {
  readonly config: Config
  readonly db: Db
  readonly handlers: Handlers
  readonly authenticator: Authenticator
  readonly services: Services
  /** The contract served; tests mount extra procedures beside it. */
  readonly procedures?: ReadonlyMap<string, AnyProcedure>
  /** Answers of the report form's reads kept between requests (decision 036). */
  readonly readCache?: ReadCache
}

type TaggedError = { readonly _tag: string }
const AccountIdHeader = Schema.UUID

export const encodeError = (error: TaggedError): { error: EncodedError; status: number } => {
  const cls = error.constructor as unknown as Schema.Schema<TaggedError, EncodedError, never>
  const status = (errorStatus as Record<string, number>)[error._tag] ?? 500
  return { error: Schema.encodeSync(cls)(error), status }
}

const isDeclaredError = (procedure: AnyProcedure, error: unknown): error is TaggedError =>
  [...transportErrors, ...procedure.errors].some(
    (cls) =>
      typeof cls === "function" && error instanceof (cls as unknown as new (...args: never[]) => unknown),
  )

/** Resolved once per HTTP request and shared by its calls. */
export interface RequestCaller {
  readonly user: SignedInUser | null
  readonly account: ActiveAccount | null
  /** Why the account header was not honoured, when one was sent. */
  readonly accountProblem: "malformed" | "noAccess" | null
  readonly attested: boolean
}

export const resolveCaller = async (
  ctx: Context,
  deps: Pick<RpcDeps, "authenticator" | "db">,
): Promise<RequestCaller> => {
  const bearer = bearerToken(ctx)
  const rawAccount = ctx.get(headers.accountId)
  const { authenticator } = deps
  // The common case (a signed-in browser acting on a company) in one round trip.
  const both =
    bearer && rawAccount && authenticator.authenticateForAccount && Schema.is(AccountIdHeader)(rawAccount)
      ? await authenticator.authenticateForAccount(bearer, rawAccount as AccountId, deps.db)
      : undefined
  const user =
    both !== undefined
      ? (both?.user ?? null)
      : bearer
        ? await authenticator.authenticate(bearer, deps.db)
        : null
  // Personal API tokens (the CLI) need no attestation; browsers always do.
  const attested =
    user?.credential === "apiToken" ||
    (await authenticator.verifyAttestation(ctx.get(headers.attestation) || undefined, deps.db))
  if (both) return { user, account: both.account, accountProblem: both.account ? null : "noAccess", attested }
  if (!rawAccount || !user) return { user, account: null, accountProblem: null, attested }
  if (!Schema.is(AccountIdHeader)(rawAccount))
    return { user, account: null, accountProblem: "malformed", attested }
  const account = await deps.authenticator.accountAccess(user, rawAccount as AccountId, deps.db)
  return { user, account, accountProblem: account ? null : "noAccess", attested }
}

/** Calls a browser makes before it can have an attestation token, and the version check. */
const attestationExempt = new Set(["root.version", "attestation.challenge", "attestation.redeem"])

/**
 * The access rule of spec §6 and the contract, checked before any handler (or file route) runs.
 * `changesData`: a mutation or an upload, which a read-only API token may not make.
 */
export const checkAccessLevel = (
  access: AnyProcedure["access"],
  caller: RequestCaller,
  attestationRequired = true,
  changesData = false,
): TaggedError | null => {
  if (!caller.attested && attestationRequired) return new AttestationInvalid()
  if (changesData && caller.user?.readOnly) return new Forbidden()
  if (access === "public") return null
  if (!caller.user) return new Unauthorized()
  if (access === "signedIn") return null
  if (access === "superadmin") {
    if (caller.user.role !== "superadmin") return new Forbidden()
    // Two-factor authentication is required for superadmins (issue: identity), and must have been
    // used for this session or token (issue 15).
    if (caller.user.totpEnabled === false) return new TotpEnrolmentRequired()
    return actsAsSuperadmin(caller.user) ? null : new SecondFactorRequired()
  }
  if (!caller.account) return new Forbidden()
  if (access === "accountOwner" && caller.account.role !== "owner") return new Forbidden()
  return null
}

const checkAccess = (procedure: AnyProcedure, caller: RequestCaller) =>
  checkAccessLevel(
    procedure.access,
    caller,
    !attestationExempt.has(procedure.name),
    procedure.kind === "mutation",
  )

/** A successful call's result already in its wire form (`{"result":…}`): a kept read's answer. */
type WireResult = string

/**
 * Where a query's answer may be kept (decision 036): under the caller's user, company, role and way
 * in, the procedure and its input, everything its handler reads of the caller.
 */
const keptReadOf = (deps: RpcDeps, name: string, rawInput: unknown, caller: RequestCaller) => {
  const read = deps.readCache ? cachedReads.get(name) : undefined
  const { user, account } = caller
  if (!read || !user) return undefined
  const key = [name, user.id, account?.id, account?.role, account?.via, JSON.stringify(rawInput)].join("\n")
  return { cache: deps.readCache!, read, key, scope: read.scope({ user, account }) }
}

const runCall = async (
  ctx: Context,
  deps: RpcDeps,
  method: "GET" | "POST",
  name: string,
  rawInput: unknown,
  caller: RequestCaller,
): Promise<CallResult | WireResult> => {
  const procedure = (deps.procedures ?? proceduresByName).get(name)
  if (!procedure) return encodeError(new UnknownProcedure({ name: name.slice(0, 100) }))
  if (method === "GET" && procedure.kind === "mutation") return encodeError(new MethodNotAllowed())
  const input = decodeInput(procedure.input, rawInput)
  if (Either.isLeft(input)) return encodeError(input.left)
  const denied = checkAccess(procedure, caller)
  if (denied) return encodeError(denied)
  // A query sent in a POST after a mutation of the same request runs after its commit, and waits for
  // the feed to have heard it like any later request.
  const kept = keptReadOf(deps, name, rawInput, caller)
  const served = kept && (await kept.cache.lookup(kept.key, deps.services.now()))
  if (served !== undefined && !checksKeptReads()) return served
  const reading = kept?.cache.beginRead()

  const entry = deps.handlers[name as keyof Handlers] as
    | ((c: object) => Promise<unknown>)
    | { guard: (c: object) => Promise<void>; handle: (c: object) => Promise<unknown> }
    | { ownTransactions: true; handle: (c: object) => Promise<unknown> }
  const handler = typeof entry === "function" ? entry : entry.handle
  const inTransaction =
    procedure.kind === "mutation" && !(typeof entry === "object" && "ownTransactions" in entry)
  const cookieWrites: Array<() => void> = []
  const afterCommit: Array<() => Promise<void> | void> = []
  const http: HttpExchange = {
    ip: ctx.ip,
    userAgent: ctx.get("user-agent").slice(0, 300),
    secure: ctx.secure,
    cookie: (cookieName) => ctx.cookies.get(cookieName),
    setCookie: (cookieName, value, options: CookieOptions) =>
      cookieWrites.push(() =>
        ctx.cookies.set(cookieName, value, {
          httpOnly: options.readableByScripts !== true,
          secure: ctx.secure,
          sameSite: options.sameSite,
          path: options.path,
          overwrite: true,
          ...(options.maxAgeSeconds === undefined ? {} : { maxAge: options.maxAgeSeconds * 1000 }),
        }),
      ),
    clearCookie: (cookieName, options) =>
      cookieWrites.push(() =>
        ctx.cookies.set(cookieName, "", {
          httpOnly: true,
          secure: ctx.secure,
          sameSite: options.sameSite,
          path: options.path,
          maxAge: 0,
          overwrite: true,
        }),
      ),
  }
  const context = (db: DbOrTrx) => ({
    input: input.right,
    caller: { user: caller.user, account: procedure.access === "public" ? null : caller.account },
    db,
    log: ctx.state.log,
    config: deps.config,
    requestId: ctx.state.requestId,
    http,
    services: deps.services,
    afterCommit: (effect: () => Promise<void> | void) => afterCommit.push(effect),
  })
  try {
    if (typeof entry === "object" && "guard" in entry) await entry.guard(context(deps.db))
    const output = inTransaction
      ? await deps.db.transaction((trx) => handler(context(trx)))
      : await handler(context(deps.db))
    const preEncoded = output instanceof EncodedAnswer ? output : null
    const encoded =
      preEncoded && !isComparingOutputEncoders()
        ? null
        : encodeOutput(procedure.output, preEncoded?.value ?? output)
    if (encoded && Either.isLeft(encoded))
      throw new Error(`${name}: output does not match its Schema: ${encoded.left.message}`)
    if (
      preEncoded &&
      encoded &&
      !isDeepStrictEqual(JSON.parse(preEncoded.text), JSON.parse(JSON.stringify(encoded.right)))
    )
      throw new Error(`${name}: its answer encoded ahead differs from its Schema's encoding`)
    for (const write of cookieWrites) write()
    for (const effect of afterCommit) {
      // The call succeeded and is committed; a failing follow-up is logged, not turned into an error.
      await Promise.resolve()
        .then(effect)
        .catch((error: unknown) =>
          ctx.state.log.error({ err: error, procedure: name }, "after-commit effect failed"),
        )
    }
    if (preEncoded) return `{"result":${preEncoded.text}}`
    if (!kept) return { result: encoded!.right }
    const text = JSON.stringify({ result: encoded!.right })
    if (served !== undefined && (await kept.cache.servedStale(reading!, kept.scope, served, text)))
      throw new Error(`${name}: the read cache served an answer the tables no longer give`)
    kept.cache.remember(reading!, kept.key, kept.scope, text, kept.read.validUntil?.(output as never) ?? null)
    return text
  } catch (error) {
    if (isDeclaredError(procedure, error)) return encodeError(error)
    // A race the handler's own check lost (two sign-ups with one address at once): its domain error.
    const raced = domainErrorOfUniqueViolation(error, input.right)
    if (raced && isDeclaredError(procedure, raced)) return encodeError(raced)
    if (isDatabaseUnavailable(error)) {
      ctx.state.log.warn({ err: error, procedure: name }, "database unavailable")
      return encodeError(new ServiceUnavailable())
    }
    if (isStorageUnavailable(error)) {
      noteStorageFailure(ctx, error, { procedure: name })
      return encodeError(new ServiceUnavailable())
    }
    ctx.state.log.error({ err: error, procedure: name }, "procedure failed")
    return encodeError(new InternalError({ requestId: ctx.state.requestId }))
  }
}

/**
 * Whether a request's Origin is this app: the address it was reached at, PUBLIC_URL, or in the dev
 * environment a local page (the Vite dev server on another port proxies to us).
 */
export const isOwnOrigin = (origin: string, ctx: Context, config: Config) =>
  origin === `${ctx.protocol}://${ctx.host}` ||
  (config.publicUrl !== undefined && origin === new URL(config.publicUrl).origin) ||
  (config.appEnv === "dev" && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin))

const answerWhole = (ctx: Context, error: TaggedError) => {
  const { error: body, status } = encodeError(error)
  ctx.status = status
  ctx.body = { error: body }
}

const malformed = (message: "validation.malformedJson" | "validation.invalidValue", detail?: string) =>
  new InvalidInput({ issues: [{ path: [], message, ...(detail ? { detail } : {}) }] })

/**
 * The batched procedure endpoint (`sdk/wire.ts` describes the format). Queries of a GET run
 * concurrently; the calls of a POST run one after another in order, each mutation in its own
 * transaction, so one failing call never undoes another.
 */
export const mountRpc = (router: Router, deps: RpcDeps) => {
  const serve = (method: "GET" | "POST") => async (ctx: Context) => {
    const names = String((ctx.params as { names?: string }).names ?? "").split(",")
    if (names.length > maxCallsPerBatch) {
      return answerWhole(
        ctx,
        malformed("validation.invalidValue", `at most ${maxCallsPerBatch} calls per request`),
      )
    }
    let body
    if (method === "GET") {
      const raw = ctx.query.input
      body =
        typeof raw === "string"
          ? parseJson(raw)
          : raw === undefined
            ? { ok: true as const, value: names.map(() => null) }
            : { ok: false as const, reason: "malformed" as const }
    } else {
      // Cross-site forms can POST text/plain but not application/json (that needs a CORS preflight,
      // which this server never grants), and a browser names its page's origin: both keep other
      // sites from driving mutations, on top of the SameSite cookie.
      const origin = ctx.get("origin")
      if (origin && !isOwnOrigin(origin, ctx, deps.config)) return answerWhole(ctx, new Forbidden())
      if (!ctx.is("application/json")) {
        return answerWhole(ctx, malformed("validation.invalidValue", "content-type must be application/json"))
      }
      body = await readJsonBody(ctx, deps.config.rpcMaxBodyBytes)
    }
    if (!body.ok) {
      return answerWhole(
        ctx,
        body.reason === "tooLarge"
          ? new PayloadTooLarge({ limitBytes: deps.config.rpcMaxBodyBytes })
          : malformed("validation.malformedJson"),
      )
    }
    const inputs = body.value
    if (!Array.isArray(inputs) || inputs.length !== names.length) {
      return answerWhole(
        ctx,
        malformed("validation.invalidValue", "expected a JSON array with one input per call"),
      )
    }
    let caller: RequestCaller
    try {
      caller = await resolveCaller(ctx, deps)
    } catch (error) {
      if (isStorageUnavailable(error)) {
        noteStorageFailure(ctx, error, { stage: "caller" })
        return answerWhole(ctx, new ServiceUnavailable())
      }
      if (!isDatabaseUnavailable(error)) throw error
      ctx.state.log.warn({ err: error }, "database unavailable")
      return answerWhole(ctx, new ServiceUnavailable())
    }
    // A GET carries only queries (a mutation there is refused), which read and change nothing: they
    // run at once, their queries concurrently (decision 027). Mutations (POST) run one after another.
    const results: Array<CallResult | WireResult> =
      method === "GET"
        ? await Promise.all(names.map((name, i) => runCall(ctx, deps, method, name, inputs[i], caller)))
        : []
    if (method === "POST") {
      for (const [i, name] of names.entries()) {
        results.push(await runCall(ctx, deps, method, name, inputs[i], caller))
      }
    }
    const statuses = new Set(results.map((r) => (typeof r === "object" && "status" in r ? r.status : 200)))
    ctx.status = statuses.size === 1 ? [...statuses][0]! : 207
    ctx.set("cache-control", "no-store")
    ctx.type = "application/json"
    // Encoded once: Koa would measure a string body's UTF-8 length, then Node encode it again.
    const wire = results.map((r) => (typeof r === "string" ? r : JSON.stringify(r)))
    ctx.body = Buffer.from(`[${wire.join(",")}]`)
  }
  router.get(`${rpcPath}/:names`, serve("GET"))
  router.post(`${rpcPath}/:names`, serve("POST"))
}
