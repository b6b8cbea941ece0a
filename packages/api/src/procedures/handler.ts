import type { AccessOf, Contract, InputOf, OutputOf } from "@vsme/sdk"
import type { CallerFor } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"
import type { Services } from "../services.js"

export interface CookieOptions {
  readonly maxAgeSeconds?: number
  /** Not httpOnly: the page's scripts may read it (only for cookies that carry no secret). */
  readonly readableByScripts?: boolean
  readonly path: string
  readonly sameSite: "strict" | "lax"
}

/** The parts of the HTTP exchange a handler may see or change. */
export interface HttpExchange {
  readonly ip: string
  readonly userAgent: string
  /** Whether the client reached us over TLS (directly or per the proxy's header). */
  readonly secure: boolean
  readonly cookie: (name: string) => string | undefined
  /** Cookies (httpOnly unless said), applied to the answer only if the call succeeds (and its transaction commits). */
  readonly setCookie: (name: string, value: string, options: CookieOptions) => void
  readonly clearCookie: (name: string, options: Pick<CookieOptions, "path" | "sameSite">) => void
}

export interface HandlerContext<P> {
  readonly input: InputOf<P>
  readonly caller: CallerFor<AccessOf<P>>
  /** The request's transaction for mutations, the pool for queries. */
  readonly db: DbOrTrx
  readonly log: Logger
  readonly config: Config
  readonly requestId: string
  readonly http: HttpExchange
  readonly services: Services
  /** Runs after the transaction committed (e.g. deliver the mail it queued); never on failure. */
  readonly afterCommit: (effect: () => Promise<void> | void) => void
}

export type Handler<P> = (ctx: HandlerContext<P>) => Promise<OutputOf<P>>

/**
 * A handler with a guard that runs first, on the pool rather than in the call's transaction: rate
 * limits and proof-of-work consumption, whose writes must stick even when the call then fails.
 */
export interface GuardedHandler<P> {
  readonly guard: (ctx: HandlerContext<P>) => Promise<void>
  readonly handle: Handler<P>
}

/**
 * A mutation that manages its own transactions, for the rare call that must commit a write and still
 * fail (a reused refresh token revokes its session, then the call answers 401).
 */
export interface SelfTransactingHandler<P> {
  readonly ownTransactions: true
  readonly handle: Handler<P>
}

export type HandlerEntry<P> = Handler<P> | GuardedHandler<P> | SelfTransactingHandler<P>

/** One handler per procedure of the contract, keyed by procedure name; a missing one is a type error. */
export type Handlers = {
  readonly [K in keyof Contract as Contract[K]["name"]]: HandlerEntry<Contract[K]>
}
