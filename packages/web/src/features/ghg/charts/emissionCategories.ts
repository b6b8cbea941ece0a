import type { RowType, Scope } from "@vsme/core"
import type { CalculationDetail } from "@vsme/sdk"

/** One bar of the category chart and one line of its table. */
export interface EmissionCategory {
  /** `scope1-fuel`, `scope2-electricity`, `scope3-6`, `scope3-none`… */
  readonly key: string
  readonly scope: Scope
  /** Scopes 1 and 2: the row type; scope 3: its category (1–15), null when a row names none. */
  readonly type: RowType
  readonly scope3Category: number | null
  /** Location-based emissions in the calculation's carbon unit. */
  readonly value: number
  readonly rows: number
  /** Share of the location-based total (0–1); 0 when the total is 0. */
  readonly share: number
}

type Row = CalculationDetail["rows"][number]

/** A scope 3 row's category: its own, else its library factor's. */
const categoryOf = (row: Row): number | null =>
  row.scope3Category ?? (row.factor.kind === "library" ? row.factor.factor.scope3Category : null)

/**
 * A calculation's location-based emissions per category, largest first: scopes 1 and 2 by row type
 * (fuel, refrigerant, electricity), scope 3 by its GHG Protocol category. Rows of an excluded scope
 * count nothing, as in the totals, and are left out.
 */
export const emissionCategories = (
  detail: Pick<CalculationDetail, "rows" | "excludedScopes">,
): ReadonlyArray<EmissionCategory> => {
  const byKey = new Map<string, Omit<EmissionCategory, "share">>()
  for (const row of detail.rows) {
    if (detail.excludedScopes.includes(row.scope)) continue
    const category = row.scope === 3 ? categoryOf(row) : null
    const key = row.scope === 3 ? `scope3-${category ?? "none"}` : `scope${row.scope}-${row.type}`
    const before = byKey.get(key)
    byKey.set(key, {
      key,
      scope: row.scope,
      type: row.type,
      scope3Category: category,
      value: (before?.value ?? 0) + (row.emissions ?? 0),
      rows: (before?.rows ?? 0) + 1,
    })
  }
  const categories = [...byKey.values()]
  const total = categories.reduce((sum, c) => sum + c.value, 0)
  return categories
    .map((c) => ({ ...c, share: total === 0 ? 0 : c.value / total }))
    .sort((a, b) => b.value - a.value || a.scope - b.scope || a.key.localeCompare(b.key))
}
