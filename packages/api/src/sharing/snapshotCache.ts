import type { ShareSnapshot } from "@vsme/sdk"

/**
 * Snapshots of share versions read recently, per process. A version is written once and never
 * changed, so a kept snapshot can never be stale; whether the share may still be opened is read from
 * the database on every request, before this is consulted. Bounded by count (a full report's
 * snapshot is about 50 kB), least recently used first out.
 */
const limit = 500
const kept = new Map<string, ShareSnapshot>()

export const snapshotCache = {
  get: (key: string): ShareSnapshot | undefined => {
    const snapshot = kept.get(key)
    if (snapshot !== undefined) {
      kept.delete(key)
      kept.set(key, snapshot)
    }
    return snapshot
  },
  set: (key: string, snapshot: ShareSnapshot) => {
    kept.delete(key)
    kept.set(key, snapshot)
    if (kept.size > limit) kept.delete(kept.keys().next().value!)
  },
}
