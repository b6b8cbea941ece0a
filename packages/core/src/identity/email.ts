import { Schema } from "effect"

/**
 * A deliberately plain e-mail check: one @, no spaces, a dot in the domain. The real proof is the
 * verification link; a stricter pattern only refuses real addresses.
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isValidEmail = (value: string) => value.length <= 254 && emailPattern.test(value)

/** An e-mail address, trimmed and lower-cased (addresses are compared case-insensitively). */
export const Email = Schema.transform(
  Schema.String,
  Schema.String.pipe(
    Schema.filter(isValidEmail, { message: () => "validation.invalidEmail" }),
    Schema.brand("Email"),
  ),
  { strict: false, decode: (s) => s.trim().toLowerCase(), encode: (s) => s },
)
export type Email = typeof Email.Type
