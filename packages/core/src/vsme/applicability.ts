import { findNaceCode } from "../account/NaceCode.js"
import type { Condition, Gate, Obligation, Question } from "./Question.js"
import { answerValue, type Answers, type CompanyFacts, type TableAnswer } from "./ReportAnswers.js"

/** What applicability is evaluated over: the report's answers and what the account knows. */
export interface ApplicabilityContext {
  readonly answers: Answers
  readonly facts: CompanyFacts
}

const isPresent = (value: unknown) =>
  value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0)

/** Employees: B1 NumberOfEmployees when answered, else the account's figure, else 0. */
export const employeesOf = (ctx: ApplicabilityContext): number => {
  const answered = answerValue(ctx.answers, "NumberOfEmployees")
  return typeof answered === "number" ? answered : (ctx.facts.employees ?? 0)
}

/** NACE codes: B1 NaceSectorClassificationCodes when answered, else the account's codes. */
export const naceCodesOf = (ctx: ApplicabilityContext): ReadonlyArray<string> => {
  const answered = answerValue(ctx.answers, "NaceSectorClassificationCodes")
  return Array.isArray(answered) ? (answered as ReadonlyArray<string>) : (ctx.facts.naceCodes ?? [])
}

/**
 * High climate impact sector (Del. Reg. (EU) 2022/1288, used by VSME C3 §55): NACE Rev. 2 sections A–H
 * and L. The taxonomy's code list is NACE Rev. 2.1, where real estate (old section L) is division 68
 * in section M, so that is what we test.
 */
export const isHighClimateImpactSector = (naceCodes: ReadonlyArray<string>) =>
  naceCodes.some((code) => {
    const section = findNaceCode(code)?.section
    return (section !== undefined && section >= "A" && section <= "H") || code.startsWith("68")
  })

const siteCountries = (ctx: ApplicabilityContext) => {
  const sites = answerValue(ctx.answers, "ListOfSitesTable") as TableAnswer | undefined
  return new Set(
    (sites?.rows ?? []).map((row) => row.values.CountryOfSite).filter((c) => typeof c === "string"),
  )
}

/** Whether a condition holds for the report. */
export const holds = (condition: Condition, ctx: ApplicabilityContext): boolean => {
  switch (condition.kind) {
    case "always":
      return true
    case "gate":
      return answerValue(ctx.answers, condition.gate) === true
    case "equals":
      return answerValue(ctx.answers, condition.question) === condition.value
    case "includes": {
      const value = answerValue(ctx.answers, condition.question)
      return Array.isArray(value) && value.includes(condition.member)
    }
    case "answered":
      return isPresent(answerValue(ctx.answers, condition.question))
    case "above": {
      const value = answerValue(ctx.answers, condition.question)
      return typeof value === "number" && value > condition.value
    }
    case "employeesAtLeast":
      return employeesOf(ctx) >= condition.count
    case "highClimateImpactSector":
      return isHighClimateImpactSector(naceCodesOf(ctx))
    case "moreThanOneCountry":
      return (
        answerValue(ctx.answers, "gate.operatesInSeveralCountries") === true || siteCountries(ctx).size > 1
      )
    case "all":
      return condition.of.every((c) => holds(c, ctx))
    case "any":
      return condition.of.some((c) => holds(c, ctx))
    case "not":
      return !holds(condition.condition, ctx)
  }
}

/** Whether a question is asked, and if so how strictly. */
export type Applicability =
  | { readonly applies: true; readonly obligation: Obligation }
  /** `moduleNotChosen`: a Comprehensive question in a Basic-only report; not part of the report at all. */
  | { readonly applies: false; readonly reason: "notApplicable" | "moduleNotChosen" }

/** Applicability of a question or gate: module first, then its condition, then relaxations (B10 pay gap). */
export const applicabilityOf = (item: Question | Gate, ctx: ApplicabilityContext): Applicability => {
  if (item.module === "comprehensive" && !ctx.facts.comprehensive)
    return { applies: false, reason: "moduleNotChosen" }
  if (!("condition" in item)) return { applies: true, obligation: "mandatory" }
  if (!holds(item.condition, ctx)) return { applies: false, reason: "notApplicable" }
  const relaxed = item.optionalWhen !== undefined && holds(item.optionalWhen, ctx)
  return { applies: true, obligation: relaxed ? "optional" : item.obligation }
}
