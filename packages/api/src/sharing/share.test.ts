import { beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  createClient,
  isRpcError,
  reportSaveAnswer,
  shareFileErrors,
  shareHeaders,
  sharePublicPath,
  shareAccessLog,
  shareCreate,
  shareList,
  shareOpen,
  shareOpenReceived,
  sharePreview,
  sharePublishUpdate,
  shareReceivedList,
  shareRevoke,
} from "@vsme/sdk"
import { insertAccount, insertSampleReport, insertUser, type TestUser } from "../testing/index.js"
import { resellerWithClient, subscribedCompany, useTestServer } from "../testing/apiKit.js"

let clock = new Date()
const server = useTestServer({ now: () => clock })
const db = () => server.database.db

/**
 * Jakaja Oy (owner Olli, plain user Ulla), a client of an accounting firm, and Vieras Oy (owner Eve),
 * both subscribed and with the sample report, fresh for every test.
 */
let owner: TestUser
let member: TestUser
let stranger: TestUser
let resellerOwner: TestUser
let resellerUser: TestUser
let company: AccountId
let otherCompany: AccountId
let reportId: string
let otherReportId: string

beforeEach(async () => {
  clock = new Date()
  owner = await insertUser(db(), { displayName: "Olli Omistaja" })
  member = await insertUser(db(), { displayName: "Ulla Käyttäjä" })
  resellerUser = await insertUser(db())
  ;({ partner: resellerOwner, client: company } = await resellerWithClient(db(), {
    resellerMembers: [[resellerUser, "user"]],
    clientName: "Jakaja Oy",
    clientMembers: [
      [owner, "owner"],
      [member, "user"],
    ],
  }))
  await db()("accounts").where({ id: company }).update({ state: "active" })
  ;({ owner: stranger, company: otherCompany } = await subscribedCompany(db(), {
    name: "Vieras Oy",
    ownerName: "Eve",
  }))
  reportId = await insertSampleReport(db(), company, owner.id)
  otherReportId = await insertSampleReport(db(), otherCompany, stranger.id)
})

const linkShare = (overrides: Record<string, unknown> = {}) => ({
  reportId,
  scope: { kind: "whole" },
  includeAttachments: false,
  recipient: { kind: "link" },
  onBehalfOfCompany: true,
  ...overrides,
})

const createLink = async (overrides: Record<string, unknown> = {}, as: TestUser = owner) => {
  const answer = await server.call(as, shareCreate, linkShare(overrides), company)
  expect(answer.status, JSON.stringify(answer)).toBe(200)
  return answer.result as { id: string; link: string; state: string; versions: Array<{ version: number }> }
}

const policyTable =
  "PracticesPoliciesAndOrFutureInitiativesForTransitioningTowardsAMoreSustainableEconomyAbstract"

const tokenOf = (link: string) => link.split("/s/")[1]!

const open = (token: string, extra: Record<string, unknown> = {}) =>
  server.call(null, shareOpen, { token, ...extra })

describe("share.create: who may share", () => {
  it("answers NotFound when an owner names another company's report, and creates nothing", async () => {
    const answer = await server.call(owner, shareCreate, linkShare({ reportId: otherReportId }), company)
    expect(answer).toMatchObject({ status: 404, error: { _tag: "NotFound" } })
    expect(await db()("shares").where({ account_id: company })).toHaveLength(0)
  })

  it("refuses a plain user and a user of the parent account, and lets the parent's owner share for its client", async () => {
    for (const user of [member, resellerUser]) {
      const answer = await server.call(user, shareCreate, linkShare(), company)
      expect(answer).toMatchObject({ status: 403, error: { _tag: "Forbidden" } })
    }
    const byReseller = await createLink({}, resellerOwner)
    expect(byReseller.link).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/)
  })

  it("refuses everyone once the company's account is disabled", async () => {
    await db()("accounts").where({ id: company }).update({ state: "disabled" })
    const answer = await server.call(owner, shareCreate, linkShare(), company)
    expect(answer.status).toBe(403)
  })

  it("refuses bad input with every issue and its path", async () => {
    const answer = await server.call(
      owner,
      shareCreate,
      linkShare({
        passcode: "12345",
        expiresInDays: 400,
        scope: { kind: "disclosures", disclosures: [] },
        onBehalfOfCompany: false,
      }),
      company,
    )
    expect(answer.status).toBe(400)
    const issues = (answer.error as unknown as { issues: Array<{ path: unknown[]; message: string }> }).issues
    expect(issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ["passcode"], message: "validation.sharePasscodeLength" }),
        expect.objectContaining({ path: ["expiresInDays"], message: "validation.shareExpiryRange" }),
        expect.objectContaining({
          path: ["onBehalfOfCompany"],
          message: "validation.shareConfirmationRequired",
        }),
        expect.objectContaining({ path: ["scope", "disclosures"] }),
      ]),
    )
  })

  it("refuses sharing with the company itself", async () => {
    const own = (await db()("accounts").where({ id: company }).first("business_id")) as {
      business_id: string
    }
    const answer = await server.call(
      owner,
      shareCreate,
      linkShare({ recipient: { kind: "organisation", businessId: own.business_id } }),
      company,
    )
    expect(answer).toMatchObject({ status: 400, error: { _tag: "ShareToOwnCompany" } })
  })

  it("lets a trial company keep three active shares, and another once one is withdrawn", async () => {
    await db()("accounts").where({ id: company }).update({ state: "trial" })
    const made = [await createLink(), await createLink(), await createLink()]
    const fourth = await server.call(owner, shareCreate, linkShare(), company)
    expect(fourth).toMatchObject({ status: 409, error: { _tag: "ShareLimitReached", limit: 3 } })
    await server.call(owner, shareRevoke, { shareId: made[0]!.id }, company)
    await createLink()
  })
})

describe("share.open: what a link shows", () => {
  it("shows the report as it was shared, whatever is edited afterwards, and nothing that leads back", async () => {
    const share = await createLink()
    await server.call(
      owner,
      reportSaveAnswer,
      {
        reportId,
        questionId: "NumberOfEmployees",
        basedOnVersion: 1,
        answer: { status: "answered", value: 999 },
      },
      company,
    )
    const answer = await open(tokenOf(share.link))
    expect(answer.status).toBe(200)
    const view = answer.result
    expect(view.version).toBe(1)
    expect(view.snapshot.company.name).toBe("Jakaja Oy")
    expect(view.snapshot.standard).toBe("VSME 12/2024, EFRAG taxonomy 2026-05-01")
    expect(view.snapshot.answers.NumberOfEmployees.value).not.toBe(999)
    const text = JSON.stringify(view)
    for (const id of [reportId, company, owner.id, member.id, share.id]) expect(text).not.toContain(id)
  })

  it("never shares notes or audit comments, only public comments of the shared questions", async () => {
    await db()("report_comments").insert([
      {
        report_id: reportId,
        question_id: "NumberOfEmployees",
        type: "note",
        text: "SECRET NOTE",
        author_id: owner.id,
      },
      {
        report_id: reportId,
        question_id: "NumberOfEmployees",
        type: "audit",
        text: "SECRET AUDIT",
        author_id: owner.id,
      },
      {
        report_id: reportId,
        question_id: "NumberOfEmployees",
        type: "public",
        text: "Published remark",
        author_id: owner.id,
      },
      {
        report_id: reportId,
        question_id: "GrossScope1GreenhouseGasEmissions",
        type: "public",
        text: "Out of scope remark",
        author_id: owner.id,
      },
    ])
    const share = await createLink({ scope: { kind: "disclosures", disclosures: ["B1"] } })
    const view = (await open(tokenOf(share.link))).result
    const text = JSON.stringify(view)
    expect(text).not.toContain("SECRET")
    expect(text).not.toContain("Out of scope remark")
    expect(view.snapshot.comments).toEqual([
      expect.objectContaining({ questionId: "NumberOfEmployees", text: "Published remark" }),
    ])
  })

  it("limits the snapshot to its scope: Basic only, or chosen disclosures", async () => {
    const basic = (await open(tokenOf((await createLink({ scope: { kind: "basic" } })).link))).result.snapshot
    expect(Object.keys(basic.answers).length).toBeGreaterThan(10)
    const { findQuestion } = await import("@vsme/core")
    for (const id of Object.keys(basic.answers)) {
      expect(findQuestion(id)?.module ?? "basic", id).toBe("basic")
    }
    // B2's policy table keeps its rows but none of the C2 descriptions in a Basic-only share.
    const policies = basic.answers[policyTable]
    expect(policies.value.rows.length).toBeGreaterThan(0)
    for (const row of policies.value.rows) {
      expect(Object.keys(row.values)).not.toContain("DescriptionOfPracticesPoliciesAndOrFutureInitiatives")
      expect(Object.keys(row.values)).toContain("PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable")
    }
    const c2 = (
      await open(tokenOf((await createLink({ scope: { kind: "disclosures", disclosures: ["C2"] } })).link))
    ).result.snapshot
    expect(Object.keys(c2.answers[policyTable].value.rows[0].values)).toEqual(
      expect.arrayContaining(["DescriptionOfPracticesPoliciesAndOrFutureInitiatives"]),
    )
    expect(Object.keys(c2.answers[policyTable].value.rows[0].values)).not.toContain(
      "PracticePolicyAndOrFutureInitiativeIsPubliclyAvailable",
    )
    const b3 = (
      await open(tokenOf((await createLink({ scope: { kind: "disclosures", disclosures: ["B3"] } })).link))
    ).result.snapshot
    for (const id of b3.items) expect(findQuestion(id)?.disclosure ?? "B3").toBe("B3")
    expect(b3.answers.NumberOfEmployees).toBeUndefined()
    expect(b3.answers.GrossScope1GreenhouseGasEmissions).toBeDefined()
  })

  it("asks for the passcode, logs and limits wrong ones, and opens with the right one", async () => {
    const share = await createLink({ passcode: "kuusi66" })
    const token = tokenOf(share.link)
    expect(await open(token)).toMatchObject({
      status: 403,
      error: { _tag: "SharePasscodeRequired", wrong: false },
    })
    expect(await open(token, { passcode: "väärä12" })).toMatchObject({
      status: 403,
      error: { _tag: "SharePasscodeRequired", wrong: true },
    })
    expect((await open(token, { passcode: "kuusi66" })).status).toBe(200)
    const log = await server.call(owner, shareAccessLog, { shareId: share.id }, company)
    expect(log.result.entries.map((e: { action: string }) => e.action)).toEqual(["open", "passcodeFailed"])
    // Ten wrong tries from one address, then even the right passcode waits.
    for (let i = 0; i < 9; i++) await open(token, { passcode: `wrong-${i}` })
    const limited = await open(token, { passcode: "kuusi66" })
    expect(limited).toMatchObject({ status: 429, error: { _tag: "RateLimited" } })
    expect(limited.error!.retryAfterSeconds).toBeGreaterThan(0)
  })

  it("answers ShareNotFound for an unknown token and a malformed one with 400", async () => {
    expect(await open("A".repeat(43))).toMatchObject({ status: 404, error: { _tag: "ShareNotFound" } })
    expect((await open("short")).status).toBe(400)
  })
})

describe("share versions, revocation and expiry", () => {
  it("publishes an update as a new version, newest first, and keeps the old one readable", async () => {
    const share = await createLink()
    await server.call(
      owner,
      reportSaveAnswer,
      {
        reportId,
        questionId: "NumberOfEmployees",
        basedOnVersion: 1,
        answer: { status: "answered", value: 77 },
      },
      company,
    )
    clock = new Date(clock.getTime() + 60_000)
    const updated = await server.call(owner, sharePublishUpdate, { shareId: share.id }, company)
    expect(updated.result.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    const token = tokenOf(share.link)
    const latest = (await open(token)).result
    expect(latest.version).toBe(2)
    expect(latest.versions.map((v: { version: number }) => v.version)).toEqual([2, 1])
    expect(latest.snapshot.answers.NumberOfEmployees.value).toBe(77)
    const first = (await open(token, { version: 1 })).result
    expect(first.snapshot.answers.NumberOfEmployees.value).not.toBe(77)
    expect((await open(token, { version: 3 })).status).toBe(404)
  })

  it("lets only managers update and revoke, and another company not even find the share", async () => {
    const share = await createLink()
    for (const [who, account, status] of [
      [member, company, 403],
      [stranger, otherCompany, 404],
    ] as const) {
      expect((await server.call(who, sharePublishUpdate, { shareId: share.id }, account)).status).toBe(status)
      expect((await server.call(who, shareRevoke, { shareId: share.id }, account)).status).toBe(status)
      expect((await server.call(who, shareAccessLog, { shareId: share.id }, account)).status).toBe(
        status === 403 ? 200 : 404,
      )
    }
    const strangersList = await server.call(stranger, shareList, null, otherCompany)
    expect(strangersList.result).toEqual([])
    // Users see the share, without the link (a link is a credential).
    const membersList = await server.call(member, shareList, null, company)
    expect(membersList.result).toEqual([expect.objectContaining({ id: share.id, link: null })])
    const ownersList = await server.call(owner, shareList, null, company)
    expect(ownersList.result[0].link).toBe(share.link)
  })

  it("withdraws a share at once: opening it answers ShareGone, and an update is refused", async () => {
    const share = await createLink()
    const revoked = await server.call(owner, shareRevoke, { shareId: share.id }, company)
    expect(revoked.result.state).toBe("revoked")
    expect(await open(tokenOf(share.link))).toMatchObject({
      status: 410,
      error: { _tag: "ShareGone", reason: "revoked" },
    })
    expect(await server.call(owner, sharePublishUpdate, { shareId: share.id }, company)).toMatchObject({
      status: 410,
      error: { _tag: "ShareGone" },
    })
  })

  it("expires at its expiry, and comes back only when an update sets a new one", async () => {
    const share = await createLink({ expiresInDays: 1 })
    clock = new Date(clock.getTime() + 25 * 3600 * 1000)
    expect(await open(tokenOf(share.link))).toMatchObject({ status: 410, error: { reason: "expired" } })
    expect((await server.call(owner, sharePublishUpdate, { shareId: share.id }, company)).status).toBe(410)
    const again = await server.call(
      owner,
      sharePublishUpdate,
      { shareId: share.id, expiresInDays: 7 },
      company,
    )
    expect(again.result.state).toBe("active")
    expect((await open(tokenOf(share.link))).status).toBe(200)
  })

  it("never answers 500 nor writes half a version when updates and a revocation race", async () => {
    const share = await createLink()
    const answers = await Promise.all([
      server.call(owner, sharePublishUpdate, { shareId: share.id }, company),
      server.call(owner, sharePublishUpdate, { shareId: share.id }, company),
      server.call(owner, shareRevoke, { shareId: share.id }, company),
      server.call(owner, sharePublishUpdate, { shareId: share.id }, company),
    ])
    for (const answer of answers) expect([200, 410]).toContain(answer.status)
    const versions = (await db()("share_versions")
      .where({ share_id: share.id })
      .orderBy("version")) as Array<{
      version: number
    }>
    const row = (await db()("shares").where({ id: share.id }).first("latest_version")) as {
      latest_version: number
    }
    expect(versions.map((v) => v.version)).toEqual(
      Array.from({ length: row.latest_version }, (_, i) => i + 1),
    )
  })
})

describe("shares with an organisation", () => {
  it("reach the company with that Business ID, are logged with the person who opened them, and vanish when withdrawn", async () => {
    const bank = await insertUser(db(), { displayName: "Pankki Pirjo" })
    const bankAccount = await insertAccount(db(), { name: "Pankki Oyj", members: [[bank, "user"]] })
    const bankId = (
      (await db()("accounts").where({ id: bankAccount }).first("business_id")) as { business_id: string }
    ).business_id
    const created = await server.call(
      owner,
      shareCreate,
      linkShare({ recipient: { kind: "organisation", businessId: bankId }, recipientName: "Pankki Oyj" }),
      company,
    )
    expect(created.result).toMatchObject({
      recipient: { kind: "organisation", businessId: bankId },
      link: null,
    })
    const shareId = created.result.id as string
    // Another company does not see it, nor open it.
    expect((await server.call(stranger, shareReceivedList, null, otherCompany)).result).toEqual([])
    expect((await server.call(stranger, shareOpenReceived, { shareId }, otherCompany)).status).toBe(404)
    const list = await server.call(bank, shareReceivedList, null, bankAccount)
    expect(list.result).toEqual([
      expect.objectContaining({
        id: shareId,
        company: { name: "Jakaja Oy", businessId: expect.any(String) },
        state: "active",
      }),
    ])
    const opened = await server.call(bank, shareOpenReceived, { shareId }, bankAccount)
    expect(opened.result.snapshot.company.name).toBe("Jakaja Oy")
    const log = await server.call(member, shareAccessLog, { shareId }, company)
    expect(log.result.entries[0]).toMatchObject({
      action: "open",
      viewer: { kind: "person", displayName: "Pankki Pirjo", organisation: "Pankki Oyj" },
    })
    await server.call(owner, shareRevoke, { shareId }, company)
    expect((await server.call(bank, shareReceivedList, null, bankAccount)).result).toEqual([])
    expect((await server.call(bank, shareOpenReceived, { shareId }, bankAccount)).status).toBe(404)
  })
})

describe("share.preview", () => {
  it("shows exactly the snapshot a share would hold, and NotFound for another company's report", async () => {
    const preview = await server.call(
      member,
      sharePreview,
      { reportId, scope: { kind: "disclosures", disclosures: ["B3"] }, includeAttachments: false },
      company,
    )
    const share = await createLink({ scope: { kind: "disclosures", disclosures: ["B3"] } })
    const shared = (await open(tokenOf(share.link))).result.snapshot
    expect(preview.result).toEqual(shared)
    const foreign = await server.call(
      owner,
      sharePreview,
      { reportId: otherReportId, scope: { kind: "whole" }, includeAttachments: false },
      company,
    )
    expect(foreign.status).toBe(404)
  })
})

describe("a link share's downloads", () => {
  const anonymousClient = () =>
    createClient({
      baseUrl: server.url,
      getAccessToken: () => null,
      refreshSession: async () => false,
      onSessionEnded: () => {},
    })

  it("take the passcode in its header (the sdk's file request headers), log each download, and refuse without it", async () => {
    // Every test calls from 127.0.0.1: the wrong passcodes of an earlier test must not limit this one.
    await db()("rate_limit_hits").del()
    const share = await createLink({ passcode: "kuusi66" })
    const path = `${sharePublicPath}/${tokenOf(share.link)}/v/1/xbrl.json`
    const client = anonymousClient()
    const refused = await client
      .requestFile({ path, query: { download: "1", lang: "fi" }, errors: [...shareFileErrors] })
      .catch((error: unknown) => error)
    expect(isRpcError(refused) && refused.error).toMatchObject({
      _tag: "SharePasscodeRequired",
      wrong: false,
    })
    const response = await client.requestFile({
      path,
      query: { download: "1", lang: "fi" },
      headers: { [shareHeaders.passcode]: "kuusi66" },
      errors: [...shareFileErrors],
    })
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=.*fi\.xbrl\.json"/)
    expect(response.headers.get("cache-control")).toBe("no-store")
    const document = (await response.json()) as { facts: Record<string, unknown> }
    expect(Object.keys(document.facts).length).toBeGreaterThan(10)
    const log = await server.call(owner, shareAccessLog, { shareId: share.id }, company)
    expect(log.result.entries[0]).toMatchObject({ action: "download", format: "xbrlJson", version: 1 })
  })
})
