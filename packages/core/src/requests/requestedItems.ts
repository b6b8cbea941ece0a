import { Schema } from "effect"
import type { Condition, Disclosure, Gate, Question } from "../vsme/Question.js"
import { disclosures } from "../vsme/Question.js"
import { vsmeGates } from "../vsme/gates.js"
import { findGate, findQuestion, vsmeQuestions } from "../vsme/questions.js"
import { ShareDisclosure, type ShareScope } from "../vsme/shareScope.js"
import { withMessage } from "../validation/messages.js"

/**
 * What a data request asks (issue 32): a preset, or a custom choice of disclosures and datapoints of
 * the catalogue. The bank's usual set follows what banks ask of SMEs (fixtures/reference/
 * value-chain-requests.md: scope 1 and 2, energy by source, headcount by gender, the policies, NACE
 * code, sites), with scope 3 where the company reports it.
 */
export const requestPresets = ["basic", "basicAndComprehensive", "climateEnergy", "bank", "custom"] as const
export type RequestPreset = (typeof requestPresets)[number]

const bankSet = [
  "NaceSectorClassificationCodes",
  "ListOfSitesTable",
  "gate.hasPracticesPolicies",
  "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract",
  "TotalEnergyConsumption",
  "gate.hasEnergyBreakdown",
  "BreakdownOfEnergyConsumptionTable",
  "GrossScope1GreenhouseGasEmissions",
  "GrossLocationBasedScope2GreenhouseGasEmissions",
  "GrossMarketBasedScope2GreenhouseGasEmissions",
  "GrossScope3GreenhouseGasEmissions",
  "NumberOfEmployees",
  "NumberOfMaleEmployees",
  "NumberOfFemaleEmployees",
  "NumberOfOtherGenderEmployees",
  "NumberOfNonReportedGenderEmployees",
] as const

const DatapointId = Schema.String.pipe(
  Schema.maxLength(200),
  Schema.filter(
    (id) => findQuestion(id) !== undefined || findGate(id) !== undefined,
    withMessage("validation.invalidValue"),
  ),
)

export const RequestSelection = Schema.Union(
  Schema.Struct({ preset: Schema.Literal("basic", "basicAndComprehensive", "climateEnergy", "bank") }),
  Schema.Struct({
    preset: Schema.Literal("custom"),
    disclosures: Schema.Array(ShareDisclosure).pipe(
      Schema.maxItems(disclosures.length, withMessage("validation.tooManyItems")),
    ),
    datapoints: Schema.Array(DatapointId).pipe(Schema.maxItems(500, withMessage("validation.tooManyItems"))),
  }).pipe(
    Schema.filter(
      (s) =>
        s.disclosures.length + s.datapoints.length > 0 || {
          path: ["datapoints"],
          message: "validation.requiredField",
        },
    ),
  ),
)
export type RequestSelection = typeof RequestSelection.Type

type Item = Question | Gate

const referencedIds = (condition: Condition): ReadonlyArray<string> => {
  switch (condition.kind) {
    case "gate":
      return [condition.gate]
    case "equals":
    case "includes":
    case "answered":
    case "above":
      return [condition.question]
    case "all":
    case "any":
      return condition.of.flatMap(referencedIds)
    case "not":
      return referencedIds(condition.condition)
    default:
      return []
  }
}

const conditionOf = (id: string): Condition | undefined => findQuestion(id)?.condition

const chosenBySelection = (selection: RequestSelection): ((item: Item) => boolean) => {
  switch (selection.preset) {
    case "basic":
      return (item) => item.module === "basic"
    case "basicAndComprehensive":
      return () => true
    case "climateEnergy":
      return (item) => item.disclosure === "B3" || item.disclosure === "C3"
    case "bank": {
      const ids = new Set<string>(bankSet)
      return (item) => ids.has(item.id)
    }
    case "custom": {
      const picked = new Set<string>(selection.datapoints)
      const chosen = new Set<Disclosure>(selection.disclosures)
      return (item) => picked.has(item.id) || chosen.has(item.disclosure)
    }
  }
}

/**
 * The question and gate ids a selection asks, in catalogue order (gates first, as the form shows
 * them), with every gate or question their conditions depend on: a follow-up is only asked when its
 * gate is, so a request for B2's policy table asks whether there are policies too.
 */
export const requestedItems = (selection: RequestSelection): ReadonlyArray<string> => {
  const chosen = chosenBySelection(selection)
  const ids = new Set<string>([...vsmeGates, ...vsmeQuestions].filter(chosen).map((item) => item.id))
  const pending = [...ids]
  while (pending.length > 0) {
    const condition = conditionOf(pending.pop()!)
    for (const ref of condition ? referencedIds(condition) : []) {
      if (!ids.has(ref)) {
        ids.add(ref)
        pending.push(ref)
      }
    }
  }
  return [...vsmeGates, ...vsmeQuestions].map((item) => item.id).filter((id) => ids.has(id))
}

/** The datapoints of a request (questions, not the form's own gates): what coverage counts. */
export const requestedDatapoints = (items: ReadonlyArray<string>) =>
  items.filter((id) => !id.startsWith("gate."))

/**
 * How much of a request a report answers: a datapoint counts when the report has it and it is complete
 * or skipped with a reason (a reason is an answer). A Comprehensive datapoint of a Basic-only report
 * is not answered.
 */
export const requestCoverage = (
  items: ReadonlyArray<string>,
  questionStates: Readonly<Record<string, { readonly state: string }>>,
) => {
  const datapoints = requestedDatapoints(items)
  const answered = datapoints.filter((id) => {
    const state = questionStates[id]?.state
    return state === "complete" || state === "skipped"
  })
  return { answered: answered.length, total: datapoints.length, answeredIds: answered }
}

/** The disclosures a selection asks whole (their fields inside other disclosures' tables too). */
const disclosuresAskedWhole = (selection: RequestSelection): ReadonlyArray<Disclosure> => {
  switch (selection.preset) {
    case "basic":
      return disclosures.filter((d) => d.startsWith("B") || d === "other")
    case "basicAndComprehensive":
      return disclosures
    case "climateEnergy":
      return ["B3", "C3"]
    case "bank":
      return []
    case "custom":
      return selection.disclosures
  }
}

/**
 * The share scope of an answer to a request: the asked items without those the company declined,
 * and the disclosures asked whole.
 */
export const requestShareScope = (
  selection: RequestSelection,
  declined: ReadonlyArray<string> = [],
): ShareScope => {
  const left = new Set(declined)
  return {
    kind: "items",
    items: requestedItems(selection).filter((id) => !left.has(id)),
    disclosures: disclosuresAskedWhole(selection),
  }
}
