import { randomUUID } from "node:crypto"
import { Arbitrary, Either, FastCheck as fc, Schema } from "effect"
import { proceduresByName } from "@vsme/sdk"

/**
 * Child process of schemaSamples.ts: for each procedure name it is sent, generates inputs for the
 * procedure, encoded as a client would send them, and answers them as JSON.
 *
 * First from the procedure's input Schema (Effect's Schema arbitraries), which gives valid inputs.
 * fast-check retries a filter until a random value passes, and for some Schemas (a Business ID's
 * check digit, a catalogue question id, a period whose end follows its start) random values almost
 * never do: filters give up after a budget here instead of looping for ever. Then such a Schema's
 * inputs come from its encoded form (right shape and types, no refinements), with the fields that
 * refinements guard set to known good values; those that then decode are kept, else all of them.
 */
class GenerationGaveUp extends Error {}
const filter = fc.Arbitrary.prototype.filter
fc.Arbitrary.prototype.filter = function (
  this: fc.Arbitrary<unknown>,
  predicate: (value: unknown) => boolean,
) {
  let misses = 0
  return filter.call(this, (value: unknown) => {
    if (predicate(value)) {
      misses = 0
      return true
    }
    if (++misses > 2_000) throw new GenerationGaveUp()
    return false
  })
} as typeof filter

/** Known good values of fields whose refinements random values do not pass, by field name. */
const goodValues: Readonly<Record<string, unknown>> = {
  questionId: "NumberOfEmployees",
  businessId: "0112038-9",
  start: "2025-01-01",
  end: "2025-12-31",
  startDate: "2025-01-01",
  endDate: "2025-12-31",
  email: "someone@example.com",
  naceCodes: ["62.10"],
  country: "FI",
}

/** A good value for a field by its name: the table above, a UUID for record ids, 1 for versions. */
const goodValue = (key: string, value: unknown): unknown => {
  if (key in goodValues) return goodValues[key]
  if (/.Id$/.test(key) && typeof value === "string") return randomUUID()
  if (/^(version|basedOnVersion)$/.test(key) && typeof value === "number") return 1
  return repaired(value)
}

const repaired = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(repaired)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, goodValue(key, v)]))
}

const generate = (schema: Schema.Schema<unknown, unknown, never>, count: number, seed: number): unknown[] => {
  try {
    const encode = Schema.encodeEither(schema)
    return fc.sample(Arbitrary.make(schema), { numRuns: count, seed }).flatMap((value) => {
      const encoded = encode(value)
      return Either.isRight(encoded) ? [encoded.right] : []
    })
  } catch {
    const shaped = fc
      .sample(Arbitrary.make(Schema.encodedSchema(schema)), { numRuns: count, seed })
      .map(repaired)
    const valid = shaped.filter((value) => Either.isRight(Schema.decodeUnknownEither(schema)(value)))
    return valid.length > 0 ? valid : shaped
  }
}

process.on("message", (message: { name: string; count: number; seed: number }) => {
  const procedure = proceduresByName.get(message.name)
  let samples: unknown[]
  try {
    samples = procedure
      ? generate(procedure.input as Schema.Schema<unknown, unknown, never>, message.count, message.seed)
      : []
  } catch {
    samples = []
  }
  process.send?.({ name: message.name, samples: JSON.stringify(samples) })
})
process.send?.({ ready: true })
