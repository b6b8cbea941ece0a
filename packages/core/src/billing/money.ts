/**
 * Money as whole cents and VAT rates as hundredths of a percent (25.5 % = 2550), both integers, so
 * invoice arithmetic is exact: 780,00 + VAT 25.5 % 198,90 = 978,90 EUR, never 978.8999….
 */

/** Cents of a currency with two decimals (EUR). */
export type Cents = number

/** A VAT rate in hundredths of a percent: 2550 is 25.5 %. */
export type VatRate = number

const assertCents = (cents: Cents) => {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`)
}

/**
 * The VAT of a net amount, rounded half away from zero to the cent (the usual commercial rounding;
 * the VAT Act asks for the tax in euros and cents, computed per rate on the invoice).
 */
export const vatOf = (net: Cents, rate: VatRate): Cents => {
  assertCents(net)
  if (!Number.isInteger(rate) || rate < 0 || rate > 10_000) throw new RangeError(`not a VAT rate: ${rate}`)
  const product = BigInt(Math.abs(net)) * BigInt(rate)
  const rounded = (product * 2n + 10_000n) / 20_000n
  return Number(net < 0 ? -rounded : rounded)
}

/** `78000` → `780,00` (Finvoice, Finnish and Swedish text) or `780.00` (UBL, English text). */
export const formatCents = (cents: Cents, decimalSeparator: "," | "." = ","): string => {
  assertCents(cents)
  const sign = cents < 0 ? "-" : ""
  const abs = Math.abs(cents)
  return `${sign}${Math.trunc(abs / 100)}${decimalSeparator}${String(abs % 100).padStart(2, "0")}`
}

/** `2550` → `25,5`; `2400` → `24`: the shortest exact form, as Finvoice's percentage pattern wants. */
export const formatVatRate = (rate: VatRate, decimalSeparator: "," | "." = ","): string => {
  const whole = Math.trunc(rate / 100)
  const fraction = String(rate % 100)
    .padStart(2, "0")
    .replace(/0+$/, "")
  return fraction === "" ? String(whole) : `${whole}${decimalSeparator}${fraction}`
}
