import { Either } from "effect"
import { ShareSnapshot } from "@vsme/sdk"
import { encodeOutput } from "../http/outputEncoder.js"

/** A version's snapshot, and its wire text as the contract encodes it (the bulk of a share's answer). */
export interface KeptSnapshot {
  readonly snapshot: ShareSnapshot
  readonly text: string
}

/**
 * Snapshots of share versions read recently, per process, with their encoded text. A version is
 * written once and never changed, so a kept snapshot can never be stale; whether the share may still
 * be opened is read from the database on every request, before this is consulted. Bounded by count
 * (a full report's snapshot is about 40 kB of text), least recently used first out.
 */
const limit = 500
const kept = new Map<string, KeptSnapshot>()

export const snapshotCache = {
  get: (key: string): KeptSnapshot | undefined => {
    const entry = kept.get(key)
    if (entry !== undefined) {
      kept.delete(key)
      kept.set(key, entry)
    }
    return entry
  },
  /** Keeps a snapshot read from the database, encoded once here. */
  set: (key: string, snapshot: ShareSnapshot): KeptSnapshot => {
    const encoded = encodeOutput(ShareSnapshot, snapshot)
    if (Either.isLeft(encoded))
      throw new Error(`a stored share snapshot does not match its Schema: ${encoded.left.message}`)
    const entry = { snapshot, text: JSON.stringify(encoded.right) }
    kept.delete(key)
    kept.set(key, entry)
    if (kept.size > limit) kept.delete(kept.keys().next().value!)
    return entry
  },
}
