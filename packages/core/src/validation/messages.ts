/**
 * The keys of the shared `validation` texts: what a Schema annotation puts into a parse issue, and
 * every surface translates (spec §5 wording). The bottom of the message modules: the texts
 * (i18n/messages.*.ts, with the VSME and GHG ones spread in) are written against these keys, and no
 * key module imports a text (i18n/catalogue.ts checks that keys and English texts match).
 */
export type SharedValidationKey =
  | "cannotBeEmpty"
  | "requiredField"
  | "mustBeZeroOrGreater"
  | "invalidYear"
  | "invalidDate"
  | "checkDates"
  | "unsavedFields"
  | "parentAccountRequired"
  | "referralSourceRequired"
  | "invalidEmail"
  | "passwordRequirements"
  | "invalidValue"
  | "unexpectedField"
  | "malformedJson"
  | "invalidBusinessId"
  | "tooLong"
  | "htmlNotAllowed"
  | "controlCharacters"
  | "unknownNaceCode"
  | "duplicateValue"
  | "tooManyItems"
  | "invalidPhone"
  | "invalidCountry"
  | "invalidPostalCode"
  | "invalidCurrency"
  | "invalidVatNumber"
  | "invalidLei"
  | "invalidEinvoiceAddress"
  | "invalidEinvoiceOperator"
  | "invalidPeppolId"
  | "termsRequired"
  | "authorityRequired"
  | "sharePasscodeLength"
  | "shareExpiryRange"
  | "shareConfirmationRequired"
  // A data request's file of companies (api requests/recipientFile.ts).
  | "recipientFileType"
  | "recipientFileDamaged"
  | "recipientFileTooLarge"
  | "recipientFileTooManyRows"
  | "recipientFileCellTooLong"
  | "recipientFileEmpty"
  | "recipientBusinessIdColumnMissing"
  | "recipientEmailColumnMissing"

/** A key of the shared `validation` catalogue. */
export type ValidationMessageKey = `validation.${SharedValidationKey}`

/**
 * Annotation for Schema filters: the issue message becomes a catalogue key that every surface
 * translates (spec §5 wording), instead of Effect's English default.
 */
export const withMessage = (key: ValidationMessageKey) => ({ message: () => key })

/** Whether a parse issue's message is a key of the `validation` texts (shared, VSME or GHG). */
export const isValidationMessageKey = (message: string): message is `validation.${string}` =>
  message.startsWith("validation.")
