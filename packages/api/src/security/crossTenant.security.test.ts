import { randomUUID } from "node:crypto"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { ghgAddRow, ghgCreate, proceduresByName } from "@vsme/sdk"
import { insertApiToken } from "../testing/apiProcess.js"
import { databaseFingerprint } from "../testing/databaseFingerprint.js"
import { sampleValidInputs } from "../testing/schemaSamples.js"
import type { TestUser } from "../testing/index.js"
import { ok, twoCompaniesWithSecret, useTestServer } from "../testing/apiKit.js"

/**
 * Cross-tenant probes of every procedure (issue 10), beside the authorization matrix (which names
 * company A in the account header): here the owner of company B calls with B's own header and A's
 * real record ids in the input (report, comment, attachment, calculation, row, invite, member, API
 * token, account), and again with guessed ids. Both must be refused alike, so that a real foreign id
 * cannot even be told from a made-up one; nothing of A may appear in the answer, and nothing may
 * change. The inputs come from each procedure's own Schema, so new procedures are probed as they
 * join the contract.
 */
const server = useTestServer()
let ownerB: TestUser
let companyB: AccountId
const secret = `Secret of A ${Date.now()}`
/** A's real records, by the input field that names one. */
const realIds: Record<string, string> = {}

/** Id fields that name a record of one company (or its people); other fields are left as generated. */
const tenantFields = [
  "reportId",
  "fromReportId",
  "commentId",
  "attachmentId",
  "calculationId",
  "rowId",
  "inviteId",
  "userId",
  "accountId",
  "parentAccountId",
  "parentId",
  "summaryId",
  "invoiceId",
  "importId",
  "id",
] as const

/** Valid inputs of every procedure (from its Schema), of which those naming a tenant's record are probed. */
let samples: ReadonlyMap<string, ReadonlyArray<unknown>>

beforeAll(async () => {
  samples = (await sampleValidInputs([...proceduresByName.keys()], { count: 4 })).samples
  const db = server.database.db
  const world = await twoCompaniesWithSecret(db, secret)
  const { alice: ownerA, bob: memberA, companyA, reportId, attachmentId } = world
  ;({ eve: ownerB, companyB } = world)
  const [comment] = (await db("report_comments")
    .insert({
      report_id: reportId,
      question_id: "NumberOfEmployees",
      type: "note",
      text: secret,
      author_id: ownerA.id,
    })
    .returning("id")) as Array<{ id: string }>
  const [invite] = (await db("invites")
    .insert({
      account_id: companyA,
      email: "pending.a@example.com",
      role: "user",
      locale: "fi",
      token_hash: `hash-${randomUUID()}`,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning("id")) as Array<{ id: string }>
  await insertApiToken(db, ownerA.id)
  const [token] = (await db("api_tokens").where({ user_id: ownerA.id }).pluck("id")) as string[]
  // A calculation with a row, made the way the app makes them.
  const asOwnerA = server.as(ownerA, companyA)
  const { id: calculationId } = ok<{ id: string }>(
    await asOwnerA(ghgCreate, { title: secret, period: { start: "2024-01-01", end: "2024-12-31" } }),
  )
  const row = ok<{ rows: Array<{ id: string }> }>(
    await asOwnerA(ghgAddRow, {
      calculationId,
      type: "fuel",
      title: secret,
      amount: 100,
      unit: "liters",
      factor: { kind: "library", id: "desnz-2024-diesel-avg-biofuel-liters" },
    }),
  )
  Object.assign(realIds, {
    reportId,
    fromReportId: reportId,
    commentId: comment!.id,
    attachmentId,
    calculationId,
    rowId: row.rows.at(-1)!.id,
    inviteId: invite!.id,
    userId: memberA.id,
    accountId: companyA,
    parentAccountId: companyA,
    parentId: companyA,
    id: token!,
  })
}, 300_000)

/** The tenant id fields somewhere in an input, as paths. */
const idPaths = (
  value: unknown,
  at: ReadonlyArray<string | number> = [],
): Array<ReadonlyArray<string | number>> => {
  if (Array.isArray(value)) return value.flatMap((v, i) => idPaths(v, [...at, i]))
  if (value === null || typeof value !== "object") return []
  return Object.entries(value).flatMap(([key, v]) => [
    ...((tenantFields as ReadonlyArray<string>).includes(key) && typeof v === "string" ? [[...at, key]] : []),
    ...idPaths(v, [...at, key]),
  ])
}

const setAt = (value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown => {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? setAt(v, rest, replacement) : v))
  const record = value as Record<string, unknown>
  return { ...record, [head!]: setAt(record[head!], rest, replacement) }
}

const fieldOf = (path: ReadonlyArray<string | number>) => String(path.at(-1))
const refusedWithoutTrace = ["rate_limit_hits", "used_challenges"]

describe("cross-tenant probes with real and guessed foreign ids", () => {
  it("has company A's real records for the id fields of the contract", () => {
    const probed = new Set([...samples.values()].flat().flatMap((input) => idPaths(input).map(fieldOf)))
    // Fields probed with guessed ids only (records this test cannot make): listed, so the gap is visible.
    const guessedOnly = [...probed].filter((field) => !(field in realIds)).sort()
    expect(guessedOnly).toEqual(["importId", "invoiceId", "summaryId"].filter((f) => probed.has(f)))
  })

  for (const procedure of proceduresByName.values()) {
    // Every procedure is listed; one whose inputs name no record of a company has nothing to probe.
    it(`${procedure.name}: B's owner gets the same refusal for A's real ids as for guessed ones`, async () => {
      const inputs = (samples.get(procedure.name) ?? []).filter((input) => idPaths(input).length > 0)
      for (const input of inputs) {
        const paths = idPaths(input)
        const withReal = paths.reduce((v, p) => setAt(v, p, realIds[fieldOf(p)] ?? randomUUID()), input)
        const withGuessed = paths.reduce((v, p) => setAt(v, p, randomUUID()), input)
        const before = await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })
        const real = await server.call(ownerB, procedure, withReal, companyB)
        const guessed = await server.call(ownerB, procedure, withGuessed, companyB)
        const what = `${procedure.name} ${JSON.stringify(withReal).slice(0, 300)} → ${JSON.stringify(real).slice(0, 300)}`
        expect(real.status, what).toBeGreaterThanOrEqual(400)
        expect(real.status, what).toBeLessThan(500)
        expect({ status: real.status, tag: real.error?._tag }, what).toEqual({
          status: guessed.status,
          tag: guessed.error?._tag,
        })
        expect(JSON.stringify(real), what).not.toContain(secret)
        if (procedure.kind === "mutation")
          expect(
            await databaseFingerprint(server.database.db, { except: refusedWithoutTrace }),
            what,
          ).toEqual(before)
      }
    })
  }
})
