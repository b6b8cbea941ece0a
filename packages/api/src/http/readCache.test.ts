import { describe, expect, it } from "vitest"
import type { ChangeFeed, ReadChange } from "../db/changeFeed.js"
import { createReadCache, type ReadCacheLimits, type ReadScope } from "./readCache.js"

/** A feed the test drives: it hears what the test tells it, and is live until told otherwise. */
const drivenFeed = () => {
  const listeners: Array<(change: ReadChange) => void> = []
  let live = true
  const feed: ChangeFeed = {
    epoch: () => 0,
    live: () => live,
    caughtUp: async () => live,
    onReadChange: (listener) => void listeners.push(listener),
    close: async () => {},
  }
  return {
    feed,
    tell: (change: ReadChange) => listeners.forEach((listener) => listener(change)),
    lose: () => {
      live = false
      listeners.forEach((listener) => listener({ kind: "anything" }))
    },
  }
}

const companyA: ReadScope = { kind: "account", id: "00000000-0000-4000-8000-00000000000a" }
const companyB: ReadScope = { kind: "account", id: "00000000-0000-4000-8000-00000000000b" }
const person: ReadScope = { kind: "user", id: "00000000-0000-4000-8000-000000000001" }
const now = new Date("2026-11-29T12:00:00Z")

const cacheWith = (limits?: Partial<ReadCacheLimits>) => {
  const driven = drivenFeed()
  const cache = createReadCache(driven.feed, {
    maxChars: 1_000,
    maxEntryChars: 200,
    maxTrackedScopes: 100,
    ...limits,
  })
  /** Reads `text` as the tables' answer for `key` and offers it to the cache. */
  const read = (key: string, scope: ReadScope, text: string, validUntil: Date | null = null) =>
    cache.remember(cache.beginRead(), key, scope, text, validUntil)
  return { ...driven, cache, read }
}

describe("the read cache", () => {
  it("serves a kept answer until a change to its scope, and only that scope, is heard", async () => {
    const { cache, read, tell } = cacheWith()
    read("a report", companyA, "A1")
    read("b report", companyB, "B1")
    read("a profile", person, "P1")
    expect(await cache.lookup("a report", now)).toBe("A1")

    tell(companyB)
    expect(await cache.lookup("a report", now)).toBe("A1")
    expect(await cache.lookup("b report", now)).toBeUndefined()
    tell({ kind: "user", id: companyA.id })
    expect(await cache.lookup("a report", now)).toBe("A1")
    tell(person)
    expect(await cache.lookup("a profile", now)).toBeUndefined()

    tell({ kind: "anything" })
    expect(await cache.lookup("a report", now)).toBeUndefined()
    expect(cache.size()).toBe(0)
  })

  it("does not keep a read overtaken by a change to its scope or to anything, but keeps one overtaken elsewhere", async () => {
    const { cache, tell } = cacheWith()
    const overtaken = cache.beginRead()
    tell(companyA)
    cache.remember(overtaken, "a report", companyA, "old", null)
    expect(await cache.lookup("a report", now)).toBeUndefined()

    const elsewhere = cache.beginRead()
    tell(companyB)
    cache.remember(elsewhere, "a report", companyA, "A", null)
    expect(await cache.lookup("a report", now)).toBe("A")

    const beforeAnything = cache.beginRead()
    tell({ kind: "anything" })
    cache.remember(beforeAnything, "a list", companyA, "old", null)
    expect(await cache.lookup("a list", now)).toBeUndefined()
  })

  it("serves and keeps nothing without a live feed, and drops everything when the feed is lost", async () => {
    const { cache, read, lose } = cacheWith()
    const underWay = cache.beginRead()
    read("a report", companyA, "A")
    lose()
    expect(await cache.lookup("a report", now)).toBeUndefined()
    cache.remember(underWay, "a list", companyA, "L", null)
    read("a list", companyA, "L")
    expect(cache.size()).toBe(0)
  })

  it("never serves an answer past its end (an invitation expiring)", async () => {
    const { cache, read } = cacheWith()
    read("a profile", person, "P", new Date(now.getTime() + 1_000))
    expect(await cache.lookup("a profile", now)).toBe("P")
    expect(await cache.lookup("a profile", new Date(now.getTime() + 1_000))).toBeUndefined()
    expect(cache.size()).toBe(0)
  })

  it("stays within its character budget, the least recently used out first, and skips oversized answers", async () => {
    const { cache, read } = cacheWith({ maxChars: 300, maxEntryChars: 150 })
    read("first", companyA, "1".repeat(100))
    read("second", companyA, "2".repeat(100))
    read("third", companyA, "3".repeat(100))
    // The first is used again, so the second is now the oldest.
    expect(await cache.lookup("first", now)).toBe("1".repeat(100))
    read("fourth", companyB, "4".repeat(100))
    expect(cache.chars()).toBe(300)
    expect(await cache.lookup("second", now)).toBeUndefined()
    expect(await cache.lookup("first", now)).toBeDefined()
    expect(await cache.lookup("fourth", now)).toBeDefined()

    read("huge", companyA, "h".repeat(151))
    expect(await cache.lookup("huge", now)).toBeUndefined()
    // A key read again replaces its answer, never counts it twice.
    read("fourth", companyB, "5".repeat(50))
    expect(cache.chars()).toBe(250)
  })

  it("does not keep reads that began before it stopped tracking every scope's latest change", async () => {
    const { cache, tell } = cacheWith({ maxTrackedScopes: 3 })
    const underWay = cache.beginRead()
    for (let i = 0; i < 4; i++) tell({ kind: "account", id: `00000000-0000-4000-8000-00000000010${i}` })
    cache.remember(underWay, "a report", companyA, "A", null)
    expect(await cache.lookup("a report", now)).toBeUndefined()
    const later = cache.beginRead()
    cache.remember(later, "a report", companyA, "A", null)
    expect(await cache.lookup("a report", now)).toBe("A")
  })

  it("calls a served answer stale only when the tables differ and no change in between explains it", async () => {
    const { cache, tell } = cacheWith()
    const afterServing = cache.beginRead()
    expect(await cache.servedStale(afterServing, companyA, "same", "same")).toBe(false)
    expect(await cache.servedStale(afterServing, companyA, "old", "new")).toBe(true)
    tell(companyB)
    expect(await cache.servedStale(afterServing, companyA, "old", "new")).toBe(true)
    tell(companyA)
    expect(await cache.servedStale(afterServing, companyA, "old", "new")).toBe(false)
  })
})
