/** Minimum password length (spec §5, §9). */
export const minPasswordLength = 14
/** Longest password accepted: long passphrases are welcome, unbounded input is not (argon2 cost). */
export const maxPasswordLength = 256

/** The help states of spec §4, in the order they are checked. */
export type PasswordStrength = "too_short" | "no_lowercase" | "no_uppercase" | "ok"

/** Which requirement a password fails first, or ok (spec §4, §5). */
export const passwordStrength = (password: string): PasswordStrength => {
  if ([...password].length < minPasswordLength) return "too_short"
  if (!/\p{Ll}/u.test(password)) return "no_lowercase"
  if (!/\p{Lu}/u.test(password)) return "no_uppercase"
  return "ok"
}

/** How full the strength bar is: length / 14, capped at 100 % (spec §5). */
export const passwordStrengthPercent = (password: string) =>
  Math.min(100, Math.round(([...password].length / minPasswordLength) * 100))
