import type { Locale } from "../i18n/Locale.js"
import type { QuantityKind } from "../units/units.js"
import type { AnswerType } from "./answers.js"
import type { DerivationId } from "./derived.js"

/** A text in every interface language (spec §1). */
export type Text = Readonly<Record<Locale, string>>

/** The report areas of the form (spec §2). */
export const sections = ["general", "environment", "social", "governance"] as const
export type Section = (typeof sections)[number]

/** VSME modules (standard §5): Basic for everyone, Comprehensive on top (Option B). */
export type Module = "basic" | "comprehensive"

/**
 * Whether a datapoint must be answered: `mandatory` ("[Always to be reported]"), `ifApplicable` (only
 * when its condition holds; omission means not applicable, standard §13) or `optional` ("may").
 */
export type Obligation = "mandatory" | "ifApplicable" | "optional"

export const disclosures = [
  "B1",
  "B2",
  "B3",
  "B4",
  "B5",
  "B6",
  "B7",
  "B8",
  "B9",
  "B10",
  "B11",
  "C1",
  "C2",
  "C3",
  "C4",
  "C5",
  "C6",
  "C7",
  "C8",
  "C9",
  "other",
] as const
/** A VSME disclosure; `other` holds the "other and/or entity-specific information" blocks (§10–11). */
export type Disclosure = (typeof disclosures)[number]

/**
 * When a question applies, as data over other answers and company facts, so that the rule can be shown,
 * stored and tested. Evaluated by applicability.ts.
 */
export type Condition =
  | { readonly kind: "always" }
  /** A screening (gate) question was answered yes. */
  | { readonly kind: "gate"; readonly gate: GateId }
  /** A scalar answer equals a value (a boolean or an enumeration member). */
  | { readonly kind: "equals"; readonly question: string; readonly value: string | boolean }
  /** An enumeration-set answer contains a member. */
  | { readonly kind: "includes"; readonly question: string; readonly member: string }
  /** A question has an answer (not skipped, not empty). */
  | { readonly kind: "answered"; readonly question: string }
  /** A number answer is greater than a value. */
  | { readonly kind: "above"; readonly question: string; readonly value: number }
  /** The company has at least this many employees (B1 NumberOfEmployees, else the company facts). */
  | { readonly kind: "employeesAtLeast"; readonly count: number }
  /** A NACE code in sections A–H or L (reference §5.19, C3 transition plan). */
  | { readonly kind: "highClimateImpactSector" }
  /** Employees or sites in more than one country (B8 country split). */
  | { readonly kind: "moreThanOneCountry" }
  | { readonly kind: "all"; readonly of: ReadonlyArray<Condition> }
  | { readonly kind: "any"; readonly of: ReadonlyArray<Condition> }
  | { readonly kind: "not"; readonly condition: Condition }

interface QuestionBase {
  /** Stable id: the taxonomy concept's local name (a table's or block's name for table questions). */
  readonly id: string
  readonly disclosure: Disclosure
  readonly section: Section
  readonly module: Module
  readonly obligation: Obligation
  readonly condition: Condition
  /** A mandatory datapoint that may be left out when this holds (B10 pay gap below 150 employees). */
  readonly optionalWhen?: Condition
  readonly label: Text
  readonly guidance: Text
}

/** An input that a derived value is computed from (leavers for the turnover rate, hours for the accident rate). */
export interface InputField {
  readonly id: string
  readonly answer: AnswerType
  readonly label: Text
}

/** One datapoint. */
export interface ScalarQuestion extends QuestionBase {
  readonly kind: "scalar"
  readonly concept: string
  readonly answer: AnswerType
  /** How core computes the value when `answer` is `derived`. */
  readonly derivation?: DerivationId
  /** What the user types for a derived value; its answer is a record of these. */
  readonly inputs?: ReadonlyArray<InputField>
}

/** A column of a table question; `concept` null for helper columns the taxonomy has no concept for. */
export interface TableField {
  readonly id: string
  readonly concept: string | null
  readonly answer: AnswerType
  readonly required: boolean
  /** A field only asked in the Comprehensive Module (C2 descriptions in the B2 policy table). */
  readonly module?: Module
  readonly disclosure?: Disclosure
  readonly label: Text
}

/** What identifies a row: a typed key the user gives (site name), or a member of a domain or code list. */
export type RowKey =
  | { readonly kind: "typed"; readonly axis: string; readonly label: Text }
  | {
      readonly kind: "member"
      /** The taxonomy axis, or the enumeration concept whose members key the rows. */
      readonly axis: string
      readonly concept?: string
      readonly members: ReadonlyArray<string> | { readonly codeList: "country" | "waste" }
      readonly label: Text
    }

/** A table: rows of typed fields, with one unit per quantity kind for the whole table. */
export interface TableQuestion extends QuestionBase {
  readonly kind: "table"
  readonly rowKey: RowKey
  readonly units: ReadonlyArray<QuantityKind>
  readonly fields: ReadonlyArray<TableField>
  readonly minRows: number
  readonly maxRows: number
  /** Cross-field rule for a row, by name (answerSchemas.ts). */
  readonly rowRule?: "massOrVolume" | "massOrVolumeOnce" | "inOrNear" | "describeTargets"
}

export type Question = ScalarQuestion | TableQuestion

/** A yes/no screening question with no XBRL concept; it opens "if applicable" questions (reference §0 GATE). */
export interface Gate {
  readonly id: GateId
  readonly disclosure: Disclosure
  readonly section: Section
  readonly module: Module
  readonly label: Text
  readonly guidance: Text
}

export const gateIds = [
  "gate.hasCertifications",
  "gate.hasPracticesPolicies",
  "gate.strategyHasSustainabilityElements",
  "gate.hasEnergyBreakdown",
  "gate.reportsPollutants",
  "gate.hasSitesNearSensitiveAreas",
  "gate.hasWaterIntensiveProcesses",
  "gate.onlyHouseholdWaste",
  "gate.hasSignificantMaterialFlows",
  "gate.hasGhgTargets",
  "gate.hasClimateHazards",
  "gate.operatesInSeveralCountries",
  "gate.hasConvictionsOrFines",
  "gate.hasRevenueFromListedSectors",
  "gate.hasGovernanceBody",
] as const
export type GateId = (typeof gateIds)[number]
