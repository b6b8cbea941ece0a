import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/**
 * The error of one form field, under it. Always rendered (empty when fine) so that the field's
 * aria-describedby always points at it and screen readers hear a new message as it appears.
 */
export const FieldError = ({ id, children }: { id: string; children?: ReactNode }) => (
  <div id={id} className="field__error" aria-live="polite">
    {children}
  </div>
)

/** Joins the ids for aria-describedby, leaving out the ones not shown. */
export const describedBy = (...ids: ReadonlyArray<string | false | null | undefined>) =>
  ids.filter((id): id is string => typeof id === "string" && id !== "").join(" ") || undefined

/** A catalogue key's text (`validation.tooLong`), for keys that arrive as data (a field's error). */
export const useTranslateKey = () => {
  const { t } = useTranslation()
  return (key: string | undefined) =>
    key === undefined ? undefined : (t as unknown as (key: string) => string)(key)
}
