import type { Locale } from "../i18n/Locale.js"
import { exact, toDecimalString } from "../units/exact.js"

/**
 * How figures are written in the summary data, per language: Finnish and Swedish use a decimal comma
 * and a space between thousands (from five digits on, as their style guides say), English a decimal
 * point and a comma from four digits on. Written here rather than with Intl so that the prompt is the
 * same on every machine, whatever ICU data the runtime carries.
 */
const styles: Record<Locale, { decimal: string; group: string; groupFrom: number }> = {
  fi: { decimal: ",", group: "\u00a0", groupFrom: 5 },
  en: { decimal: ".", group: ",", groupFrom: 4 },
  sv: { decimal: ",", group: "\u00a0", groupFrom: 5 },
}

/** A number rounded to at most `maxDecimals` decimals, in the language's style (12 345,5 / 12,345.5). */
export const formatNumber = (value: number, locale: Locale, maxDecimals = 6): string => {
  const style = styles[locale]
  const text = toDecimalString(exact(value), maxDecimals)
  const negative = text.startsWith("-")
  const [whole = "0", fraction] = (negative ? text.slice(1) : text).split(".")
  const grouped =
    whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : whole
  return `${negative ? "-" : ""}${grouped}${fraction === undefined ? "" : `${style.decimal}${fraction}`}`
}

/**
 * Decimals worth showing for a computed value: two, or enough for three significant digits below 1
 * (an emission intensity per euro is a very small number).
 */
export const displayDecimals = (value: number): number => {
  const size = Math.abs(value)
  if (size === 0 || size >= 1) return 2
  return Math.min(12, Math.max(2, Math.ceil(-Math.log10(size)) + 2))
}

/** A computed value with the decimals `displayDecimals` chooses. */
export const formatComputed = (value: number, locale: Locale): string =>
  formatNumber(value, locale, displayDecimals(value))

/** A share in percent: "45,5 %" in Finnish and Swedish, "45.5%" in English. */
export const formatPercent = (value: number, locale: Locale): string =>
  `${formatComputed(value, locale)}${locale === "en" ? "%" : "\u00a0%"}`

/** An ISO date as the language writes it: 31.12.2025 in Finnish, 2025-12-31 in English and Swedish. */
export const formatDate = (iso: string, locale: Locale): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match || locale !== "fi") return iso
  return `${Number(match[3])}.${Number(match[2])}.${match[1]}`
}

const unitSymbols: Readonly<Record<string, string>> = { m3: "m³", m2: "m²", km2: "km²" }

/** A unit as people write it (m3 → m³). */
export const unitSymbol = (unit: string): string => unitSymbols[unit] ?? unit
