import type { ChangeFeed, ReadChange } from "../db/changeFeed.js"

/**
 * What a kept answer depends on, besides changes to "anything": the report data of one company, or one
 * person's profile (the payloads of migration 20261129020000).
 */
export type ReadScope = Exclude<ReadChange, { readonly kind: "anything" }>

export interface ReadCacheLimits {
  /** Characters of answer text kept in all (about twice that in bytes); the oldest make way. */
  readonly maxChars: number
  /** A larger answer is not kept: it would push out many small ones for one reader. */
  readonly maxEntryChars: number
  /** Scopes whose latest change is remembered for reads under way; beyond it, those reads are not kept. */
  readonly maxTrackedScopes: number
}

export const defaultReadCacheLimits: ReadCacheLimits = {
  maxChars: 32 * 1024 * 1024,
  maxEntryChars: 1024 * 1024,
  maxTrackedScopes: 10_000,
}

interface Entry {
  readonly text: string
  readonly scope: string
  /** Epoch milliseconds after which the answer is never served (an invitation expiring). */
  readonly validUntil: number
}

/** A read of the tables under way: whether its answer may be kept depends on what was heard since. */
export interface ReadUnderWay {
  readonly changeCount: number
}

let checking = false

/**
 * Test aid (a setup file of the API's test projects): every answer served from a read cache is read
 * from the tables as well, and a difference that no change heard in between explains fails the call.
 */
export const checkKeptReadsAgainstTables = (on = true) => {
  checking = on
}
export const checksKeptReads = () => checking

const scopeName = (scope: ReadScope) => `${scope.kind}:${scope.id}`

/**
 * A process's memory of recent answers of reads (decision 036), served only when the database's change
 * feed proves that nothing they depend on changed since they were read:
 * - a change heard drops the answers of its scope at once (all of them for "anything", and when the feed
 *   lost its connection);
 * - a request waits for the feed to catch up with every change committed before it arrived (the read
 *   barrier of decision 034), so by the time it looks, every change it could know of has dropped what
 *   it changed;
 * - a read keeps its answer only if no change to its scope was heard while it ran;
 * - without a live feed it serves and keeps nothing; bounded in characters, oldest out first.
 */
export const createReadCache = (feed: ChangeFeed, limits: ReadCacheLimits = defaultReadCacheLimits) => {
  const entries = new Map<string, Entry>()
  const keysOfScope = new Map<string, Set<string>>()
  let chars = 0
  /** Read changes heard so far. */
  let changeCount = 0
  /** Reads begun before this count may not be kept (something they depend on may have changed). */
  let floor = 0
  /** The count at each scope's latest change (since the floor last moved). */
  const lastChangeOf = new Map<string, number>()

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    chars -= entry.text.length
    const keys = keysOfScope.get(entry.scope)
    keys?.delete(key)
    if (keys?.size === 0) keysOfScope.delete(entry.scope)
  }

  const keep = (key: string, entry: Entry) => {
    entries.set(key, entry)
    chars += entry.text.length
    let keys = keysOfScope.get(entry.scope)
    if (!keys) keysOfScope.set(entry.scope, (keys = new Set()))
    keys.add(key)
  }

  const forgetEverything = () => {
    entries.clear()
    keysOfScope.clear()
    lastChangeOf.clear()
    chars = 0
    floor = changeCount
  }

  feed.onReadChange((change) => {
    changeCount += 1
    if (change.kind === "anything") return forgetEverything()
    const scope = scopeName(change)
    lastChangeOf.set(scope, changeCount)
    for (const key of [...(keysOfScope.get(scope) ?? [])]) forget(key)
    if (lastChangeOf.size > limits.maxTrackedScopes) {
      lastChangeOf.clear()
      floor = changeCount
    }
  })

  /** Whether a change to `scope` (or to anything) was heard since `read` began. */
  const changedSince = (read: ReadUnderWay, scope: ReadScope) =>
    floor > read.changeCount || (lastChangeOf.get(scopeName(scope)) ?? 0) > read.changeCount

  return {
    /**
     * The kept answer text of `key`, current as of this call, or undefined: read it from the tables.
     * Also undefined when the feed cannot vouch for it now.
     */
    lookup: async (key: string, now: Date): Promise<string | undefined> => {
      if (!feed.live() || entries.size === 0) return undefined
      if (!(await feed.caughtUp())) return undefined
      const entry = entries.get(key)
      if (!entry) return undefined
      forget(key)
      if (entry.validUntil <= now.getTime()) return undefined
      // Back in as the newest: the oldest unused answers make way first.
      keep(key, entry)
      return entry.text
    },
    /** Call before reading the tables; pass the result to `remember`. */
    beginRead: (): ReadUnderWay => ({ changeCount }),
    /** Keeps an answer read since `read` began, unless something it depends on changed meanwhile. */
    remember: (read: ReadUnderWay, key: string, scope: ReadScope, text: string, validUntil: Date | null) => {
      if (!feed.live() || changedSince(read, scope) || text.length > limits.maxEntryChars) return
      forget(key)
      while (chars + text.length > limits.maxChars && entries.size > 0) forget(entries.keys().next().value!)
      keep(key, {
        text,
        scope: scopeName(scope),
        validUntil: validUntil?.getTime() ?? Number.POSITIVE_INFINITY,
      })
    },
    /**
     * Whether `served` (a kept answer) was stale: `fresh`, read from the tables since `read` began,
     * differs, and no change to the scope was heard in between, not even once the feed caught up.
     */
    servedStale: async (read: ReadUnderWay, scope: ReadScope, served: string, fresh: string) =>
      served !== fresh && (await feed.caughtUp()) && !changedSince(read, scope),
    size: () => entries.size,
    chars: () => chars,
  }
}

export type ReadCache = ReturnType<typeof createReadCache>
