import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { migrateToLatest } from "./database.js"
import { createTestDatabase, type TestDatabase } from "../testing/index.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())

describe(`database (${process.env.VSME_TEST_DB ?? "pglite"})`, () => {
  it("has applied every migration, and migrating again changes nothing", async () => {
    expect(await database.db.schema.hasTable("app_meta")).toBe(true)
    expect(await migrateToLatest(database.db)).toEqual([])
  })

  it("rolls a failed transaction back whole", async () => {
    await expect(
      database.db.transaction(async (trx) => {
        await trx("app_meta").insert({ key: "half", value: JSON.stringify({ written: true }) })
        throw new Error("second step failed")
      }),
    ).rejects.toThrow("second step failed")
    expect(await database.db("app_meta").where({ key: "half" }).first()).toBeUndefined()
  })

  it("stores and reads JSON the same way on both engines", async () => {
    await database.db("app_meta").insert({ key: "demo", value: JSON.stringify({ seeded: true, n: 3 }) })
    const row = (await database.db("app_meta").where({ key: "demo" }).first()) as {
      value: unknown
      updated_at: unknown
    }
    expect(row.value).toEqual({ seeded: true, n: 3 })
    expect(row.updated_at).toBeInstanceOf(Date)
  })
})
