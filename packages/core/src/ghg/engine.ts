import { Either } from "effect"
import type { CarbonUnit } from "../account/AccountSettings.js"
import { add, divide, exact, type Exact, multiply, sum } from "../units/exact.js"
import { type CalculationRowFields, type RowIssue, rowIssues, scope3CategoryOf } from "./CalculationRow.js"
import { factorTerms, type RowFactor, type Scope, scopeOfRowType } from "./EmissionFactor.js"
import { carbonMassSize, type RowUnit, roundCarbon, unitSize } from "./quantity.js"

/**
 * Emissions of `amount` `unit` with a factor, in kgCO2e, exactly:
 *
 *   amount × (size of row unit ÷ size of factor denominator) × factor value × (kg per factor mass unit)
 *
 * e.g. 12.5 MWh × 33 gCO2e/kWh = 12.5 × (3600 ÷ 3.6) kWh × 33 g × 0.001 kg/g = 412.5 kgCO2e. The
 * caller has checked that the units share a dimension (`rowIssues`).
 */
export const emissionsKg = (amount: number | Exact, unit: RowUnit, factor: RowFactor): Exact => {
  const terms = factorTerms(factor)
  const inDenominator = divide(
    multiply(typeof amount === "number" ? exact(amount) : amount, unitSize(unit)),
    unitSize(terms.denominatorUnit),
  )
  return multiply(multiply(inDenominator, exact(terms.value)), carbonMassSize(terms.massUnit))
}

/** What one row emits, with the factor copies it was calculated with. */
export interface RowEmission {
  readonly scope: Scope
  /** GHG Protocol category of a scope 3 row, else null. */
  readonly scope3Category: number | null
  /** kgCO2e with the row's factor; for scope 2 the location-based figure. */
  readonly kgCO2e: Exact
  /**
   * Scope 2 only: kgCO2e market-based, with the row's market-based factor, or when the row has none
   * the location-based figure (no contractual instrument claimed); null for scopes 1 and 3.
   */
  readonly marketBasedKgCO2e: Exact | null
  readonly factor: RowFactor
  readonly marketBasedFactor: RowFactor | null
}

/** A row's emissions, or why it cannot be calculated ("Factor is required", …). */
export const rowEmission = (
  row: CalculationRowFields,
): Either.Either<RowEmission, ReadonlyArray<RowIssue>> => {
  const issues = rowIssues(row)
  if (issues.length > 0 || row.factor === null) return Either.left(issues)
  const scope = scopeOfRowType(row.type)
  const kgCO2e = emissionsKg(row.amount, row.unit, row.factor)
  return Either.right({
    scope,
    scope3Category: scope === 3 ? scope3CategoryOf(row) : null,
    kgCO2e,
    marketBasedKgCO2e:
      scope !== 2
        ? null
        : row.marketBasedFactor === null
          ? kgCO2e
          : emissionsKg(row.amount, row.unit, row.marketBasedFactor),
    factor: row.factor,
    marketBasedFactor: row.marketBasedFactor,
  })
}

/** Totals in kgCO2e, exact. An excluded scope's totals are zero. */
export interface ExactTotals {
  readonly scope1: Exact
  readonly scope2LocationBased: Exact
  readonly scope2MarketBased: Exact
  readonly scope3: Exact
  /** Scope 3 by GHG Protocol category; only categories with rows. */
  readonly scope3ByCategory: Readonly<Record<number, Exact>>
  /** Scopes 1 + 2 (location-based) + 3. */
  readonly total: Exact
  /** Scopes 1 + 2 (market-based) + 3. */
  readonly totalMarketBased: Exact
}

/** The same totals rounded in the account's carbon unit (to the gram, see `carbonDecimals`). */
export interface Totals {
  readonly unit: CarbonUnit
  readonly scope1: number
  readonly scope2LocationBased: number
  readonly scope2MarketBased: number
  readonly scope3: number
  readonly scope3ByCategory: Readonly<Record<number, number>>
  readonly total: number
  readonly totalMarketBased: number
}

export interface RowResult {
  readonly index: number
  readonly emission: RowEmission | null
  readonly issues: ReadonlyArray<RowIssue>
}

export interface CalculationResult {
  readonly rows: ReadonlyArray<RowResult>
  /** Every row problem, with the row's index in front of the path (`["rows", 2, "factor"]`). */
  readonly issues: ReadonlyArray<{ readonly path: ReadonlyArray<string | number>; readonly message: string }>
  readonly excludedScopes: ReadonlyArray<Scope>
  readonly exact: ExactTotals
  readonly totals: Totals
}

export interface CalculationInput {
  readonly rows: ReadonlyArray<CalculationRowFields>
  /** Scopes left out of the calculation (spec §4); they count nothing until activated again. */
  readonly excludedScopes?: ReadonlyArray<Scope>
  /** The account's carbon unit (spec §3 settings; default tCO2e). */
  readonly carbonUnit?: CarbonUnit
}

const zero = exact(0)

/**
 * Calculates a CO2 calculation (issue 5): each row's emissions with its factor copy, assigned to its
 * scope (fuel and refrigerant 1, electricity and heat 2, other 3 with its category); scope 2 both
 * location-based and market-based; totals per scope and overall, exact in kg and rounded once in the
 * carbon unit. Rows that cannot be calculated contribute nothing and are listed in `issues`; rows of
 * an excluded scope contribute nothing either, and count again once the scope is activated.
 */
export const calculate = (input: CalculationInput): CalculationResult => {
  const excluded = new Set(input.excludedScopes ?? [])
  const unit = input.carbonUnit ?? "tCO2e"
  const rows: RowResult[] = input.rows.map((row, index) =>
    Either.match(rowEmission(row), {
      onLeft: (issues) => ({ index, emission: null, issues }),
      onRight: (emission) => ({ index, emission, issues: [] }),
    }),
  )
  const counted = rows.flatMap((r) =>
    r.emission !== null && !excluded.has(r.emission.scope) ? [r.emission] : [],
  )
  const ofScope = (scope: Scope) => counted.filter((e) => e.scope === scope)
  const scope1 = sum(ofScope(1).map((e) => e.kgCO2e))
  const scope2LocationBased = sum(ofScope(2).map((e) => e.kgCO2e))
  const scope2MarketBased = sum(ofScope(2).map((e) => e.marketBasedKgCO2e ?? e.kgCO2e))
  const scope3 = sum(ofScope(3).map((e) => e.kgCO2e))
  const scope3ByCategory: Record<number, Exact> = {}
  for (const e of ofScope(3)) {
    const category = e.scope3Category as number
    scope3ByCategory[category] = add(scope3ByCategory[category] ?? zero, e.kgCO2e)
  }
  const totals: ExactTotals = {
    scope1,
    scope2LocationBased,
    scope2MarketBased,
    scope3,
    scope3ByCategory,
    total: sum([scope1, scope2LocationBased, scope3]),
    totalMarketBased: sum([scope1, scope2MarketBased, scope3]),
  }
  const round = (kg: Exact) => roundCarbon(kg, unit)
  return {
    rows,
    issues: rows.flatMap((r) =>
      r.issues.map((i) => ({ path: ["rows", r.index, ...i.path], message: i.message })),
    ),
    excludedScopes: [1, 2, 3].filter((s): s is Scope => excluded.has(s as Scope)),
    exact: totals,
    totals: {
      unit,
      scope1: round(scope1),
      scope2LocationBased: round(scope2LocationBased),
      scope2MarketBased: round(scope2MarketBased),
      scope3: round(scope3),
      scope3ByCategory: Object.fromEntries(Object.entries(scope3ByCategory).map(([c, kg]) => [c, round(kg)])),
      total: round(totals.total),
      totalMarketBased: round(totals.totalMarketBased),
    },
  }
}

/** The excluded scopes with `scope` added (spec §4: a scope can be excluded from a calculation). */
export const excludeScope = (excluded: ReadonlyArray<Scope>, scope: Scope): ReadonlyArray<Scope> =>
  excluded.includes(scope) ? excluded : [...excluded, scope].sort()

/** The excluded scopes without `scope` ("can be activated again"). */
export const activateScope = (excluded: ReadonlyArray<Scope>, scope: Scope): ReadonlyArray<Scope> =>
  excluded.filter((s) => s !== scope)
