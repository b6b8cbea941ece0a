import type { EmissionFactor, ValidityPeriod } from "./EmissionFactor.js"

/**
 * What makes two library factors versions of one factor (issue 5: "factors are versioned by validity
 * period"): the same name, row type, denominator unit, country and scope 2 basis. DESNZ 2024 and 2025
 * diesel are two versions; the same diesel per tonne, or for another country, is another factor.
 * `selectFactor` picks among versions by the calculation's year, so their periods must not overlap.
 */
export type FactorVersionKey = Pick<
  EmissionFactor,
  "name" | "rowType" | "denominatorUnit" | "country" | "scope2Basis"
>

export const sameFactorVersions = (a: FactorVersionKey, b: FactorVersionKey) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
  a.rowType === b.rowType &&
  a.denominatorUnit === b.denominatorUnit &&
  a.country === b.country &&
  a.scope2Basis === b.scope2Basis

/** Whether two validity periods share a year (open ends reach every later year). */
export const periodsOverlap = (a: ValidityPeriod, b: ValidityPeriod) =>
  (b.to === null || a.from <= b.to) && (a.to === null || b.from <= a.to)

/**
 * The other versions of `factor` in `library` whose validity overlaps its own: with any of them a
 * calculation year would have two candidate values. Retired factors are the caller's to leave out.
 */
export const overlappingVersions = (
  factor: EmissionFactor,
  library: ReadonlyArray<EmissionFactor>,
): ReadonlyArray<EmissionFactor> =>
  library.filter(
    (other) =>
      other.id !== factor.id &&
      sameFactorVersions(other, factor) &&
      periodsOverlap(other.validFor, factor.validFor),
  )

/**
 * The validity and id a new version following `factor` starts with (the superadmin's "new version"
 * action): the year after its period, one year long, and its id with that year in place of the old
 * one (`desnz-2024-diesel` → `desnz-2025-diesel`) or appended. An open-ended period has no next
 * version until it is closed: null.
 */
export const nextVersionOf = (
  factor: Pick<EmissionFactor, "id" | "validFor">,
): { readonly id: string; readonly validFor: ValidityPeriod } | null => {
  if (factor.validFor.to === null) return null
  const from = factor.validFor.to + 1
  const year = new RegExp(`(^|-)${factor.validFor.from}(-|$)`)
  const id = year.test(factor.id) ? factor.id.replace(year, `$1${from}$2`) : `${factor.id}-${from}`
  return { id, validFor: { from, to: from } }
}
