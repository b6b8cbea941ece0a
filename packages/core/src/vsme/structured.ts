import { Schema } from "effect"
import { exact, sum, toNumber } from "../units/exact.js"
import { unitsOf } from "../units/units.js"
import {
  Coordinates,
  CountryCodeAnswer,
  LineText,
  Member,
  MemberSet,
  Narrative,
  NonNegativeNumber,
  Percentage,
  Severity,
  Year,
  YesNo,
  answerLimits,
} from "./answers.js"
import { recyclingRate } from "./derived.js"
import { sustainabilityIssues } from "./questions.general.js"

/**
 * The structured answers of spec §3 as Schemas. Sites, the climate policy rows and the energy table are
 * how the B1 site table, the B2 policy table and the B3 breakdown are entered; the others are UI models
 * for C3, C4, C6 and C7 whose taxonomy facts are texts, sets and years.
 */
const optional = <A, I>(schema: Schema.Schema<A, I, never>) =>
  Schema.optionalWith(Schema.NullOr(schema), { default: () => null })
const line = LineText(answerLimits.text)
const narrative = Narrative(answerLimits.narrative)

/** Spec §3 site address: name or identifier, street, zip, city, country, coordinates. */
export const SiteAddress = Schema.Struct({
  name: line,
  street: line,
  zip: line,
  city: line,
  country: CountryCodeAnswer,
  coordinates: optional(Coordinates),
})
export type SiteAddress = typeof SiteAddress.Type

export const wasteBuckets = [
  "plasticWaste",
  "bioWaste",
  "mixedWaste",
  "glassWaste",
  "paperWaste",
  "metalWaste",
  "cardboardWaste",
  "hazardousWaste",
  "nonSortedWaste",
] as const

/** One waste bucket: what went to recycling or reuse and what to disposal, in the table's mass unit. */
export const WasteBucket = Schema.Struct({ recycled: NonNegativeNumber, disposed: NonNegativeNumber })

/**
 * Spec §3 waste amounts per simple bucket. The recycling rate is not entered: `recyclingRate` in
 * derived.ts computes it from the buckets.
 */
export const WasteAmounts = Schema.Struct({
  unit: Member(unitsOf("mass")),
  plasticWaste: optional(WasteBucket),
  bioWaste: optional(WasteBucket),
  mixedWaste: optional(WasteBucket),
  glassWaste: optional(WasteBucket),
  paperWaste: optional(WasteBucket),
  metalWaste: optional(WasteBucket),
  cardboardWaste: optional(WasteBucket),
  hazardousWaste: optional(WasteBucket),
  nonSortedWaste: optional(WasteBucket),
})
export type WasteAmounts = typeof WasteAmounts.Type

/** Recycling rate of the waste amounts in percent: recycled ÷ (recycled + disposed) × 100. */
export const wasteAmountsRecyclingRate = (amounts: WasteAmounts): number | null => {
  const buckets = wasteBuckets.map((b) => amounts[b]).filter((b) => b !== null)
  const recycled = toNumber(sum(buckets.map((b) => exact(b.recycled))))
  const all = toNumber(sum(buckets.flatMap((b) => [exact(b.recycled), exact(b.disposed)])))
  return recyclingRate(recycled, all)
}

/** Spec §3 climate policy row: one row of the B2 table per sustainability issue. */
export const ClimatePolicyRow = Schema.Struct({
  category: Member(sustainabilityIssues),
  isPublic: YesNo,
  description: optional(narrative),
  hasTargets: YesNo,
  targetDescription: optional(narrative),
  governanceBody: optional(line),
}).pipe(
  Schema.filter((row) =>
    row.hasTargets && row.targetDescription === null
      ? { path: ["targetDescription"], message: "validation.requiredField" }
      : true,
  ),
)

/** Spec §3 energy table: renewable and non-renewable MWh of electricity, self-generated electricity and fuels. */
const EnergySplit = Schema.Struct({
  electricity: NonNegativeNumber,
  selfGenerated: NonNegativeNumber,
  fuels: NonNegativeNumber,
})
export const EnergyTable = Schema.Struct({ renewable: EnergySplit, nonRenewable: EnergySplit })

/**
 * Spec §3 GHG target: unit, target year and value, base year and value, the share of total emissions
 * covered (0–100), main actions and transition plan. The target year must come after the base year.
 */
export const GhgTarget = Schema.Struct({
  unit: Member(unitsOf("ghgEmissions")),
  targetYear: Year,
  target: NonNegativeNumber,
  baseYear: Year,
  baseValue: NonNegativeNumber,
  shareOfTotalEmissions: Percentage,
  mainActions: optional(narrative),
  transitionPlan: optional(narrative),
}).pipe(
  Schema.filter((t) =>
    t.targetYear > t.baseYear ? true : { path: ["targetYear"], message: "validation.checkDates" },
  ),
)
export type GhgTarget = typeof GhgTarget.Type

/** Time horizons of the standard (C4): short 1 year, medium 2–5 years, long more than 5 years. */
export const Timeframe = Schema.Literal("short", "medium", "long").annotations({
  message: () => ({ message: "validation.invalidValue", override: true }),
})

/** Spec §3 climate risk row; severity 1 Low, 2 Moderate, 3 High. */
export const ClimateRiskRow = Schema.Struct({
  risk: line,
  description: narrative,
  severity: Severity,
  timeframe: Timeframe,
  plannedActions: optional(narrative),
  executedActions: optional(narrative),
})
export type ClimateRiskRow = typeof ClimateRiskRow.Type

const humanRightsTopics = [
  "ChildLabourMember",
  "ForcedLabourMember",
  "HumanTraffickingMember",
  "DiscriminationMember",
  "AccidentPreventionMember",
  "OtherContentMember",
]

const describeOther = <
  T extends { readonly topics: ReadonlyArray<string>; readonly otherDescription: string | null },
>(
  value: T,
) =>
  value.topics.includes("OtherContentMember") && value.otherDescription === null
    ? { path: ["otherDescription"], message: "validation.describeOther" }
    : true

/** Spec §3 code-of-conduct policies (C6): the topics covered, "other" described. */
export const CodeOfConductPolicies = Schema.Struct({
  topics: MemberSet(humanRightsTopics, 1),
  otherDescription: optional(line),
}).pipe(Schema.filter(describeOther))

/** Spec §3 human-rights incidents (C7): the types reported and the actions taken. */
export const HumanRightsIncidents = Schema.Struct({
  topics: MemberSet(humanRightsTopics, 1),
  otherDescription: optional(line),
  actionsTaken: optional(narrative),
}).pipe(Schema.filter(describeOther))
