/**
 * Finnish national payment reference (viitenumero, Finance Finland's standard): 3–19 digits of base
 * and one check digit. Weights 7, 3, 1 repeat from the rightmost base digit; the check digit brings
 * the weighted sum up to the next multiple of ten (0 when it already is one). Example: 123 →
 * 3·7 + 2·3 + 1·1 = 28 → 1232.
 */

const weights = [7, 3, 1] as const

/** The check digit of a reference base of 3–19 digits; throws on anything else. */
export const referenceCheckDigit = (base: string): number => {
  if (!/^\d{3,19}$/.test(base)) throw new RangeError(`a reference base has 3 to 19 digits: ${base}`)
  let sum = 0
  for (let i = 0; i < base.length; i++) sum += Number(base[base.length - 1 - i]) * weights[i % 3]!
  return (10 - (sum % 10)) % 10
}

/** The full reference: base followed by its check digit. */
export const finnishReference = (base: string): string => `${base}${referenceCheckDigit(base)}`

/** Whether a reference (spaces allowed, as printed in groups of five) has a valid check digit. */
export const isValidFinnishReference = (reference: string): boolean => {
  const digits = reference.replace(/\s/g, "")
  if (!/^\d{4,20}$/.test(digits)) return false
  return referenceCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1))
}

/**
 * The reference of an invoice: its number behind a leading 1, padded to six digits, so invoice 1
 * gets `1000012` and the base never starts with zeros a bank would drop.
 */
export const invoiceReference = (invoiceNumber: number): string => {
  if (!Number.isSafeInteger(invoiceNumber) || invoiceNumber < 1)
    throw new RangeError("invoice numbers start at 1")
  return finnishReference(`1${String(invoiceNumber).padStart(5, "0")}`)
}

/** Printed in groups of five from the right, as on Finnish bank transfer forms: `100 00013`. */
export const groupReference = (reference: string): string =>
  reference.replace(/\s/g, "").replace(/\B(?=(\d{5})+$)/g, " ")
