import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  insertAccount,
  insertSampleReport,
  insertUser,
  startTestServer,
  type TestServer,
} from "@vsme/api/testing"
import { insertApiToken, runVsme } from "../testing/cliKit.js"

/** `vsme reports export --format xbrl-json,ixbrl` (issue 7): the two XBRL documents of a report. */
let server: TestServer
let env: NodeJS.ProcessEnv
let reportId: string
const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
  const owner = await insertUser(db())
  const account = await insertAccount(db(), { name: "Demo Oy", members: [[owner, "owner"]] })
  await db()("accounts").where({ id: account }).update({ state: "active" })
  reportId = await insertSampleReport(db(), account, owner.id)
  env = {
    VSME_SERVER_URL: server.url,
    VSME_CONFIG: "/nonexistent/config.json",
    VSME_LANG: "en",
    VSME_TOKEN: await insertApiToken(db(), owner.id),
  }
})
afterAll(() => server.stop())

const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))

describe("vsme reports export --format xbrl-json,ixbrl", () => {
  it("writes the report as xBRL-JSON and as inline XBRL in the chosen language", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vsme-xbrl-"))
    const run = await runVsme(
      ["--lang", "sv", "reports", "export", reportId, "--format", "xbrl-json,ixbrl", "--out", dir],
      env,
    )
    expect(run.code, run.err).toBe(0)
    const files = filesIn(dir)
    const json = files.find((f) => f.endsWith(".xbrl.json"))!
    const xhtml = files.find((f) => f.endsWith(".xhtml"))!
    expect(files).toHaveLength(2)
    const document = JSON.parse(readFileSync(json, "utf8"))
    expect(document.documentInfo.documentType).toBe("https://xbrl.org/2021/xbrl-json")
    const page = readFileSync(xhtml, "utf8")
    expect(page).toContain('xml:lang="sv"')
    expect(page).toContain("<h2>Miljö</h2>")
    expect(page.match(/<ix:(nonFraction|nonNumeric) /g)?.length).toBe(
      Object.values(document.facts as Record<string, { dimensions: { concept: string } }>).filter(
        (f) => f.dimensions.concept !== "xbrl:note",
      ).length,
    )
  })
})
