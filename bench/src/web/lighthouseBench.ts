import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { chromium, type BrowserContext } from "@playwright/test"
import lighthouse from "lighthouse"
import desktopConfig from "lighthouse/core/config/desktop-config.js"
import { startChild } from "../childProcess.js"
import type { BenchServerReady, WebUser } from "../api/benchServer.js"

/** One page's Lighthouse figures in one preset. */
export interface LighthouseFigure {
  readonly page: string
  readonly preset: "mobile" | "desktop"
  readonly performance: number
  readonly accessibility: number
  readonly bestPractices: number
  readonly cumulativeLayoutShift: number
  readonly totalBlockingTimeMs: number
  readonly largestContentfulPaintMs: number
  /** What the page logged to the console as errors (Lighthouse's errors-in-console audit). */
  readonly consoleErrors: ReadonlyArray<string>
}

export interface LighthouseResult {
  readonly lighthouseVersion: string
  readonly figures: ReadonlyArray<LighthouseFigure>
}

/** The goals of issue 33: scores, layout shift, main-thread blocking on a phone, no console errors. */
export const lighthouseGoals = {
  performance: 0.9,
  accessibility: 0.95,
  bestPractices: 0.95,
  cumulativeLayoutShift: 0.05,
  mobileTotalBlockingTimeMs: 200,
} as const

export const meetsLighthouseGoals = (f: LighthouseFigure) =>
  f.performance >= lighthouseGoals.performance &&
  f.accessibility >= lighthouseGoals.accessibility &&
  f.bestPractices >= lighthouseGoals.bestPractices &&
  f.cumulativeLayoutShift <= lighthouseGoals.cumulativeLayoutShift &&
  (f.preset === "desktop" || f.totalBlockingTimeMs <= lighthouseGoals.mobileTotalBlockingTimeMs) &&
  f.consoleErrors.length === 0

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/** Signs in through the form in the browser's own profile, so every tab Lighthouse opens is signed in. */
const signIn = async (context: BrowserContext, url: string, user: WebUser) => {
  const page = await context.newPage()
  await page.goto(`${url}/login?lng=en`)
  await page.getByLabel("Email").fill(user.email)
  await page.getByLabel("Password").fill(user.password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const landing = page.getByRole("heading", { level: 1, name: /^(Dashboard|Select company)$/ })
  await landing.waitFor({ timeout: 60_000 })
  if ((await landing.textContent()) === "Select company")
    await page.getByRole("button", { name: new RegExp(user.companyName) }).click()
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 60_000 })
  await page.close()
}

const score = (value: number | null | undefined) => value ?? 0

/**
 * Google Lighthouse (npm `lighthouse@12.2.3`) in Debian's Chromium against a real API serving the
 * built app: /login signed out, then the dashboard, the report form, the review page and the GHG list
 * signed in as the demo-like web user, each in the mobile preset (Lighthouse's default: a phone,
 * throttled) and the desktop one. The browser keeps its storage between runs
 * (`disableStorageReset`), as a returning person's does, so the pages open signed in.
 */
export const runLighthouseBench = async (): Promise<LighthouseResult> => {
  const server = await startChild<BenchServerReady>(new URL("../api/benchServer.ts", import.meta.url), {
    env: { BENCH_COMPANIES: "0", BENCH_EDITING_COMPANIES: "0", BENCH_WEB_USER: "1", BENCH_LOG_LEVEL: "warn" },
  })
  const profile = mkdtempSync(path.join(tmpdir(), "vsme-lighthouse-"))
  const port = await freePort()
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--remote-debugging-port=${port}`,
    ],
  })
  const figures: LighthouseFigure[] = []
  let version = ""
  try {
    const { url } = server.ready
    const user = server.ready.webUser!
    const run = async (page: string, pageUrl: string) => {
      for (const preset of ["mobile", "desktop"] as const) {
        const outcome = await lighthouse(
          pageUrl,
          {
            port,
            output: "json",
            logLevel: "error",
            disableStorageReset: true,
            onlyCategories: ["performance", "accessibility", "best-practices"],
          },
          preset === "desktop" ? desktopConfig : undefined,
        )
        if (!outcome) throw new Error(`Lighthouse gave no result for ${pageUrl}`)
        const { lhr } = outcome
        version = lhr.lighthouseVersion
        const errors =
          (
            lhr.audits["errors-in-console"]?.details as
              { items?: Array<{ description?: string }> } | undefined
          )?.items ?? []
        figures.push({
          page,
          preset,
          performance: score(lhr.categories.performance?.score),
          accessibility: score(lhr.categories.accessibility?.score),
          bestPractices: score(lhr.categories["best-practices"]?.score),
          cumulativeLayoutShift: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          totalBlockingTimeMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          largestContentfulPaintMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          consoleErrors: errors.map((e) => String(e.description ?? "").slice(0, 200)),
        })
      }
    }
    await run("/login", `${url}/login?lng=en`)
    await signIn(context, url, user)
    await run("dashboard", `${url}/`)
    await run("report form", `${url}/reports/${user.reportId}`)
    await run("review", `${url}/reports/${user.reportId}/review`)
    await run("GHG list", `${url}/ghg`)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    await server.stop()
  }
  return { lighthouseVersion: version, figures }
}
