import { Schema } from "effect"
import { compare, divide, exact, type Exact, multiply, toDecimalString } from "../units/exact.js"
import { ghgOverride } from "./validationMessages.js"

/**
 * Units of the amounts a CO2 calculation row is entered in, by dimension, each with its size in the
 * dimension's base unit as an exact decimal (issue 5). Unit names are those of the factor library
 * (`fixtures/ghg/emission-factors.csv`): `liters`, `m3`, `passenger-km`, `tonne-km`, `piece`.
 *
 * Energy is sized in megajoules so that kWh (3.6 MJ), MWh (3 600 MJ) and GJ (1 000 MJ) convert by
 * exact rational arithmetic: 1 GJ = 277.777… kWh has no finite decimal, so conversions go through
 * `Exact` fractions (units/exact.ts) and are rounded only when a result is shown.
 *
 * Distances are three dimensions, not one: a vehicle-km, a passenger-km and a tonne-km are not
 * convertible into each other without knowing passengers or load, so a factor per passenger-km
 * applied to a row in km is a unit mismatch ("Selected factor unit does not match row unit").
 */
export const rowUnitSizes = {
  energy: { kWh: "3.6", MWh: "3600", GJ: "1000" },
  volume: { liters: "0.001", m3: "1" },
  mass: { kg: "1", t: "1000" },
  count: { piece: "1" },
  distance: { km: "1" },
  passengerDistance: { "passenger-km": "1" },
  freightDistance: { "tonne-km": "1" },
  money: { EUR: "1", "k€": "1000", "M€": "1000000" },
} as const

export type Dimension = keyof typeof rowUnitSizes
export type RowUnit = { [D in Dimension]: keyof (typeof rowUnitSizes)[D] & string }[Dimension]

export const dimensions = Object.keys(rowUnitSizes) as ReadonlyArray<Dimension>

/** Every unit a row amount or a factor denominator may have, in the order of `rowUnitSizes`. */
export const rowUnits = dimensions.flatMap((d) => Object.keys(rowUnitSizes[d])) as ReadonlyArray<RowUnit>

const dimensionByUnit = new Map<string, Dimension>(
  dimensions.flatMap((d) => Object.keys(rowUnitSizes[d]).map((u) => [u, d] as const)),
)

/** The dimension of a unit (kWh → energy). */
export const dimensionOf = (unit: RowUnit): Dimension => dimensionByUnit.get(unit) as Dimension

/** The units of a dimension, for the unit picker of a row. */
export const unitsOfDimension = (dimension: Dimension): ReadonlyArray<RowUnit> =>
  Object.keys(rowUnitSizes[dimension]) as Array<RowUnit>

export const sameDimension = (a: RowUnit, b: RowUnit) => dimensionOf(a) === dimensionOf(b)

/** The size of a unit in its dimension's base unit, exactly. */
export const unitSize = (unit: RowUnit): Exact =>
  exact((rowUnitSizes[dimensionOf(unit)] as Record<string, string>)[unit] as string)

/** Units of the mass of CO2 equivalent, sized in kilograms: a factor keeps its publisher's. */
export const carbonMassSizes = { gCO2e: "0.001", kgCO2e: "1", tCO2e: "1000" } as const
export type CarbonMassUnit = keyof typeof carbonMassSizes
export const carbonMassUnits = Object.keys(carbonMassSizes) as ReadonlyArray<CarbonMassUnit>
export const carbonMassSize = (unit: CarbonMassUnit): Exact => exact(carbonMassSizes[unit])

/** An amount with its unit; the amount is exact, so sums and conversions never drift. */
export interface RowQuantity {
  readonly amount: Exact
  readonly unit: RowUnit
}

export const rowQuantity = (amount: number | string | Exact, unit: RowUnit): RowQuantity => ({
  amount: typeof amount === "object" ? amount : exact(amount),
  unit,
})

/** `amount` in `from` expressed in `to`, exactly. Throws when the units measure different things. */
export const convertExact = (amount: Exact, from: RowUnit, to: RowUnit): Exact => {
  if (!sameDimension(from, to)) throw new RangeError(`cannot convert ${from} to ${to}`)
  return divide(multiply(amount, unitSize(from)), unitSize(to))
}

/** A quantity in another unit of its dimension, exactly (2 GJ → 5000/9 kWh). */
export const convertQuantity = (q: RowQuantity, to: RowUnit): RowQuantity => ({
  amount: convertExact(q.amount, q.unit, to),
  unit: to,
})

/** Whether two quantities are the same amount, whatever their units (1 MWh equals 1000 kWh). */
export const quantitiesEqual = (a: RowQuantity, b: RowQuantity): boolean =>
  sameDimension(a.unit, b.unit) && compare(convertExact(a.amount, a.unit, b.unit), b.amount) === 0

/** A CO2e mass in kilograms converted to the carbon unit of an account or a factor, exactly. */
export const fromKgCO2e = (kg: Exact, unit: CarbonMassUnit): Exact => divide(kg, carbonMassSize(unit))
export const toKgCO2e = (amount: Exact, unit: CarbonMassUnit): Exact => multiply(amount, carbonMassSize(unit))

/**
 * Decimals an emission figure is shown with: to the gram, whatever the unit (kgCO2e 3, tCO2e 6,
 * gCO2e 0). Rounding rule: every figure is computed exactly from the row amounts and factor values,
 * and rounded once, half away from zero, when it is turned into a number. Totals are rounded from
 * the exact sum, not summed from rounded rows, so a total may differ from the sum of the shown rows
 * by at most half a gram per row.
 */
export const carbonDecimals: Record<CarbonMassUnit, number> = { gCO2e: 0, kgCO2e: 3, tCO2e: 6 }

/** An exact CO2e mass in kilograms as a rounded decimal string in `unit` (see `carbonDecimals`). */
export const formatCarbon = (kg: Exact, unit: CarbonMassUnit): string =>
  toDecimalString(fromKgCO2e(kg, unit), carbonDecimals[unit])

/** An exact CO2e mass in kilograms as a rounded number in `unit` (see `carbonDecimals`). */
export const roundCarbon = (kg: Exact, unit: CarbonMassUnit): number => Number(formatCarbon(kg, unit))

/**
 * Spellings people and publishers use for the same units (DESNZ writes `litres`, `tonnes`,
 * `passenger.km`); decoding maps them onto our names, encoding writes ours.
 */
const unitAliases: Readonly<Record<string, RowUnit>> = {
  l: "liters",
  liter: "liters",
  litre: "liters",
  litres: "liters",
  "m³": "m3",
  tonne: "t",
  tonnes: "t",
  "passenger.km": "passenger-km",
  pkm: "passenger-km",
  "tonne.km": "tonne-km",
  tkm: "tonne-km",
  pcs: "piece",
  kEUR: "k€",
  MEUR: "M€",
  "€": "EUR",
}

const isRowUnit = (text: string): text is RowUnit => dimensionByUnit.has(text)

/** A unit of a row amount or a factor denominator ("Choose a unit from the list"). */
export const RowUnitSchema = Schema.transform(
  Schema.String.annotations(ghgOverride("validation.unknownUnit")),
  Schema.Literal(...rowUnits).annotations(ghgOverride("validation.unknownUnit")),
  {
    strict: true,
    decode: (text) => {
      const trimmed = text.trim()
      // an unknown unit passes through for the Literal to refuse
      return (isRowUnit(trimmed) ? trimmed : (unitAliases[trimmed] ?? trimmed)) as RowUnit
    },
    encode: (unit) => unit,
  },
)

/** A unit of CO2e mass: gCO2e, kgCO2e or tCO2e ("Choose a unit from the list"). */
export const CarbonMassUnitSchema = Schema.Literal(...carbonMassUnits).annotations(
  ghgOverride("validation.unknownUnit"),
)
