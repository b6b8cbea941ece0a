import { naceCodes, taxonomyWasteTypes, type Locale } from "@vsme/core"

const notCountries = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"])

const countryCodeCache = new Map<string, ReadonlyArray<readonly [string, string]>>()

/**
 * ISO 3166-1 alpha-2 countries with their names in `locale`, by name. The browser's own region names
 * (Intl.DisplayNames) know every current code; two letters it has no name for are not countries.
 */
export const countryOptions = (locale: Locale): ReadonlyArray<readonly [string, string]> => {
  const cached = countryCodeCache.get(locale)
  if (cached) return cached
  const names = new Intl.DisplayNames([locale], { type: "region", fallback: "code" })
  const options: Array<readonly [string, string]> = []
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b)
      const name = names.of(code)
      if (name && name !== code && !notCountries.has(code)) options.push([code, name])
    }
  }
  options.sort((x, y) => x[1].localeCompare(y[1], locale))
  countryCodeCache.set(locale, options)
  return options
}

export const countryName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: "region", fallback: "code" }).of(code) ?? code

/** NACE codes with their (English, the taxonomy's) titles. */
export const naceOptions = (): ReadonlyArray<readonly [string, string]> =>
  naceCodes.map((entry) => [entry.code, `${entry.code} ${entry.title}`] as const)

/** European Waste Catalogue members with the taxonomy's (English) names, without its "[member]" tag. */
export const wasteOptions = (): ReadonlyArray<readonly [string, string]> =>
  taxonomyWasteTypes.map(([member, , , label]) => [member, label.replace(/\s*\[member\]$/, "")] as const)
