import { randomUUID } from "node:crypto"
import { FastCheck as fc, Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { RequestDraft, filesPath, shareCreate } from "@vsme/sdk"
import { fileRoutes } from "../files/index.js"
import type { FileRoute } from "../http/fileRoutes.js"
import { createRequest } from "../requests/requestRepo.js"
import { databaseFingerprint } from "../testing/databaseFingerprint.js"
import type { FileAnswer, TestUser } from "../testing/index.js"
import { companyWithSampleReport, twoCompaniesWithSecret, useTestServer } from "../testing/apiKit.js"

/**
 * Cross-tenant probes of every file route (issue 10): the authorization matrix of the procedures,
 * extended to downloads and uploads under /api/files. Every route registered in files/index.ts is
 * probed: anonymously; by another company's owner naming company A in the account header; and by
 * that owner in their own company with A's real record ids and with guessed ones, which must be
 * refused alike (a foreign id cannot be told from a made-up one). No answer carries A's data and a
 * refused upload stores nothing. A's own owner gets through, so the probes name real records.
 */
const server = useTestServer()
let ownerA: TestUser
let ownerB: TestUser
let companyA: AccountId
let companyB: AccountId
const secret = `Secret of A ${Date.now()}`

/** Values for a route's parameters: A's real records, or (guessed) made-up ones of the same form. */
const params: Record<string, { real: () => string; guessed: () => string }> = {}
/**
 * The same for the routes of reports A received (below /received): there an attachment is one of the
 * shared snapshot's, not of A's own report.
 */
const receivedParams: Record<string, { real: () => string; guessed: () => string }> = {}

beforeAll(async () => {
  const db = server.database.db
  const world = await twoCompaniesWithSecret(db, secret)
  ;({ alice: ownerA, eve: ownerB, companyA, companyB } = world)
  const { reportId, attachmentId } = world
  const content = Buffer.from(`${secret} evidence`)
  // A draft calculation with an electricity row on guarantees of origin, and its evidence.
  const customFactor = (value: number) =>
    JSON.stringify({ kind: "custom", value, massUnit: "gCO2e", denominatorUnit: "kWh", sourceNote: secret })
  const [calculation] = (await db("ghg_calculations")
    .insert({ account_id: companyA, title: secret, start_date: "2025-01-01", end_date: "2025-12-31" })
    .returning("id")) as Array<{ id: string }>
  const [ghgRow] = (await db("ghg_rows")
    .insert({
      calculation_id: calculation!.id,
      position: 0,
      type: "electricity",
      title: secret,
      amount: 1000,
      unit: "kWh",
      factor: customFactor(27),
      market_based_factor: customFactor(0),
    })
    .returning("id")) as Array<{ id: string }>
  const [evidence] = (await db("ghg_row_evidence")
    .insert({
      row_id: ghgRow!.id,
      file_name: `${secret}.pdf`,
      content_type: "application/pdf",
      size_bytes: content.length,
      sha256: "0".repeat(64),
      content,
      uploaded_by: ownerA.id,
    })
    .returning("id")) as Array<{ id: string }>
  // A draft data request of A (its recipients upload and its portfolio downloads).
  const requestId = await createRequest(
    db,
    companyA,
    ownerA.id,
    Schema.decodeUnknownSync(RequestDraft)({
      title: secret,
      periodYear: 2025,
      dueDate: "2027-03-31",
      contact: { name: "A", email: "a@example.com" },
      selection: { preset: "bank" },
      language: "fi",
    }),
    new Date(),
  )
  Object.assign(params, {
    requestId: { real: () => requestId, guessed: () => randomUUID() },
    rowId: { real: () => ghgRow!.id, guessed: () => randomUUID() },
    evidenceId: { real: () => evidence!.id, guessed: () => randomUUID() },
    reportId: { real: () => reportId, guessed: () => randomUUID() },
    attachmentId: { real: () => attachmentId, guessed: () => randomUUID() },
    // Not a record: the same catalogue question for both companies.
    questionId: { real: () => "NumberOfEmployees", guessed: () => "NumberOfEmployees" },
  })
  // A report another company (C) shared with A by A's Business ID, with its evidence.
  const {
    owner: ownerC,
    company: companyC,
    reportId: reportOfC,
  } = await companyWithSampleReport(db, { active: true })
  await db("report_attachments").insert({
    report_id: reportOfC,
    question_id: "NumberOfEmployees",
    file_name: "evidence.txt",
    content_type: "text/plain",
    size_bytes: content.length,
    sha256: "0".repeat(64),
    content,
    uploaded_by: ownerC.id,
  })
  const { business_id: businessIdOfA } = (await db("accounts")
    .where({ id: companyA })
    .first("business_id")) as {
    business_id: string
  }
  const shared = await server.call(
    ownerC,
    shareCreate,
    {
      reportId: reportOfC,
      scope: { kind: "whole" },
      includeAttachments: true,
      recipient: { kind: "organisation", businessId: businessIdOfA },
      onBehalfOfCompany: true,
    },
    companyC,
  )
  if (shared.status !== 200) throw new Error(`sharing with A failed: ${JSON.stringify(shared)}`)
  const shareId = (shared.result as { id: string }).id
  const sharedAttachment = (await db("share_attachments")
    .where({ share_id: shareId, version: 1 })
    .first("id")) as {
    id: string
  }
  Object.assign(receivedParams, {
    shareId: { real: () => shareId, guessed: () => randomUUID() },
    version: { real: () => "1", guessed: () => "1" },
    attachmentId: { real: () => sharedAttachment.id, guessed: () => randomUUID() },
  })
}, 120_000)

const parameterNames = (route: FileRoute) => [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!)

const paramsOf = (route: FileRoute) =>
  route.path.startsWith("/received/") ? { ...params, ...receivedParams } : params

const pathOf = (route: FileRoute, which: "real" | "guessed") =>
  filesPath +
  route.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(paramsOf(route)[name]![which]()),
  )

/** A request of the route as `user` with an account header; an upload sends a small text file. */
const request = (
  route: FileRoute,
  user: TestUser | null,
  path: string,
  accountId?: AccountId,
): Promise<FileAnswer> =>
  server.file(user, path, {
    ...(accountId ? { accountId } : {}),
    method: route.method,
    ...(route.method === "POST"
      ? { upload: { bytes: Buffer.from("probe,1\nprobe,2\n"), fileName: "probe.csv" } }
      : {}),
  })

const expectNoTrace = (answer: FileAnswer, what: string) => {
  expect(answer.status, what).toBeGreaterThanOrEqual(400)
  expect(answer.status, what).toBeLessThan(500)
  expect(answer.bytes.toString("utf8"), what).not.toContain(secret)
  expect(answer.bytes.toString("utf8"), what).not.toContain(companyA)
}

const refusedWithoutTrace = ["rate_limit_hits"]

describe("cross-tenant probes of the file routes", () => {
  it("know how to name a real record of A for every route parameter", () => {
    const unknown = fileRoutes.flatMap((route) =>
      parameterNames(route).filter((name) => !(name in paramsOf(route))),
    )
    // A new route with another parameter needs A's record for it here, or its probes would only guess.
    expect(unknown, "add the parameter to `params` in this test").toEqual([])
  })

  for (const route of fileRoutes) {
    const name = `${route.method} ${route.path} (${route.access})`
    it(`${name}: refuses strangers alike for real and guessed ids, and leaves no trace`, async () => {
      const before = await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })
      const real = pathOf(route, "real")

      const anonymous = await request(route, null, real, companyA)
      expectNoTrace(anonymous, `${name} anonymous`)
      expect(anonymous.error?._tag).toBe("Unauthorized")

      const intruder = await request(route, ownerB, real, companyA)
      expectNoTrace(intruder, `${name} B naming A's account`)
      expect(intruder.error?._tag).toBe("Forbidden")

      const foreign = await request(route, ownerB, real, companyB)
      const guessed = await request(route, ownerB, pathOf(route, "guessed"), companyB)
      expectNoTrace(foreign, `${name} B with A's ids`)
      expectNoTrace(guessed, `${name} B with guessed ids`)
      expect({ status: foreign.status, tag: foreign.error?._tag }).toEqual({
        status: guessed.status,
        tag: guessed.error?._tag,
      })
      if (route.access === "superadmin") expect(foreign.error?._tag).toBe("Forbidden")
      else if (parameterNames(route).some((p) => p !== "questionId" && p !== "version"))
        // A data request's and a received share's routes answer as their procedures do
        // (RequestNotFound, ShareNotFound); all are a 404.
        expect(foreign.error?._tag).toBe(
          parameterNames(route).includes("requestId")
            ? "RequestNotFound"
            : parameterNames(route).includes("shareId")
              ? "ShareNotFound"
              : "NotFound",
        )

      expect(await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })).toEqual(before)
    })

    if (route.access !== "superadmin") {
      it(`${name}: lets A's own owner through (the probes name real records)`, async () => {
        const own = await request(route, ownerA, pathOf(route, "real"), companyA)
        const what = own.bytes.toString("utf8").slice(0, 300)
        // An upload may still refuse the probe's small CSV for what it is (an XBRL import wants XBRL).
        expect(own.status, what).toBeLessThan(500)
        expect(["Unauthorized", "Forbidden", "NotFound"], what).not.toContain(own.error?._tag)
      })
    }
  }
})

/** Hostile values for a path parameter, a query value or an upload's file name. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    "\u0000",
    "..",
    "../../etc/passwd",
    "%2e%2e%2f",
    "\u202eexe.pdf",
    "CON",
    "a".repeat(2_000),
    "<img src=x onerror=alert(1)>.csv",
    "😀.txt",
    " ",
    "",
  ),
)

describe("fuzzing the file routes", () => {
  for (const route of fileRoutes) {
    it(`${route.method} ${route.path} answers hostile parameters, queries and file names without a 500`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileText, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.constantFrom("lang", "comments", "year", "type", "x", "__proto__"), hostileText, {
            maxKeys: 3,
          }),
          hostileText,
          async ([first, second, third], query, fileName) => {
            const values = [first!, second!, third!]
            const path =
              filesPath + route.path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(values.shift() || "x"))
            const answer = await server.file(ownerA, path, {
              accountId: companyA,
              method: route.method,
              query: Object.fromEntries(Object.entries(query)),
              ...(route.method === "POST" ? { upload: { bytes: Buffer.from("probe,1\n"), fileName } } : {}),
            })
            expect(
              answer.status,
              `${path} ${JSON.stringify(query)} ${JSON.stringify(fileName)}: ${answer.bytes.toString("utf8").slice(0, 200)}`,
            ).toBeLessThan(500)
          },
        ),
        { numRuns: 25, endOnFailure: true },
      )
    }, 120_000)
  }
})
