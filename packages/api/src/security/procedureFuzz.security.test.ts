import { FastCheck as fc } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { logPath, maxCallsPerBatch, proceduresByName, rpcPath, type AnyProcedure } from "@vsme/sdk"
import { databaseFingerprint, type Fingerprint } from "../testing/databaseFingerprint.js"
import { sampleValidInputs } from "../testing/schemaSamples.js"
import type { TestUser } from "../testing/index.js"
import { companyWithSampleReport, superadmin as newSuperadmin, useTestServer } from "../testing/apiKit.js"

/**
 * Property-based fuzzing of every procedure's input (issue 10), with fast-check (as Effect bundles
 * it, so that Effect's Schema arbitraries fit): arbitrary JSON, and valid inputs generated from the
 * procedure's own Schema with one part replaced by something hostile (a huge or odd string, deep
 * nesting, a wrong type, an extra or prototype-polluting key). Whatever comes in, the answer is
 * never a 500, and a mutation that is refused leaves the database exactly as it was. New procedures
 * are fuzzed as soon as they join the contract (`proceduresByName`).
 */
const server = useTestServer()
let superadmin: TestUser
let accountId: string
let validSamples: ReadonlyMap<string, ReadonlyArray<unknown>>

// Twenty inputs per procedure and run. When the run covers both databases (DATABASE_URL), each takes
// ten, from seeds of its own (fast-check draws a new seed per run): the same twenty inputs' worth of
// hostile calls per CI run at half the time, every procedure still on both (decision 031, addendum 3).
const runs = Number(process.env.VSME_FUZZ_RUNS ?? (process.env.DATABASE_URL ? 10 : 20))
const procedures = [...proceduresByName.values()]

beforeAll(async () => {
  const generated = await sampleValidInputs(
    procedures.map((p) => p.name),
    { count: runs },
  )
  validSamples = generated.samples
  // Effect cannot generate values for some Schemas (a filter random values hardly pass): those are
  // fuzzed with arbitrary JSON only. Named here so that the gap stays visible.
  if (generated.ungenerated.length > 0)
    console.info(
      `fuzzed with arbitrary JSON only (no valid inputs generated): ${generated.ungenerated.join(", ")}`,
    )
  const db = server.database.db
  // A superadmin passes every access level, so every handler sees the fuzzed input.
  superadmin = await newSuperadmin(db)
  ;({ company: accountId } = await companyWithSampleReport(db, { active: true }))
}, 300_000)

/**
 * Tables that a refused call writes on purpose: rate-limit counts (a refused attempt must count) and
 * spent proofs of work (a proof is accepted once, even when the call then fails for another reason).
 */
const writtenWhenRefused = ["rate_limit_hits", "used_challenges"]

/**
 * Waits until the mail an earlier, successful call queued is delivered: delivery runs in the
 * background after the answer and marks the row sent, which a refused call's fingerprint must not see.
 */
const outboxSettled = async () => {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const [row] = (await server.database
      .db("mail_outbox")
      .whereNull("sent_at")
      .whereNull("failed_at")
      .count("* as n")) as Array<{ n: string | number }>
    if (Number(row?.n ?? 0) === 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const deepArray = (depth: number) => {
  let value: unknown = 0
  for (let i = 0; i < depth; i++) value = [value]
  return value
}
const deepObject = (depth: number) => {
  let value: unknown = "leaf"
  for (let i = 0; i < depth; i++) value = { a: value }
  return value
}

/** Hostile replacements for one part of an input. */
const hostile: ReadonlyArray<unknown> = [
  "x".repeat(300_000),
  "ä€😀".repeat(60_000),
  // Beyond the endpoint's nesting limit (http/readBody.ts), and just within it.
  deepArray(1_000),
  deepObject(1_000),
  deepArray(60),
  deepObject(60),
  "",
  " ",
  "\u0000",
  "\u202eexe.txt",
  "<img src=x onerror=alert(1)>",
  '=HYPERLINK("https://evil.example","x")',
  "' OR 1=1 --",
  "../../../../etc/passwd",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  -1,
  0,
  1e308,
  -1e308,
  2 ** 53 + 1,
  0.1 + 0.2,
  true,
  null,
  [],
  {},
  [null],
  JSON.parse('{"__proto__":{"polluted":"yes"}}'),
  { constructor: { prototype: { polluted: "yes" } } },
]

/** Every place in a JSON value: the root and each property or element, as paths. */
const paths = (
  value: unknown,
  at: ReadonlyArray<string | number> = [],
): Array<ReadonlyArray<string | number>> => {
  const own = [at]
  if (Array.isArray(value)) return [...own, ...value.flatMap((v, i) => paths(v, [...at, i]))]
  if (value !== null && typeof value === "object")
    return [...own, ...Object.entries(value).flatMap(([k, v]) => paths(v, [...at, k]))]
  return own
}

/** `value` with the part at `path` replaced (or, with `extraKey`, a key added there when it is an object). */
const replaceAt = (
  value: unknown,
  path: ReadonlyArray<string | number>,
  replacement: unknown,
  extraKey?: string,
): unknown => {
  if (path.length === 0) {
    if (extraKey && value !== null && typeof value === "object" && !Array.isArray(value))
      return { ...value, [extraKey]: replacement }
    return replacement
  }
  const [head, ...rest] = path
  if (Array.isArray(value))
    return value.map((v, i) => (i === head ? replaceAt(v, rest, replacement, extraKey) : v))
  const record = value as Record<string, unknown>
  return { ...record, [head!]: replaceAt(record[head!], rest, replacement, extraKey) }
}

/** Valid inputs with one part made hostile, valid inputs as they are, and arbitrary JSON. */
const fuzzedInputs = (procedure: AnyProcedure): fc.Arbitrary<unknown> => {
  const arbitraryJson = fc.jsonValue({ maxDepth: 4 })
  const generated = validSamples.get(procedure.name) ?? []
  if (generated.length === 0) return arbitraryJson
  const valid = fc.constantFrom(...generated)
  const spoiled = fc
    .tuple(valid, fc.nat(), fc.constantFrom(...hostile), fc.boolean())
    .map(([input, pick, replacement, addKey]) => {
      const places = paths(input)
      return replaceAt(input, places[pick % places.length]!, replacement, addKey ? "unexpected" : undefined)
    })
  return fc.oneof(
    { arbitrary: spoiled, weight: 3 },
    { arbitrary: valid, weight: 1 },
    { arbitrary: arbitraryJson, weight: 1 },
  )
}

const post = (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${superadmin.token}`,
      "x-account-id": accountId,
      ...headers,
    },
    body,
  })

/** An answer that is not a defect: not 500, and JSON whose errors are never InternalError. */
const expectNoDefect = async (response: Response, what: string) => {
  const text = await response.text()
  expect(response.status, `${what}: ${text.slice(0, 300)}`).not.toBe(500)
  expect(text, what).not.toContain('"InternalError"')
  return text
}

describe("fuzzing every procedure's input", () => {
  for (const procedure of procedures) {
    it(`${procedure.name} never answers 500, and a refused ${procedure.kind} stores nothing`, async () => {
      // What the database held after the last refused mutation, shown unchanged by it: the next
      // mutation's "before" without a second look (most fuzzed calls are refused, and each look reads
      // every table). Any other answer may have written (a read stores stale completeness back).
      let unchanged: Fingerprint | null = null
      await fc.assert(
        fc.asyncProperty(fuzzedInputs(procedure), async (input) => {
          if (procedure.kind === "mutation" && !unchanged) await outboxSettled()
          const before =
            procedure.kind === "mutation"
              ? (unchanged ?? (await databaseFingerprint(server.database.db, { except: writtenWhenRefused })))
              : null
          unchanged = null
          const response = await post(`${rpcPath}/${procedure.name}`, JSON.stringify([input]))
          const text = await expectNoDefect(
            response,
            `${procedure.name} ${JSON.stringify(input).slice(0, 200)}`,
          )
          if (before && response.status >= 400) {
            const after = await databaseFingerprint(server.database.db, { except: writtenWhenRefused })
            expect(
              after,
              `${procedure.name} was refused (${text.slice(0, 200)}) yet changed the database`,
            ).toEqual(before)
            unchanged = after
          }
        }),
        { numRuns: runs, endOnFailure: true },
      )
      expect(({} as Record<string, unknown>).polluted, "Object.prototype was polluted").toBeUndefined()
    }, 180_000)
  }
})

describe("fuzzing the procedure endpoint itself", () => {
  it("answers a malformed or hostile request body with a 4xx, never a 500", async () => {
    const bodies = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        "",
        "[",
        "[".repeat(200_000),
        "{".repeat(100_000),
        '{"__proto__":{"polluted":1}}',
        "[1,2,3",
        "null",
        "\u0000",
        "[" + '"x",'.repeat(maxCallsPerBatch + 10) + '"x"]',
      ),
      fc.uint8Array({ maxLength: 300 }),
    )
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.constantFrom("profile.get", "report.saveAnswer", "report.list,report.get", "nope"),
        async (body, names) => {
          const response = await post(`${rpcPath}/${names}`, body)
          await expectNoDefect(response, `${names} ${String(body).slice(0, 80)}`)
          expect(response.status).toBeGreaterThanOrEqual(400)
        },
      ),
      { numRuns: runs * 3, endOnFailure: true },
    )
  }, 180_000)

  it("answers a body over the limit with 413, hostile names and content types with a 4xx", async () => {
    const big = await post(`${rpcPath}/profile.get`, `["${"x".repeat(2 * 1024 * 1024)}"]`)
    expect(big.status).toBe(413)
    await big.body?.cancel()
    for (const names of [
      Array.from({ length: maxCallsPerBatch + 1 }, () => "root.version").join(","),
      "%00",
      "a".repeat(5_000),
      "report.get,,report.list",
      "__proto__",
      "constructor",
    ]) {
      const response = await post(`${rpcPath}/${encodeURIComponent(names)}`, "[null]")
      await expectNoDefect(response, names.slice(0, 50))
    }
    for (const contentType of [
      "text/plain",
      "application/xml",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
    ]) {
      const response = await post(`${rpcPath}/profile.get`, "[null]", { "content-type": contentType })
      await expectNoDefect(response, contentType)
    }
  })

  it("answers malformed query strings of batched GETs with a 4xx, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom("%", "%E0%A4%A", "[", "[null]&input=[null]")),
        async (raw) => {
          const response = await fetch(`${server.url}${rpcPath}/profile.get,report.list?input=${raw}`, {
            headers: { authorization: `Bearer ${superadmin.token}`, "x-account-id": accountId },
          })
          await expectNoDefect(response, raw)
        },
      ),
      { numRuns: runs * 3, endOnFailure: true },
    )
  }, 120_000)

  it("answers hostile crash reports (POST /api/log) without a 500", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue({ maxDepth: 5 }), fc.constantFrom(...hostile)), async (data) => {
        const response = await post(logPath, JSON.stringify({ level: "error", data }))
        await expectNoDefect(response, JSON.stringify(data).slice(0, 80))
      }),
      { numRuns: runs * 2, endOnFailure: true },
    )
  }, 120_000)
})
