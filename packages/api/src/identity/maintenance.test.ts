import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../testing/index.js"
import { pruneExpiredSecurityRecords } from "./maintenance.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe("pruneExpiredSecurityRecords", () => {
  it("deletes expired challenges, day-old rate-limit windows and sign-in failure counts, and keeps the rest", async () => {
    const db = database.db
    const now = new Date("2026-11-22T12:00:00Z")
    await db("used_challenges").insert([
      { signature: "expired", expires_at: new Date("2026-11-22T11:59:00Z") },
      { signature: "live", expires_at: new Date("2026-11-22T12:05:00Z") },
    ])
    await db("rate_limit_hits").insert([
      { key: "signin-ip:old", window_start: new Date("2026-11-21T11:00:00Z"), count: 3 },
      { key: "signin-ip:new", window_start: new Date("2026-11-22T11:50:00Z"), count: 1 },
    ])
    await db("sign_in_failures").insert([
      {
        email: "old@example.com",
        ip: "10.0.0.1",
        failures: 5,
        last_failure_at: new Date("2026-11-21T11:00:00Z"),
      },
      {
        email: "new@example.com",
        ip: "10.0.0.1",
        failures: 5,
        last_failure_at: new Date("2026-11-22T11:50:00Z"),
      },
    ])
    await pruneExpiredSecurityRecords(db, now)
    expect(
      (await db("used_challenges").select("signature")).map((r: { signature: string }) => r.signature),
    ).toEqual(["live"])
    expect((await db("rate_limit_hits").select("key")).map((r: { key: string }) => r.key)).toEqual([
      "signin-ip:new",
    ])
    expect((await db("sign_in_failures").select("email")).map((r: { email: string }) => r.email)).toEqual([
      "new@example.com",
    ])
  })
})
