import { vsmeGates } from "./gates.js"
import { vsmeQuestions } from "./questions.js"

/**
 * Raise this when the completeness rules change in code (core `completeness.ts`, `applicability.ts`,
 * `derived.ts`, the answer Schemas) without the catalogue's data changing: every stored completeness
 * summary then counts as stale and is computed again (decision 027).
 */
const completenessRulesVersion = 1

/** FNV-1a, 32 bits, as 8 hex digits: a fingerprint, not a secret. */
const fnv1a = (text: string, seed = 0x811c9dc5) => {
  let hash = seed
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, "0")
}

/** Two independent FNV-1a hashes: 64 bits, so an accidental collision is out of the question. */
const fingerprint = (text: string) => fnv1a(text) + fnv1a(text, 0x01000193)

/** Texts shown to people change nothing about completeness. */
const notRules = new Set(["label", "guidance"])

/**
 * The version of what completeness is computed from: every question's and gate's rules (conditions,
 * obligations, answer types, derivations; not their texts) and `completenessRulesVersion`. Stored
 * with each report's completeness summary; a summary of another version is stale.
 */
export const catalogueVersion: string = fingerprint(
  JSON.stringify(
    { completenessRulesVersion, questions: vsmeQuestions, gates: vsmeGates },
    (key, value: unknown) => (notRules.has(key) ? undefined : value),
  ),
)

/**
 * Everything a report's completeness depends on besides its answers: the catalogue version, whether
 * the report has the Comprehensive Module, and the company's NACE codes (the applicability of C3).
 * A stored summary is current when its basis equals this and no answer changed since it was stored.
 */
export const completenessBasis = (facts: {
  readonly comprehensive: boolean
  readonly naceCodes: ReadonlyArray<string>
}): string =>
  `${catalogueVersion}:${facts.comprehensive ? "c" : "b"}:${fingerprint([...facts.naceCodes].sort().join(","))}`
