import { Schema } from "effect"

/**
 * Why a report's XBRL is not what it should be, found before download (issue 7):
 * - unknownConcept: a fact names a concept the taxonomy does not have;
 * - wrongType: a value does not fit its concept's data type (or a member is not in its domain);
 * - wrongUnit: a numeric fact's unit does not fit its data type;
 * - wrongPeriod: a fact's period is not of its concept's period type;
 * - yearMissing: a C3 target row without its base or target year (its period is that year);
 * - mandatoryMissing: a mandatory Basic Module datapoint that applies has no complete answer.
 */
export const XbrlProblemCode = Schema.Literal(
  "unknownConcept",
  "wrongType",
  "wrongUnit",
  "wrongPeriod",
  "yearMissing",
  "mandatoryMissing",
)
export type XbrlProblemCode = typeof XbrlProblemCode.Type

/**
 * One problem, with the question to link to. Errors leave facts out of the documents; warnings (a
 * missing datapoint) leave the documents valid XBRL that is not yet a complete VSME report.
 */
export const XbrlProblem = Schema.Struct({
  code: XbrlProblemCode,
  severity: Schema.Literal("error", "warning"),
  questionId: Schema.String,
  concept: Schema.NullOr(Schema.String),
})
export type XbrlProblem = typeof XbrlProblem.Type
