import type { DerivationId } from "@vsme/core"

/**
 * A computed figure as people read it (issue 16): three significant digits, never more than three
 * decimals, whole numbers kept whole ("12,3", "0,000027", "1 235"), in the UI language's format.
 * Exports keep the exact value; this is for the screen only.
 */
export const formatReadable = (value: number, locale: string): string => {
  if (!Number.isFinite(value)) return ""
  const magnitude = Math.abs(value)
  const options: Intl.NumberFormatOptions =
    magnitude === 0 || magnitude >= 1
      ? { maximumFractionDigits: Math.min(3, Math.max(0, 3 - Math.floor(Math.log10(magnitude || 1)) - 1)) }
      : { maximumSignificantDigits: 3 }
  return new Intl.NumberFormat(locale, options).format(value)
}

const intensities: ReadonlySet<DerivationId> = new Set([
  "intensityScope12Location",
  "intensityScope12Market",
  "intensityTotalLocation",
  "intensityTotalMarket",
])

/** Whether a derivation is a GHG intensity, shown per million of the currency rather than per unit. */
export const isIntensity = (derivation: string | undefined): derivation is DerivationId =>
  derivation !== undefined && intensities.has(derivation as DerivationId)

/**
 * An intensity per unit of currency (the taxonomy's unit) per million units. Twelve significant
 * digits drop the binary noise of the multiplication (0.000027 × 10⁶ is 27, not 27.000000000000004).
 */
export const perMillion = (valuePerUnit: number) => Number((valuePerUnit * 1_000_000).toPrecision(12))

/** The screen text of a derived value with its unit: intensities per million of the currency. */
export const derivedText = (
  derivation: string | undefined,
  value: number,
  locale: string,
  units: { readonly currency: string; readonly plain: string; readonly perMillion: string },
) =>
  isIntensity(derivation)
    ? `${formatReadable(perMillion(value), locale)} ${units.perMillion}`
    : `${formatReadable(value, locale)} ${units.plain}`.trim()
