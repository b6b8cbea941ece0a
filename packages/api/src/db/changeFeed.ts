import type { PGlite } from "@electric-sql/pglite"
import pg from "pg"
import type { Db } from "./database.js"
import { callerChangesChannel } from "./migrations/20261129010000_notify_caller_changes.js"
import { readChangesChannel } from "./migrations/20261129020000_notify_read_changes.js"
import type { Logger } from "../log.js"

/**
 * A change to what cached reads answer, as the database named it (migration 20261129020000):
 * the report data of a company, one person's profile, or anything at all.
 */
export type ReadChange =
  | { readonly kind: "account"; readonly id: string }
  | { readonly kind: "user"; readonly id: string }
  | { readonly kind: "anything" }

const anything: ReadChange = { kind: "anything" }

/** A notification's payload as a change; anything unexpected counts as "anything changed". */
export const readChangeOf = (payload: string | undefined): ReadChange => {
  const match = /^(account|user):([0-9a-f-]{36})$/.exec(payload ?? "")
  return match ? { kind: match[1] as "account" | "user", id: match[2]! } : anything
}

/**
 * What a process hears of the database's changes (the triggers of migrations 20261129010000 and
 * 20261129020000): enough for caches that are never stale, of callers (decision 034) and of reads
 * (decision 036).
 */
export interface ChangeFeed {
  /**
   * Moves on at every notified caller change, and whenever notifications may have been missed (the
   * feed lost its connection): anything cached under an older epoch is void.
   */
  readonly epoch: () => number
  /** Whether notifications are arriving now; without them nothing may be cached or served from cache. */
  readonly live: () => boolean
  /**
   * Resolves true once every change committed before this call has been heard (its epoch counted),
   * false when that cannot be said (no connection, too slow): then the caller is read from the table.
   */
  readonly caughtUp: () => Promise<boolean>
  /**
   * Calls `listener` at each read change heard, and with "anything" whenever changes may have been
   * missed: the feed lost its connection, connected again, or closed.
   */
  readonly onReadChange: (listener: (change: ReadChange) => void) => void
  readonly close: () => Promise<void>
}

/**
 * The listening connection's name in `pg_stat_activity`, so an operator can tell it from the pool's
 * (one per API process; the process id tells them apart).
 */
export const changeFeedApplicationName = `vsme change feed ${process.pid}`

/** The read-change listeners of one feed. */
const readChangeListeners = () => {
  const listeners: Array<(change: ReadChange) => void> = []
  return {
    add: (listener: (change: ReadChange) => void) => void listeners.push(listener),
    tell: (change: ReadChange) => {
      for (const listener of listeners) listener(change)
    },
  }
}

/** How long a request waits for the feed to catch up before it reads its caller from the table. */
const catchUpTimeoutMs = 2_000
/** Pause before the feed connects again after losing its connection. */
const reconnectDelayMs = 1_000

/**
 * Runs `roundTrip` for many waiters at once. A round trip is sent at the end of the event loop's
 * current turn, so every request read in that turn shares it; a waiter that arrives while one is in
 * flight waits for the next, because the one in flight was sent before the waiter's own moment and
 * proves nothing about it. Under load one round trip answers every request of a turn.
 */
export const coalescedRoundTrips = (roundTrip: () => Promise<void>) => {
  let inFlight: Promise<void> | null = null
  let next: Promise<void> | null = null
  const send = () => {
    next = null
    const sent = roundTrip()
    inFlight = sent
    sent
      .finally(() => {
        if (inFlight === sent) inFlight = null
      })
      .catch(() => {})
    return sent
  }
  const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
  return (): Promise<void> =>
    (next ??= (inFlight ? inFlight.catch(() => {}).then(endOfTurn) : endOfTurn()).then(send))
}

const withTimeout = (work: Promise<void>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    work.then(
      () => {
        clearTimeout(timer)
        resolve(true)
      },
      () => {
        clearTimeout(timer)
        resolve(false)
      },
    )
  })

/**
 * PostgreSQL: one connection of its own LISTENs. PostgreSQL sends a listening session the
 * notifications it was signalled before it answers that session's next command (a committing
 * transaction signals the listeners before its COMMIT returns), so a round trip on this connection
 * that starts after a request arrived proves that every change committed before the request has been
 * heard: `caughtUp` is that round trip, shared by the requests waiting at the same time.
 */
const postgresChangeFeed = (connection: pg.ClientConfig, logger: Logger): ChangeFeed => {
  let client: pg.Client | null = null
  let epoch = 0
  const readChanges = readChangeListeners()
  let closed = false
  let reconnectTimer: NodeJS.Timeout | undefined
  // One per connection: a round trip on a lost connection proves nothing about the next one, and
  // must not be waited for by it.
  const roundTrips = new WeakMap<pg.Client, () => Promise<void>>()
  /** Whether the feed was listening before and is trying again (a database outage): warn once. */
  let reconnecting = false

  const lose = (lost: pg.Client, error?: unknown) => {
    if (client !== lost) return
    client = null
    epoch += 1
    readChanges.tell(anything)
    lost.removeAllListeners("notification")
    void lost.end().catch(() => {})
    if (closed) return
    if (reconnecting) {
      logger.debug({ err: error }, "change feed still cannot connect")
    } else {
      logger.warn({ err: error }, "change feed has no connection; callers and reads come from the tables")
      reconnecting = true
    }
    reconnectTimer = setTimeout(() => void connect(), reconnectDelayMs)
    reconnectTimer.unref()
  }

  const connect = async () => {
    const fresh = new pg.Client(connection)
    fresh.on("notification", (message) => {
      if (message.channel === readChangesChannel) readChanges.tell(readChangeOf(message.payload))
      else epoch += 1
    })
    fresh.on("error", (error) => lose(fresh, error))
    fresh.on("end", () => lose(fresh))
    try {
      await fresh.connect()
      await fresh.query(`listen ${callerChangesChannel}; listen ${readChangesChannel}`)
    } catch (error) {
      client = fresh
      lose(fresh, error)
      return
    }
    if (closed) {
      await fresh.end().catch(() => {})
      return
    }
    roundTrips.set(
      fresh,
      coalescedRoundTrips(async () => {
        await fresh.query("select 1")
      }),
    )
    // Whatever was cached before this moment was not covered by a listening connection.
    epoch += 1
    readChanges.tell(anything)
    client = fresh
    if (reconnecting) logger.info("change feed listening again")
    reconnecting = false
  }

  void connect()
  return {
    epoch: () => epoch,
    live: () => client !== null,
    caughtUp: async () => {
      const current = client
      if (!current) return false
      const caught = await withTimeout(roundTrips.get(current)!(), catchUpTimeoutMs)
      // A feed that cannot answer in time is not trusted until it has connected again.
      if (!caught) lose(current, new Error("the change feed did not answer in time"))
      return caught && client === current
    },
    onReadChange: readChanges.add,
    close: async () => {
      closed = true
      clearTimeout(reconnectTimer)
      const current = client
      client = null
      epoch += 1
      readChanges.tell(anything)
      await current?.end().catch(() => {})
    },
  }
}

/**
 * PGlite: one process owns the database, and PGlite hands a committing statement's notifications to
 * its listeners (as microtasks) before that statement's own answer, so a request that arrives later
 * always finds them counted: catching up takes no round trip.
 */
const pgliteChangeFeed = async (pglite: PGlite): Promise<ChangeFeed> => {
  let epoch = 1
  let live = true
  const readChanges = readChangeListeners()
  const unlistenCallers = await pglite.listen(callerChangesChannel, () => {
    epoch += 1
  })
  const unlistenReads = await pglite.listen(readChangesChannel, (payload) =>
    readChanges.tell(readChangeOf(payload)),
  )
  return {
    epoch: () => epoch,
    live: () => live,
    caughtUp: async () => live,
    onReadChange: readChanges.add,
    close: async () => {
      epoch += 1
      readChanges.tell(anything)
      live = false
      await unlistenCallers().catch(() => {})
      await unlistenReads().catch(() => {})
    },
  }
}

interface KnexClientInternals {
  readonly config: { readonly connection?: unknown }
  readonly pglite?: PGlite
}

/** Listens for changes on the database `db` is open on (PostgreSQL or PGlite). */
export const listenForChanges = async (db: Db, logger: Logger): Promise<ChangeFeed> => {
  const client = db.client as unknown as KnexClientInternals
  if (client.pglite) {
    await client.pglite.waitReady
    return pgliteChangeFeed(client.pglite)
  }
  const connection = client.config.connection
  const config: pg.ClientConfig =
    typeof connection === "string" ? { connectionString: connection } : (connection as pg.ClientConfig)
  return postgresChangeFeed({ ...config, application_name: changeFeedApplicationName }, logger)
}
