import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { insertUser, startTestServer, type TestServer } from "@vsme/api/testing"
import { parseCsv } from "@vsme/core"
import { EXIT } from "../exitCodes.js"
import { insertApiToken, runVsme } from "../testing/cliKit.js"

const fixture = path.resolve(import.meta.dirname, "../../../../fixtures/ghg/emission-factors.csv")
const fixtureCsv = readFileSync(fixture, "utf8")

let server: TestServer
let adminEnv: NodeJS.ProcessEnv
let seeded: ReadonlyArray<Record<string, unknown>>
const db = () => server.database.db
const envFor = (token: string) => ({
  VSME_SERVER_URL: server.url,
  VSME_CONFIG: "/nonexistent/config.json",
  VSME_TOKEN: token,
  VSME_LANG: "fi",
})

/** The library as stored, without bookkeeping columns, in id order. */
const library = async () =>
  (
    (await db()("emission_factors")
      .orderBy("id")
      .select(
        "id",
        "name",
        "row_type",
        "scope3_category",
        "scope2_basis",
        "value",
        "mass_unit",
        "denominator_unit",
        "valid_from",
        "valid_to",
        "country",
        "source_name",
        "source_url",
        "source_notes",
        "retired_at",
      )) as Array<Record<string, unknown>>
  ).map((row) => ({ ...row, value: Number(row.value) }))

const tempFile = (name: string, text: string) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "vsme-factors-")), name)
  writeFileSync(file, text)
  return file
}

beforeAll(async () => {
  server = await startTestServer()
  // The library of the fixture file alone (the migrations add the Finnish set and retire one row it
  // replaces): these tests compare the library with what importing that file gives.
  const fixtureIds = new Set(parseCsv(fixtureCsv).records.map((r) => r.values.id))
  seeded = (await library())
    .filter((row) => fixtureIds.has((row as Record<string, unknown>).id as string))
    .map((row) => ({ ...row, retired_at: null }))
  // Superadmin procedures need two-factor authentication: this admin has enrolled.
  const admin = await insertUser(db(), { role: "superadmin" })
  await db()("users")
    .where({ id: admin.id })
    .update({ totp_secret: "JBSWY3DPEHPK3PXP", totp_enabled_at: new Date() })
  adminEnv = envFor(await insertApiToken(db(), admin.id, "admin", { secondFactor: true }))
})
afterAll(() => server.stop())

beforeEach(async () => {
  await db()("emission_factors").delete()
  await db()("emission_factors").insert(seeded)
})

describe("vsme factors import", () => {
  it("into an empty library gives the same library as the seed", async () => {
    await db()("emission_factors").delete()
    const run = await runVsme(["factors", "import", fixture], adminEnv)
    expect(run.err).toBe("")
    expect(run.code).toBe(EXIT.ok)
    expect(run.out).toContain(`Tuotu: ${seeded.length} uutta, 0 päivitetty, 0 ennallaan.`)
    expect(await library()).toEqual(seeded)
  })

  it("on a dry run shows what would change and changes nothing", async () => {
    const file = tempFile("changed.csv", fixtureCsv.replace(",2.51279,", ",2.6,"))
    const run = await runVsme(["factors", "import", file, "--dry-run"], adminEnv)
    expect(run.code).toBe(EXIT.ok)
    expect(run.out).toContain(
      `Kokeiluajo, mitään ei muutettu: 0 lisättäisiin, 1 päivitettäisiin, ${seeded.length - 1} ennallaan.`,
    )
    // The changed factor is named with its line, so a new year's file shows its new versions.
    expect(run.out).toContain("päivitetty   desnz-2024-diesel-avg-biofuel-liters (rivi 2)")
    expect(await library()).toEqual(seeded)
    const json = await runVsme(["--json", "factors", "import", file], adminEnv)
    expect(JSON.parse(json.out)).toMatchObject({ dryRun: false, created: 0, updated: 1 })
  })

  it("refuses a file with bad rows, listing each with its line number, and writes nothing", async () => {
    const bad = fixtureCsv
      .replace(",2.66155,", ",2.66.1,")
      .replace("desnz-2024-petrol-mineral-liters,fuel,", "desnz-2024-petrol-mineral-liters,lorry,")
    const run = await runVsme(["--lang", "en", "factors", "import", tempFile("bad.csv", bad)], adminEnv)
    expect(run.code).toBe(EXIT.failure)
    expect(run.err).toContain("The file was refused; nothing was imported:")
    expect(run.err).toContain("line 3, value: Enter a number")
    expect(run.err).toMatch(/line 5, rowType: /)
    expect(await library()).toEqual(seeded)
  })

  it("names a file it cannot read", async () => {
    const run = await runVsme(["factors", "import", "/nonexistent/factors.csv"], adminEnv)
    expect(run.code).toBe(EXIT.usage)
    expect(run.err).toContain("/nonexistent/factors.csv")
  })

  it("is refused to a user who is not a superadmin, and to a superadmin without two-factor authentication", async () => {
    const user = await insertUser(db())
    const plain = await runVsme(["factors", "import", fixture], envFor(await insertApiToken(db(), user.id)))
    expect(plain.code).toBe(EXIT.forbidden)
    const noTotp = await insertUser(db(), { role: "superadmin" })
    const refused = await runVsme(["factors", "export"], envFor(await insertApiToken(db(), noTotp.id)))
    expect(refused.code).toBe(EXIT.forbidden)
    expect(refused.err).toContain("kaksivaiheista tunnistautumista")
  })
})

describe("vsme factors export", () => {
  it("saves the library as CSV that imports back unchanged, or writes it to standard output", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "vsme-factors-")), "library.csv")
    const saved = await runVsme(["factors", "export", "--out", file], adminEnv)
    expect(saved.code).toBe(EXIT.ok)
    expect(saved.out).toContain(`${seeded.length} kerrointa tallennettu tiedostoon ${file}.`)
    const again = await runVsme(["factors", "import", file], adminEnv)
    expect(again.out).toContain(`Tuotu: 0 uutta, 0 päivitetty, ${seeded.length} ennallaan.`)
    const stdout = await runVsme(["factors", "export"], adminEnv)
    expect(stdout.out).toBe(readFileSync(file, "utf8"))
  })
})
