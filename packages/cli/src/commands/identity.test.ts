import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
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

/** Runs `vsme` in-process; `input` is what standard input holds (a pipe, not a terminal). */
const run = async (args: string[], env: NodeJS.ProcessEnv, input?: string) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  const stdin = new PassThrough()
  stdin.end(input ?? "")
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const code = await runCli(args, { stdout, stderr, env, stdin })
  return { code, out, err }
}

describe("vsme login, whoami, accounts list", () => {
  it("reads the token from standard input, stores it with mode 0600, and then works from the config file alone", async () => {
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), "vsme-login-")), "config.json")
    // An existing file readable by everyone is replaced, not rewritten in place.
    writeFileSync(configFile, "{}", { mode: 0o644 })
    chmodSync(configFile, 0o644)
    const inode = statSync(configFile).ino
    const login = await run(
      ["login", "--server", server.url, "--with-token"],
      { VSME_CONFIG: configFile },
      `${resellerToken}\n`,
    )
    expect(login.code, login.err).toBe(EXIT.ok)
    expect(login.out).toContain(`Signed in to ${server.url}`)
    expect(statSync(configFile).mode & 0o777).toBe(0o600)
    expect(statSync(configFile).ino).not.toBe(inode)
    expect(readdirSync(path.dirname(configFile))).toEqual(["config.json"])
    expect(JSON.parse(readFileSync(configFile, "utf8"))).toEqual({
      current: "default",
      profiles: { default: { serverUrl: server.url, token: resellerToken } },
    })

    const whoami = await run(["whoami"], { VSME_CONFIG: configFile })
    expect(whoami.out).toContain("Riikka Reseller")
    expect(whoami.out).toContain("Tilitoimisto Oy (Administrator)")
  })

  it("refuses a wrong token without writing the config file, and never takes one on the command line", async () => {
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), "vsme-login-")), "config.json")
    const login = await run(
      ["login", "--server", server.url, "--with-token"],
      { VSME_CONFIG: configFile },
      "vsme_pat_wrong",
    )
    expect(login.code).toBe(EXIT.auth)
    expect(login.err).toContain(`The server ${server.url} refused the token`)
    expect(() => statSync(configFile)).toThrow()
    // A pipe without --with-token is no terminal to prompt on.
    const nothing = await run(["login", "--server", server.url], { VSME_CONFIG: configFile }, resellerToken)
    expect(nothing.code).toBe(EXIT.usage)
    expect(nothing.err).toContain("--with-token")
    const flag = await run(["login", "--server", server.url, "--token", resellerToken], {
      VSME_CONFIG: configFile,
    })
    expect(flag.code).toBe(EXIT.usage)
    expect(flag.err).toContain("never given on the command line")
    expect(() => statSync(configFile)).toThrow()
  })

  it("keeps a profile per server, sends a stored token only to its own server, and logs out", async () => {
    const configFile = path.join(mkdtempSync(path.join(tmpdir(), "vsme-login-")), "config.json")
    const env = { VSME_CONFIG: configFile }
    await run(["--profile", "local", "login", "--server", server.url, "--with-token"], env, resellerToken)
    const other = await run(
      ["--profile", "staging", "login", "--server", "http://127.0.0.1:9", "--with-token"],
      env,
      "x",
    )
    expect(other.code).toBe(EXIT.unavailable)
    expect(other.err).toContain("http://127.0.0.1:9")
    expect(JSON.parse((await run(["--json", "whoami"], env)).out)).toMatchObject({ server: server.url })
    // Another server named on the command line gets no stored token: it was not made for it.
    const elsewhere = await run(["whoami", "--server", "http://127.0.0.1:9"], env)
    expect(elsewhere.code).toBe(EXIT.auth)
    expect(elsewhere.err).toContain(
      "Not signed in to http://127.0.0.1:9. Run `vsme login --server http://127.0.0.1:9`",
    )
    // Plain http:// to another machine is refused before anything is sent.
    const remote = await run(["whoami", "--server", "http://vsme.example.com"], {
      ...env,
      VSME_TOKEN: resellerToken,
    })
    expect(remote.code).toBe(EXIT.usage)
    expect(remote.err).toContain("--insecure")
    const out = await run(["logout"], env)
    expect(out.out).toContain(`Signed out of ${server.url} (profile local)`)
    expect(JSON.parse(readFileSync(configFile, "utf8")).profiles).toEqual({})
    expect((await run(["whoami"], env)).code).toBe(EXIT.auth)
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

  it("lists no clients of a disabled reseller, and its people reach none of them", async () => {
    const db = server.database.db
    const partner = await insertUser(db)
    const parent = await insertAccount(db, { name: "Suljettu Tilitoimisto Oy", mode: "reseller" })
    await db("accounts").where({ id: parent }).update({ state: "disabled" })
    await db("memberships").insert({ account_id: parent, user_id: partner.id, role: "owner" })
    const client = await insertAccount(db, { name: "Entinen Asiakas Oy", parentAccountId: parent })
    // Created by the partner for the reseller: owned on its behalf, so gone with it too.
    const created = await insertAccount(db, { name: "Perustettu Asiakas Oy", parentAccountId: parent })
    await db("memberships").insert({
      account_id: created,
      user_id: partner.id,
      role: "owner",
      through_parent_id: parent,
    })
    const env = {
      VSME_SERVER_URL: server.url,
      VSME_TOKEN: await tokenFor(partner.id, "disabled"),
      VSME_CONFIG: "/nonexistent/config.json",
    }
    const listed = await run(["--json", "accounts", "list"], env)
    expect(listed.code, listed.err).toBe(EXIT.ok)
    expect(JSON.parse(listed.out)).toEqual([
      { id: parent, name: "Suljettu Tilitoimisto Oy", state: "disabled", role: "owner", parentId: null },
    ])
    for (const id of [client, created]) {
      const refused = await run(["reports", "list", "--account", id], env)
      expect(refused.code).not.toBe(EXIT.ok)
      expect(refused.out).not.toContain("Asiakas")
    }
  })
})
