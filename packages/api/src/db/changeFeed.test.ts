import { randomUUID } from "node:crypto"
import net, { type AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openDatabase } from "./database.js"
import { createLogger } from "../log.js"
import { createTestDatabase, insertAccount, type TestDatabase } from "../testing/index.js"
import { createCallerCache } from "../identity/callerCache.js"
import {
  changeFeedApplicationName,
  coalescedRoundTrips,
  listenForChanges,
  type ChangeFeed,
  type ReadChange,
} from "./changeFeed.js"

let database: TestDatabase
let changes: ChangeFeed
const logger = createLogger("silent")

/** Waits until the feed has connected (PostgreSQL connects in the background). */
const live = async (feed: ChangeFeed) => {
  for (let waited = 0; !feed.live(); waited += 10) {
    if (waited > 10_000) throw new Error("the change feed did not connect")
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

beforeAll(async () => {
  database = await createTestDatabase()
  changes = await listenForChanges(database.db, logger)
  await live(changes)
})
afterAll(async () => {
  await changes?.close()
  await database.destroy()
})
const db = () => database.db

const insertUserWithSession = async () => {
  const [user] = (await db()("users")
    .insert({ email: `feed.${randomUUID()}@example.com`, display_name: "Feed", locale: "fi" })
    .returning("id")) as Array<{ id: string }>
  const [session] = (await db()("sessions")
    .insert({ user_id: user!.id, expires_at: new Date(Date.now() + 3_600_000) })
    .returning("id")) as Array<{ id: string }>
  return { userId: user!.id, sessionId: session!.id }
}

/** The epoch as a request arriving now would see it once caught up. */
const epochSeenByNextRequest = async () => {
  expect(await changes.caughtUp()).toBe(true)
  return changes.epoch()
}

describe("the caller change feed", () => {
  it("has heard a sign-out by the time any later request has caught up, every time", async () => {
    const { sessionId } = await insertUserWithSession()
    for (let round = 0; round < 50; round++) {
      const before = await epochSeenByNextRequest()
      await db()("sessions")
        .where({ id: sessionId })
        .update({ revoked_at: round % 2 === 0 ? new Date() : null })
      // No pause: the next request may arrive the moment the sign-out's answer has gone out.
      expect(await epochSeenByNextRequest()).toBeGreaterThan(before)
    }
  })

  it("hears each kind of write the caller query depends on, and not a refresh's later expiry", async () => {
    const { userId, sessionId } = await insertUserWithSession()
    const accountId = await insertAccount(db(), { name: "Feed Oy" })
    const heard = async (write: () => Promise<unknown>) => {
      const before = await epochSeenByNextRequest()
      await write()
      return (await epochSeenByNextRequest()) > before
    }
    expect(
      await heard(() => db()("memberships").insert({ account_id: accountId, user_id: userId, role: "user" })),
    ).toBe(true)
    expect(await heard(() => db()("memberships").where({ user_id: userId }).update({ role: "owner" }))).toBe(
      true,
    )
    expect(await heard(() => db()("accounts").where({ id: accountId }).update({ state: "disabled" }))).toBe(
      true,
    )
    expect(await heard(() => db()("users").where({ id: userId }).update({ role: "superadmin" }))).toBe(true)
    expect(
      await heard(() => db()("sessions").where({ id: sessionId }).update({ second_factor_at: new Date() })),
    ).toBe(true)
    expect(
      await heard(() =>
        db()("sessions")
          .where({ id: sessionId })
          .update({ expires_at: new Date(Date.now() + 7_200_000) }),
      ),
    ).toBe(false)
    expect(await heard(() => db()("accounts").where({ id: accountId }).update({ name: "Renamed Oy" }))).toBe(
      false,
    )
    expect(await heard(() => db()("memberships").where({ user_id: userId }).delete())).toBe(true)
    expect(await heard(() => db()("sessions").where({ id: sessionId }).delete())).toBe(true)
  })

  it("hears a write committed by a transaction once the commit has returned", async () => {
    const { sessionId } = await insertUserWithSession()
    for (let round = 0; round < 10; round++) {
      const before = await epochSeenByNextRequest()
      await db().transaction(async (trx) => {
        await trx("sessions")
          .where({ id: sessionId })
          .update({ revoked_at: round % 2 === 0 ? new Date() : null })
      })
      expect(await epochSeenByNextRequest()).toBeGreaterThan(before)
    }
  })

  it("hears nothing of a rolled-back write", async () => {
    const { sessionId } = await insertUserWithSession()
    const before = await epochSeenByNextRequest()
    await db()
      .transaction(async (trx) => {
        await trx("sessions").where({ id: sessionId }).update({ revoked_at: new Date() })
        throw new Error("rolled back")
      })
      .catch(() => {})
    expect(await epochSeenByNextRequest()).toBe(before)
  })
})

describe("read changes on the feed", () => {
  /** The read changes heard once a request arriving after `write` has caught up. */
  const heardOf = async (write: () => Promise<unknown>) => {
    const heard: ReadChange[] = []
    await changes.caughtUp()
    const listening = { on: true }
    changes.onReadChange((change) => {
      if (listening.on) heard.push(change)
    })
    await write()
    await changes.caughtUp()
    listening.on = false
    return heard
  }

  it("names the company of a report's rows, the person of a membership, and anything for a company row", async () => {
    const { userId } = await insertUserWithSession()
    const accountId = await insertAccount(db(), { name: "Reads Oy" })
    const company = { kind: "account", id: accountId }
    const [report] = (await db()("reports")
      .insert({ account_id: accountId, title: "2026", start_date: "2026-01-01", end_date: "2026-12-31" })
      .returning("id")) as Array<{ id: string }>
    const reportId = report!.id
    expect(
      await heardOf(() =>
        db()("report_answers").insert(
          ["A", "B", "C"].map((question) => ({
            report_id: reportId,
            question_id: question,
            status: "answered",
            value: JSON.stringify(1),
          })),
        ),
      ),
    ).toEqual([company])
    expect(await heardOf(() => db()("reports").where({ id: reportId }).update({ title: "2026 b" }))).toEqual([
      company,
    ])
    expect(
      await heardOf(() =>
        db()("memberships").insert({ account_id: accountId, user_id: userId, role: "user" }),
      ),
    ).toEqual([{ kind: "user", id: userId }])
    expect(await heardOf(() => db()("users").where({ id: userId }).update({ locale: "sv" }))).toEqual([
      { kind: "user", id: userId },
    ])
    expect(
      await heardOf(() => db()("users").where({ id: userId }).update({ display_name: "Renamed" })),
    ).toEqual([{ kind: "anything" }])
    expect(
      await heardOf(() => db()("accounts").where({ id: accountId }).update({ name: "Renamed Oy" })),
    ).toEqual([{ kind: "anything" }])
    // Nothing a kept answer shows: when a password was changed, a new company.
    expect(
      await heardOf(() => db()("users").where({ id: userId }).update({ password_changed_at: new Date() })),
    ).toEqual([])
    expect(await heardOf(() => insertAccount(db(), { name: "New Oy" }))).toEqual([])
    expect(
      await heardOf(() =>
        db()
          .transaction(async (trx) => {
            await trx("reports").where({ id: reportId }).update({ title: "never" })
            throw new Error("rolled back")
          })
          .catch(() => {}),
      ),
    ).toEqual([])
  })
})

describe("the caller cache over the feed", () => {
  const now = () => new Date()
  const validUntil = () => new Date(Date.now() + 60_000)

  it("serves what it stored until a change is heard", async () => {
    const cache = createCallerCache<string>(changes)
    const { sessionId } = await insertUserWithSession()
    cache.remember(cache.beginRead(), "key", "caller", validUntil())
    expect(await cache.lookup("key", now())).toBe("caller")
    await db()("sessions").where({ id: sessionId }).update({ revoked_at: new Date() })
    expect(await cache.lookup("key", now())).toBeUndefined()
  })

  it("does not keep a read during which a change was committed", async () => {
    const cache = createCallerCache<string>(changes)
    const { sessionId } = await insertUserWithSession()
    const read = cache.beginRead()
    await db()("sessions").where({ id: sessionId }).update({ revoked_at: new Date() })
    await changes.caughtUp()
    cache.remember(read, "key", "the answer read before the sign-out", validUntil())
    expect(await cache.lookup("key", now())).toBeUndefined()
  })

  it("never serves an entry past the session's expiry as read", async () => {
    const cache = createCallerCache<string>(changes)
    cache.remember(cache.beginRead(), "key", "caller", new Date(Date.now() + 1_000))
    expect(await cache.lookup("key", now())).toBe("caller")
    expect(await cache.lookup("key", new Date(Date.now() + 1_000))).toBeUndefined()
  })

  it("keeps at most its bound of entries, dropping the oldest", async () => {
    const cache = createCallerCache<string>(changes, 2)
    for (const key of ["a", "b", "c"]) cache.remember(cache.beginRead(), key, key, validUntil())
    expect(cache.size()).toBe(2)
    expect(await cache.lookup("a", now())).toBeUndefined()
    expect(await cache.lookup("c", now())).toBe("c")
  })

  it("serves and keeps nothing once the feed is closed", async () => {
    const feed = await listenForChanges(db(), logger)
    await live(feed)
    const cache = createCallerCache<string>(feed)
    cache.remember(cache.beginRead(), "key", "caller", validUntil())
    expect(await cache.lookup("key", now())).toBe("caller")
    await feed.close()
    expect(await cache.lookup("key", now())).toBeUndefined()
    cache.remember(cache.beginRead(), "other", "caller", validUntil())
    expect(await cache.lookup("other", now())).toBeUndefined()
  })
})

describe("a lost listening connection (PostgreSQL)", () => {
  it("voids the cache at once, serves nothing while down, and listens again", async (context) => {
    if (database.kind !== "postgres") return context.skip()
    const logLines: Array<{ level: number; msg: string }> = []
    const capturingLogger = createLogger("debug", {
      write: (line: string) => void logLines.push(JSON.parse(line) as { level: number; msg: string }),
    })
    const feed = await listenForChanges(db(), capturingLogger)
    try {
      await live(feed)
      const cache = createCallerCache<string>(feed)
      cache.remember(cache.beginRead(), "key", "caller", new Date(Date.now() + 60_000))
      expect(await cache.lookup("key", new Date())).toBe("caller")
      // What a database restart or an operator's pg_terminate_backend does to the listeners of this
      // process (this file's other feed too: it listens again like this one).
      const terminated = (await db().raw(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where application_name = ?",
        [changeFeedApplicationName],
      )) as { rows: Array<{ done: boolean }> }
      expect(terminated.rows.length).toBeGreaterThan(0)
      for (let waited = 0; feed.live(); waited += 10) {
        if (waited > 5_000) throw new Error("the feed did not notice its lost connection")
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      expect(await cache.lookup("key", new Date())).toBeUndefined()
      cache.remember(cache.beginRead(), "while down", "caller", new Date(Date.now() + 60_000))
      await live(feed)
      expect(await cache.lookup("while down", new Date())).toBeUndefined()
      expect(await cache.lookup("key", new Date())).toBeUndefined()
      // Listening again: a sign-out is heard as before.
      cache.remember(cache.beginRead(), "after", "caller", new Date(Date.now() + 60_000))
      expect(await cache.lookup("after", new Date())).toBe("caller")
      const { sessionId } = await insertUserWithSession()
      await db()("sessions").where({ id: sessionId }).update({ revoked_at: new Date() })
      expect(await cache.lookup("after", new Date())).toBeUndefined()
      // One warning for the outage, one line when it is over: not a warning per attempt.
      expect(logLines.filter((line) => line.level >= 40).map((line) => line.msg)).toEqual([
        "change feed has no connection; callers and reads come from the tables",
      ])
      expect(logLines.map((line) => line.msg)).toContain("change feed listening again")
    } finally {
      await feed.close()
    }
  })
})

/** A TCP proxy to PostgreSQL whose open connections can be frozen: a network path gone dead. */
const freezableProxy = async (target: URL) => {
  const pairs: Array<readonly [net.Socket, net.Socket]> = []
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname)
    client.on("error", () => {})
    upstream.on("error", () => {})
    client.pipe(upstream)
    upstream.pipe(client)
    pairs.push([client, upstream])
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = new URL(target)
  url.hostname = "127.0.0.1"
  url.port = String((server.address() as AddressInfo).port)
  return {
    url: url.toString(),
    /** Bytes stop flowing on every connection open now; the connections stay open. */
    freeze: () => {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream)
        upstream.unpipe(client)
        client.pause()
        upstream.pause()
      }
    },
    close: async () => {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream.destroy()
      }
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe("a listening connection gone dead without closing (PostgreSQL)", () => {
  it("gives up on it after the time limit and catches up on the next connection", async (context) => {
    if (database.target.kind !== "postgres") return context.skip()
    // The test file's own database, where its writes notify.
    const proxy = await freezableProxy(new URL(database.target.url))
    const throughProxy = openDatabase({ kind: "postgres", url: proxy.url })
    const feed = await listenForChanges(throughProxy, logger)
    try {
      await live(feed)
      expect(await feed.caughtUp()).toBe(true)
      proxy.freeze()
      // The round trip never comes back: the request reads its caller from the table instead.
      expect(await feed.caughtUp()).toBe(false)
      await live(feed)
      // Connected again: its round trips answer, and a sign-out is heard as before.
      const { sessionId } = await insertUserWithSession()
      const before = feed.epoch()
      await db()("sessions").where({ id: sessionId }).update({ revoked_at: new Date() })
      expect(await feed.caughtUp()).toBe(true)
      expect(feed.epoch()).toBeGreaterThan(before)
    } finally {
      await feed.close()
      await throughProxy.destroy()
      await proxy.close()
    }
  }, 20_000)
})

describe("coalesced round trips", () => {
  it("shares one round trip among the waiters of a turn, and makes a later waiter wait for the next", async () => {
    const started: Array<() => void> = []
    const roundTrip = coalescedRoundTrips(() => new Promise<void>((resolve) => started.push(resolve)))
    const order: string[] = []
    const turn = () => new Promise((resolve) => setImmediate(resolve))
    const first = roundTrip().then(() => order.push("first"))
    const alsoFirst = roundTrip().then(() => order.push("also first"))
    expect(started).toHaveLength(0)
    await turn()
    expect(started).toHaveLength(1)
    // These arrive while the first round trip is in flight: it proves nothing about them.
    const second = roundTrip().then(() => order.push("second"))
    const third = roundTrip().then(() => order.push("third"))
    started[0]!()
    await Promise.all([first, alsoFirst])
    expect(order).toEqual(["first", "also first"])
    await turn()
    await turn()
    expect(started).toHaveLength(2)
    started[1]!()
    await Promise.all([second, third])
    expect(order).toEqual(["first", "also first", "second", "third"])
  })
})
