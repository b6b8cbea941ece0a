import { Schema } from "effect"

/** The legal forms an account can state (spec §3); "other" comes with a free text. */
export const legalForms = [
  "public-limited-liability",
  "private-limited-liability",
  "sole-proprietorship",
  "general-partnership",
  "limited-partnership",
  "cooperative",
  "other",
] as const
export const LegalForm = Schema.Literal(...legalForms).annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})
export type LegalForm = typeof LegalForm.Type

/**
 * The Finnish business register's company-form codes (code list YRMU, numeric in Opendata YTJ v3
 * answers) that have a legal form of their own; every other code is "other". Source:
 * fixtures/reference/prh-ytj.md §2 (17 Oyj, 16 Oy, 26 toiminimi, 5 Ay, 13 Ky, 14 Osuuskunta).
 */
const legalFormByYrmu: Readonly<Record<string, Exclude<LegalForm, "other">>> = {
  "17": "public-limited-liability",
  "16": "private-limited-liability",
  "26": "sole-proprietorship",
  "5": "general-partnership",
  "13": "limited-partnership",
  "14": "cooperative",
}

/** The legal form of a YRMU company-form code; unknown and unmapped codes are "other". */
export const legalFormOfYrmu = (code: string): LegalForm => legalFormByYrmu[code.trim()] ?? "other"
