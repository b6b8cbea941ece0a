import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import {
  commentAdd,
  commentList,
  headers,
  profileGet,
  reportGet,
  reportList,
  reportSaveAnswer,
  reportStateHistory,
  rpcPath,
  type AnyProcedure,
} from "@vsme/sdk"
import {
  accountTestAuthenticator,
  callAs,
  insertAccount,
  insertUser,
  startTestServer,
  type TestServer,
  type TestUser,
} from "../testing/index.js"
import { checkKeptReadsAgainstTables } from "./readCache.js"
import { useTestServer, twoCompanies, newReport } from "../testing/apiKit.js"

// Here a kept answer is served as it is (the other API tests read the tables again to compare), so a
// stale answer shows as the old value.
beforeAll(() => checkKeptReadsAgainstTables(false))
afterAll(() => checkKeptReadsAgainstTables(true))

const server = useTestServer()
const db = () => server.database.db

/** The SQL the server runs that reads what the cached reads answer (not the caller's checks). */
const readsOfReports = () => {
  const seen: string[] = []
  const listener = (query: { sql: string }) => {
    if (/\b(reports|invites)\b/.test(query.sql)) seen.push(query.sql)
  }
  db().on("query", listener)
  return { seen, stop: () => db().off("query", listener) }
}

/** A GET batch as the web client sends it; each call's `{ result }` or `{ error }`. */
const getBatch = async (
  user: TestUser,
  accountId: string,
  calls: ReadonlyArray<readonly [AnyProcedure, unknown]>,
): Promise<Array<{ result?: any; error?: { _tag: string } }>> => {
  const names = calls.map(([procedure]) => procedure.name).join(",")
  const input = encodeURIComponent(JSON.stringify(calls.map(([, value]) => value)))
  const response = await fetch(`${server.url}${rpcPath}/${names}?input=${input}`, {
    headers: { [headers.authorization]: `Bearer ${user.token}`, [headers.accountId]: accountId },
  })
  return (await response.json()) as Array<{ result?: any; error?: { _tag: string } }>
}

let alice: TestUser
let bob: TestUser
let eve: TestUser
let companyA: AccountId
let companyB: AccountId
let reportId: string
beforeEach(async () => {
  ;({ alice, bob, eve, companyA, companyB } = await twoCompanies(db(), { names: ["Alpha Oy", "Beta Oy"] }))
  reportId = await newReport(server.as(alice, companyA), {
    title: "2026",
    startDate: "2026-01-01",
    endDate: "2026-12-31",
  })
})

/** Alice's first answer to the number of employees, saved through the API. */
const saveFirstEmployeeCount = (value: number) =>
  server.call(
    alice,
    reportSaveAnswer,
    { reportId, questionId: "NumberOfEmployees", basedOnVersion: 0, answer: { status: "answered", value } },
    companyA,
  )

/** A question of the comprehensive module that applies only in a high climate impact sector. */
const transitionPlan =
  "DescriptionOfATransitionPlanForClimateChangeMitigationIncludingAnExplanationOfHowItIsContributingToReduceGhgEmissions"

type FormAnswers = Array<{ result?: any; error?: { _tag: string } }>

/** The report form's batch of five (bench scenario batch5). */
const formLoad = () =>
  [
    [profileGet, null],
    [reportList, null],
    [reportGet, { reportId }],
    [commentList, { reportId }],
    [reportStateHistory, { reportId }],
  ] as const

/**
 * Alice's form load, twice: a read that finds a report's stored completeness out of date stores it
 * back, which is a change to the company, so its own answer is not kept; the second is.
 */
const keptFormLoad = async () => {
  await getBatch(alice, companyA, formLoad())
  return getBatch(alice, companyA, formLoad())
}

describe("kept answers of the report form's reads (decision 036)", () => {
  it("answers another company's report as missing, never from a kept answer of its own company", async () => {
    await getBatch(alice, companyA, formLoad())
    const [report, comments, history] = await getBatch(eve, companyB, [
      [reportGet, { reportId }],
      [commentList, { reportId }],
      [reportStateHistory, { reportId }],
    ])
    expect([report?.error?._tag, comments?.error?._tag, history?.error?._tag]).toEqual([
      "NotFound",
      "NotFound",
      "NotFound",
    ])
    // Eve naming company A: the caller check refuses before any read, kept or not.
    const [named] = await getBatch(eve, companyA, [[reportGet, { reportId }]])
    expect(named?.error?._tag).toBe("Forbidden")
  })

  it("serves a repeated form load without reading the reports, and reads again after a save", async () => {
    const firstReads = readsOfReports()
    const first = await getBatch(alice, companyA, formLoad())
    firstReads.stop()
    expect(firstReads.seen.length).toBeGreaterThan(0)
    const reads = readsOfReports()
    const again = await getBatch(alice, companyA, formLoad())
    reads.stop()
    expect(again).toEqual(first)
    expect(reads.seen).toEqual([])

    const saved = await saveFirstEmployeeCount(12)
    expect(saved.status).toBe(200)
    const [, list, report] = await getBatch(alice, companyA, formLoad())
    expect(report?.result.answers.NumberOfEmployees.answer.value).toBe(12)
    expect(list?.result[0].completeness).toEqual(report?.result.completeness)
  })

  it("keeps each person's answer apart (a colleague may not edit the comment its author may)", async () => {
    await server.call(
      alice,
      commentAdd,
      { reportId, questionId: "NumberOfEmployees", type: "note", text: "Alice's" },
      companyA,
    )
    const canEdit = async (user: TestUser) =>
      (
        (await getBatch(user, companyA, [[commentList, { reportId }]]))[0]?.result as Array<{
          canEdit: boolean
        }>
      )[0]?.canEdit
    expect(await canEdit(alice)).toBe(true)
    expect(await canEdit(alice)).toBe(true)
    expect(await canEdit(bob)).toBe(false)
    expect(await canEdit(bob)).toBe(false)
    expect(await canEdit(alice)).toBe(true)
    const [bobsProfile] = await getBatch(bob, companyA, [[profileGet, null]])
    expect(bobsProfile?.result.userProfile.id).toBe(bob.id)
  })

  /** A write made straight in the tables (another process, the CLI, an operator), and what then shows. */
  const outsideWrites: ReadonlyArray<{
    readonly what: string
    /** Through the API, before the form is loaded and kept. */
    readonly setUp?: () => Promise<unknown>
    readonly write: () => Promise<unknown>
    /** What the form shows after the write (a kept answer would show the set-up state). */
    readonly shows: (after: FormAnswers) => void
  }> = [
    {
      what: "an answer removed",
      setUp: () => saveFirstEmployeeCount(7),
      write: () => db()("report_answers").where({ report_id: reportId }).delete(),
      shows: ([, , report]) => expect(report?.result.answers).toEqual({}),
    },
    {
      what: "a comment's text",
      setUp: () =>
        server.call(
          bob,
          commentAdd,
          { reportId, questionId: "NumberOfEmployees", type: "note", text: "before" },
          companyA,
        ),
      write: () => db()("report_comments").where({ report_id: reportId }).update({ text: "after" }),
      shows: ([, , report, comments]) => {
        expect(comments?.result[0].text).toBe("after")
        expect(report?.result.commentCounts).toEqual({ NumberOfEmployees: 1 })
      },
    },
    {
      what: "a state change removed",
      // (Marking a report ready needs it complete: the change is recorded straight in the table.)
      setUp: () =>
        db()("report_state_changes").insert({
          report_id: reportId,
          from_state: "draft",
          to_state: "ready",
          changed_by: alice.id,
          changed_at: new Date(),
        }),
      write: () => db()("report_state_changes").where({ report_id: reportId }).delete(),
      shows: ([, , , , history]) => expect(history?.result).toEqual([]),
    },
    {
      what: "a report's title",
      write: () => db()("reports").where({ id: reportId }).update({ title: "Renamed" }),
      shows: ([, list, report]) => {
        expect(list?.result[0].title).toBe("Renamed")
        expect(report?.result.title).toBe("Renamed")
      },
    },
    {
      what: "a report deleted",
      write: () => db()("reports").where({ id: reportId }).delete(),
      shows: ([, list, report, comments]) => {
        expect(list?.result).toEqual([])
        expect(report?.error?._tag).toBe("NotFound")
        expect(comments?.error?._tag).toBe("NotFound")
      },
    },
    {
      what: "the company's name",
      write: () => db()("accounts").where({ id: companyA }).update({ name: "Alpha Abp" }),
      shows: ([profile]) => expect(profile?.result.accounts[0].name).toBe("Alpha Abp"),
    },
    {
      what: "the company's sector codes (which questions apply)",
      // Sector codes decide questions of the comprehensive module (C3 in a high-impact sector).
      setUp: () => db()("reports").where({ id: reportId }).update({ comprehensive: true }),
      write: () =>
        db()("accounts")
          .where({ id: companyA })
          .update({ nace_codes: ["01.11"] }),
      shows: ([, list, report]) => {
        expect(report?.result.questionStates[transitionPlan].state).not.toBe("skipped")
        expect(list?.result[0].completeness).toEqual(report?.result.completeness)
      },
    },
    {
      what: "a comment author's name",
      setUp: () =>
        server.call(
          bob,
          commentAdd,
          { reportId, questionId: "NumberOfEmployees", type: "note", text: "x" },
          companyA,
        ),
      write: () => db()("users").where({ id: bob.id }).update({ display_name: "Robert" }),
      shows: ([, , , comments]) => expect(comments?.result[0].author.displayName).toBe("Robert"),
    },
    {
      what: "the person's language",
      write: () => db()("users").where({ id: alice.id }).update({ locale: "sv" }),
      shows: ([profile]) => expect(profile?.result.userProfile.locale).toBe("sv"),
    },
    {
      what: "a membership in another company",
      write: () => db()("memberships").insert({ account_id: companyB, user_id: alice.id, role: "user" }),
      shows: ([profile]) =>
        expect(profile?.result.accounts.map((a: { name: string }) => a.name)).toEqual([
          "Alpha Oy",
          "Beta Oy",
        ]),
    },
    {
      what: "an invitation",
      write: () =>
        db()("invites").insert({
          account_id: companyB,
          email: alice.email,
          role: "user",
          locale: "fi",
          token_hash: randomUUID(),
          invited_by: eve.id,
          expires_at: new Date(Date.now() + 86_400_000),
        }),
      shows: ([profile]) =>
        expect(profile?.result.invites.map((i: { accountName: string }) => i.accountName)).toEqual([
          "Beta Oy",
        ]),
    },
  ]

  for (const { what, setUp, write, shows } of outsideWrites) {
    it(`shows ${what} changed in the tables at the next load`, async () => {
      await setUp?.()
      await keptFormLoad()
      await write()
      shows(await getBatch(alice, companyA, formLoad()))
    })
  }
})

describe("a kept profile and time", () => {
  let clock = new Date("2026-11-29T12:00:00Z")
  let timed: TestServer
  beforeAll(async () => {
    timed = await startTestServer({ authenticator: accountTestAuthenticator, now: () => clock })
  })
  afterAll(() => timed.stop())

  it("is not served once an invitation in it has expired", async () => {
    const tdb = timed.database.db
    const me = await insertUser(tdb)
    const inviter = await insertUser(tdb)
    const mine = await insertAccount(tdb, { members: [[me, "owner"]] })
    const theirs = await insertAccount(tdb, { members: [[inviter, "owner"]] })
    await tdb("invites").insert({
      account_id: theirs,
      email: me.email,
      role: "user",
      locale: "fi",
      token_hash: randomUUID(),
      invited_by: inviter.id,
      expires_at: new Date(clock.getTime() + 60_000),
    })
    const profile = async () =>
      (await callAs(timed.url, me, profileGet, null, mine)).result.invites as unknown[]
    expect(await profile()).toHaveLength(1)
    expect(await profile()).toHaveLength(1)
    clock = new Date(clock.getTime() + 60_000)
    expect(await profile()).toEqual([])
  })
})
