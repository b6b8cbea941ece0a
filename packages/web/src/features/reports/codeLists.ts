import { countryCodes, naceCodes, wasteTypeLabels, type Locale } from "@vsme/core"

const countryCodeCache = new Map<string, ReadonlyArray<readonly [string, string]>>()

/**
 * The ISO 3166-1 countries in force (core's list: the browser also names withdrawn codes such as DD
 * and SU, which made "Germany" appear twice) with their names in `locale` from the browser's
 * Intl.DisplayNames, sorted by name as that language sorts.
 */
export const countryOptions = (locale: Locale): ReadonlyArray<readonly [string, string]> => {
  const cached = countryCodeCache.get(locale)
  if (cached) return cached
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" })
  const options = countryCodes.map((code) => [code, names.of(code) ?? code] as const)
  options.sort((x, y) => x[1].localeCompare(y[1], locale))
  countryCodeCache.set(locale, options)
  return options
}

export const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code

/** NACE Rev. 2.1 codes with their titles in `locale` (TOL 2025 names in Finnish and Swedish). */
export const naceOptions = (locale: Locale): ReadonlyArray<readonly [string, string]> =>
  naceCodes.map((entry) => [entry.code, `${entry.code} ${entry.titles[locale]}`] as const)

/**
 * European waste codes with core's labels in `locale`: code, hazardous or not, and the name (our
 * Finnish and Swedish names for the common wastes, the taxonomy's English one for the rest).
 */
export const wasteOptions = (locale: Locale): ReadonlyArray<readonly [string, string]> =>
  wasteTypeLabels(locale).map((waste) => [waste.member, waste.label] as const)
