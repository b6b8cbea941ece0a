import { isDeepStrictEqual } from "node:util"
import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { proceduresByName, ReportDetail } from "@vsme/sdk"
import { encodeOutput, isComparingOutputEncoders } from "./outputEncoder.js"

/** The compiled encoder and Effect's agree: the same value, or both refuse. */
const agree = (schema: Schema.Schema<unknown, unknown, never>, value: unknown) => {
  const fast = encodeOutput(schema, value)
  const effect = Schema.encodeUnknownEither(schema)(value)
  if (Either.isLeft(effect)) return Either.isLeft(fast)
  return Either.isRight(fast) && isDeepStrictEqual(fast.right, effect.right)
}

/**
 * Values of the shape `schema` encodes to: right types and fields, refinements not applied (random
 * values rarely pass a check digit or a pattern, and generating them can take for ever), so many
 * are refused, and the refusals are compared too. The API tests compare both encoders on every
 * real answer as well (testing/compareOutputEncoders.ts).
 */
const samplesOf = (schema: Schema.Schema<unknown, unknown, never>, seed: number) =>
  fc.sample(Arbitrary.make(Schema.encodedSchema(schema)), { numRuns: 25, seed })

/** A value with one leaf replaced by something of another type. */
const spoiled = (value: unknown, seed: number): unknown => {
  if (Array.isArray(value)) {
    return value.length === 0
      ? [Symbol("spoiled")]
      : value.map((v, i) => (i === seed % value.length ? spoiled(v, seed) : v))
  }
  if (typeof value === "object" && value !== null) {
    const keys = Object.keys(value)
    if (keys.length === 0) return null
    const key = keys[seed % keys.length]!
    return { ...value, [key]: spoiled((value as Record<string, unknown>)[key], seed + 1) }
  }
  return typeof value === "string" ? 42 : "spoiled"
}

const outputs = [...proceduresByName.values()].map(
  (procedure) => [procedure.name, procedure.output as Schema.Schema<unknown, unknown, never>] as const,
)

describe("the compiled output encoder", () => {
  it.each(outputs)(
    "agrees with Effect's encoder on %s's answers, spoiled ones and extra fields",
    (_, schema) => {
      for (const [i, value] of samplesOf(schema, 21).entries()) {
        expect(agree(schema, value)).toBe(true)
        expect(agree(schema, spoiled(value, i))).toBe(true)
        if (typeof value === "object" && value !== null && !Array.isArray(value)) {
          expect(agree(schema, { ...value, notInTheContract: "secret" })).toBe(true)
        }
      }
      for (const odd of [null, undefined, 0, "", [], {}, Number.NaN]) expect(agree(schema, odd)).toBe(true)
    },
  )

  it("leaves out fields the contract does not name, at every depth", () => {
    const Answer = Schema.Struct({
      user: Schema.Struct({ id: Schema.String, role: Schema.Literal("user", "superadmin") }),
      reports: Schema.Array(Schema.Struct({ title: Schema.String, version: Schema.Int })),
      counts: Schema.Record({ key: Schema.String, value: Schema.Int }),
      note: Schema.optional(Schema.NullOr(Schema.String)),
    })
    const encoded = encodeOutput(Answer, {
      user: { id: "u1", role: "user", passwordHash: "secret" },
      reports: [{ title: "2025", version: 3, internalCost: 1 }],
      counts: { B1: 2 },
      sessionToken: "secret",
    })
    expect(Either.getOrThrow(encoded)).toStrictEqual({
      user: { id: "u1", role: "user" },
      reports: [{ title: "2025", version: 3 }],
      counts: { B1: 2 },
    })
  })

  it("is compared with Effect's on every answer the API gives in these tests", () => {
    expect(isComparingOutputEncoders()).toBe(true)
  })

  it("refuses an answer that breaks the contract, with Effect's message", () => {
    const encoded = encodeOutput(ReportDetail, { title: 3 })
    expect(Either.isLeft(encoded)).toBe(true)
    if (Either.isLeft(encoded)) expect(encoded.left.message).toContain("title")
  })
})
