import type { AccessOf, Contract, InputOf, OutputOf } from "@vsme/sdk"
import type { CallerFor } from "../auth/Caller.js"
import type { Config } from "../config.js"
import type { DbOrTrx } from "../db/database.js"
import type { Logger } from "../log.js"

export interface HandlerContext<P> {
  readonly input: InputOf<P>
  readonly caller: CallerFor<AccessOf<P>>
  /** The request's transaction for mutations, the pool for queries. */
  readonly db: DbOrTrx
  readonly log: Logger
  readonly config: Config
  readonly requestId: string
}

export type Handler<P> = (ctx: HandlerContext<P>) => Promise<OutputOf<P>>

/** One handler per procedure of the contract, keyed by procedure name; a missing one is a type error. */
export type Handlers = {
  readonly [K in keyof Contract as Contract[K]["name"]]: Handler<Contract[K]>
}
