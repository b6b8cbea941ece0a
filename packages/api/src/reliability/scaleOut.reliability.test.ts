import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  attestationRedeem,
  authRefresh,
  authSignIn,
  authSignOut,
  authSignUp,
  profileGet,
  reportCreate,
  reportGet,
  reportSaveAnswer,
  shareCreate,
  shareOpen,
  shareRevoke,
  type AnyProcedure,
} from "@vsme/sdk"
import { databaseEnv, startApiProcess, type ApiProcess } from "../testing/apiProcess.js"
import {
  createTestDatabase,
  insertAccount,
  insertSampleReport,
  solveProof,
  type TestDatabase,
} from "../testing/index.js"
import { rpcPost, uniqueClientAddress, type RawAnswer, type RawCredentials } from "../testing/rpcRequest.js"

/**
 * Scale-out (issue 10, docs/deployment.md): two API processes on one PostgreSQL database, with one
 * person's calls spread over both. Nothing a call needs may live in one process's memory: the
 * signing secret, sessions and refresh tokens, rate-limit counts and used attestation proofs are all
 * in the database. PGlite cannot be shared (one process owns its data folder), so this runs on
 * PostgreSQL only.
 */
const onPostgres = process.env.VSME_TEST_DB === "postgres"
const password = "Correct horse battery 42"

let database: TestDatabase
let a: ApiProcess
let b: ApiProcess

beforeAll(async () => {
  if (!onPostgres) return
  database = await createTestDatabase()
  const env = { ...process.env, ...databaseEnv(database.target), LOG_LEVEL: "warn" }
  ;[a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)])
}, 240_000)
afterAll(async () => {
  if (!onPostgres) return
  await Promise.all([a?.stop(), b?.stop()])
  await database?.destroy()
})

/** A call as a browser makes it, to one of the processes. */
const call = (api: ApiProcess, procedure: AnyProcedure, input: unknown, credentials: RawCredentials) =>
  rpcPost(api.url, procedure, input, credentials)

/** An attestation token: the challenge from one process, solved, redeemed at the other. */
const attestAcross = async (from: ApiProcess, at: ApiProcess, ip: string) => {
  const redeemed = await call(at, attestationRedeem, { proof: await solveProof(from.url) }, { ip })
  expect(redeemed.status).toBe(200)
  return redeemed.result.token as string
}

let counter = 0
const uniqueEmail = () => `scale.out.${Date.now()}.${++counter}@example.com`

describe.skipIf(!onPostgres)(
  "two API processes on one database (PostgreSQL only: a PGlite data folder has a single owner process)",
  () => {
    it("accepts a proof of work solved for one process at the other, and refuses its replay at either", async () => {
      const ip = uniqueClientAddress()
      const proof = await solveProof(a.url)
      expect((await call(b, attestationRedeem, { proof }, { ip })).status).toBe(200)
      for (const api of [a, b]) {
        const replay = await call(api, attestationRedeem, { proof }, { ip })
        expect(replay).toMatchObject({ status: 401, error: { _tag: "AttestationInvalid" } })
      }
    })

    it("signs up on one process, serves the session on the other, and rotates its refresh cookie across both", async () => {
      const ip = uniqueClientAddress()
      const attestation = await attestAcross(a, b, ip)
      const email = uniqueEmail()
      const signedUp = await call(
        a,
        authSignUp,
        { email, password, locale: "en", proof: await solveProof(b.url) },
        { attestation, ip },
      )
      expect(signedUp.status).toBe(200)
      expect(signedUp.refreshCookie).toBeTruthy()

      const profile = await call(b, profileGet, null, {
        accessToken: signedUp.result.accessToken,
        attestation,
        ip,
      })
      expect(profile).toMatchObject({ status: 200, result: { userProfile: { email } } })

      const refreshed = await call(b, authRefresh, null, {
        refreshCookie: signedUp.refreshCookie!,
        attestation,
        ip,
      })
      expect(refreshed.status).toBe(200)
      expect(refreshed.refreshCookie).toBeTruthy()
      expect(refreshed.refreshCookie).not.toBe(signedUp.refreshCookie)
      const accessToken = refreshed.result.accessToken as string
      expect((await call(a, profileGet, null, { accessToken, attestation, ip })).status).toBe(200)

      // The first cookie again, at the other process: a copy is in use, so the session ends everywhere.
      const reused = await call(a, authRefresh, null, {
        refreshCookie: signedUp.refreshCookie!,
        attestation,
        ip,
      })
      expect(reused).toMatchObject({ status: 401, error: { _tag: "Unauthorized" } })
      for (const api of [a, b]) {
        expect(await call(api, profileGet, null, { accessToken, attestation, ip })).toMatchObject({
          status: 401,
          error: { _tag: "Unauthorized" },
        })
      }
      const stillRotated = await call(b, authRefresh, null, {
        refreshCookie: refreshed.refreshCookie!,
        attestation,
        ip,
      })
      expect(stillRotated.status).toBe(401)
    })

    it("ends a session signed in on one process when it is signed out on the other", async () => {
      const ip = uniqueClientAddress()
      const attestation = await attestAcross(b, a, ip)
      const email = uniqueEmail()
      await call(
        b,
        authSignUp,
        { email, password, locale: "fi", proof: await solveProof(b.url) },
        { attestation, ip },
      )
      const signedIn = await call(
        b,
        authSignIn,
        { email, password, proof: await solveProof(a.url) },
        { attestation, ip },
      )
      expect(signedIn.status).toBe(200)
      const session = { accessToken: signedIn.result.accessToken as string, attestation, ip }
      expect((await call(a, profileGet, null, session)).status).toBe(200)
      // Both processes have now served this caller, and may keep it in memory (decision 034).
      expect((await call(b, profileGet, null, session)).status).toBe(200)
      expect(
        (await call(a, authSignOut, null, { ...session, refreshCookie: signedIn.refreshCookie! })).status,
      ).toBe(200)
      expect((await call(b, profileGet, null, session)).status).toBe(401)
      expect((await call(a, profileGet, null, session)).status).toBe(401)
    })

    it("shows an answer saved on one process in the next load of the report on the other", async () => {
      const ip = uniqueClientAddress()
      const attestation = await attestAcross(a, b, ip)
      const email = uniqueEmail()
      const signedUp = await call(
        a,
        authSignUp,
        { email, password, locale: "fi", proof: await solveProof(a.url) },
        { attestation, ip },
      )
      const accountId = await insertAccount(database.db, {
        members: [[{ id: signedUp.result.userId, email, role: "user", token: "" }, "owner"]],
      })
      const signedIn = await call(
        a,
        authSignIn,
        { email, password, proof: await solveProof(a.url) },
        { attestation, ip },
      )
      const session = { accessToken: signedIn.result.accessToken as string, attestation, ip, accountId }
      const created = await call(
        a,
        reportCreate,
        { title: "2026", startDate: "2026-01-01", endDate: "2026-12-31", comprehensive: false },
        session,
      )
      const reportId = created.result.id as string
      const answersAt = async (api: ApiProcess) =>
        (await call(api, reportGet, { reportId }, session)).result.answers as Record<
          string,
          { answer: { value: unknown } }
        >
      // Process b has read the report, and may keep its answer in memory (decision 036).
      expect(await answersAt(b)).toEqual({})
      expect(await answersAt(b)).toEqual({})
      for (const value of [3, 4, 5]) {
        const saved = await call(
          a,
          reportSaveAnswer,
          {
            reportId,
            questionId: "NumberOfEmployees",
            basedOnVersion: value - 3,
            answer: { status: "answered", value },
          },
          session,
        )
        expect(saved.status).toBe(200)
        expect((await answersAt(b)).NumberOfEmployees?.answer.value).toBe(value)
      }
    })

    it("counts failed sign-ins of one account from one address over both processes", async () => {
      const ip = uniqueClientAddress()
      const attestation = await attestAcross(a, b, ip)
      const email = uniqueEmail()
      const attempts: RawAnswer[] = []
      // Five failures from one address lock the account for that address (signInLockout.ts); the sixth
      // and seventh attempt are refused, wherever they land.
      for (let i = 0; i < 7; i++) {
        const api = i % 2 === 0 ? a : b
        attempts.push(
          await call(
            api,
            authSignIn,
            { email, password: "Wrong password 12345", proof: await solveProof(api.url) },
            { attestation, ip },
          ),
        )
      }
      expect(attempts.slice(0, 5).map((r) => r.error?._tag)).toEqual(Array(5).fill("SignInFailed"))
      for (const refused of attempts.slice(5)) {
        expect(refused).toMatchObject({ status: 429, error: { _tag: "RateLimited" } })
        expect(refused.error!.retryAfterSeconds).toBeGreaterThan(0)
      }
    })
    it("refuses a share withdrawn on one process at once on the other: its page, the open and every download", async () => {
      const ip = uniqueClientAddress()
      const attestation = await attestAcross(a, b, ip)
      const email = uniqueEmail()
      const signedUp = await call(
        a,
        authSignUp,
        { email, password, locale: "fi", proof: await solveProof(a.url) },
        { attestation, ip },
      )
      const accountId = await insertAccount(database.db, {
        members: [[{ id: signedUp.result.userId, email, role: "user", token: "" }, "owner"]],
      })
      await database.db("accounts").where({ id: accountId }).update({ state: "active" })
      const reportId = await insertSampleReport(database.db, accountId, signedUp.result.userId)
      const signedIn = await call(
        a,
        authSignIn,
        { email, password, proof: await solveProof(a.url) },
        { attestation, ip },
      )
      const session = { accessToken: signedIn.result.accessToken as string, attestation, ip, accountId }
      const created = await call(
        a,
        shareCreate,
        {
          reportId,
          scope: { kind: "whole" },
          includeAttachments: false,
          recipient: { kind: "link" },
          onBehalfOfCompany: true,
        },
        session,
      )
      const token = (created.result.link as string).split("/s/")[1]!
      const viewer = { attestation, ip }
      // Process b has served the share (and keeps its snapshot in memory).
      expect((await call(b, shareOpen, { token }, viewer)).status).toBe(200)
      expect((await fetch(`${b.url}/api/s/${token}/xbrl.json`)).status).toBe(200)
      expect((await call(a, shareRevoke, { shareId: created.result.id }, session)).status).toBe(200)
      const revokedAt = performance.now()
      expect(await call(b, shareOpen, { token }, viewer)).toMatchObject({
        status: 410,
        error: { _tag: "ShareGone" },
      })
      expect((await fetch(`${b.url}/api/s/${token}/xbrl.json`)).status).toBe(410)
      expect((await fetch(`${b.url}/api/s/${token}/v/1/report.xlsx?download=1`)).status).toBe(410)
      expect((await fetch(`${b.url}/s/${token}`, { headers: { accept: "text/html" } })).status).toBe(410)
      expect(performance.now() - revokedAt).toBeLessThan(1000)
    })
  },
)
