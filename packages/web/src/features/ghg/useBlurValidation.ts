import type { Schema } from "effect"
import { useState } from "react"
import { decodeForm, type FieldErrors } from "../account/formIssues.js"

/**
 * Validation on blur (spec §5 "Form validation mode is on blur"): the form's values are decoded with
 * the contract's Schema on every render; a field's problem shows once the field was left, every
 * problem once a submit was tried. Server refusals (InvalidInput) are shown until the next edit.
 */
export const useBlurValidation = <A, I>(schema: Schema.Schema<A, I, never>, value: unknown) => {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<FieldErrors>({})
  const decoded = decodeForm(schema, value)
  const clientErrors = decoded.ok ? {} : decoded.errors
  /** The problem to show at a field path (`period.end`), as a catalogue key. */
  const errorAt = (path: string): string | undefined =>
    serverErrors[path] ?? (submitted || touched.has(path) ? clientErrors[path] : undefined)
  return {
    decoded,
    errorAt,
    /** Props of an input: marks the field left on blur, clears server errors on change. */
    touch: (path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))),
    /** A submit was tried: every problem shows. Answers the decoded value when there is none. */
    submit: (): A | null => {
      setSubmitted(true)
      setServerErrors({})
      return decoded.ok ? decoded.value : null
    },
    setServerErrors,
    clearServerErrors: () => setServerErrors((e) => (Object.keys(e).length === 0 ? e : {})),
    /** Every problem shown now, for a summary at the submit button. */
    shownErrors: (): ReadonlyArray<[string, string]> =>
      Object.entries({ ...(submitted ? clientErrors : {}), ...serverErrors }),
    reset: () => {
      setTouched(new Set())
      setSubmitted(false)
      setServerErrors({})
    },
  }
}
