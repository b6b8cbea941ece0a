import { ParseResult, Schema } from "effect"
import { unitsOf } from "../units/units.js"
import { answerSchema, Member } from "./answers.js"
import { GivenDerived } from "./givenDerived.js"
import type { Question, TableField, TableQuestion } from "./Question.js"

const inputFields = (fields: ReadonlyArray<TableField>, comprehensive: boolean) =>
  fields.filter((f) => f.answer.kind !== "derived" && (f.module !== "comprehensive" || comprehensive))

const has = (values: Readonly<Record<string, unknown>>, id: string) =>
  values[id] !== null && values[id] !== undefined

type Issue = { readonly path: ReadonlyArray<string | number>; readonly message: string }

/** Cross-field rules of a row (TableQuestion.rowRule), as issues with paths inside the row. */
const rowIssues = (
  rule: TableQuestion["rowRule"],
  values: Readonly<Record<string, unknown>>,
): Array<Issue> => {
  switch (rule) {
    case undefined:
      return []
    case "massOrVolume": {
      const mass = ["WasteDivertedToRecycleOrReuseMass", "WasteDirectedToDisposalMass"].some((f) =>
        has(values, f),
      )
      const volume = ["WasteDivertedToRecycleOrReuseVolume", "WasteDirectedToDisposalVolume"].some((f) =>
        has(values, f),
      )
      return mass === volume ? [{ path: ["values"], message: "validation.massOrVolume" }] : []
    }
    case "massOrVolumeOnce":
      return has(values, "WeightOfMaterialUsed") === has(values, "VolumeOfMaterialUsed")
        ? [{ path: ["values"], message: "validation.massOrVolume" }]
        : []
    case "inOrNear":
      return values.SiteLocatedInABiodiversitySensitiveArea === true &&
        values.SiteLocatedNearABiodiversitySensitiveArea === true
        ? [
            {
              path: ["values", "SiteLocatedNearABiodiversitySensitiveArea"],
              message: "validation.inOrNearNotBoth",
            },
          ]
        : []
    case "describeTargets":
      return values.UndertakingHasSetATargetWhichIsRelatedToAPolicy === true &&
        "DescriptionOfATargetRelatedToAPolicy" in values &&
        !has(values, "DescriptionOfATargetRelatedToAPolicy")
        ? [{ path: ["values", "DescriptionOfATargetRelatedToAPolicy"], message: "validation.requiredField" }]
        : []
  }
}

/**
 * The Schema of a table answer: units for the table's quantity kinds, rows with a key (a member of the
 * row domain, or a typed identifier) and typed field values (required ones non-null), distinct keys,
 * and the row count within the question's bounds. Derived columns are not accepted: core computes them.
 */
export const tableAnswerSchema = (q: TableQuestion, comprehensive: boolean) => {
  const fields = inputFields(q.fields, comprehensive)
  const values = Schema.Struct(
    Object.fromEntries(
      fields.map((f) => {
        const schema = answerSchema(f.answer)
        return [
          f.id,
          f.required
            ? Schema.propertySignature(schema).annotations({
                missingMessage: () => "validation.requiredField",
              })
            : Schema.optionalWith(Schema.NullOr(schema), { default: () => null }),
        ]
      }),
    ),
  )
  const key =
    q.rowKey.kind === "member" && Array.isArray(q.rowKey.members)
      ? Member(q.rowKey.members)
      : answerSchema(
          q.rowKey.kind === "member"
            ? {
                kind: "codeList",
                list: (q.rowKey.members as { codeList: "country" | "waste" }).codeList,
                multiple: false,
              }
            : { kind: "text", maxLength: 200 },
        )
  const row = Schema.Struct({ key, values }).pipe(
    Schema.filter((r) => {
      const issues = rowIssues(q.rowRule, r.values as Record<string, unknown>)
      return issues.length === 0 ? true : issues
    }),
  )
  const units = Schema.Struct(Object.fromEntries(q.units.map((kind) => [kind, Member(unitsOf(kind))])))
  return Schema.Struct({ units, rows: Schema.Array(row) }).pipe(
    Schema.filter((t) => {
      const keys = t.rows.map((r) => r.key as string)
      if (new Set(keys).size !== keys.length) return { path: ["rows"], message: "validation.duplicateValue" }
      if (t.rows.length > q.maxRows) return { path: ["rows"], message: "validation.tooManyItems" }
      if (t.rows.length < q.minRows) return { path: ["rows"], message: "validation.requiredField" }
      return true
    }),
  )
}

const hasGiven = (value: unknown) => typeof value === "object" && value !== null && "given" in value

/**
 * A derived value's inputs, or the figure as given when the value says `given`: each decoded by its own
 * Schema, so that a wrong input is named by its path alone (a union would add the other branch's issues).
 */
const inputsOrGiven = (inputs: Schema.Schema<any, any, never>) =>
  Schema.declare([inputs, GivenDerived], {
    decode: (inputsSchema, givenSchema) => (value, options) =>
      ParseResult.decodeUnknown(hasGiven(value) ? givenSchema : inputsSchema)(value, options),
    encode: (inputsSchema, givenSchema) => (value, options) =>
      ParseResult.encodeUnknown(hasGiven(value) ? givenSchema : inputsSchema)(value, options),
  })

/** Builds the Schema anew on each call: what `questionAnswerSchema` did before it kept them (the bench compares). */
export const buildQuestionAnswerSchema = (
  q: Question,
  comprehensive: boolean,
): Schema.Schema<any, any, never> => {
  if (q.kind === "table") return tableAnswerSchema(q, comprehensive)
  if (q.answer.kind === "derived" && q.inputs)
    return inputsOrGiven(
      Schema.Struct(Object.fromEntries(q.inputs.map((i) => [i.id, answerSchema(i.answer)]))),
    )
  return answerSchema(q.answer)
}

/**
 * Built once per question and module choice. Questions are immutable catalogue data, and handing out
 * the same Schema lets effect reuse the parser it compiled for it: completeness checks every answer
 * of a report on every read, and rebuilding the Schemas cost four times the checking (bench/README).
 */
const builtSchemas = new WeakMap<
  Question,
  { basic?: Schema.Schema<any, any, never>; comprehensive?: Schema.Schema<any, any, never> }
>()

/**
 * The Schema of a question's answer: the answer type's Schema; for derived values with inputs, a record
 * of the inputs or the figure as given (`GivenDerived`); for tables, `tableAnswerSchema`.
 */
export const questionAnswerSchema = (q: Question, comprehensive = true): Schema.Schema<any, any, never> => {
  const built = builtSchemas.get(q) ?? {}
  const key = comprehensive ? "comprehensive" : "basic"
  const existing = built[key]
  if (existing) return existing
  const schema = buildQuestionAnswerSchema(q, comprehensive)
  builtSchemas.set(q, { ...built, [key]: schema })
  return schema
}
