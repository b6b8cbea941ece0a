/**
 * The code of the second sign-in step in the form the contract accepts: six digits from the
 * authenticator app, or a recovery code `xxxx-xxxx` (lower-case letters and digits). People type
 * spaces ("123 456"), capitals and forget the hyphen; null when it cannot be either.
 */
export const normaliseTotpCode = (raw: string): string | null => {
  const compact = raw.replace(/\s+/g, "").toLowerCase()
  if (/^\d{6}$/.test(compact)) return compact
  const recovery = /^([a-z0-9]{4})-?([a-z0-9]{4})$/.exec(compact)
  return recovery ? `${recovery[1]}-${recovery[2]}` : null
}

/** Only the six digits of the authenticator app (enrolment confirms with the app, not a recovery code). */
export const normaliseAppCode = (raw: string): string | null => {
  const compact = raw.replace(/\s+/g, "")
  return /^\d{6}$/.test(compact) ? compact : null
}
