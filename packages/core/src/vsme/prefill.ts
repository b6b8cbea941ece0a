import { Either, Schema } from "effect"
import type { LegalForm } from "../account/LegalForm.js"
import { questionAnswerSchema } from "./questionSchema.js"
import { findQuestion } from "./questions.js"
import type { Answers } from "./ReportAnswers.js"

/** What a company account knows that a report asks again (B1 §24): its register details. */
export interface AccountFacts {
  readonly legalForm: LegalForm | null
  readonly legalFormOther: string | null
  readonly naceCodes: ReadonlyArray<string>
  readonly country: string | null
}

/**
 * The account's legal forms in the taxonomy's domain (UndertakingsLegalForm). The domain has no public
 * limited company, so an Oyj is "other" with the form written as the trade register writes it.
 */
const legalFormMembers: Readonly<Record<Exclude<LegalForm, "other" | "public-limited-liability">, string>> = {
  "private-limited-liability": "PrivateLimitedLiabilityUndertakingMember",
  "sole-proprietorship": "SoleProprietorshipMember",
  "general-partnership": "PartnershipMember",
  "limited-partnership": "PartnershipMember",
  cooperative: "CooperativeMember",
}
const otherMember = "OtherUndertakingsLegalFormMember"
const publicLimitedCompany = "Julkinen osakeyhtiö (Oyj)"

/** The questions a new report starts answered from the account, in form order. */
export const prefilledQuestionIds = [
  "UndertakingsLegalForm",
  "OtherUndertakingsLegalForm",
  "NaceSectorClassificationCodes",
  "CountryOfPrimaryOperationsAndLocationOfSignificantAssets",
] as const

const candidates = (account: AccountFacts): Record<string, unknown> => {
  const { legalForm } = account
  const other =
    legalForm === "public-limited-liability"
      ? publicLimitedCompany
      : legalForm === "other"
        ? account.legalFormOther?.trim() || null
        : null
  return {
    UndertakingsLegalForm:
      legalForm === null
        ? null
        : legalForm === "other" || legalForm === "public-limited-liability"
          ? otherMember
          : legalFormMembers[legalForm],
    OtherUndertakingsLegalForm: other,
    NaceSectorClassificationCodes: account.naceCodes.length > 0 ? [...account.naceCodes] : null,
    CountryOfPrimaryOperationsAndLocationOfSignificantAssets: account.country,
  }
}

/**
 * The answers a new report starts with (issue 16): only values the question's own Schema accepts,
 * so an account code the report's code list does not know (a TOL 2008 code, an old country code) is
 * left for the person to choose rather than stored invalid. Each stays an ordinary, editable answer.
 */
export const accountPrefill = (account: AccountFacts): Answers => {
  const answers: Record<string, { status: "answered"; value: unknown }> = {}
  for (const [id, value] of Object.entries(candidates(account))) {
    const question = findQuestion(id)
    if (value === null || value === undefined || !question) continue
    const accepts = (v: unknown) => Schema.decodeUnknownEither(questionAnswerSchema(question, false))(v)
    // A code list keeps the codes it knows: one unknown code must not lose the others.
    const kept = Array.isArray(value) ? value.filter((code) => Either.isRight(accepts([code]))) : value
    const decoded = accepts(kept)
    if (Either.isRight(decoded)) answers[id] = { status: "answered", value: decoded.right }
  }
  return answers
}

/** Whether a stored value is what the account gives (the form marks it "from the company account"). */
export const isFromAccount = (account: AccountFacts, questionId: string, value: unknown): boolean => {
  const prefilled = accountPrefill(account)[questionId]
  return prefilled?.status === "answered" && JSON.stringify(prefilled.value) === JSON.stringify(value)
}
