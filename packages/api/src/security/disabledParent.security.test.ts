import { createHash, randomUUID } from "node:crypto"
import { Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  accountChildren,
  accountCreate,
  accountReachable,
  accountGet,
  attestationRedeem,
  authSignUp,
  commentAdd,
  contract,
  filesPath,
  headers,
  profileGet,
  reportGet,
  reportList,
  reportRename,
  type AnyProcedure,
} from "@vsme/sdk"
import { fileRoutes } from "../files/index.js"
import type { FileRoute } from "../http/fileRoutes.js"
import { databaseFingerprint } from "../testing/databaseFingerprint.js"
import {
  browserAgent,
  insertAccount,
  insertSampleReport,
  insertUser,
  solveProof,
  uniqueBusinessId,
} from "../testing/index.js"
import { useTestServerWithRealSignIn } from "../testing/apiKit.js"
import { rpcPost, uniqueClientAddress, type RawAnswer } from "../testing/rpcRequest.js"

/**
 * Access through a disabled parent (issue 15, decision 015). A reseller has an owner (the partner,
 * who created a client account for it and so owns the client on the reseller's behalf) and a user
 * (staff, who works in the clients through the reseller). While the reseller is active both reach
 * the client; once it is disabled neither does, by any path: every account-scoped procedure, every
 * file route, the listings (profile, reachable accounts, the reseller's clients), creating more
 * clients. Each is tried
 * with a browser session and with a personal API token (the CLI), and a refusal leaves no trace.
 * The client's own owner keeps the company.
 */
const server = useTestServerWithRealSignIn()
let reseller: AccountId
let client: AccountId
let reportId: string
let attachmentId: string
const secret = `Client secret ${Date.now()}`

/** How a caller proves who they are: a browser session (with attestation) or an API token. */
interface Credential {
  readonly label: string
  readonly userId: string
  readonly bearer: string
  readonly attestation?: string
  readonly ip: string
}

const callers: Record<"partner" | "staff", Credential[]> = { partner: [], staff: [] }
let clientOwner: Credential

/** A person signed up through the real sign-up, with the access token of their browser session. */
const sessionCaller = async (label: string): Promise<Credential> => {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.com`
  const browser = browserAgent(server.url)
  const tokens = await browser.call(authSignUp, {
    email: email as never,
    password: "Correct horse battery 42",
    locale: "fi",
    proof: await browser.proof(),
  })
  const user = (await server.database.db("users").where({ email }).first("id")) as { id: string }
  const ip = uniqueClientAddress()
  const attestation = (
    await rpcPost(server.url, attestationRedeem, { proof: await solveProof(server.url) }, { ip })
  ).result.token as string
  return { label: `${label} (session)`, userId: user.id, bearer: tokens.accessToken, attestation, ip }
}

/** A person with a personal API token, stored the way the API stores them (hashed). */
const tokenCaller = async (label: string): Promise<Credential> => {
  const user = await insertUser(server.database.db)
  const token = `vsme_pat_${randomUUID().replaceAll("-", "")}`
  await server.database.db("api_tokens").insert({
    user_id: user.id,
    name: label,
    prefix: token.slice(0, 13),
    token_hash: createHash("sha256").update(token).digest("hex"),
  })
  return { label: `${label} (API token)`, userId: user.id, bearer: token, ip: uniqueClientAddress() }
}

const call = (who: Credential, procedure: AnyProcedure, input: unknown, accountId?: string) =>
  rpcPost(server.url, procedure, input, {
    accessToken: who.bearer,
    ip: who.ip,
    ...(who.attestation ? { attestation: who.attestation } : {}),
    ...(accountId ? { accountId } : {}),
  })

const routeParams: Record<string, () => string> = {
  reportId: () => reportId,
  attachmentId: () => attachmentId,
  questionId: () => "NumberOfEmployees",
  // The client has no GHG calculation: the access check comes before any row or file is looked up.
  rowId: () => "00000000-0000-4000-8000-000000000001",
  evidenceId: () => "00000000-0000-4000-8000-000000000002",
  // Nor a data request, nor a received share.
  requestId: () => "00000000-0000-4000-8000-000000000003",
  shareId: () => "00000000-0000-4000-8000-000000000004",
  version: () => "1",
}

/** A file route requested as `who` naming the client; an upload sends a small CSV. */
const requestFile = async (who: Credential, route: FileRoute, accountId: string) => {
  const path = filesPath + route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => routeParams[name]!())
  const upload = route.method === "POST"
  const response = await fetch(`${server.url}${path}`, {
    method: route.method,
    headers: {
      [headers.authorization]: `Bearer ${who.bearer}`,
      [headers.accountId]: accountId,
      "x-forwarded-for": who.ip,
      ...(who.attestation ? { [headers.attestation]: who.attestation } : {}),
      ...(upload ? { "content-type": "text/csv", "x-file-name": "probe.csv" } : {}),
    },
    ...(upload ? { body: Buffer.from("probe,1\nprobe,2\n") } : {}),
  })
  const text = await response.text()
  const tag = response.headers.get("content-type")?.includes("application/json")
    ? ((JSON.parse(text) as { error?: { _tag?: string } }).error?._tag ?? null)
    : null
  return { status: response.status, text, tag }
}

const setResellerState = (state: "active" | "disabled") =>
  server.database.db("accounts").where({ id: reseller }).update({ state })

/** Procedures that act on the named account and take no input: each is probed as is. */
const accountScopedWithoutInput = Object.values(contract as Record<string, AnyProcedure>).filter(
  (p) => (p.access === "accountMember" || p.access === "accountOwner") && Schema.is(p.input)(null),
)

/** Account-scoped calls on the client's real records: reading and editing its report. */
const onRealRecords = (): Array<readonly [AnyProcedure, unknown]> => [
  [reportGet, { reportId }],
  [reportRename, { reportId, title: "Taken over", version: 1 }],
  [commentAdd, { reportId, questionId: "NumberOfEmployees", type: "note", text: "probe" }],
]

/** account.create's input for a client account of the reseller. */
const newClient = (name: string) => ({
  businessId: uniqueBusinessId(),
  company: {
    name,
    contact: { name: "Maija Asiakas", email: "maija@example.com", phone: null },
    legalForm: "private-limited-liability",
    legalFormOther: null,
    naceCodes: ["62.10"],
    address: { street: null, street2: null, zip: null, city: null, country: "FI" },
  },
  referredByPartner: false,
  referral: null,
  forClient: true,
  parentAccountId: reseller,
  termsAccepted: true,
  authorityConfirmed: true,
})

const refusedWithoutTrace = ["rate_limit_hits", "used_challenges", "api_tokens", "sessions"]

beforeAll(async () => {
  const db = server.database.db
  callers.partner = [await sessionCaller("partner"), await tokenCaller("partner")]
  callers.staff = [await sessionCaller("staff"), await tokenCaller("staff")]
  clientOwner = await tokenCaller("client-owner")
  reseller = await insertAccount(db, { name: "Tilitoimisto Oy", mode: "reseller" })
  await db("accounts").where({ id: reseller }).update({ state: "active" })
  for (const partner of callers.partner)
    await db("memberships").insert({ account_id: reseller, user_id: partner.userId, role: "owner" })
  for (const staff of callers.staff)
    await db("memberships").insert({ account_id: reseller, user_id: staff.userId, role: "user" })
  // The client, created through the API by the partner with the session: its owner on the reseller's behalf.
  const created = await call(callers.partner[0]!, accountCreate, newClient(secret))
  expect(created.status, JSON.stringify(created.error)).toBe(200)
  client = created.result.id as AccountId
  // The partner's API token owns it the same way; the client's own owner is an ordinary member.
  await db("memberships").insert([
    { account_id: client, user_id: callers.partner[1]!.userId, role: "owner", through_parent_id: reseller },
    { account_id: client, user_id: clientOwner.userId, role: "owner" },
  ])
  await db("accounts").where({ id: client }).update({ state: "active" })
  reportId = await insertSampleReport(db, client, clientOwner.userId, { title: secret })
  const content = Buffer.from(`${secret} evidence`)
  const [attachment] = (await db("report_attachments")
    .insert({
      report_id: reportId,
      question_id: "NumberOfEmployees",
      file_name: "evidence.txt",
      content_type: "text/plain",
      size_bytes: content.length,
      sha256: createHash("sha256").update(content).digest("hex"),
      content,
      uploaded_by: clientOwner.userId,
    })
    .returning("id")) as Array<{ id: string }>
  attachmentId = attachment!.id
}, 120_000)

const everyone = () => [...callers.partner, ...callers.staff]

describe("access through a disabled parent", () => {
  it("is given while the reseller is active (the probes below name real records)", async () => {
    await setResellerState("active")
    for (const who of everyone()) {
      expect((await call(who, accountGet, null, client)).status, who.label).toBe(200)
      expect((await call(who, reportGet, { reportId }, client)).result?.title, who.label).toBe(secret)
      const download = fileRoutes.find((r) => r.method === "GET" && r.path.includes(":attachmentId"))!
      expect((await requestFile(who, download, client)).text, who.label).toContain(secret)
      const reachable = (await call(who, accountReachable, null)).result as Array<{ id: string }>
      expect(
        reachable.map((a) => a.id),
        who.label,
      ).toContain(client)
    }
    for (const partner of callers.partner) {
      const profile = (await call(partner, profileGet, null)).result as { accounts: Array<{ id: string }> }
      expect(
        profile.accounts.map((a) => a.id),
        partner.label,
      ).toContain(client)
    }
  })

  it("ends for every account-scoped procedure, by session and by API token, leaving no trace", async () => {
    await setResellerState("disabled")
    const before = await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })
    const probes = [...accountScopedWithoutInput.map((p) => [p, null] as const), ...onRealRecords()]
    for (const who of everyone()) {
      for (const [procedure, input] of probes) {
        const answer: RawAnswer = await call(who, procedure, input, client)
        const what = `${who.label} ${procedure.name}`
        expect({ status: answer.status, tag: answer.error?._tag }, what).toEqual({
          status: 403,
          tag: "Forbidden",
        })
        expect(JSON.stringify(answer), what).not.toContain(secret)
      }
    }
    expect(await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })).toEqual(before)
    // The client's own owner keeps the company.
    expect((await call(clientOwner, reportGet, { reportId }, client)).result?.title).toBe(secret)
  })

  it("ends for every file route, by session and by API token, leaving no trace", async () => {
    await setResellerState("disabled")
    const before = await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })
    const routes = fileRoutes.filter((r) => r.access !== "superadmin")
    expect(routes.length).toBeGreaterThan(0)
    for (const who of everyone()) {
      for (const route of routes) {
        const answer = await requestFile(who, route, client)
        const what = `${who.label} ${route.method} ${route.path}`
        expect({ status: answer.status, tag: answer.tag }, what).toEqual({ status: 403, tag: "Forbidden" })
        expect(answer.text, what).not.toContain(secret)
      }
    }
    expect(await databaseFingerprint(server.database.db, { except: refusedWithoutTrace })).toEqual(before)
  })

  it("drops the client from the listings and refuses new clients under the reseller", async () => {
    await setResellerState("disabled")
    for (const who of everyone()) {
      const profile = (await call(who, profileGet, null)).result as { accounts: Array<{ id: string }> }
      expect(
        profile.accounts.map((a) => a.id),
        who.label,
      ).toEqual([reseller])
      const reachable = (await call(who, accountReachable, null)).result as Array<{ id: string }>
      expect(
        reachable.map((a) => a.id),
        who.label,
      ).toEqual([reseller])
      expect(await call(who, accountChildren, null, reseller), who.label).toMatchObject({
        status: 403,
        error: { _tag: "Forbidden" },
      })
      expect(await call(who, reportList, null, client), who.label).toMatchObject({ status: 403 })
    }
    const accounts = await server.database.db("accounts").count("* as n").first()
    const more = await call(callers.partner[1]!, accountCreate, newClient("Uusi asiakas Oy"))
    expect(more).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await server.database.db("accounts").count("* as n").first()).toEqual(accounts)
  })
})
