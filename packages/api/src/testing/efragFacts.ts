import { readFileSync } from "node:fs"
import path from "node:path"
import { findXbrlConcept, percentText, splitName } from "@vsme/core"
import { workspaceRoot } from "../config.js"

/**
 * EFRAG's reference data (fixtures/efrag, with its source and MIT licence): the digital template
 * sample and the facts EFRAG's converter makes of it, and a comparison of facts the way XBRL compares
 * them, for the acceptance test of issue 7.
 */
export const efragFile = (name: string) => path.join(workspaceRoot, "fixtures", "efrag", name)
export const efragSampleTemplate = () => readFileSync(efragFile("VSME-Digital-Template-Sample-1.3.0.xlsx"))

/** A fact reduced to what the issue compares: concept, value, unit, decimals and dimensions. */
export interface ComparableFact {
  readonly concept: string
  readonly value: string
  readonly unit: string | null
  readonly decimals: number | null
  readonly dimensions: Readonly<Record<string, string>>
  /** EFRAG's dump shortens long texts to 80 characters and gives the full length. */
  readonly length?: number
}

const unquote = (text: string) => text.replace(/^"(.*)"$/s, "$1")

/**
 * EFRAG's dump (vsme-1.3.0-facts.json) is of its inline XBRL: enumerations carry their value in
 * `hidden-value`, booleans in a `transform`, percentages are shown ×100 with `numeric-scale` -2, typed
 * members as `<vsme:TYP>1</vsme:TYP>`, and monetary facts leave out their unit, which is the report's
 * currency (the converter's default unit for monetary items).
 */
export const efragFacts = (currency: string): ReadonlyArray<ComparableFact> => {
  const dump = JSON.parse(readFileSync(efragFile("vsme-1.3.0-facts.json"), "utf8")) as {
    facts: Array<{ concept: string; value: string; aspects: Record<string, string> }>
  }
  return dump.facts.map((fact) => {
    const a = fact.aspects
    const concept = fact.concept.replace(/^vsme:/, "")
    let value = fact.value
    let length: number | undefined
    const truncated = /^(.*)…\[(\d+) chars\]$/s.exec(value)
    if (truncated) [value, length] = [truncated[1]!, Number(truncated[2])]
    if (a["hidden-value"] !== undefined) {
      // The shown text was shortened; the hidden value is the fact.
      value = unquote(a["hidden-value"])
      length = undefined
    }
    if (a.transform === "fixed-true") value = "true"
    if (a.transform === "fixed-false") value = "false"
    if (a["numeric-scale"] !== undefined) {
      // Shown ×100: the fact is the fraction.
      if (unquote(a["numeric-scale"]) !== "-2") throw new Error(`unexpected scale in ${fact.concept}`)
      value = percentText(Number(value))
    }
    const unit = a.units ?? (a["complex-units"] ? unquote(a["complex-units"]) : null)
    const dimensions: Record<string, string> = {}
    for (const [key, member] of Object.entries(a)) {
      if (key.startsWith("vsme:")) dimensions[key] = member
      const typed = /^typed (vsme:\w+)$/.exec(key)
      if (typed) dimensions[typed[1]!] = /<vsme:TYP>(.*)<\/vsme:TYP>/.exec(unquote(member))![1]!
    }
    const monetary = findXbrlConcept(concept)?.kind === "monetary"
    return {
      concept,
      value,
      unit: unit ?? (monetary ? `iso4217:${currency}` : null),
      decimals: a.decimals === undefined ? null : Number(unquote(a.decimals)),
      dimensions,
      ...(length === undefined ? {} : { length }),
    }
  })
}

/** The facts of an xBRL-JSON document in the same reduced form. */
export const documentFacts = (document: {
  facts: Record<string, { value: string | null; decimals?: number; dimensions: Record<string, string> }>
}): ReadonlyArray<ComparableFact> =>
  Object.values(document.facts)
    .filter((f) => f.dimensions.concept !== "xbrl:note")
    .map((f) => {
      const { concept, entity: _e, period: _p, unit, language: _l, ...dimensions } = f.dimensions
      return {
        concept: concept!.replace(/^vsme:/, ""),
        value: f.value ?? "",
        unit: unit ?? null,
        decimals: f.decimals ?? null,
        dimensions: Object.fromEntries(
          Object.entries(dimensions).map(([axis, member]) => {
            // Enumeration members as QNames whatever the prefixes: waste:W-… stays, vsme:X stays.
            const name = axis.endsWith("TypedAxis") ? null : splitName(member)
            return [axis, name ? `${name.prefix}:${name.local}` : member]
          }),
        ),
      }
    })

const decimalOf = (text: string): number | null => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null)

/**
 * XBRL's value equality (XBRL 2.1 §4.10, v-equal): numbers are equal when they round to the same value
 * at the facts' decimals; other values are equal as text. A shortened expected text matches a value
 * that starts with it and has the full length.
 */
export const sameFactValue = (expected: ComparableFact, actual: ComparableFact) => {
  if (expected.length !== undefined)
    return actual.value.startsWith(expected.value) && actual.value.length === expected.length
  const a = decimalOf(expected.value)
  const b = decimalOf(actual.value)
  if (a === null || b === null || expected.decimals === null) return expected.value === actual.value
  const scale = 10 ** expected.decimals
  return a === b || Math.round(a * scale) === Math.round(b * scale)
}

/**
 * Decimals exactly as EFRAG's converter writes them: the accuracy its template's cell format states
 * (2, percentages 4, intensities 7), whatever digits the value has (decision 024, addendum).
 */
const sameDecimals = (expected: ComparableFact, actual: ComparableFact) =>
  expected.decimals === actual.decimals

const keyOf = (f: ComparableFact) =>
  `${f.concept}|${Object.entries(f.dimensions)
    .sort(([x], [y]) => x.localeCompare(y))
    .map(([k, v]) => `${k}=${v}`)
    .join(",")}`

/** The differences between two fact sets, as readable lines (empty when they carry the same facts). */
export const factDifferences = (
  expected: ReadonlyArray<ComparableFact>,
  actual: ReadonlyArray<ComparableFact>,
) => {
  const differences: string[] = []
  const ours = new Map<string, ComparableFact[]>()
  for (const fact of actual) ours.set(keyOf(fact), [...(ours.get(keyOf(fact)) ?? []), fact])
  for (const fact of expected) {
    const candidates = ours.get(keyOf(fact)) ?? []
    const match = candidates.find(
      (c) => c.unit === fact.unit && sameDecimals(fact, c) && sameFactValue(fact, c),
    )
    if (match) {
      candidates.splice(candidates.indexOf(match), 1)
      continue
    }
    const near = candidates[0]
    differences.push(
      `expected ${keyOf(fact)} = ${fact.value} ${fact.unit ?? ""} d${fact.decimals}` +
        (near ? `; got ${near.value} ${near.unit ?? ""} d${near.decimals}` : "; missing"),
    )
  }
  for (const [key, left] of ours)
    for (const fact of left) differences.push(`unexpected ${key} = ${fact.value} ${fact.unit ?? ""}`)
  return differences
}
