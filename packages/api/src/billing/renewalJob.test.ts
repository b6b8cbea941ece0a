import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import type { AccountId } from "@vsme/core"
import { openDatabase, type Db } from "../db/database.js"
import { createLogger } from "../log.js"
import {
  createTestDatabase,
  insertAccount,
  insertUser,
  type TestDatabase,
  type TestUser,
} from "../testing/index.js"
import { demoBillingSeller } from "./billingConfig.js"
import { runDueRenewals } from "./renewalJob.js"
import { changeSubscription, renewOrExpire } from "./subscriptionService.js"

/**
 * The renewal job (issue 9): renews the years that have ended and invoices them, lets cancelled
 * ones expire, and is safe to run twice at the same moment. On PostgreSQL the two runs use two
 * connection pools, as two API processes would; PGlite has one connection, so there they interleave.
 */

let database: TestDatabase
let otherProcess: Db
beforeAll(async () => {
  database = await createTestDatabase()
  otherProcess = database.kind === "postgres" ? openDatabase(database.target) : database.db
})
afterAll(async () => {
  if (otherProcess !== database.db) await otherProcess.destroy()
  await database.destroy()
})

const db = () => database.db
const logger = createLogger("silent")
const activatedOn = new Date("2026-11-23T10:00:00Z")
const renewalDay = new Date("2027-11-23T06:00:00Z")
const deps = (now: Date) => ({ seller: demoBillingSeller, now: () => now, logger })

let admin: TestUser
beforeEach(async () => {
  // Every test starts from no active subscription, so each counts only its own.
  await db()("accounts").where({ state: "active" }).update({ state: "disabled" })
  admin = await insertUser(db(), { role: "superadmin" })
})

const activeAccount = async (): Promise<AccountId> => {
  const id = await insertAccount(db())
  await db()("accounts").where({ id }).update({ invoicing_email: "laskut@example.com" })
  await db().transaction((trx) =>
    changeSubscription(trx, {
      accountId: id,
      action: "activate",
      actorUserId: admin.id,
      seller: demoBillingSeller,
      now: activatedOn,
    }),
  )
  return id
}
const invoicesOf = async (accountId: string) =>
  (await db()("invoices")
    .where({ account_id: accountId })
    .orderBy("number")
    .select("number", "kind", db().raw("to_char(period_start, 'YYYY-MM-DD') as start"))) as Array<{
    number: number
    kind: string
    start: string
  }>

describe("runDueRenewals", () => {
  it("does nothing before the year has ended", async () => {
    const account = await activeAccount()
    expect(await runDueRenewals(db(), deps(new Date("2027-11-22T21:59:00Z")))).toEqual({
      renewed: 0,
      expired: 0,
      skipped: 0,
    })
    expect(await invoicesOf(account)).toHaveLength(1)
  })

  it("renews the next year from the day after the last, invoices it, and records the job as the author", async () => {
    const account = await activeAccount()
    expect(await runDueRenewals(db(), deps(renewalDay))).toEqual({ renewed: 1, expired: 0, skipped: 0 })
    const invoices = await invoicesOf(account)
    expect(invoices.map((i) => [i.kind, i.start])).toEqual([
      ["activation", "2026-11-23"],
      ["renewal", "2027-11-23"],
    ])
    const event = await db()("subscription_events").where({ account_id: account, action: "renew" }).first()
    expect(event).toMatchObject({ from_state: "active", to_state: "active", actor_user_id: null })
    expect(
      await db()("subscriptions")
        .where({ account_id: account })
        .first(db().raw("to_char(period_end, 'YYYY-MM-DD') as end")),
    ).toEqual({ end: "2028-11-22" })
  })

  it("issues one invoice when two runs race for the same subscription, and none on a later run", async () => {
    const account = await activeAccount()
    const [first, second] = await Promise.all([
      runDueRenewals(db(), deps(renewalDay)),
      runDueRenewals(otherProcess, deps(renewalDay)),
    ])
    expect(first.renewed + second.renewed).toBe(1)
    expect((await invoicesOf(account)).filter((i) => i.kind === "renewal")).toHaveLength(1)
    expect(await runDueRenewals(db(), deps(new Date("2027-11-23T20:00:00Z")))).toEqual({
      renewed: 0,
      expired: 0,
      skipped: 0,
    })
    expect(await invoicesOf(account)).toHaveLength(2)
  })

  it("shares many due subscriptions between racing runs, each renewed once, numbers without gaps", async () => {
    const accounts = []
    for (let i = 0; i < 6; i++) accounts.push(await activeAccount())
    const [first, second] = await Promise.all([
      runDueRenewals(db(), deps(renewalDay)),
      runDueRenewals(otherProcess, deps(renewalDay)),
    ])
    expect(first.renewed + second.renewed).toBe(6)
    for (const account of accounts) expect(await invoicesOf(account)).toHaveLength(2)
    const numbers = (
      (await db()("invoices").orderBy("number").select("number")) as Array<{ number: number }>
    ).map((r) => r.number)
    expect(numbers).toEqual(numbers.map((_, i) => i + 1))
  })

  it("lets a cancelled subscription expire to trial mode without an invoice", async () => {
    const account = await activeAccount()
    await db().transaction((trx) =>
      changeSubscription(trx, {
        accountId: account,
        action: "cancelRenewal",
        actorUserId: admin.id,
        seller: demoBillingSeller,
        now: activatedOn,
      }),
    )
    expect(await runDueRenewals(db(), deps(renewalDay))).toEqual({ renewed: 0, expired: 1, skipped: 0 })
    expect(await db()("accounts").where({ id: account }).first("state")).toEqual({ state: "trial" })
    expect(await invoicesOf(account)).toHaveLength(1)
  })

  it("renews an account that has no invoicing address left, and leaves the invoice for a superadmin", async () => {
    const account = await activeAccount()
    await db()("accounts").where({ id: account }).update({ invoicing_email: null })
    expect((await runDueRenewals(db(), deps(renewalDay))).renewed).toBe(1)
    expect(await db()("invoices").where({ account_id: account, kind: "renewal" }).first("channel")).toEqual({
      channel: "none",
    })
  })

  it("skips a due subscription that core refuses, once per run, instead of claiming it forever", async () => {
    const refusedAccount = await activeAccount()
    const renewedAccount = await activeAccount()
    let refusals = 0
    // A fault like the one seen in production: the step refuses one account although its row is due.
    const renew: typeof renewOrExpire = async (trx, input) => {
      if (input.accountId !== refusedAccount) return renewOrExpire(trx, input)
      refusals++
      return null
    }
    const result = await runDueRenewals(db(), { ...deps(renewalDay), renew })
    expect(result).toEqual({ renewed: 1, expired: 0, skipped: 1 })
    expect(refusals).toBe(1)
    expect(await invoicesOf(renewedAccount)).toHaveLength(2)
    expect(await invoicesOf(refusedAccount)).toHaveLength(1)
    // The next run tries it again (and, the fault gone, renews it).
    expect(await runDueRenewals(db(), deps(renewalDay))).toEqual({ renewed: 1, expired: 0, skipped: 0 })
  })
})
