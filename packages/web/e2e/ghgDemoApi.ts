import { expect, test, type Page } from "@playwright/test"
import { spawn } from "node:child_process"
import { createHmac } from "node:crypto"
import { mkdtempSync, rmSync } from "node:fs"
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
  const dataDir = mkdtempSync(path.join(tmpdir(), "vsme-e2e-ghg-"))
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
      ATTESTATION_MAX_NUMBER: "5000",
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
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + startTimeoutMs
  while (!/Sign in at /.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the demo API did not start:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const credentials = (role: string) => {
    const match = new RegExp(`${role}\\s+(\\S+)\\s+/\\s+(\\S+)`).exec(output)
    if (!match) throw new Error(`no ${role} in the demo API's output:\n${output}`)
    return { email: match[1]!, password: match[2]! }
  }
  const totpSecret = /two-factor secret (\S+)/.exec(output)?.[1]
  if (!totpSecret) throw new Error(`no two-factor secret in the demo API's output:\n${output}`)
  return {
    url,
    owner: credentials("Owner"),
    user: credentials("User"),
    supplier: credentials("Its owner"),
    superadmin: { ...credentials("Superadmin"), totpSecret },
    stop,
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
