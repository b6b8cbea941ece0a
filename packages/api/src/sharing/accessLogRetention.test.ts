import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, insertAccount, type TestDatabase } from "../testing/index.js"
import { pruneShareAccessLog } from "./accessLogRetention.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe("the share access log", () => {
  it("keeps two years of lines, refuses to have one changed, and lets the pruning delete older ones", async () => {
    const db = database.db
    const accountId = await insertAccount(db)
    const [share] = (await db("shares")
      .insert({
        account_id: accountId,
        report_title: "2024",
        recipient_kind: "link",
        token_hash: "h".repeat(64),
        scope: JSON.stringify({ kind: "whole" }),
        include_attachments: false,
        expires_at: new Date("2027-01-01T00:00:00Z"),
      })
      .returning("id")) as Array<{ id: string }>
    const now = new Date("2026-12-01T12:00:00Z")
    await db("share_access_log").insert([
      {
        share_id: share!.id,
        version: 1,
        action: "open",
        at: new Date("2024-11-29T12:00:00Z"),
        address: "old",
      },
      {
        share_id: share!.id,
        version: 1,
        action: "open",
        at: new Date("2024-12-02T12:00:00Z"),
        address: "kept",
      },
    ])
    await expect(db("share_access_log").update({ address: "rewritten" })).rejects.toThrow(/append-only/)
    await pruneShareAccessLog(db, now)
    const left = (await db("share_access_log").select("address")) as Array<{ address: string }>
    expect(left.map((r) => r.address)).toEqual(["kept"])
  })
})
