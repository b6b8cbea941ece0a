import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import {
  applicabilityOf,
  computeDerived,
  energyBreakdownOf,
  energyTotals,
  findGate,
  findQuestion,
  questionAnswerSchema,
  reportCompleteness,
  vsmeGates,
  vsmeQuestions,
  wasteAmountsRecyclingRate,
  wasteBuckets,
  YesNo,
  type TableAnswer,
} from "@vsme/core"
import { reportGet } from "@vsme/sdk"
import { insertSampleReport, sampleReport } from "../testing/index.js"
import { companyWithOwner, useTestServer } from "../testing/apiKit.js"

const sample = sampleReport()
const facts = { comprehensive: sample.comprehensive, naceCodes: [] }
const completeness = reportCompleteness({ answers: sample.answers, facts })
const derived = (id: Parameters<typeof computeDerived>[0]) => computeDerived(id, sample.answers, facts)
const value = (id: string) => {
  const answer = sample.answers[id]
  if (answer?.status !== "answered") throw new Error(`${id} is not answered in the sample`)
  return answer.value as any
}
const table = (id: string) => value(id) as TableAnswer

describe("the sample report (fixtures/reports/demo-report.json)", () => {
  it("decodes every answer with its question's Schema, unknown fields refused", () => {
    for (const [id, answer] of Object.entries(sample.answers)) {
      const question = findQuestion(id)
      expect(question ?? findGate(id), id).toBeDefined()
      if (answer.status === "skipped") continue
      const schema = question ? questionAnswerSchema(question, sample.comprehensive) : YesNo
      const decoded = Schema.decodeUnknownEither(schema, { errors: "all", onExcessProperty: "error" })(
        answer.value,
      )
      expect(Either.isRight(decoded), `${id}: ${Either.isLeft(decoded) ? String(decoded.left) : ""}`).toBe(
        true,
      )
    }
  })

  it("is a Comprehensive report that is complete in every section, with nothing left unanswered", () => {
    expect(sample.comprehensive).toBe(true)
    expect(completeness.overall.state).toBe("complete")
    for (const section of Object.values(completeness.sections)) expect(section.state).toBe("complete")
    expect(completeness.items.filter((i) => i.state === "incomplete").map((i) => i.id)).toEqual([])
    // Every gate is answered, and every question that applies is answered or skipped with a reason.
    for (const gate of vsmeGates) expect(sample.answers[gate.id]?.status, gate.id).toBe("answered")
    for (const q of vsmeQuestions) {
      const applies = applicabilityOf(q, { answers: sample.answers, facts }).applies
      const computedOnly = q.kind === "scalar" && q.answer.kind === "derived" && !q.inputs
      if (applies && !computedOnly) expect(sample.answers[q.id], q.id).toBeDefined()
      if (!applies) expect(sample.answers[q.id], `${q.id} does not apply`).toBeUndefined()
    }
  })

  it("uses every skip reason, and lists the classified omission under B1", () => {
    const reasons = Object.values(sample.answers).flatMap((a) => (a.status === "skipped" ? [a.reason] : []))
    expect(new Set(reasons)).toEqual(new Set(["notApplicable", "notAvailable", "classified"]))
    expect(value("ListOfOmittedDisclosuresDeemedToBeClassifiedOrSensitiveInformation")).toEqual([
      "B10NumberOfTrainingHoursPerEmployeeMember",
    ])
  })

  it("has head counts that add up", () => {
    const employees = value("NumberOfEmployees")
    const sum = (...ids: string[]) => ids.reduce((total, id) => total + (value(id) as number), 0)
    expect(sum("NumberOfPermanentContractEmployees", "NumberOfTemporaryContractEmployees")).toBe(employees)
    expect(
      sum(
        "NumberOfMaleEmployees",
        "NumberOfFemaleEmployees",
        "NumberOfOtherGenderEmployees",
        "NumberOfNonReportedGenderEmployees",
      ),
    ).toBe(employees)
    const byCountry = table("NumberOfEmployeesForCountryOfEmploymentContractTable").rows.map(
      (r) => r.values.NumberOfEmployeesForCountryOfEmploymentContract as number,
    )
    expect(byCountry.reduce((a, b) => a + b, 0)).toBe(employees)
    expect(value("EmployeeTurnoverRate").employeesAtEnd).toBe(employees)
  })

  it("gives plausible derived values: energy, GHG totals and intensity, water, waste", () => {
    const energy = energyTotals(energyBreakdownOf(sample.answers)!)
    expect(energy.total).toBe(value("TotalEnergyConsumption").amount)
    expect(energy.renewableShare).toBeCloseTo(49.7, 1)
    expect(energyTotals(sample.structured.energy)).toEqual(energy)

    expect(derived("scope12Location")).toBeCloseTo(249.5, 6)
    expect(derived("scope12Market")).toBeCloseTo(345.7, 6)
    expect(derived("scope123Location")).toBeCloseTo(2560, 6)
    // About 27 t per million euros of turnover: a small metal workshop's order of magnitude.
    expect(derived("intensityScope12Location")! * 1_000_000).toBeCloseTo(26.54, 2)

    expect(derived("waterConsumption")).toBe(750)
    expect(derived("totalWasteMass")).toBeCloseTo(144.9, 6)
    expect(derived("hazardousWasteMass")).toBeCloseTo(3.6, 6)
    expect(derived("totalWasteVolume")).toBe(14)
    expect(derived("materialsTotalMass")).toBe(551)
  })

  it("gives plausible workforce rates", () => {
    expect(derived("employeeTurnoverRate")).toBeCloseTo(12.28, 2)
    expect(derived("accidentRate")).toBeCloseTo(6.47, 2)
    expect(derived("genderPayGap")).toBeCloseTo(6.85, 2)
    expect(derived("collectiveBargainingCoverage")).toBeCloseTo(93.1, 1)
    expect(derived("femaleToMaleManagementRatio")).toBeCloseTo(0.4, 6)
    expect(derived("genderDiversityRatio")).toBeCloseTo(0.667, 3)
  })

  it("keeps the spec §3 structures consistent with the answers", () => {
    const { structured } = sample
    const sites = table("ListOfSitesTable").rows
    expect(structured.sites.map((s) => [s.name, s.street, s.zip, s.city, s.country, s.coordinates])).toEqual(
      sites.map((r) => [
        r.key,
        r.values.AddressOfSite,
        r.values.PostalCodeOfSite,
        r.values.CityOfSite,
        r.values.CountryOfSite,
        r.values.GPSLocationOfSite,
      ]),
    )

    // The mass buckets hold every tonne of the waste table; machining emulsions are measured in m³.
    const buckets = wasteBuckets.flatMap((b) => {
      const bucket = structured.wasteAmounts[b]
      return bucket === null ? [] : [bucket.recycled + bucket.disposed]
    })
    expect(buckets.reduce((a, b) => a + b, 0)).toBeCloseTo(derived("totalWasteMass")!, 6)
    expect(wasteAmountsRecyclingRate(structured.wasteAmounts)).toBeCloseTo(94.13, 2)

    const policies = table(
      "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract",
    ).rows
    expect(structured.climatePolicies.map((p) => [p.category, p.isPublic, p.hasTargets])).toEqual(
      policies.map((r) => [
        r.key,
        r.values.PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable,
        r.values.UndertakingHasSetATargetWhichIsRelatedToAPolicy,
      ]),
    )

    const targets = table("GreenhouseGasEmissionReductionTargetsAbstract").rows
    const scope12Market = (key: string) => {
      const v = targets.find((r) => r.key === key)!.values
      return (
        (v.GrossScope1GreenhouseGasEmissions as number) +
        (v.GrossMarketBasedScope2GreenhouseGasEmissions as number)
      )
    }
    const [ownTarget] = structured.ghgTargets
    expect([ownTarget!.baseYear, ownTarget!.targetYear]).toEqual([
      value("GreenhouseGasEmissionReductionTargetBaseYear"),
      value("GreenhouseGasEmissionReductionTargetYear"),
    ])
    expect([ownTarget!.baseValue, ownTarget!.target]).toEqual([
      scope12Market("BaselineYearMember"),
      scope12Market("TargetYearMember"),
    ])
    expect(structured.ghgTargets.reduce((s, t) => s + t.shareOfTotalEmissions, 0)).toBeCloseTo(100, 6)

    expect(structured.climateRisks.map((r) => r.severity).sort()).toEqual([1, 2, 3])
    expect(structured.codeOfConduct.topics).toEqual(
      value("TypeOfContentCoveredByTheCodeOfConductOrHumanRightsPolicyForItsOwnWorkforce"),
    )
    expect(structured.humanRightsIncidents.topics).toEqual(
      value("TypeOfHumanRightRelatedToTheConfirmedIncident"),
    )
  })

  it("has comments of every type", () => {
    expect(new Set(sample.comments.map((c) => c.type))).toEqual(new Set(["note", "audit", "public"]))
  })
})

describe("insertSampleReport", () => {
  const server = useTestServer()

  it("stores the report so that report.get finds it complete, with its comments", async () => {
    const db = server.database.db
    const { owner, company: accountId } = await companyWithOwner(db)
    const reportId = await db.transaction((trx) => insertSampleReport(trx, accountId, owner.id))
    const res = await server.call(owner, reportGet, { reportId }, accountId)
    expect(res.status).toBe(200)
    expect(res.result).toMatchObject({
      title: sample.title,
      startDate: "2025-01-01",
      endDate: "2025-12-31",
      comprehensive: true,
      state: "draft",
      completeness: { overall: { state: "complete", incomplete: 0 } },
    })
    expect(Object.keys(res.result.answers).sort()).toEqual(Object.keys(sample.answers).sort())
    const commentCount = Object.values(res.result.commentCounts as Record<string, number>).reduce(
      (a, b) => a + b,
      0,
    )
    expect(commentCount).toBe(sample.comments.length)
  })
})
