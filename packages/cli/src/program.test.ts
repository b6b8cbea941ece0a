import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { PassThrough } from "node:stream"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer, type TestServer } from "@vsme/api/testing"
import { writeConfigFile } from "./config.js"
import { EXIT } from "./exitCodes.js"
import { cliMessages } from "./messages.js"
import { chooseLocale, runCli } from "./program.js"

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const run = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
  const stdout = new PassThrough()
  const stderr = new PassThrough()
  let out = ""
  let err = ""
  stdout.on("data", (c: Buffer) => (out += c.toString()))
  stderr.on("data", (c: Buffer) => (err += c.toString()))
  const configDir = mkdtempSync(path.join(tmpdir(), "vsme-cli-"))
  const code = await runCli(args, {
    stdout,
    stderr,
    env: { VSME_CONFIG: path.join(configDir, "config.json"), ...env },
  })
  return { code, out, err }
}

describe("vsme", () => {
  it("prints its version and help", async () => {
    const version = await run(["--version"])
    expect(version.code).toBe(EXIT.ok)
    expect(version.out.trim()).toMatch(/\d+\.\d+\.\d+/)
    const help = await run(["--help"])
    expect(help.code).toBe(EXIT.ok)
    expect(help.out).toContain("status")
    expect(help.out).toContain("--server <url>")
  })

  it("prints help in Finnish with --lang fi", async () => {
    const help = await run(["--lang", "fi", "--help"])
    expect(help.out).toContain(cliMessages.fi.cmdStatus)
  })

  it("refuses an unknown command with the usage exit code", async () => {
    expect((await run(["frobnicate"])).code).toBe(EXIT.usage)
  })

  it("reports the server version through the sdk", async () => {
    const result = await run(["status", "--server", server.url])
    expect(result.code).toBe(EXIT.ok)
    expect(result.out).toContain("test-build")
    const json = await run(["--json", "status", "--server", server.url])
    expect(JSON.parse(json.out)).toEqual({ server: server.url, version: "test-build" })
    const quiet = await run(["--quiet", "status", "--server", server.url])
    expect([quiet.code, quiet.out, quiet.err]).toEqual([EXIT.ok, "", ""])
  })

  it("exits with the unavailable code when the server cannot be reached", async () => {
    const result = await run(["status", "--server", "http://127.0.0.1:9"])
    expect(result.code).toBe(EXIT.unavailable)
    expect(result.err).toContain("Could not reach http://127.0.0.1:9 (")
  })

  it("translates a server error into the chosen language", async () => {
    const result = await run(["--lang", "sv", "status", "--server", "http://127.0.0.1:9"])
    expect(result.err).toContain("Det gick inte att nå http://127.0.0.1:9")
  })

  it("takes the server from flag, then environment, then the config file", async () => {
    const configDir = mkdtempSync(path.join(tmpdir(), "vsme-cli-"))
    const file = path.join(configDir, "config.json")
    writeConfigFile(file, {
      current: "default",
      profiles: { default: { serverUrl: "http://from-file.example:1", token: "secret-token-value" } },
    })
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const fromFile = await run(["--json", "config"], { VSME_CONFIG: file })
    expect(JSON.parse(fromFile.out)).toMatchObject({
      serverUrl: { value: "http://from-file.example:1", source: "file" },
      token: { value: "secr…ue", source: "file" },
    })
    expect(fromFile.out).not.toContain("secret-token-value")
    const fromEnv = await run(["--json", "config"], {
      VSME_CONFIG: file,
      VSME_SERVER_URL: "http://env.example:2",
    })
    expect(JSON.parse(fromEnv.out).serverUrl).toEqual({ value: "http://env.example:2", source: "env" })
    const fromFlag = await run(["--json", "config", "--server", "http://flag.example:3"], {
      VSME_CONFIG: file,
      VSME_SERVER_URL: "http://env.example:2",
    })
    expect(JSON.parse(fromFlag.out).serverUrl).toEqual({ value: "http://flag.example:3", source: "flag" })
  })

  it("refuses a malformed config file and a malformed server URL", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "vsme-cli-")), "config.json")
    writeFileSync(file, "{ nope")
    expect((await run(["config"], { VSME_CONFIG: file })).code).toBe(EXIT.usage)
    expect((await run(["status", "--server", "ftp://x"])).code).toBe(EXIT.usage)
    expect(readFileSync(file, "utf8")).toBe("{ nope")
  })
})

describe("chooseLocale", () => {
  it("prefers --lang, then VSME_LANG, then LANG, then English", () => {
    expect(chooseLocale(["--lang", "sv"], { VSME_LANG: "fi" })).toBe("sv")
    expect(chooseLocale(["--lang=fi"], {})).toBe("fi")
    expect(chooseLocale([], { VSME_LANG: "fi", LANG: "sv_SE.UTF-8" })).toBe("fi")
    expect(chooseLocale([], { LANG: "sv_SE.UTF-8" })).toBe("sv")
    expect(chooseLocale([], { LANG: "de_DE.UTF-8" })).toBe("en")
  })
})

describe("cli catalogues", () => {
  it("has every text in fi, en and sv, none empty", () => {
    const keys = Object.keys(cliMessages.en).sort()
    for (const locale of ["fi", "sv"] as const) {
      expect(Object.keys(cliMessages[locale]).sort()).toEqual(keys)
      for (const key of keys) expect(cliMessages[locale][key as keyof typeof cliMessages.en]).not.toBe("")
    }
  })
})
