import { mkdtempSync, readFileSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PassThrough } from "node:stream"
import { createHash } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { insertAccount, insertUser, startTestServer, type TestServer } from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import { runCli } from "../program.js"

let server: TestServer
let resellerToken: string
let strangerToken: string

/** A personal API token stored the way the API stores them (hashed). */
const tokenFor = async (userId: string, name: string) => {
  const token = `vsme_pat_${name}${"x".repeat(30)}`
  await server.database.db("api_tokens").insert({
    user_id: userId,
    name,
    prefix: token.slice(0, 13),
    token_hash: createHash("sha256").update(token).digest("hex"),
  })
  return token
}

beforeAll(async () => {
  server = await startTestServer()
  const db = server.database.db
  const reseller = await insertUser(db, { displayName: "Riikka Reseller" })
  const stranger = await insertUser(db)
  const parent = await insertAccount(db, {
    name: "Tilitoimisto Oy",
    mode: "reseller",
    members: [[reseller, "owner"]],
  })
  for (const name of ["Asiakas A Oy", "Asiakas B Oy", "Asiakas C Oy"])
    await insertAccount(db, { name, parentAccountId: parent })
  await insertAccount(db, { name: "Someone Else Oy", members: [[stranger, "owner"]] })
  resellerToken = await tokenFor(reseller.id, "reseller")
  strangerToken = await tokenFor(stranger.id, "stranger")
})
afterAll(() => server.stop())

const run = async (args: string[], env: NodeJS.ProcessEnv) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, { stdout, stderr, env })
  return { code, out, err }
}

describe("vsme login, whoami, accounts list", () => {
  it("checks the token, stores it with mode 0600, and then works from the config file alone", async () => {
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), "vsme-login-")), "config.json")
    const login = await run(["login", "--server", server.url, "--token", resellerToken], {
      VSME_CONFIG: configFile,
    })
    expect(login.code).toBe(EXIT.ok)
    expect(statSync(configFile).mode & 0o777).toBe(0o600)
    expect(JSON.parse(readFileSync(configFile, "utf8"))).toEqual({
      serverUrl: server.url,
      token: resellerToken,
    })

    const whoami = await run(["whoami"], { VSME_CONFIG: configFile })
    expect(whoami.out).toContain("Riikka Reseller")
    expect(whoami.out).toContain("Tilitoimisto Oy (Administrator)")
  })

  it("refuses a wrong token without writing the config file", async () => {
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), "vsme-login-")), "config.json")
    const login = await run(["login", "--server", server.url, "--token", "vsme_pat_wrong"], {
      VSME_CONFIG: configFile,
    })
    expect(login.code).toBe(EXIT.auth)
    expect(() => statSync(configFile)).toThrow()
    expect((await run(["login", "--server", server.url], { VSME_CONFIG: configFile })).code).toBe(EXIT.usage)
  })

  it("lists a reseller's client accounts, and nobody else's", async () => {
    const env = {
      VSME_SERVER_URL: server.url,
      VSME_TOKEN: resellerToken,
      VSME_CONFIG: "/nonexistent/config.json",
    }
    const listed = await run(["--json", "accounts", "list"], env)
    expect(listed.code).toBe(EXIT.ok)
    const names = (JSON.parse(listed.out) as Array<{ name: string; parentId: string | null }>).map(
      (a) => a.name,
    )
    expect(names).toEqual(["Tilitoimisto Oy", "Asiakas A Oy", "Asiakas B Oy", "Asiakas C Oy"])
    expect(listed.out).not.toContain("Someone Else Oy")

    const stranger = await run(["--json", "accounts", "list"], { ...env, VSME_TOKEN: strangerToken })
    expect((JSON.parse(stranger.out) as Array<{ name: string }>).map((a) => a.name)).toEqual([
      "Someone Else Oy",
    ])
  })
})
