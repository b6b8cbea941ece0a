import { expect, test, type Page } from "@playwright/test"
import { spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { supportUrl } from "./support/ports.js"

const here = path.dirname(fileURLToPath(import.meta.url))

/** The people the API's demo data creates, with the passwords it prints once at start-up. */
export interface DemoApi {
  readonly url: string
  readonly owner: { readonly email: string; readonly password: string }
  /** Demo Oy's member with the user role. */
  readonly user: { readonly email: string; readonly password: string }
  /** The owner of the second company, Demo Toimittaja Oy (7654321-2): it answers data requests. */
  readonly supplier: { readonly email: string; readonly password: string }
  readonly superadmin: { readonly email: string; readonly password: string; readonly totpSecret: string }
  readonly stop: () => Promise<void>
}

/**
 * A second API (the built one, serving the built app) on `port` (moved by 100 for each further parallel
 * worker: every worker that runs a test of the file starts its own), over an embedded database of its own
 * with the demo data on: the only way to a superadmin, whom no procedure can create, and a company
 * owner without a mailed verification link. Its business-register lookups go to the recorded register
 * of the run's support server, so nothing leaves the machine.
 */
export const startDemoApi = async (
  portOfFirstWorker: number,
  /** Settings on top of the demo's own (e.g. SMTP_URL). */
  extraEnv: Readonly<Record<string, string>> = {},
  /** How long the start (migrations, demo data) may take; a busy machine needs more than a CI runner. */
  startTimeoutMs = 60_000,
): Promise<DemoApi> => {
  const port = portOfFirstWorker + 100 * test.info().parallelIndex
  // The hook that starts it (a beforeAll) may have to wait for the run's demo data as well.
  test.setTimeout(Math.max(test.info().timeout, 2 * templateTimeout(startTimeoutMs) + startTimeoutMs))
  const template = await demoTemplate(port, startTimeoutMs)
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-e2e-ghg-"))
  cpSync(template.dataDir, dataDir, { recursive: true })
  const api = launchDemoApi(port, dataDir, extraEnv)
  const stop = async () => {
    await api.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await api.started(startTimeoutMs)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: api.url, ...template.people, stop }
}

/** The built API over the embedded database in `dataDir`, its output collected. */
const launchDemoApi = (port: number, dataDir: string, extraEnv: Readonly<Record<string, string>>) => {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [path.join(here, "../../api/dist/main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_DATA: "on",
      PRH_BASE_URL: `${supportUrl}/opendata-ytj-api/v3`,
      TRUST_PROXY: "true",
      // Cheaper proofs of work than in production: the machine running the tests is shared.
      ATTESTATION_MAX_NUMBER: "500",
      LOG_LEVEL: "warn",
      WEB_DIST: path.join(here, "../dist"),
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
  }
  /** Waits until the API answers /readyz (and its output matches `printed`, when given). */
  const started = async (timeoutMs: number, printed?: RegExp) => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      if (child.exitCode !== null || Date.now() > deadline)
        throw new Error(`the demo API did not start:\n${output}`)
      if (!printed || printed.test(output)) {
        const ready = await fetch(`${url}/readyz`).then(
          (response) => response.ok,
          () => false,
        )
        if (ready) return
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  return { url, stop, started, output: () => output }
}

/**
 * The demo data is made once for every demo API of the run, while the machine is at its busiest (the
 * browsers start, the type check runs beside): it may take longer than one API's start.
 */
const templateTimeout = (callersTimeoutMs: number) => Math.max(callersTimeoutMs, 180_000)

interface DemoTemplate {
  readonly dataDir: string
  readonly people: Omit<DemoApi, "url" | "stop">
}

/**
 * The demo data is made once per run and copied for every demo API. Making it (all migrations and the
 * demo company on a fresh embedded database) took 20–60 s per start on a two-core machine, and ten
 * spec files each started one or more; a copy of the stopped database's folder takes a second or two
 * (decision 031, addendum 3). The first worker to get here makes it under a lock folder; the others
 * wait for its `people.json` (or its `failed.txt`). The template lives beside the run's database
 * folder and goes with it (globalTeardown.ts).
 */
const demoTemplate = async (port: number, callersTimeoutMs: number): Promise<DemoTemplate> => {
  const startTimeoutMs = templateTimeout(callersTimeoutMs)
  const root = `${process.env.VSME_E2E_DATA_DIR ?? path.join(tmpdir(), "vsme-e2e-solo")}-demo`
  const dataDir = path.join(root, "data")
  const peopleFile = path.join(root, "people.json")
  const failedFile = path.join(root, "failed.txt")
  mkdirSync(path.dirname(root), { recursive: true })
  let maker = false
  try {
    mkdirSync(root)
    maker = true
  } catch {
    // Another worker makes it, or made it.
  }
  if (maker) {
    const api = launchDemoApi(port, dataDir, {})
    try {
      await api.started(startTimeoutMs, /Sign in at /)
      const people = demoPeople(api.output())
      await api.stop()
      writeFileSync(peopleFile, JSON.stringify(people))
    } catch (error) {
      await api.stop()
      writeFileSync(failedFile, String(error))
      throw error
    }
  }
  const deadline = Date.now() + startTimeoutMs * 2
  while (!existsSync(peopleFile)) {
    if (existsSync(failedFile))
      throw new Error(`making the demo data failed: ${readFileSync(failedFile, "utf8")}`)
    if (Date.now() > deadline) throw new Error("the demo data was not made in time by another worker")
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { dataDir, people: JSON.parse(readFileSync(peopleFile, "utf8")) as DemoTemplate["people"] }
}

/** The logins the demo data prints once, on the start that creates it. */
const demoPeople = (output: string): DemoTemplate["people"] => {
  const credentials = (role: string) => {
    const match = new RegExp(`${role}\\s+(\\S+)\\s+/\\s+(\\S+)`).exec(output)
    if (!match) throw new Error(`no ${role} in the demo API's output:\n${output}`)
    return { email: match[1]!, password: match[2]! }
  }
  const totpSecret = /two-factor secret (\S+)/.exec(output)?.[1]
  if (!totpSecret) throw new Error(`no two-factor secret in the demo API's output:\n${output}`)
  return {
    owner: credentials("Owner"),
    user: credentials("User"),
    supplier: credentials("Its owner"),
    superadmin: { ...credentials("Superadmin"), totpSecret },
  }
}

const base32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

/** The current 6-digit code of an authenticator app for `secret` (RFC 6238: SHA-1, 30 s steps). */
export const totpCode = (secret: string, now = Date.now()) => {
  let bits = ""
  for (const char of secret.replace(/=+$/, "").toUpperCase())
    bits += base32.indexOf(char).toString(2).padStart(5, "0")
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)))
  const hmac = createHmac("sha1", key).update(counter).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(code).padStart(6, "0")
}

/** The last 30-second step each secret signed in with, in this worker. */
const usedSteps = new Map<string, number>()

/**
 * A code the API has not accepted yet: it takes each step's code once (issue 15), so a second sign-in
 * within the same 30 seconds waits for the next step, as a person would wait for the next code.
 */
export const unusedTotpCode = async (secret: string) => {
  for (;;) {
    const now = Date.now()
    const step = Math.floor(now / 30_000)
    if ((usedSteps.get(secret) ?? -1) < step) {
      usedSteps.set(secret, step)
      return totpCode(secret, now)
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - now + 100))
  }
}

/** Signs in on /login, with the authenticator code when asked for one. */
export const signIn = async (
  page: Page,
  demo: DemoApi,
  who: { readonly email: string; readonly password: string; readonly totpSecret?: string },
) => {
  await page.goto(`${demo.url}/login`)
  await page.getByLabel("Email").fill(who.email)
  await page.getByLabel("Password").fill(who.password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  if (who.totpSecret) {
    const code = page.getByLabel("Authentication code")
    await expect(code).toBeVisible({ timeout: 30_000 })
    await code.fill(await unusedTotpCode(who.totpSecret))
    await page.getByRole("button", { name: "Verify" }).click()
  }
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 })
}

/** After sign-in: picks the company on /select-account when asked, and waits for the dashboard. */
export const openCompany = async (page: Page, company: RegExp) => {
  const landing = page.getByRole("heading", { level: 1, name: /^(Dashboard|Select company)$/ })
  await expect(landing).toBeVisible()
  if ((await landing.textContent()) === "Select company")
    await page.getByRole("button", { name: company }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible()
}
