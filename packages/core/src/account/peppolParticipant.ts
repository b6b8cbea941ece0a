import { Schema } from "effect"
import { withMessage } from "../validation/messages.js"
import { isValidBusinessId } from "./businessId.js"

/** Longest participant ID accepted: scheme, colon and a 50-character identifier (Peppol's limit). */
export const peppolParticipantMaxLength = 55

const businessIdDigits = (digits: string) =>
  /^\d{8}$/.test(digits) && isValidBusinessId(`${digits.slice(0, 7)}-${digits.slice(7)}`)

/** GS1 check digit: weights 3,1,3,… from the right, as PEPPOL-COMMON-R040 (`u:gln`) computes it. */
const isGln = (digits: string) => {
  if (!/^\d{13}$/.test(digits)) return false
  const body = [...digits.slice(0, 12)].reverse()
  const sum = body.reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 3 : 1), 0)
  return (10 - (sum % 10)) % 10 === Number(digits[12])
}

/** Norwegian organisation number: nine digits, mod 11 with weights 2–7 as PEPPOL-COMMON-R041 (`u:mod11`). */
const isNorwegianOrganisationNumber = (digits: string) => {
  if (!/^\d{9}$/.test(digits) || Number(digits) === 0) return false
  const body = [...digits.slice(0, 8)].reverse()
  const sum = body.reduce((total, digit, i) => total + Number(digit) * ((i % 6) + 2), 0)
  return (11 - (sum % 11)) % 11 === Number(digits[8])
}

/**
 * The EAS schemes a buyer can give, each with the identifier's format. All are in the EAS code list
 * that both EN 16931 (BR-CL-25) and Peppol BIS 3 (PEPPOL-EN16931-CL008) accept
 * (fixtures/einvoice/peppol-bis-3.0.19); where Peppol checks a scheme's identifier (R040, R041,
 * R042) the same check is made here, so an accepted ID never makes the invoice fail validation.
 * A small list of the schemes our (Nordic) buyers use; others are added with their rule.
 */
export const peppolSchemes: Readonly<Record<string, (identifier: string) => boolean>> = {
  /** Finnish Business ID (Y-tunnus) digits without the hyphen. */
  "0037": businessIdDigits,
  /** GS1 Global Location Number. */
  "0088": isGln,
  /** Danish CVR number, bare or with DK (PEPPOL-COMMON-R042). */
  "0184": (id) => /^(DK)?\d{8}$/.test(id),
  /** Norwegian organisation number. */
  "0192": isNorwegianOrganisationNumber,
  /** Finnish OVT code: 0037, the Business ID's digits and an optional suffix of up to five. */
  "0216": (id) => /^0037\d{8}[0-9A-Z]{0,5}$/.test(id) && businessIdDigits(id.slice(4, 12)),
}

const isPeppolParticipantId = (value: string) => {
  const match = /^(\d{4}):([0-9A-Z]{1,50})$/.exec(value)
  const check = match ? peppolSchemes[match[1]!] : undefined
  return check !== undefined && check(match![2]!)
}

/**
 * A Peppol participant ID as `<EAS scheme>:<identifier>` (`0192:974760673`, `0216:003712345671`):
 * where a buyer receives Peppol BIS 3 invoices. Spaces and hyphens are dropped and letters
 * upper-cased, as people copy them from a directory; the length is bounded before any check.
 */
export const PeppolParticipantId = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.maxLength(peppolParticipantMaxLength, withMessage("validation.tooLong")),
    Schema.filter(isPeppolParticipantId, withMessage("validation.invalidPeppolId")),
  ),
  {
    strict: true,
    decode: (text) => text.replace(/[\s-]/g, "").toUpperCase(),
    encode: (id) => id,
  },
)

/** The scheme and identifier of a valid participant ID, as an EN 16931 electronic address (BT-49). */
export const peppolEndpointOf = (participantId: string) => {
  const colon = participantId.indexOf(":")
  return { scheme: participantId.slice(0, colon), value: participantId.slice(colon + 1) }
}
