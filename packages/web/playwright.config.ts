import { existsSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig, devices } from "@playwright/test"

const here = path.dirname(fileURLToPath(import.meta.url))
const webDist = path.join(here, "dist")
const apiMain = path.join(here, "../api/dist/main.js")
const port = 4310
const baseURL = `http://127.0.0.1:${port}`

for (const [file, build] of [
  [path.join(webDist, "index.html"), "pnpm --filter @vsme/web build"],
  [apiMain, "pnpm --filter @vsme/api build"],
] as const) {
  if (!existsSync(file))
    throw new Error(`${file} is missing; run \`${build}\` (or \`pnpm build\` at the root) first.`)
}

// The config is loaded again in every worker; they inherit this variable, so one run has one database.
process.env.VSME_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "vsme-e2e-"))

/**
 * Browser tests against the real API serving the built app, on a fresh database per run. Chromium is
 * the system one: a browser is never downloaded.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 20_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  globalTeardown: "./e2e/globalTeardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    locale: "en-US",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node ${JSON.stringify(apiMain)}`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.VSME_E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      WEB_DIST: webDist,
    },
  },
})
