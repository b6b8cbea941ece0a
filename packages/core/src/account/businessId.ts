import { Schema } from "effect"

const weights = [7, 9, 10, 5, 8, 4, 2] as const

/**
 * The check digit of a Finnish Business ID (Y-tunnus) body of seven digits, or null when none exists.
 * Weights 7,9,10,5,8,4,2; remainder 0 gives 0, remainder 1 is never issued, otherwise 11 − remainder.
 * (Two npm packages accept remainder 1; see fixtures/README.md and fixtures/reference/prh-ytj.md.)
 */
export const businessIdCheckDigit = (body: string): number | null => {
  if (!/^\d{7}$/.test(body)) return null
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0)
  const remainder = sum % 11
  if (remainder === 0) return 0
  if (remainder === 1) return null
  return 11 - remainder
}

/** Whether a string is a valid Business ID in its canonical form `NNNNNNN-C`. */
export const isValidBusinessId = (value: string): boolean => {
  const match = /^(\d{7})-(\d)$/.exec(value)
  if (!match) return false
  return businessIdCheckDigit(match[1]!) === Number(match[2])
}

/**
 * Normalises what people type: surrounding spaces, and the six-digit form of old numbers written
 * without the leading zero (`112038-9` → `0112038-9`). Anything else is left as typed for the
 * validator to refuse (notably the VAT form `FI01120389`, which belongs in another field).
 */
export const normaliseBusinessId = (raw: string): string => {
  const trimmed = raw.trim()
  return /^\d{6}-\d$/.test(trimmed) ? `0${trimmed}` : trimmed
}

/** A Finnish Business ID, normalised and checked (spec §5: "Business ID must be a valid Finnish Business ID"). */
export const BusinessId = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter(isValidBusinessId, { message: () => "validation.invalidBusinessId" }),
    Schema.brand("BusinessId"),
  ),
  { strict: false, decode: normaliseBusinessId, encode: (id) => id },
)
export type BusinessId = typeof BusinessId.Type

/** The VAT number of a Finnish company: FI and the eight digits. */
export const vatNumberOf = (id: BusinessId) => `FI${id.replace("-", "")}`
/** The OVT identifier (e-invoice address base): 0037 and the eight digits. */
export const ovtOf = (id: BusinessId) => `0037${id.replace("-", "")}`
