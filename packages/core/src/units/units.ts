import { divide, exact, multiply, toNumber } from "./exact.js"

/**
 * Units of the reported quantities, each with its size in the kind's base unit as an exact decimal.
 * Base units are those the VSME taxonomy reports in: MWh (B3 §29), tCO2e (B3 §30), kg, m³ and m².
 */
export const unitSizes = {
  energy: { MWh: "1", kWh: "0.001", GWh: "1000" },
  ghgEmissions: { tCO2e: "1", kgCO2e: "0.001" },
  mass: { kg: "1", t: "1000" },
  volume: { m3: "1", l: "0.001" },
  area: { m2: "1", ha: "10000", km2: "1000000" },
} as const

export type QuantityKind = keyof typeof unitSizes
export type UnitOf<K extends QuantityKind> = keyof (typeof unitSizes)[K] & string
export type EnergyUnitName = UnitOf<"energy">
export type GhgUnitName = UnitOf<"ghgEmissions">
export type MassUnitName = UnitOf<"mass">
export type VolumeUnitName = UnitOf<"volume">
export type AreaUnitName = UnitOf<"area">

/** The unit a kind is reported in, of size 1 (MWh, tCO2e, kg, m³, m²). */
export const baseUnitOf = <K extends QuantityKind>(kind: K): UnitOf<K> =>
  unitsOf(kind).find((unit) => (unitSizes[kind] as Record<string, string>)[unit] === "1") as UnitOf<K>

/** Every unit name of a kind, for enumerations. */
export const unitsOf = <K extends QuantityKind>(kind: K): ReadonlyArray<UnitOf<K>> =>
  Object.keys(unitSizes[kind]) as Array<UnitOf<K>>

const sizeOf = <K extends QuantityKind>(kind: K, unit: UnitOf<K>) =>
  exact((unitSizes[kind] as Record<string, string>)[unit] as string)

/** `value` in `from` expressed in `to`, exactly (1234.5 kWh → 1.2345 MWh), rounded to `decimals`. */
export const convert = <K extends QuantityKind>(
  kind: K,
  value: number,
  from: UnitOf<K>,
  to: UnitOf<K>,
  decimals = 10,
): number => toNumber(divide(multiply(exact(value), sizeOf(kind, from)), sizeOf(kind, to)), decimals)

/**
 * Scales in which money is shown (spec §9: "M€ or k€"); amounts are stored in whole currency units.
 */
export const currencyScales = { unit: "1", thousand: "1000", million: "1000000" } as const
export type CurrencyScale = keyof typeof currencyScales

/** A stored amount shown in a scale: 2 500 000 EUR → 2.5 in `million`. */
export const toCurrencyScale = (amount: number, scale: CurrencyScale, decimals = 6): number =>
  toNumber(divide(exact(amount), exact(currencyScales[scale])), decimals)

/** An amount typed in a scale, stored in whole units: 2.5 in `million` → 2 500 000. */
export const fromCurrencyScale = (amount: number, scale: CurrencyScale): number =>
  toNumber(multiply(exact(amount), exact(currencyScales[scale])), 6)
