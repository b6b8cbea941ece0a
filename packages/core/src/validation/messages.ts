import type { Messages } from "../i18n/messages.en.js"

/** A key of the shared `validation` catalogue: what a Schema annotation puts into a parse issue. */
export type ValidationMessageKey = `validation.${keyof Messages["validation"]}`

/**
 * Annotation for Schema filters: the issue message becomes a catalogue key that every surface
 * translates (spec §5 wording), instead of Effect's English default.
 */
export const withMessage = (key: ValidationMessageKey) => ({ message: () => key })

export const isValidationMessageKey = (message: string): message is ValidationMessageKey =>
  message.startsWith("validation.")
