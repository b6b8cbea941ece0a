import type { CarbonUnit } from "../account/AccountSettings.js"
import { add, type Exact, exact } from "../units/exact.js"
import { type CalculationRowFields, rowIssues, scope3CategoryOf } from "./CalculationRow.js"
import { factorTerms, type RowFactor, type Scope, scopeOfRowType } from "./EmissionFactor.js"
import type { ExactTotals, Totals } from "./engine.js"
import { carbonMassSize, type RowUnit, roundCarbon, unitSize } from "./quantity.js"

/**
 * A CO2 calculation's totals over rows that arrive one at a time (decision 027): any iterable (a
 * generator, a database cursor's rows, a file being read), never an array of them all. Memory stays
 * flat in the number of rows: nothing is kept per row, only one running sum per scope (and scope 3
 * category) and at most `maxIssues` issues.
 *
 * The figures are exactly those of `calculate` (same rules: `rowIssues`, scopes, location- and
 * market-based scope 2, exclusions, rounding once in the carbon unit); only the arithmetic is
 * arranged for speed, with the decimal rules kept:
 *
 * - a row's factor term (value × mass unit ÷ denominator size × row unit size) is one exact fraction
 *   per distinct factor and unit, computed once and remembered;
 * - a row's amount becomes an exact fraction from its shortest decimal form (as `exact` does), with
 *   no regular expression and no reduction;
 * - each sum keeps one big-integer numerator per denominator, so adding a row is a multiplication and
 *   an addition, with no greatest common divisor per row; the fractions are added exactly once, at the end.
 */

/** A running exact sum of fractions: numerators by denominator, reduced once at the end. */
class ExactSum {
  private readonly byDenominator = new Map<bigint, bigint>()
  /** Whether any row was summed here (a category with rows shows even when its total is zero). */
  used = false
  add(n: bigint, d: bigint) {
    this.used = true
    this.byDenominator.set(d, (this.byDenominator.get(d) ?? 0n) + n)
  }
  value(): Exact {
    let total = exact(0)
    for (const [d, n] of this.byDenominator) total = add(total, { n, d })
    // `add` reduces: the result is the fraction in lowest terms, as `sum` gives it.
    return total
  }
}

/** Decimals an amount is summed with on the fast path; amounts with more take the exact path. */
const maxDecimals = 9
const powersOfTen = Array.from({ length: maxDecimals + 1 }, (_, k) => 10 ** k)
const bigPowersOfTen = powersOfTen.map((p) => BigInt(p))
/** Below this, sums of whole numbers in doubles are exact (2⁵³ with room for one more addend). */
const exactWholeLimit = 2 ** 52
/** Integers up to this (2⁵⁰) scale and round back without error. */
const scaledLimit = 2 ** 50

/**
 * The decimals of `amount`'s shortest decimal form (what `exact` reads from `String(amount)`), when
 * it has at most `maxDecimals` and its digits fit `scaledLimit`; else -1. The digits are then
 * `Math.round(amount × 10^k)`: the division below is correctly rounded, so `m / 10^k === amount`
 * says the decimal m·10⁻ᵏ is one that reads back as `amount`, and the first k that does so is the
 * shortest form's.
 */
const decimalsOf = (amount: number): number => {
  if (!(amount >= 0)) return -1
  for (let k = 0; k <= maxDecimals; k++) {
    const scaled = Math.round(amount * powersOfTen[k]!)
    if (scaled > scaledLimit) return -1
    if (scaled / powersOfTen[k]! === amount) return k
  }
  return -1
}

/** Where a row's kgCO2e is summed: scope 1, scope 2 both ways, or a scope 3 category (3 + category). */
const scope1Slot = 0
const scope2LocationSlot = 1
const scope2MarketSlot = 2
const slots = 3 + 16

/**
 * One factor term (kgCO2e per unit of a row unit with a factor, an exact fraction t) and the
 * amounts summed with it, by slot and decimals: Σ amount·10ᵏ as whole numbers in doubles while that
 * is exact, carried into big integers before it would not be. The slot's kgCO2e is then
 * t × Σ_k (sum_k ÷ 10ᵏ), computed once at the end.
 */
interface Term {
  readonly term: Exact
  readonly sums: Array<Float64Array | undefined>
  readonly carried: Array<bigint[] | undefined>
}

const addToTerm = (entry: Term, slot: number, k: number, digits: number) => {
  let sums = entry.sums[slot]
  if (sums === undefined) sums = entry.sums[slot] = new Float64Array(maxDecimals + 1)
  const next = sums[k]! + digits
  if (next < exactWholeLimit) {
    sums[k] = next
    return
  }
  const carried = (entry.carried[slot] ??= Array.from({ length: maxDecimals + 1 }, () => 0n))
  carried[k] = carried[k]! + BigInt(sums[k]!) + BigInt(digits)
  sums[k] = 0
}

/** The exact kgCO2e of one unit of `unit` with `factor`: what `emissionsKg` multiplies the amount by. */ const termOf =
  (unit: RowUnit, factor: RowFactor): Exact => {
    const terms = factorTerms(factor)
    const size = unitSize(unit)
    const denominator = unitSize(terms.denominatorUnit)
    const value = exact(terms.value)
    const mass = carbonMassSize(terms.massUnit)
    return reduce(size.n * denominator.d * value.n * mass.n, size.d * denominator.n * value.d * mass.d)
  }

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a
  let y = b < 0n ? -b : b
  while (y !== 0n) [x, y] = [y, x % y]
  return x === 0n ? 1n : x
}
const reduce = (n: bigint, d: bigint): Exact => {
  const g = gcd(n, d)
  return { n: n / g, d: d / g }
}

/**
 * The factor terms of one run, remembered by factor object and unit (rows that share a factor copy),
 * and by the factor's terms (rows each with a copy of their own, as decoded from storage).
 */
const termCache = () => {
  const byObject = new WeakMap<RowFactor, Map<RowUnit, Term>>()
  const byTerms = new Map<string, Term>()
  const all: Term[] = []
  const lookup = (unit: RowUnit, factor: RowFactor): Term => {
    let units = byObject.get(factor)
    if (units === undefined) byObject.set(factor, (units = new Map()))
    let entry = units.get(unit)
    if (entry !== undefined) return entry
    const t = factorTerms(factor)
    const key = `${unit}|${t.denominatorUnit}|${t.massUnit}|${t.value}`
    entry = byTerms.get(key)
    if (entry === undefined) {
      entry = { term: termOf(unit, factor), sums: [], carried: [] }
      byTerms.set(key, entry)
      all.push(entry)
    }
    units.set(unit, entry)
    return entry
  }
  return { lookup, all }
}

export interface TotalsInput {
  /** Scopes left out of the calculation (spec §4); they count nothing until activated again. */
  readonly excludedScopes?: ReadonlyArray<Scope>
  /** The account's carbon unit (spec §3 settings; default tCO2e). */
  readonly carbonUnit?: CarbonUnit
  /** How many row issues to keep (the count of rows with issues is always exact); default 1000. */
  readonly maxIssues?: number
}

export interface StreamedTotals {
  /** Rows seen. */
  readonly rows: number
  /** Rows that could not be calculated (they count nothing). */
  readonly rowsWithIssues: number
  /** The first `maxIssues` row problems, each with its row's index in front of the path. */
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<string | number>; readonly message: string }>
  readonly excludedScopes: ReadonlyArray<Scope>
  readonly exact: ExactTotals
  readonly totals: Totals
}

/**
 * The totals of `calculate` over `rows`, read once, in order, one at a time. Rows are the decoded
 * `CalculationRowFields` (decode at the boundary, e.g. with Schema where they enter): nothing is
 * decoded here.
 */
export const calculateTotals = (
  rows: Iterable<CalculationRowFields>,
  input: TotalsInput = {},
): StreamedTotals => {
  const excluded = new Set(input.excludedScopes ?? [])
  const unit = input.carbonUnit ?? "tCO2e"
  const maxIssues = input.maxIssues ?? 1000
  const terms = termCache()
  // Amounts with more decimals (or digits) than the fast path takes: summed as exact fractions.
  const slow = Array.from({ length: slots }, () => new ExactSum())
  const issues: Array<{ path: ReadonlyArray<string | number>; message: string }> = []
  let index = 0
  let rowsWithIssues = 0
  const addAmount = (slot: number, amount: number, k: number, entry: Term) => {
    if (k >= 0) addToTerm(entry, slot, k, Math.round(amount * powersOfTen[k]!))
    else {
      const a = exact(amount)
      slow[slot]!.add(a.n * entry.term.n, a.d * entry.term.d)
    }
  }
  for (const row of rows) {
    const i = index++
    const rowProblems = rowIssues(row)
    if (rowProblems.length > 0 || row.factor === null) {
      rowsWithIssues++
      for (const problem of rowProblems)
        if (issues.length < maxIssues)
          issues.push({ path: ["rows", i, ...problem.path], message: problem.message })
      continue
    }
    const scope = scopeOfRowType(row.type)
    if (excluded.has(scope)) continue
    const k = decimalsOf(row.amount)
    const entry = terms.lookup(row.unit, row.factor)
    if (scope === 1) addAmount(scope1Slot, row.amount, k, entry)
    else if (scope === 3) addAmount(3 + (scope3CategoryOf(row) as number), row.amount, k, entry)
    else {
      addAmount(scope2LocationSlot, row.amount, k, entry)
      addAmount(
        scope2MarketSlot,
        row.amount,
        k,
        row.marketBasedFactor === null ? entry : terms.lookup(row.unit, row.marketBasedFactor),
      )
    }
  }
  // Σ per slot, exactly: each term's sums by decimals, then the fractions added once.
  for (const entry of terms.all) {
    for (let slot = 0; slot < slots; slot++) {
      const sums = entry.sums[slot]
      if (sums === undefined) continue
      slow[slot]!.used = true
      const carried = entry.carried[slot]
      for (let k = 0; k <= maxDecimals; k++) {
        const digits = BigInt(sums[k]!) + (carried?.[k] ?? 0n)
        if (digits !== 0n) slow[slot]!.add(digits * entry.term.n, bigPowersOfTen[k]! * entry.term.d)
      }
    }
  }
  const totalOf = (slot: number) => slow[slot]!.value()
  const s1 = totalOf(scope1Slot)
  const s2l = totalOf(scope2LocationSlot)
  const s2m = totalOf(scope2MarketSlot)
  const byCategory: Record<number, Exact> = {}
  let s3 = exact(0)
  for (let category = 1; category <= 15; category++) {
    const slot = 3 + category
    if (!slow[slot]!.used) continue
    const categoryTotal = totalOf(slot)
    byCategory[category] = categoryTotal
    s3 = add(s3, categoryTotal)
  }
  const exactTotals: ExactTotals = {
    scope1: s1,
    scope2LocationBased: s2l,
    scope2MarketBased: s2m,
    scope3: s3,
    scope3ByCategory: byCategory,
    total: add(add(s1, s2l), s3),
    totalMarketBased: add(add(s1, s2m), s3),
  }
  const round = (kg: Exact) => roundCarbon(kg, unit)
  return {
    rows: index,
    rowsWithIssues,
    issues,
    excludedScopes: [1, 2, 3].filter((s): s is Scope => excluded.has(s as Scope)),
    exact: exactTotals,
    totals: {
      unit,
      scope1: round(s1),
      scope2LocationBased: round(s2l),
      scope2MarketBased: round(s2m),
      scope3: round(s3),
      scope3ByCategory: Object.fromEntries(Object.entries(byCategory).map(([c, kg]) => [c, round(kg)])),
      total: round(exactTotals.total),
      totalMarketBased: round(exactTotals.totalMarketBased),
    },
  }
}
