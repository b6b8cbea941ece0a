import { carbonDecimals, type CarbonMassUnit, type RowUnit } from "@vsme/core"
import { useTranslation } from "react-i18next"
import { parseLocaleNumber } from "../../i18n/localeNumbers.js"

/** An ISO date `YYYY-MM-DD` as a local calendar date (no time zone shift). */
const calendarDate = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/**
 * A number as typed by a person in the interface language ("1 250,5", "1,250.5"); anything else is
 * handed on as the text, for the form's Schema to refuse with its own message.
 */
export const parseDecimal = (text: string): number | string => parseLocaleNumber(text)

/** A whole year as typed, or the text for the Schema to refuse; empty is null. */
export const parseYear = (text: string): number | string | null =>
  text.trim() === "" ? null : /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : text

/** Formatting of the calculator's figures in the UI language. */
export const useGhgFormat = () => {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const numberFormat = (maximumFractionDigits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits })
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "short" })
  return {
    /** An emission figure, to the gram as core rounds it (kgCO2e 3 decimals, tCO2e 6). */
    emissions: (value: number, unit: CarbonMassUnit) => numberFormat(carbonDecimals[unit]).format(value),
    number: (value: number) => numberFormat(6).format(value),
    percent: (share: number) =>
      new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(share),
    date: (iso: string) => dateFormat.format(iso.length === 10 ? calendarDate(iso) : new Date(iso)),
    period: (period: { readonly start: string; readonly end: string }) =>
      `${dateFormat.format(calendarDate(period.start))}–${dateFormat.format(calendarDate(period.end))}`,
    unit: (unit: RowUnit | string) => t(`ghg.units.${unit as RowUnit}`, { defaultValue: unit }),
  }
}
