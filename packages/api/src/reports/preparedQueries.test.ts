import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { NotFound } from "@vsme/sdk"
import type { ActiveAccount } from "../auth/Caller.js"
import { createTestDatabase, insertAccount, insertSampleReport, insertUser } from "../testing/index.js"
import type { TestDatabase, TestUser } from "../testing/index.js"
import { insertComment, listComments } from "./commentRepo.js"
import { reportDetail } from "./reportRepo.js"
import { stateHistory } from "./reportStates.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())
const db = () => database.db

let owner: TestUser
let company: AccountId
let other: AccountId
let reportId: string
const caller = () => ({
  user: owner,
  account: { id: company, role: "owner", via: "membership" } as ActiveAccount,
})

beforeEach(async () => {
  owner = await insertUser(db())
  company = await insertAccount(db(), { members: [[owner, "owner"]] })
  other = await insertAccount(db(), { members: [[await insertUser(db()), "owner"]] })
  reportId = await insertSampleReport(db(), company, owner.id)
})

describe("the report form's reads in one query each (decision 032)", () => {
  it("answers lists of comments and state changes, empty ones included, oldest first", async () => {
    const [empty] = (await db()("reports")
      .insert({
        account_id: company,
        title: "Empty",
        start_date: "2025-01-01",
        end_date: "2025-12-31",
        comprehensive: false,
        created_by: owner.id,
      })
      .returning("id")) as Array<{ id: string }>
    expect(await listComments(db(), caller(), empty!.id)).toEqual([])
    expect(await stateHistory(db(), company, empty!.id)).toEqual([])
    expect((await reportDetail(db(), company, empty!.id)).commentCounts).toEqual({})

    // The sample report comes with comments of its own; ours are written an hour later.
    const before = await listComments(db(), caller(), reportId)
    const countsBefore = (await reportDetail(db(), company, reportId)).commentCounts
    const later = Date.now() + 3_600_000
    for (const [questionId, text, minutes] of [
      ["NumberOfEmployees", "first", 0],
      ["NumberOfEmployees", "second", 1],
      ["Turnover", "third", 2],
    ] as const) {
      await insertComment(db(), {
        reportId,
        questionId,
        type: "note",
        text,
        authorId: owner.id,
        now: new Date(later + minutes * 60_000),
      })
    }
    const after = await listComments(db(), caller(), reportId)
    expect(after.slice(0, before.length)).toEqual(before)
    expect(after.slice(before.length).map((c) => c.text)).toEqual(["first", "second", "third"])
    expect((await listComments(db(), caller(), reportId, "Turnover")).map((c) => c.text)).toContain("third")
    // A question without comments on a report with some: an empty list, not NotFound.
    expect(await listComments(db(), caller(), reportId, "NoSuchQuestion")).toEqual([])
    expect((await reportDetail(db(), company, reportId)).commentCounts).toEqual({
      ...countsBefore,
      NumberOfEmployees: (countsBefore.NumberOfEmployees ?? 0) + 2,
      Turnover: (countsBefore.Turnover ?? 0) + 1,
    })
  })

  it("answers another company's report as a missing one", async () => {
    const elsewhere = {
      ...caller(),
      account: { id: other, role: "owner", via: "membership" } as ActiveAccount,
    }
    await expect(listComments(db(), elsewhere, reportId)).rejects.toBeInstanceOf(NotFound)
    await expect(listComments(db(), elsewhere, reportId, "Turnover")).rejects.toBeInstanceOf(NotFound)
    await expect(stateHistory(db(), other, reportId)).rejects.toBeInstanceOf(NotFound)
    await expect(reportDetail(db(), other, reportId)).rejects.toBeInstanceOf(NotFound)
  })

  it("prepares the named statements once per connection, on PostgreSQL and on PGlite", async () => {
    // A transaction holds one connection, so its prepared statements are the ones listed.
    await db().transaction(async (trx) => {
      const first = await reportDetail(trx, company, reportId)
      expect(await reportDetail(trx, company, reportId)).toEqual(first)
      await listComments(trx, caller(), reportId)
      await stateHistory(trx, company, reportId)
      const { rows } = (await trx.raw("select name from pg_prepared_statements")) as {
        rows: Array<{ name: string }>
      }
      expect(rows.map((r) => r.name)).toEqual(
        expect.arrayContaining([
          "vsme_report_detail",
          "vsme_report_answers",
          "vsme_report_comments",
          "vsme_report_state_history",
        ]),
      )
    })
  })

  it("keeps the connection usable after a named statement fails", async () => {
    const good = await reportDetail(db(), company, reportId)
    // Not a uuid: PostgreSQL refuses the bound value of an already prepared statement.
    await expect(reportDetail(db(), company, "not-a-report-id")).rejects.toThrow(/uuid/)
    expect(await reportDetail(db(), company, reportId)).toEqual(good)
    await db().transaction(async (trx) => {
      await expect(reportDetail(trx, company, "not-a-report-id")).rejects.toThrow(/uuid/)
    })
    expect(await reportDetail(db(), company, reportId)).toEqual(good)
  })
})
