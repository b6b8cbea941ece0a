import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createTestDatabase, type TestDatabase } from "../testing/index.js"
import { transactionRetryingUniqueRace } from "./retryUniqueRace.js"

let database: TestDatabase
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.destroy())
const db = () => database.db

/** "Find the user by address, else create them": the shape of a first sign-in. */
const findOrCreate =
  (email: string, attempts: string[]) =>
  async (trx: Parameters<Parameters<typeof transactionRetryingUniqueRace>[1]>[0]) => {
    const found = (await trx("users").whereRaw("lower(email) = lower(?)", [email]).first("id")) as
      { id: string } | undefined
    attempts.push(found ? "found" : "inserting")
    if (found) return { userId: found.id, created: false }
    const [row] = (await trx("users")
      .insert({ email, display_name: "Race", locale: "fi" })
      .returning("id")) as Array<{ id: string }>
    return { userId: row!.id, created: true }
  }

describe("a transaction that lost a race on a unique key", () => {
  it("runs once more and finds the winner's row (PostgreSQL: two transactions at once)", async (context) => {
    // PGlite has one connection: its transactions run one after another and cannot race.
    if (database.kind !== "postgres") return context.skip()
    const email = `race.${randomUUID()}@example.com`
    const attempts: string[] = []
    let winner = ""
    // The winner inserts and holds its transaction open until the loser has looked and found nothing.
    let releaseWinner: () => void = () => {}
    const winnerHolds = new Promise<void>((resolve) => (releaseWinner = resolve))
    const first = db().transaction(async (trx) => {
      const [row] = (await trx("users")
        .insert({ email, display_name: "Winner", locale: "fi" })
        .returning("id")) as Array<{ id: string }>
      winner = row!.id
      await winnerHolds
    })
    // Let the winner's insert reach the database before the loser looks.
    while (winner === "") await new Promise((resolve) => setTimeout(resolve, 5))
    const second = transactionRetryingUniqueRace(db(), findOrCreate(email, attempts))
    // The loser's insert now waits on the winner's uncommitted row; the commit makes it fail.
    await new Promise((resolve) => setTimeout(resolve, 200))
    releaseWinner()
    await first
    expect(await second).toEqual({ userId: winner, created: false })
    expect(attempts).toEqual(["inserting", "found"])
  })

  it("passes other errors on, and a second violation too", async () => {
    const email = `twice.${randomUUID()}@example.com`
    await db()("users").insert({ email, display_name: "Taken", locale: "fi" })
    let runs = 0
    const alwaysInserts = transactionRetryingUniqueRace(db(), async (trx) => {
      runs++
      await trx("users").insert({ email, display_name: "Again", locale: "fi" })
    })
    await expect(alwaysInserts).rejects.toMatchObject({ code: "23505" })
    expect(runs).toBe(2)
    await expect(
      transactionRetryingUniqueRace(db(), () => Promise.reject(new Error("not a race"))),
    ).rejects.toThrow("not a race")
  })
})
