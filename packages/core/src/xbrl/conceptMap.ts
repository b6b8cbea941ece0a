import type { QuantityKind } from "../units/units.js"
import type { ScalarQuestion, TableField, TableQuestion } from "../vsme/Question.js"
import { vsmeQuestions } from "../vsme/questions.js"
import { xbrlConceptRows, xbrlDimensionDefaults } from "./xbrlTaxonomy.generated.js"

/**
 * The catalogue ↔ taxonomy mapping (issue 7). The taxonomy side (data type, period type, measurement
 * guidance, axis defaults) is generated from EFRAG's taxonomy by scripts/generate-xbrl-taxonomy.mjs; the
 * catalogue side (which question or table column holds a concept) is read from the questions, where
 * each concept is named. Tests check that every non-abstract concept is reachable and that each answer
 * type fits its concept's data type, so a new taxonomy version shows up as failing data, not code.
 */

/** What a concept's data type asks for, in the terms the export works with. */
export type ItemKind =
  | "monetary"
  | "decimal"
  | "percent"
  | "energy"
  | "ghgEmissions"
  | "ghgEmissionsPerMonetary"
  | "mass"
  | "volume"
  | "area"
  | "boolean"
  | "date"
  | "year"
  | "enumeration"
  | "enumerationSet"
  | "string"
  | "textBlock"

const itemKinds: Readonly<Record<string, ItemKind>> = {
  "xbrli:monetaryItemType": "monetary",
  "xbrli:decimalItemType": "decimal",
  "dtr-types:percentItemType": "percent",
  "dtr-types:energyItemType": "energy",
  "dtr-types:ghgEmissionsItemType": "ghgEmissions",
  "dtr-types:ghgEmissionsPerMonetaryItemType": "ghgEmissionsPerMonetary",
  "dtr-types:massItemType": "mass",
  "dtr-types:volumeItemType": "volume",
  "dtr-types:areaItemType": "area",
  "xbrli:booleanItemType": "boolean",
  "xbrli:dateItemType": "date",
  "xbrli:gYearItemType": "year",
  "enum2:enumerationItemType": "enumeration",
  "enum2:enumerationSetItemType": "enumerationSet",
  "xbrli:stringItemType": "string",
  "dtr-types:textBlockItemType": "textBlock",
}

/** The quantity kind of the physical item kinds (units/units.ts). */
export const quantityKindOf: Partial<Record<ItemKind, QuantityKind>> = {
  energy: "energy",
  ghgEmissions: "ghgEmissions",
  mass: "mass",
  volume: "volume",
  area: "area",
}

/** One concept as the export needs it. */
export interface XbrlConcept {
  readonly name: string
  readonly dataType: string
  readonly kind: ItemKind
  readonly periodType: "instant" | "duration"
  /** The taxonomy's measurement guidance (`utr:kg`, `utr:t`); empty when it gives none. */
  readonly guidanceUnits: ReadonlyArray<string>
  readonly numeric: boolean
}

const numericKinds = new Set<ItemKind>([
  "monetary",
  "decimal",
  "percent",
  "energy",
  "ghgEmissions",
  "ghgEmissionsPerMonetary",
  "mass",
  "volume",
  "area",
])

const conceptsByName: ReadonlyMap<string, XbrlConcept> = new Map(
  xbrlConceptRows.map(([name, dataType, periodType, guidanceUnits]) => {
    const kind = itemKinds[dataType]
    if (!kind) throw new Error(`${name}: data type ${dataType} has no item kind`)
    return [name, { name, dataType, kind, periodType, guidanceUnits, numeric: numericKinds.has(kind) }]
  }),
)

/** Every non-abstract concept of the taxonomy, by local name. */
export const xbrlConcepts: ReadonlyArray<XbrlConcept> = [...conceptsByName.values()]

/** The concept with this local name, or undefined when the taxonomy has none. */
export const findXbrlConcept = (name: string): XbrlConcept | undefined => conceptsByName.get(name)

/** The default member of an axis (a fact on it carries no dimension for that axis), if any. */
export const defaultMemberOf = (axis: string): string | undefined => xbrlDimensionDefaults[axis]

/** Where a concept's value lives in the catalogue. */
export type ConceptLocation =
  | { readonly kind: "scalar"; readonly concept: string; readonly question: ScalarQuestion }
  | {
      readonly kind: "field"
      readonly concept: string
      readonly question: TableQuestion
      readonly field: TableField
    }
  /** The members of an enumeration set are the table's row keys (B2: the sustainability issues). */
  | { readonly kind: "rowSet"; readonly concept: string; readonly question: TableQuestion }

/** Every place of the catalogue that holds a concept, in form order. */
export const conceptLocations: ReadonlyArray<ConceptLocation> = vsmeQuestions.flatMap(
  (question): ConceptLocation[] =>
    question.kind === "scalar"
      ? [{ kind: "scalar", concept: question.concept, question }]
      : [
          ...(question.rowKey.kind === "member" && question.rowKey.concept
            ? [{ kind: "rowSet" as const, concept: question.rowKey.concept, question }]
            : []),
          ...question.fields.flatMap((field) =>
            field.concept ? [{ kind: "field" as const, concept: field.concept, question, field }] : [],
          ),
        ],
)

/** The catalogue places of a concept (a GHG concept is both the B3 answer and a C3 target column). */
export const locationsOf = (concept: string): ReadonlyArray<ConceptLocation> =>
  conceptLocations.filter((location) => location.concept === concept)

/** How the rows of a table question become facts. */
export type RowDimension =
  /** Each row is a member of a typed axis keyed by the row's identifier (site name, material id). */
  | { readonly kind: "typed"; readonly axis: string }
  /** Each row is a member of an explicit axis; `prefix` is the member's namespace prefix. */
  | { readonly kind: "explicit"; readonly axis: string; readonly prefix: "vsme" | "country" | "waste" }
  /**
   * The taxonomy has no axis: its facts hold one value for all rows and an enumeration set names the
   * rows (B2; reference §6: "template and taxonomy keep one flag each for all issues").
   */
  | { readonly kind: "aggregate"; readonly setConcept: string }

/** How the rows of a table question become facts. */
export const rowDimensionOf = (q: TableQuestion): RowDimension => {
  const key = q.rowKey
  if (key.kind === "typed") return { kind: "typed", axis: key.axis }
  if (key.concept) return { kind: "aggregate", setConcept: key.concept }
  const prefix = Array.isArray(key.members)
    ? "vsme"
    : (key.members as { codeList: "country" | "waste" }).codeList
  return { kind: "explicit", axis: key.axis, prefix }
}

/**
 * Tables whose axis has a "total" default member that the export reports as the sum of the rows
 * (B3 energy breakdown: EFRAG's template fills the Total column, which carries no dimension).
 */
export const tablesWithTotals: ReadonlySet<string> = new Set(["BreakdownOfEnergyConsumptionTable"])

/**
 * Rows reported for another period than the report's (C3 targets: the base year and the target year,
 * each answered by its own question). EFRAG's converter puts such a fact in the year's period ending
 * on the report's end day and month.
 */
export const rowYearQuestions: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  GreenhouseGasEmissionReductionTargetsAbstract: {
    BaselineYearMember: "GreenhouseGasEmissionReductionTargetBaseYear",
    TargetYearMember: "GreenhouseGasEmissionReductionTargetYear",
  },
}

/** The typed domain element of every typed axis of the taxonomy (EFRAG's converter writes `vsme:TYP`). */
export const typedDomainElement = "vsme:TYP"
