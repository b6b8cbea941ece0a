import { beforeAll, describe, expect, it } from "vitest"
import { accountReachable, type ReachableAccount } from "@vsme/sdk"
import { insertAccount, insertUser, type TestUser } from "../testing/accountKit.js"
import { companyWithOwner, useTestServer } from "../testing/apiKit.js"

/** `account.reachable` (issue 20): the companies a reseller reaches, as a set. */
const server = useTestServer()
let owner: TestUser
let stranger: TestUser
let reseller: string
let blockedParent: string
const db = () => server.database.db

beforeAll(async () => {
  owner = await insertUser(db())
  reseller = await insertAccount(db(), {
    name: "Tilitoimisto Oy",
    mode: "reseller",
    members: [[owner, "owner"]],
  })
  // Every client the reseller created has its owner as a direct owner too: the case that doubled.
  await insertAccount(db(), { name: "Asiakas A Oy", parentAccountId: reseller, members: [[owner, "owner"]] })
  await insertAccount(db(), { name: "Asiakas B Oy", parentAccountId: reseller })
  const disabled = await insertAccount(db(), { name: "Asiakas C Oy", parentAccountId: reseller })
  await db()("accounts").where({ id: disabled }).update({ state: "disabled" })
  blockedParent = await insertAccount(db(), {
    name: "Suljettu Oy",
    mode: "reseller",
    members: [[owner, "user"]],
  })
  await db()("accounts").where({ id: blockedParent }).update({ state: "disabled" })
  await insertAccount(db(), { name: "Suljetun asiakas Oy", parentAccountId: blockedParent })
  ;({ owner: stranger } = await companyWithOwner(db(), { name: "Someone Else Oy" }))
})

describe("account.reachable", () => {
  it("lists each reachable company once: own accounts, then clients, disabled ones with their state", async () => {
    const answer = await server.call(owner, accountReachable, null)
    const accounts = answer.result as ReadonlyArray<ReachableAccount>
    expect(accounts.map((a) => [a.name, a.via, a.state])).toEqual([
      ["Asiakas A Oy", "membership", "trial"],
      ["Suljettu Oy", "membership", "disabled"],
      ["Tilitoimisto Oy", "membership", "trial"],
      ["Asiakas B Oy", "parent", "trial"],
      ["Asiakas C Oy", "parent", "disabled"],
    ])
    expect(new Set(accounts.map((a) => a.id)).size).toBe(accounts.length)
    expect(accounts.find((a) => a.name === "Asiakas B Oy")).toMatchObject({
      role: null,
      parentAccountId: reseller,
    })
  })

  it("shows nobody else's companies", async () => {
    const answer = await server.call(stranger, accountReachable, null)
    expect((answer.result as ReadonlyArray<ReachableAccount>).map((a) => a.name)).toEqual(["Someone Else Oy"])
  })
})
