import { defineConfig } from "@playwright/test"
import base from "./playwright.config.js"

/**
 * `pnpm screenshots`: the committed screenshots of docs/screenshots/ (e2e/docScreenshots.shots.ts),
 * with the browser tests' servers and Chromium. The file's name keeps it out of the tests' run.
 */
export default defineConfig({
  ...base,
  testMatch: "docScreenshots.shots.ts",
  outputDir: "test-results-screenshots",
  reporter: "list",
  // The screens are taken in order, one browser: the demo API is shared.
  workers: 1,
  // Not timed for CI: a busy developer machine may take a minute to start the API.
  webServer: [base.webServer ?? []].flat().map((server) => ({ ...server, timeout: 180_000 })),
})
