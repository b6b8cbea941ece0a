import { fallbackLocale, localeOfTag, type Locale } from "@vsme/core"
import { NumberParser } from "@internationalized/number"
import i18next from "i18next"

/**
 * Numbers as people type and read them in the interface language: "1 250,5" in Finnish and Swedish,
 * "1,250.5" in English. React Aria's parser (@internationalized/number, decision 023) knows each
 * language's symbols, including the no-break spaces and the minus sign U+2212 Finnish formatting
 * uses. The form keeps what was typed as text and parses it here, so half-typed numbers survive a
 * reload and the Schema still names what is wrong.
 */

/** The interface language numbers follow (the i18next language; English before it has started). */
export const numberLocale = (): Locale => localeOfTag(i18next.language) ?? fallbackLocale

const parsers = new Map<Locale, NumberParser>()
const parserOf = (locale: Locale) => {
  let parser = parsers.get(locale)
  if (!parser) {
    parser = new NumberParser(locale, { maximumFractionDigits: 20 })
    parsers.set(locale, parser)
  }
  return parser
}

const spaces = /[\s\u00a0\u202f]/g
/** An English thousands comma is followed by exactly three digits; any other comma is a decimal one. */
const englishGrouping = /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/

/**
 * A typed number in `locale`, or the text itself when it is no number (for the Schema to refuse).
 * In Finnish and Swedish a decimal point is accepted as well as the comma. In English a comma that
 * does not group thousands ("1250,5", typed by someone used to Finnish) is read as the decimal comma
 * rather than silently as a thousands separator, which would make the figure ten times too large.
 */
export const parseLocaleNumber = (text: string, locale: Locale = numberLocale()): number | string => {
  const compact = text.replace(spaces, "").replace(/\u2212/g, "-")
  if (!/^[-+]?[\d.,]*\d[\d.,]*(e[-+]?\d+)?$/i.test(compact)) return text
  if (/e/i.test(compact)) {
    const value = Number(compact.replace(",", "."))
    return Number.isFinite(value) ? value : text
  }
  const commas = compact.split(",").length - 1
  const points = compact.split(".").length - 1
  let normal: string
  if (locale === "en" && commas > 0 && !englishGrouping.test(compact)) {
    if (commas > 1 || points > 0) return text
    normal = compact.replace(",", ".")
  } else if (locale !== "en" && points > 0) {
    // A point in Finnish or Swedish is a decimal point typed out of habit, never a grouping one.
    if (commas > 0 || points > 1) return text
    normal = compact.replace(".", ",")
  } else {
    normal = compact
  }
  const value = parserOf(locale).parse(normal)
  return Number.isFinite(value) ? value : text
}

const formatters = new Map<string, Intl.NumberFormat>()

/**
 * A stored number as the field shows it for editing: grouped and with the decimal sign of the
 * language, every digit kept (Intl prints a double's shortest exact form, which parses back to the
 * same number). Years are not grouped.
 */
export const editableNumberText = (
  value: number,
  options: { readonly year?: boolean } = {},
  locale = numberLocale(),
) => {
  const key = `${locale}:${options.year ? "y" : "n"}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 20, useGrouping: !options.year })
    formatters.set(key, format)
  }
  return format.format(value)
}
