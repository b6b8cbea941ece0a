import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { requestAnswer, requestBegin } from "@vsme/sdk"
import {
  insertAccount,
  insertSampleReport,
  insertUser,
  startTestServer,
  uniqueBusinessId,
  type TestServer,
} from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import { cliClient } from "../sdkClient.js"
import { insertApiToken, runVsme } from "../testing/cliKit.js"

let server: TestServer
let env: NodeJS.ProcessEnv
let strangerEnv: NodeJS.ProcessEnv
let supplierToken: string
let supplier: string
let supplierBusinessId: string
let supplierReport: string
let dir: string

const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
  const bankOwner = await insertUser(db(), { displayName: "Pertti Pankki" })
  const supplierOwner = await insertUser(db())
  const stranger = await insertUser(db())
  const bank = await insertAccount(db(), { name: "Pankki Oyj", members: [[bankOwner, "owner"]] })
  supplier = await insertAccount(db(), { name: "Toimittaja Oy", members: [[supplierOwner, "owner"]] })
  const strangerAccount = await insertAccount(db(), { name: "Sivullinen Oy", members: [[stranger, "owner"]] })
  await db()("accounts").whereIn("id", [bank, supplier, strangerAccount]).update({ state: "active" })
  supplierBusinessId = (
    (await db()("accounts").where({ id: supplier }).first("business_id")) as { business_id: string }
  ).business_id
  supplierReport = await insertSampleReport(db(), supplier, supplierOwner.id)
  const base = { VSME_SERVER_URL: server.url, VSME_CONFIG: "/nonexistent/config.json", VSME_LANG: "fi" }
  env = { ...base, VSME_TOKEN: await insertApiToken(db(), bankOwner.id) }
  strangerEnv = { ...base, VSME_TOKEN: await insertApiToken(db(), stranger.id) }
  supplierToken = await insertApiToken(db(), supplierOwner.id)
  dir = mkdtempSync(path.join(tmpdir(), "vsme-requests-"))
})
afterAll(() => server.stop())

const file = (name: string, lines: ReadonlyArray<string>) => {
  const target = path.join(dir, name)
  // As Finnish Excel saves "CSV (erotin: puolipiste)": semicolons, Windows-1252.
  writeFileSync(target, Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1"))
  return target
}

const sendArgs = (csv: string) => [
  "requests",
  "send",
  "--file",
  csv,
  "--preset",
  "bank",
  "--period",
  "2025",
  "--due",
  "2027-03-31",
  "--title",
  "Rahoituksen vastuullisuustiedot 2025",
]

/** How many entries a zip says it has (its end-of-central-directory record), and its names' bytes. */
const zipEntries = (bytes: Buffer) => {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  return { count: bytes.readUInt16LE(end + 10), text: bytes.toString("latin1") }
}

const requestCount = async () =>
  Number(((await db()("data_requests").count({ n: "*" }).first()) as { n: string }).n)

describe("vsme requests", () => {
  it("refuses a malformed request before asking the server anything", async () => {
    const before = await requestCount()
    const csv = file("yksi.csv", ["Y-tunnus;Sähköposti", `${supplierBusinessId};talous@toimittaja.example`])
    const badDue = await runVsme([...sendArgs(csv).slice(0, -4), "--due", "2027-02-30", "--title", "T"], env)
    expect(badDue.code).toBe(EXIT.usage)
    expect(badDue.err).toContain("Pyyntö ei kelpaa")
    expect(badDue.err).toContain("dueDate")
    const badPreset = await runVsme(
      [...sendArgs(csv).slice(0, 5), "everything", ...sendArgs(csv).slice(6)],
      env,
    )
    expect(badPreset.code).toBe(EXIT.usage)
    const noFile = await runVsme(sendArgs(path.join(dir, "puuttuu.csv")), env)
    expect(noFile.code).toBe(EXIT.usage)
    expect(await requestCount()).toBe(before)
  })

  it("previews a file with wrong rows by line, and sends nothing, even with --yes", async () => {
    const csv = file("virheet.csv", [
      "Y-tunnus;Sähköposti;Nimi",
      `${supplierBusinessId};talous@toimittaja.example;Toimittaja Oy`,
      "1234567-8;info@vaara.example;Väärä tarkiste",
    ])
    const run = await runVsme([...sendArgs(csv), "--yes"], env)
    expect(run.code, run.err).toBe(EXIT.failure)
    expect(run.out).toContain("Esikatselu: pyyntö lähtee 1 yritykselle.")
    expect(run.out).toContain("rivi 3, Y-tunnus:")
    expect(run.out).toContain("Pankki Oyj pyytää vastuullisuustietoja: Rahoituksen vastuullisuustiedot 2025")
    expect(run.err).toContain("Ei lähetetty")
    const id = /Pyyntöluonnos (\S+) luotu/.exec(run.out)![1]!
    expect(await db()("data_requests").where({ id }).first("state")).toEqual({ state: "draft" })
  })

  it("sends with --yes, lists, follows, reminds and exports what the companies shared, resumably", async () => {
    const newcomer = uniqueBusinessId()
    const csv = file("yritykset.csv", [
      "Y-tunnus;Sähköposti;Nimi",
      `${supplierBusinessId};talous@toimittaja.example;Toimittaja Oy`,
      `${newcomer};info@uusi.example;Uusi Oy`,
    ])
    const preview = await runVsme(sendArgs(csv), env)
    expect(preview.code, preview.err).toBe(EXIT.ok)
    expect(preview.out).toContain("Ei lähetetty. Aja uudelleen valitsimella --yes")

    const sent = await runVsme(["--json", ...sendArgs(csv), "--yes"], env)
    expect(sent.code, sent.err).toBe(EXIT.ok)
    const answer = JSON.parse(sent.out) as {
      requestId: string
      recipients: number
      sent: boolean
      problems: []
    }
    expect(answer).toMatchObject({ recipients: 2, sent: true, problems: [] })
    const requestId = answer.requestId
    await server.services.requestJobs.runSending()

    const listed = await runVsme(["requests", "list"], env)
    expect(listed.code).toBe(EXIT.ok)
    expect(listed.out).toContain(
      `${requestId}  Rahoituksen vastuullisuustiedot 2025  2025, määräpäivä 2027-03-31`,
    )

    // The supplier answers with its report.
    const supplierClient = cliClient(server.url, supplierToken, "fi").forAccount(supplier)
    const row = (await db()("data_request_recipients")
      .where({ request_id: requestId, business_id: supplierBusinessId })
      .first("id")) as { id: string }
    await supplierClient.call(requestBegin, {
      recipientId: row.id as never,
      reportId: supplierReport as never,
    })
    await supplierClient.call(requestAnswer, {
      recipientId: row.id as never,
      reportId: supplierReport as never,
      extraAnswers: [],
      declinedItems: [],
      onBehalfOfCompany: true,
    })

    const status = await runVsme(["requests", "status", requestId], env)
    expect(status.code, status.err).toBe(EXIT.ok)
    expect(status.out).toContain("jaettu 1")
    expect(status.out).toMatch(new RegExp(`${supplierBusinessId}\\s+Toimittaja Oy\\s+jaettu`))
    expect(status.out).toMatch(new RegExp(`${newcomer}\\s+Uusi Oy\\s+lähetetty`))

    const reminded = await runVsme(["--json", "requests", "remind", requestId], env)
    expect(JSON.parse(reminded.out)).toEqual({ reminded: 1, skipped: 0 })
    const again = await runVsme(["requests", "remind", requestId], env)
    expect(again.out).toContain("Muistutettu 0 yritystä; 1 ohitettu")

    const out = path.join(dir, "salkku")
    const exported = await runVsme(
      ["--json", "requests", "export", requestId, "--format", "xlsx,csv,xbrl-json", "--out", out],
      env,
    )
    expect(exported.code, exported.err).toBe(EXIT.ok)
    const files = readdirSync(out).sort()
    const short = requestId.slice(0, 8)
    expect(files).toEqual([
      `portfolio-${short}.fi.csv`,
      `portfolio-${short}.fi.xbrl.zip`,
      `portfolio-${short}.fi.xlsx`,
    ])
    const csvText = readFileSync(path.join(out, `portfolio-${short}.fi.csv`), "utf8")
    expect(csvText.startsWith("\uFEFFYritys,Y-tunnus")).toBe(true)
    expect(csvText).toContain(",116.3,ilmoitettu,2,")
    const zip = zipEntries(readFileSync(path.join(out, `portfolio-${short}.fi.xbrl.zip`)))
    expect(zip.count).toBe(1)
    expect(zip.text).toContain(`${supplierBusinessId} Toimittaja Oy.xbrl.json`)

    // Run again: every file is there, so nothing is downloaded (a complete file is never a .part).
    const mtime = statSync(path.join(out, `portfolio-${short}.fi.xlsx`)).mtimeMs
    const resumed = await runVsme(
      ["requests", "export", requestId, "--format", "xlsx,csv", "--out", out],
      env,
    )
    expect(resumed.code).toBe(EXIT.ok)
    expect(resumed.out).toContain("Ohitettu")
    expect(statSync(path.join(out, `portfolio-${short}.fi.xlsx`)).mtimeMs).toBe(mtime)
    expect(readdirSync(out).some((f) => f.endsWith(".part"))).toBe(false)

    // Another company's person finds no such request, and gets no file.
    const foreign = await runVsme(
      ["requests", "export", requestId, "--out", path.join(dir, "vieras")],
      strangerEnv,
    )
    expect(foreign.code).toBe(EXIT.failure)
    expect(existsSync(path.join(dir, "vieras"))).toBe(false)
    const foreignStatus = await runVsme(["requests", "status", requestId], strangerEnv)
    expect(foreignStatus.code).toBe(EXIT.failure)
  })

  it("refuses an unknown format and a malformed id as usage errors", async () => {
    expect((await runVsme(["requests", "export", "not-an-id"], env)).code).toBe(EXIT.usage)
    const format = await runVsme(
      ["requests", "export", "00000000-0000-4000-8000-000000000000", "--format", "pdf"],
      env,
    )
    expect(format.code).toBe(EXIT.usage)
    expect(format.err).toContain("--format")
  })
})
