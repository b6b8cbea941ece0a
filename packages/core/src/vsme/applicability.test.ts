import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { applicabilityOf, type ApplicabilityContext, isHighClimateImpactSector } from "./applicability.js"
import { questionStatus, reportCompleteness } from "./completeness.js"
import { findGate, findQuestion, vsmeQuestions } from "./questions.js"
import { type Question } from "./Question.js"
import { answered, type Answers, type CompanyFacts, skipped } from "./ReportAnswers.js"
import { initialReportState, transitionReport } from "./ReportState.js"

const q = (id: string): Question => {
  const question = findQuestion(id)
  if (!question) throw new Error(id)
  return question
}
const basic: CompanyFacts = { comprehensive: false }
const ctx = (answers: Answers, facts: CompanyFacts = basic): ApplicabilityContext => ({ answers, facts })

describe("applicability", () => {
  it("asks the turnover rate only from 50 employees", () => {
    const rate = q("EmployeeTurnoverRate")
    expect(applicabilityOf(rate, ctx({ NumberOfEmployees: answered(49) }))).toEqual({
      applies: false,
      reason: "notApplicable",
    })
    expect(applicabilityOf(rate, ctx({ NumberOfEmployees: answered(50) }))).toEqual({
      applies: true,
      obligation: "ifApplicable",
    })
    expect(applicabilityOf(rate, ctx({}, { comprehensive: false, employees: 60 })).applies).toBe(true)
  })

  it("lets companies below 150 employees leave the pay gap out", () => {
    const gap = q("PercentageGapInPayBetweenFemaleAndMaleEmployees")
    expect(applicabilityOf(gap, ctx({ NumberOfEmployees: answered(149) }))).toEqual({
      applies: true,
      obligation: "optional",
    })
    expect(applicabilityOf(gap, ctx({ NumberOfEmployees: answered(150) }))).toEqual({
      applies: true,
      obligation: "mandatory",
    })
  })

  it("asks the transition plan date only in high climate impact sectors (NACE A–H, real estate)", () => {
    const comprehensive = { comprehensive: true }
    const date = q("DateOfAdoptionOfTransitionPlanForUndertakingNotHavingAdoptedTransitionPlanYet")
    expect(isHighClimateImpactSector(["47.22"])).toBe(true)
    expect(isHighClimateImpactSector(["68.20"])).toBe(true)
    expect(isHighClimateImpactSector(["62.10"])).toBe(false)
    expect(
      applicabilityOf(date, ctx({ NaceSectorClassificationCodes: answered(["62.10"]) }, comprehensive))
        .applies,
    ).toBe(false)
    expect(applicabilityOf(date, ctx({}, { comprehensive: true, naceCodes: ["41.00"] })).applies).toBe(true)
  })

  it("splits employees by country only with more than one country", () => {
    const byCountry = q("NumberOfEmployeesForCountryOfEmploymentContractTable")
    const site = (country: string) => ({ key: country, values: { CountryOfSite: country } })
    expect(applicabilityOf(byCountry, ctx({})).applies).toBe(false)
    expect(
      applicabilityOf(byCountry, ctx({ "gate.operatesInSeveralCountries": answered(true) })).applies,
    ).toBe(true)
    expect(
      applicabilityOf(
        byCountry,
        ctx({ ListOfSitesTable: answered({ units: {}, rows: [site("FI"), site("SE")] }) }),
      ).applies,
    ).toBe(true)
  })

  it("opens if-applicable questions from gates and earlier answers", () => {
    const description = q("DescriptionOfSustainabilityRelatedCertificationsOrLabels")
    expect(applicabilityOf(description, ctx({})).applies).toBe(false)
    expect(applicabilityOf(description, ctx({ "gate.hasCertifications": answered(true) })).applies).toBe(true)
    const other = q("OtherUndertakingsLegalForm")
    expect(
      applicabilityOf(other, ctx({ UndertakingsLegalForm: answered("OtherUndertakingsLegalFormMember") }))
        .applies,
    ).toBe(true)
    const specification = q("SpecificationOfOtherTypesOfContentCoveredByTheCodeOfConductOrHumanRightsPolicy")
    const covers = "TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce"
    expect(
      applicabilityOf(
        specification,
        ctx({ [covers]: answered(["OtherContentMember"]) }, { comprehensive: true }),
      ).applies,
    ).toBe(true)
  })

  it("leaves Comprehensive questions out of a Basic report", () => {
    expect(applicabilityOf(q("DescriptionOfMainBusinessRelationships"), ctx({}))).toEqual({
      applies: false,
      reason: "moduleNotChosen",
    })
    expect(applicabilityOf(findGate("gate.hasGhgTargets")!, ctx({})).applies).toBe(false)
  })
})

describe("completeness", () => {
  it("is incomplete until answered, complete when valid, skipped with the user's reason", () => {
    const turnover = q("Turnover")
    expect(questionStatus(turnover, ctx({}))).toMatchObject({ state: "incomplete", blocking: true })
    expect(questionStatus(turnover, ctx({ Turnover: answered(-1) }))).toMatchObject({ state: "incomplete" })
    expect(questionStatus(turnover, ctx({ Turnover: answered(23_500) }))).toMatchObject({ state: "complete" })
    expect(questionStatus(turnover, ctx({ Turnover: skipped("classified") }))).toMatchObject({
      state: "skipped",
      reason: "classified",
    })
  })

  it("records 'not applicable' for questions whose condition does not hold", () => {
    expect(questionStatus(q("EmployeeTurnoverRate"), ctx({ NumberOfEmployees: answered(10) }))).toMatchObject(
      {
        state: "skipped",
        reason: "notApplicable",
      },
    )
  })

  it("completes derived questions once their inputs are there", () => {
    const total = q("TotalGrossLocationBasedScope1AndScope2GHGEmissions")
    expect(questionStatus(total, ctx({}))).toMatchObject({ state: "incomplete", derivedValue: null })
    const answers = {
      GrossScope1GreenhouseGasEmissions: answered({ amount: 100, unit: "tCO2e" }),
      GrossLocationBasedScope2GreenhouseGasEmissions: answered({ amount: 50, unit: "tCO2e" }),
    }
    expect(questionStatus(total, ctx(answers))).toMatchObject({ state: "complete", derivedValue: 150 })
  })

  it("does not block a section on unanswered optional questions", () => {
    const status = questionStatus(q("GrossScope3GreenhouseGasEmissions"), ctx({}))
    expect(status).toMatchObject({ state: "incomplete", blocking: false })
  })

  it("tallies sections and the report; a fresh report is an incomplete draft", () => {
    const fresh = reportCompleteness(ctx({}))
    expect(fresh.overall.state).toBe("incomplete")
    expect(fresh.sections.general.state).toBe("incomplete")
    expect(fresh.items.some((i) => i.id === "DescriptionOfMainBusinessRelationships")).toBe(false)
    expect(initialReportState).toBe("draft")
    expect(Either.isLeft(transitionReport("draft", "ready", fresh))).toBe(true)

    // Skipping everything (with a reason) completes the form: skipped sections do not block.
    const allSkipped = Object.fromEntries(
      [...fresh.items.map((i) => i.id), ...vsmeQuestions.map((x) => x.id)].map((id) => [
        id,
        skipped("notAvailable"),
      ]),
    )
    const done = reportCompleteness(ctx(allSkipped))
    expect(done.overall.state).toBe("skipped")
    expect(transitionReport("draft", "ready", done)).toEqual(Either.right("ready"))
    expect(Either.isLeft(transitionReport("draft", "locked", done))).toBe(true)
  })
})
