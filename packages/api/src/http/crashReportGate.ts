import { createHash } from "node:crypto"

/**
 * How many crash reports this process writes to its log (issue 15): per client address, all
 * together, and each distinct report once per window. A browser that crashes reports once per crash;
 * a page of another site, or a script, could otherwise fill the log at megabytes a second.
 */
export const crashReportLimits = {
  windowSeconds: 600,
  perAddress: 20,
  // ~16 KiB each at most: under 5 MiB of log per process in ten minutes, whatever the attacker does.
  total: 300,
} as const

export type CrashReportVerdict =
  | { readonly kind: "write" }
  | { readonly kind: "duplicate" }
  | { readonly kind: "limited"; readonly retryAfterSeconds: number }

/**
 * Kept in this process's memory, not in the database, on purpose: the endpoint takes reports from
 * anyone before sign-in, and counting each one in the database would turn a flood of reports into a
 * flood of writes (on PGlite, one connection shared with every request); and crash reports must get
 * through while the database is down, which is when pages crash. Each process writes its own log, so
 * a per-process bound is the bound that matters. Memory stays small: only accepted reports are
 * remembered, at most `total` per window, and everything is forgotten when the window turns.
 */
export const createCrashReportGate = (limits: typeof crashReportLimits = crashReportLimits) => {
  const windowMs = limits.windowSeconds * 1000
  let windowStart = -1
  let accepted = 0
  const perAddress = new Map<string, number>()
  const seen = new Set<string>()

  return (report: unknown, address: string, now: Date): CrashReportVerdict => {
    const start = Math.floor(now.getTime() / windowMs) * windowMs
    if (start !== windowStart) {
      windowStart = start
      accepted = 0
      perAddress.clear()
      seen.clear()
    }
    const fingerprint = createHash("sha256").update(JSON.stringify(report)).digest("base64url")
    // A report already written this window adds nothing: answered as accepted, costs no quota.
    if (seen.has(fingerprint)) return { kind: "duplicate" }
    const fromAddress = perAddress.get(address) ?? 0
    if (accepted >= limits.total || fromAddress >= limits.perAddress) {
      return {
        kind: "limited",
        retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)),
      }
    }
    accepted += 1
    perAddress.set(address, fromAddress + 1)
    seen.add(fingerprint)
    return { kind: "write" }
  }
}
