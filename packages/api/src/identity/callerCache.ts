import type { ChangeFeed } from "../db/changeFeed.js"

/** Enough for every person active on a process at once; the oldest entry makes way beyond it. */
const defaultMaxEntries = 20_000

interface Entry<V> {
  readonly value: V
  /** Epoch milliseconds: the session's expiry as read, after which the entry is never served. */
  readonly validUntil: number
}

/** A read of the caller tables under way: what it may be stored as, if nothing changed meanwhile. */
export interface CallerRead {
  readonly epoch: number
}

/**
 * A process's memory of recent callers (session → user and account relation), served only when the
 * database's change feed proves that nothing it depends on changed since it was read (decision 034):
 * - a request waits for the feed to catch up with every change committed before it arrived, then
 *   serves an entry only if no change was heard since the entry's read began;
 * - a read stores its result only if no change was heard while it ran (a sign-out committing during
 *   the read must not leave the old answer behind);
 * - without a live feed it serves and keeps nothing.
 */
export const createCallerCache = <V>(changes: ChangeFeed, maxEntries = defaultMaxEntries) => {
  const entries = new Map<string, Entry<V>>()
  let entriesEpoch = changes.epoch()

  /** Empties the cache when the feed heard a change since the entries were stored. */
  const forgetIfChanged = () => {
    const epoch = changes.epoch()
    if (epoch !== entriesEpoch) {
      entries.clear()
      entriesEpoch = epoch
    }
  }

  return {
    /** The cached value of `key`, current as of this call, or undefined: read it from the tables. */
    lookup: async (key: string, now: Date): Promise<V | undefined> => {
      if (!changes.live() || entries.size === 0) return undefined
      if (!(await changes.caughtUp())) return undefined
      forgetIfChanged()
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.validUntil <= now.getTime()) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    /** Call before reading the tables; pass the result to `remember`. */
    beginRead: (): CallerRead => ({ epoch: changes.epoch() }),
    remember: (read: CallerRead, key: string, value: V, validUntil: Date) => {
      if (!changes.live() || changes.epoch() !== read.epoch) return
      forgetIfChanged()
      if (entries.size >= maxEntries && !entries.has(key)) {
        const oldest = entries.keys().next()
        if (!oldest.done) entries.delete(oldest.value)
      }
      entries.set(key, { value, validUntil: validUntil.getTime() })
    },
    size: () => entries.size,
  }
}

export type CallerCache<V> = ReturnType<typeof createCallerCache<V>>
