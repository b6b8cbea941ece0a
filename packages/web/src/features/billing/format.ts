import { formatVatRate } from "@vsme/core"
import { useTranslation } from "react-i18next"

/** A calendar date `YYYY-MM-DD` as noon UTC, so no time zone moves it to another day. */
const calendarDate = (iso: string) => new Date(`${iso}T12:00:00Z`)

/** Money, dates and VAT rates of invoices in the UI language. */
export const useBillingFormat = () => {
  const { i18n } = useTranslation()
  const locale = i18n.language
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" })
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" })
  return {
    money: (cents: number, currency = "EUR") =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(cents / 100),
    date: (iso: string) => date.format(calendarDate(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    rate: (rate: number) => formatVatRate(rate, locale === "en" ? "." : ","),
  }
}

/** Saves text as a file the browser downloads (invoice copies and e-invoice messages). */
export const downloadText = (fileName: string, text: string, type: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started from the URL; revoking it later frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
