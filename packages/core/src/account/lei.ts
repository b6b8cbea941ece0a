import { Schema } from "effect"
import { withMessage } from "../validation/messages.js"

/**
 * The Legal Entity Identifier (ISO 17442): 18 upper-case letters or digits and two check digits, the
 * whole read as a number (A = 10 … Z = 35) leaving remainder 1 when divided by 97 (ISO 7064 MOD 97-10,
 * as in an IBAN). The first four characters name the issuing LOU, 5–6 are reserved, 7–18 identify the
 * entity; only the format and check digits can be verified offline.
 */

/** Whether `value` is an LEI in its canonical form: 20 characters, check digits correct. */
export const isLei = (value: string): boolean => {
  if (!/^[0-9A-Z]{18}[0-9]{2}$/.test(value)) return false
  let remainder = 0
  for (const char of value) {
    const code = char.charCodeAt(0)
    const digits = code >= 65 ? String(code - 55) : char
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}

/** The two check digits of an 18-character LEI body (for tests and fixtures). */
export const leiCheckDigits = (body: string): string => {
  let remainder = 0
  for (const char of `${body}00`) {
    const code = char.charCodeAt(0)
    const digits = code >= 65 ? String(code - 55) : char
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return String(98 - remainder).padStart(2, "0")
}

/**
 * An LEI as people paste it: spaces removed and upper-cased, then checked (`validation.invalidLei`).
 * At most 40 characters are read, so a pasted page cannot make the check loop long.
 */
export const Lei = Schema.transform(
  Schema.String.pipe(Schema.maxLength(40, withMessage("validation.invalidLei"))),
  Schema.String.pipe(Schema.filter(isLei, withMessage("validation.invalidLei"))),
  { strict: true, decode: (text) => text.replace(/\s/g, "").toUpperCase(), encode: (lei) => lei },
)

/**
 * Which identifier names the company in its XBRL reports (the contexts' entity identifier): the
 * Finnish Business ID, or the LEI when the company has one (decision 024).
 */
export const XbrlEntityIdentifier = Schema.Literal("businessId", "lei").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type XbrlEntityIdentifier = typeof XbrlEntityIdentifier.Type
