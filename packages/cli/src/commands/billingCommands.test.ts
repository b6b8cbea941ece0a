import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PassThrough } from "node:stream"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountTestAuthenticator, insertUser, startTestServer, type TestServer } from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import { runCli } from "../program.js"
import { billingCliText } from "./billingCommands.js"

/** `vsme billing run-jobs`: the superadmin's "run billing jobs now" from a terminal (issue 17). */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ authenticator: accountTestAuthenticator, env: { BILLING_JOBS: "off" } })
})
afterAll(() => server.stop())

const run = async (args: string[], token: string) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const configDir = mkdtempSync(path.join(tmpdir(), "vsme-cli-billing-"))
  const code = await runCli(["--server", server.url, ...args], {
    stdout,
    stderr,
    env: { VSME_CONFIG: path.join(configDir, "config.json"), VSME_TOKEN: token },
  })
  return { code, out, err }
}

describe("vsme billing run-jobs", () => {
  it("runs the jobs for a superadmin and says what they did, in words or as JSON", async () => {
    const admin = await insertUser(server.database.db, { role: "superadmin" })
    const words = await run(["--lang", "fi", "billing", "run-jobs"], admin.token)
    expect(words).toMatchObject({ code: EXIT.ok, err: "" })
    expect(words.out).toMatch(/^Uusittu \d+, päättynyt \d+, ohitettu \d+, laskuja käsitelty \d+\.\n$/)
    const json = await run(["--json", "billing", "run-jobs"], admin.token)
    expect(JSON.parse(json.out)).toEqual({
      renewed: expect.any(Number),
      expired: expect.any(Number),
      skipped: expect.any(Number),
      delivered: expect.any(Number),
    })
  })

  it("is refused to anyone else with the forbidden exit code", async () => {
    const person = await insertUser(server.database.db)
    const refused = await run(["billing", "run-jobs"], person.token)
    expect(refused.code).toBe(EXIT.forbidden)
  })

  it("has its help in every language", async () => {
    for (const lang of ["fi", "en", "sv"] as const) {
      const help = await run(["--lang", lang, "billing", "--help"], "unused")
      expect(help.out.replace(/\s+/g, " ")).toContain(billingCliText[lang].cmdRunJobs)
    }
  })
})
