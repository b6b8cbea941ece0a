import { execFile } from "node:child_process"
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  insertAccount,
  insertSampleReport,
  insertUser,
  startTestServer,
  type TestServer,
} from "@vsme/api/testing"
import { EXIT } from "../exitCodes.js"
import {
  insertApiToken,
  runVsme,
  shellQuote,
  spawnVsme,
  vsmeChildCwd,
  vsmeChildEnv,
  vsmeCommand,
} from "../testing/cliKit.js"

/**
 * Issue 20: a reseller with 22 clients (one disabled, one in trial), the reseller's owner also a
 * direct owner of every client (as when the reseller created them), exporting with one command.
 */
let server: TestServer
let env: NodeJS.ProcessEnv
let parentId: string
const clients: Array<{ id: string; name: string; report: string }> = []
const disabledName = "Asiakas 21 Oy"
const trialName = "Asiakas 22 Oy"
const db = () => server.database.db

beforeAll(async () => {
  server = await startTestServer()
  const reseller = await insertUser(db(), { displayName: "Riikka Reseller" })
  parentId = await insertAccount(db(), {
    name: "Tilitoimisto Oy",
    mode: "reseller",
    members: [[reseller, "owner"]],
  })
  await db()("accounts").where({ id: parentId }).update({ state: "active" })
  for (let i = 1; i <= 22; i++) {
    const name = `Asiakas ${String(i).padStart(2, "0")} Oy`
    const id = await insertAccount(db(), { name, parentAccountId: parentId, members: [[reseller, "owner"]] })
    const state = name === disabledName ? "disabled" : name === trialName ? "trial" : "active"
    const report = await insertSampleReport(db(), id, reseller.id, { title: `Vastuullisuus 2025 ${i}` })
    await db()("accounts").where({ id }).update({ state })
    clients.push({ id, name, report })
  }
  env = {
    VSME_SERVER_URL: server.url,
    VSME_CONFIG: "/nonexistent/config.json",
    VSME_LANG: "fi",
    VSME_TOKEN: await insertApiToken(db(), reseller.id),
  }
}, 120_000)
afterAll(() => server.stop())

const outDir = () => mkdtempSync(path.join(tmpdir(), "vsme-reseller-"))
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()

interface Summary {
  interrupted: boolean
  totals: Record<string, number>
  failedAccounts: Array<{ accountName: string; code: string; error: string }>
  files: Array<{ accountName: string; path: string; state: string; code?: string; error?: string }>
}

describe("a reseller's bulk export over 22 clients", () => {
  it("lists each client once", async () => {
    const listed = await runVsme(["--json", "accounts", "list"], env)
    const ids = (JSON.parse(listed.out) as Array<{ id: string }>).map((a) => a.id)
    expect(ids).toHaveLength(23)
    expect(new Set(ids).size).toBe(23)
    const reports = await runVsme(["--json", "reports", "list", "--all"], env)
    expect(reports.code).toBe(EXIT.failure)
    expect(reports.err).toContain(`${disabledName}: yritystili on poistettu käytöstä`)
    const ids2 = (JSON.parse(reports.out) as Array<{ id: string }>).map((r) => r.id)
    expect(ids2).toHaveLength(21)
    expect(new Set(ids2).size).toBe(21)
  })

  it("exports every client once; the disabled and the trial client fail alone, named with their reason", async () => {
    const dir = outDir()
    const run = await runVsme(["reports", "export", "--all", "--out", dir, "--json"], env)
    expect(run.code).toBe(EXIT.failure)
    const summary = JSON.parse(run.out) as Summary
    expect(summary.totals).toMatchObject({
      total: 22,
      exported: 20,
      skipped: 0,
      failed: 2,
      failedAccounts: 1,
    })
    expect(summary.failedAccounts).toEqual([
      expect.objectContaining({
        accountName: disabledName,
        code: "AccountDisabled",
        error: "yritystili on poistettu käytöstä",
      }),
    ])
    const failedFiles = summary.files.filter((f) => f.state === "failed")
    expect(failedFiles.map((f) => f.accountName)).toEqual([trialName])
    expect(failedFiles[0]!.error).toContain("Tämä toiminto edellyttää voimassa olevaa tilausta")
    expect(failedFiles[0]).toMatchObject({ code: expect.stringMatching(/^[A-Z]\w+$/) })
    expect(new Set(summary.files.map((f) => f.path)).size).toBe(summary.files.length)
    expect(filesIn(dir)).toHaveLength(20)

    // --force downloads each file once more, not twice.
    const forced = await runVsme(["reports", "export", "--all", "--out", dir, "--json", "--force"], env)
    expect((JSON.parse(forced.out) as Summary).totals).toMatchObject({ exported: 20, skipped: 0 })
  })

  it("draws the progress view at once, and names a failed company in it", async () => {
    const dir = outDir()
    const run = await runVsme(["reports", "export", "--all", "--out", dir, "--year", "2025"], env, {
      tty: true,
    })
    expect(run.code).toBe(EXIT.failure)
    // The first frame is drawn before the companies are listed.
    expect(run.out.indexOf("Haetaan yrityksiä ja raportteja")).toBeGreaterThanOrEqual(0)
    expect(run.out.indexOf("Haetaan yrityksiä ja raportteja")).toBeLessThan(run.out.indexOf("✔"))
    expect(run.out).toMatch(
      new RegExp(`✘ ${disabledName} \\([0-9a-f]{8}\\) epäonnistui: yritystili on poistettu käytöstä`),
    )
    expect(run.out).toContain("20 viety, 0 ohitettu, 2 epäonnistui, yhteensä 22")
  })

  it("exports badges of the chosen type, language and year with the reports", async () => {
    const dir = outDir()
    const client = clients[0]!
    // A badge is issued only for a report marked ready.
    await db()("reports").where({ id: client.report }).update({ state: "ready" })
    const run = await runVsme(
      [
        "--lang",
        "sv",
        "reports",
        "export",
        client.report,
        "--out",
        dir,
        "--format",
        "xlsx,badge-svg,badge-png",
      ].concat(["--badge-type", "accountingFirm", "--badge-year", "2025"]),
      env,
    )
    expect(run.code, run.err).toBe(EXIT.ok)
    const files = filesIn(dir)
    expect(files).toHaveLength(3)
    const svg = files.find((f) => f.endsWith(".sv.badge-accountingFirm-2025.svg"))!
    const png = files.find((f) => f.endsWith(".sv.badge-accountingFirm-2025.png"))!
    expect(readFileSync(path.join(dir, svg), "utf8")).toContain("<svg")
    expect(readFileSync(path.join(dir, svg), "utf8")).toContain("2025")
    expect(readFileSync(path.join(dir, png)).subarray(1, 4).toString()).toBe("PNG")
    const refused = await runVsme(
      ["reports", "export", "--all", "--format", "badge-svg", "--badge-year", "soon"],
      env,
    )
    expect(refused.code).toBe(EXIT.usage)
  })
})

describe("the real vsme process", () => {
  it("stops at Ctrl-C, says what was done and how to resume, and a re-run finishes the rest", async () => {
    const dir = outDir()
    const args = ["reports", "export", "--all", "--format", "xlsx,json", "--out", dir]
    const child = spawnVsme(args, env)
    await child.waitForOutput(/^viety\t/m)
    child.child.kill("SIGINT")
    const { code } = await child.exited
    expect(code, child.err()).toBe(EXIT.interrupted)
    expect(child.err()).toMatch(/Keskeytetty: \d+ viety, 0 ohitettu, \d+ vielä viemättä/)
    expect(child.err()).toContain("Jatka ajamalla sama komento uudelleen")
    expect(child.err()).toContain(`vsme reports export --all --format xlsx,json --out ${dir}`)
    expect(child.err()).not.toMatch(/\n\s+at /)
    const before = filesIn(dir)
    expect(before.length).toBeGreaterThan(0)
    expect(before.length).toBeLessThan(40)
    expect(before.some((f) => f.endsWith(".part"))).toBe(false)

    const resumed = await runVsme(args, env)
    expect(resumed.code).toBe(EXIT.failure) // the disabled and the trial client
    const [, exported, skipped] = /(\d+) viety, (\d+) ohitettu/.exec(resumed.out)!
    expect(Number(skipped)).toBe(before.length)
    expect(Number(exported) + Number(skipped)).toBe(40)
  }, 120_000)

  it("ends quietly when standard output is closed by its reader", async () => {
    const [node, argv] = vsmeCommand(["reports", "list", "--all"])
    const command = [node, ...argv].map(shellQuote).join(" ")
    // `true` reads nothing and exits at once: every write of vsme meets a closed pipe (EPIPE).
    const script = `cd ${shellQuote(vsmeChildCwd)}
${command} 2>"$ERR" | true; echo "\${PIPESTATUS[0]}" > "$CODE"
${command} 2>"$ERR2" | head -3 > "$HEAD"`
    const scratch = outDir()
    const files = { ERR: "err", CODE: "code", ERR2: "err2", HEAD: "head" }
    const paths = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, path.join(scratch, v)]))
    await promisify(execFile)("bash", ["-c", script], {
      env: { ...vsmeChildEnv, ...env, ...paths },
      timeout: 60_000,
    })
    const err = readFileSync(paths.ERR!, "utf8")
    expect(err).not.toContain("EPIPE")
    expect(err).not.toMatch(/\n\s+at /)
    expect(Number(readFileSync(paths.CODE!, "utf8"))).toBe(EXIT.brokenPipe)
    expect(readFileSync(paths.HEAD!, "utf8").trim().split("\n")).toHaveLength(3)
    expect(readFileSync(paths.ERR2!, "utf8")).not.toContain("EPIPE")
  }, 60_000)

  const script = existsSync("/usr/bin/script") ? "/usr/bin/script" : null
  it.skipIf(!script)(
    "colours the progress view on a terminal, and not with NO_COLOR or --no-color",
    async () => {
      // `script` gives the child a real pseudo-terminal, so ink draws its view as for a person.
      const onTerminal = async (args: string[], extra: NodeJS.ProcessEnv) => {
        const [node, argv] = vsmeCommand(args)
        const { stdout } = await promisify(execFile)(
          script!,
          ["-qec", [node, ...argv].map(shellQuote).join(" "), "/dev/null"],
          {
            cwd: vsmeChildCwd,
            env: { ...vsmeChildEnv, TERM: "xterm-256color", ...env, ...extra },
            timeout: 60_000,
          },
        ).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
          throw new Error(`exit ${error.code}: ${error.stdout}${error.stderr}`)
        })
        return stdout
      }
      // An SGR colour or bold sequence (ink's cursor movements are not colour).
      const colour = new RegExp(`${String.fromCharCode(27)}\\[(3[0-7]|9[0-7]|1)m`)
      const args = ["reports", "export", "--account", clients[0]!.id, "--out", outDir()]
      const coloured = await onTerminal(args, {})
      expect(coloured).toContain("1/1")
      expect(coloured).toMatch(colour)
      const plain = await onTerminal([...args, "--force"], { NO_COLOR: "1" })
      expect(plain).toContain("1/1")
      expect(plain).not.toMatch(colour)
      expect(await onTerminal(["--no-color", ...args, "--force"], {})).not.toMatch(colour)
    },
    120_000,
  )
})
