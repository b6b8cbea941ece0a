import type { ReactNode } from "react"

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
