/**
 * Calendar dates (`YYYY-MM-DD`) for subscriptions and invoices. Pure arithmetic on the proleptic
 * Gregorian calendar through `Date.UTC`, so no local time zone ever shifts a date; "today" is taken
 * in Helsinki, where the service and its customers are (the caller hands in the instant).
 */

const parts = (date: string): [number, number, number] => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) throw new RangeError(`not a calendar date: ${date}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

const fromUtc = (time: number) => new Date(time).toISOString().slice(0, 10)

/** `date` moved by `days` (negative moves back). */
export const addDays = (date: string, days: number): string => {
  const [year, month, day] = parts(date)
  return fromUtc(Date.UTC(year, month - 1, day + days))
}

/**
 * `date` moved by whole years. 29 February rolls over to 1 March in a common year, so a period that
 * starts on a leap day still lasts a full year.
 */
export const addYears = (date: string, years: number): string => {
  const [year, month, day] = parts(date)
  return fromUtc(Date.UTC(year + years, month - 1, day))
}

const helsinki = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Helsinki",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
})

/** The calendar date in Finland at `instant`. */
export const helsinkiDate = (instant: Date): string => {
  const get = (type: string) => helsinki.formatToParts(instant).find((p) => p.type === type)!.value
  return `${get("year")}-${get("month")}-${get("day")}`
}

/** `20261123`: the compact form of Finvoice dates (`Format="CCYYMMDD"`). */
export const compactDate = (date: string) => {
  parts(date)
  return date.replaceAll("-", "")
}

/** `23.11.2026`: how Finnish and Swedish readers write a date; English copies use the ISO form. */
export const finnishDate = (date: string) => {
  const [year, month, day] = parts(date)
  return `${day}.${month}.${year}`
}
