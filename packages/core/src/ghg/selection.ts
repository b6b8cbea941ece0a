import { Array as Arr, Order, type Option } from "effect"
import { type EmissionFactor, isUsableInYear, isValidInYear, type RowType } from "./EmissionFactor.js"
import { sameFactorVersions } from "./factorVersions.js"

/** A calculation's period: first and last day, ISO `YYYY-MM-DD`, both included. */
export interface CalculationPeriod {
  readonly start: string
  readonly end: string
}

const dayNumber = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number]
  return Date.UTC(y, m - 1, d) / 86_400_000
}

/**
 * The year a calculation's factors are picked for: the calendar year holding most days of the
 * period (a fiscal year 2024-07-01…2025-06-30 has 184 days in 2024 and 181 in 2025, so 2024); on a
 * tie the later year. Publishers version factors by calendar year, so a period gets one year.
 */
export const reportingYear = (period: CalculationPeriod): number => {
  const first = Number(period.start.slice(0, 4))
  const last = Number(period.end.slice(0, 4))
  let best = last
  let bestDays = -1
  for (let year = last; year >= first; year--) {
    const from = Math.max(dayNumber(period.start), dayNumber(`${year}-01-01`))
    const to = Math.min(dayNumber(period.end), dayNumber(`${year}-12-31`))
    const days = to - from + 1
    if (days > bestDays) [best, bestDays] = [year, days]
  }
  return best
}

/** What a row's factor is looked up by. */
export interface FactorQuery {
  /** The calculation's reporting year (see `reportingYear`). */
  readonly year: number
  /** The site's country (ISO 3166-1 alpha-2); factors of that country come first, then `GLOBAL` ones. */
  readonly country: string
  readonly rowType?: RowType
}

const countryRank = (factor: EmissionFactor, country: string) =>
  factor.country === country ? 0 : factor.country === "GLOBAL" ? 1 : 2

/**
 * Preference among factors valid for the same year: the site's country before `GLOBAL`, then the
 * most recent version (latest `from`), then a bounded period before an open-ended one, then the id
 * (so the choice never depends on the library's order).
 */
const preference = (country: string): Order.Order<EmissionFactor> =>
  Order.combineAll([
    Order.mapInput(Order.number, (f: EmissionFactor) => countryRank(f, country)),
    Order.reverse(Order.mapInput(Order.number, (f: EmissionFactor) => f.validFor.from)),
    Order.mapInput(Order.number, (f: EmissionFactor) => (f.validFor.to === null ? 1 : 0)),
    Order.mapInput(Order.string, (f: EmissionFactor) => f.id),
  ])

/**
 * Of each factor's versions (core `sameFactorVersions`), the one a calculation of `year` uses: the
 * version valid in the year when published, otherwise the latest earlier one (its row then says
 * "latest available: 2023"). Versions of later years are never used; a factor with none usable is
 * left out. Within one factor a version valid in the year beats a newer-starting open-ended one.
 */
export const versionsForYear = (
  library: ReadonlyArray<EmissionFactor>,
  year: number,
): ReadonlyArray<EmissionFactor> => {
  const chosen: EmissionFactor[] = []
  const better = (a: EmissionFactor, b: EmissionFactor) => {
    const validA = isValidInYear(a.validFor, year)
    const validB = isValidInYear(b.validFor, year)
    if (validA !== validB) return validA
    const endA = a.validFor.to ?? Number.POSITIVE_INFINITY
    const endB = b.validFor.to ?? Number.POSITIVE_INFINITY
    if (endA !== endB) return endA > endB
    if (a.validFor.from !== b.validFor.from) return a.validFor.from > b.validFor.from
    return a.id < b.id
  }
  for (const factor of library) {
    if (!isUsableInYear(factor.validFor, year)) continue
    const index = chosen.findIndex((c) => sameFactorVersions(c, factor))
    if (index === -1) chosen.push(factor)
    else if (better(factor, chosen[index] as EmissionFactor)) chosen[index] = factor
  }
  return chosen
}

/**
 * The factors the add-row wizard offers (step 2): of each factor the version for the year (see
 * `versionsForYear`: valid in the year, else the latest available earlier one), for the site's
 * country or global, of the row type when given; preferred ones first.
 */
export const factorsFor = (
  library: ReadonlyArray<EmissionFactor>,
  query: FactorQuery,
): ReadonlyArray<EmissionFactor> =>
  Arr.sort(
    versionsForYear(
      library.filter(
        (f) =>
          countryRank(f, query.country) < 2 && (query.rowType === undefined || f.rowType === query.rowType),
      ),
      query.year,
    ),
    preference(query.country),
  )

/**
 * The version of a factor a calculation uses (issue 5: "a calculation picks the factor valid for its
 * period"): versions of one factor share its name, row type and denominator unit and differ in
 * validity (DESNZ 2024 and 2025 diesel). The one valid in the year when published, else the latest
 * earlier one, which the row then names ("latest available: 2023"); `None` when every version is of
 * a later year.
 */
export const selectFactor = (
  library: ReadonlyArray<EmissionFactor>,
  of: Pick<EmissionFactor, "name" | "rowType" | "denominatorUnit">,
  query: Omit<FactorQuery, "rowType">,
): Option.Option<EmissionFactor> =>
  Arr.head(
    factorsFor(library, { ...query, rowType: of.rowType }).filter(
      (f) => f.name === of.name && f.denominatorUnit === of.denominatorUnit,
    ),
  )
