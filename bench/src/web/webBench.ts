import { gzipSync } from "node:zlib"
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "@playwright/test"
import { startChild } from "../childProcess.js"
import { median } from "../measure.js"
import type { BenchServerReady, WebUser } from "../api/benchServer.js"

export interface PageFigures {
  /** JavaScript files the page loaded (workers included), raw and gzip-compressed (zlib level 9). */
  readonly scripts: number
  readonly jsBytes: number
  readonly jsGzipBytes: number
  /** Median over the repetitions, in ms from the start of navigation. */
  readonly firstContentfulPaintMs: number
  readonly domContentLoadedMs: number
  readonly usableMs: number
  readonly repetitions: number
}

export interface WebBenchResult {
  readonly login: PageFigures
  readonly reportForm: PageFigures
}

/** The flags of packages/web/playwright.config.ts: Debian's Chromium, never a downloaded one. */
const launch = () =>
  chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  })

/** Collects every JavaScript response of a context (pages and workers) by URL. */
const collectScripts = (context: BrowserContext) => {
  const scripts = new Map<string, Promise<Buffer>>()
  let collecting = true
  const onResponse = (response: Response) => {
    const type = response.headers()["content-type"] ?? ""
    if (collecting && /javascript/.test(type) && !scripts.has(response.url()))
      scripts.set(response.url(), response.body())
  }
  context.on("response", onResponse)
  return async () => {
    collecting = false
    context.off("response", onResponse)
    const bodies = await Promise.all(scripts.values())
    return {
      scripts: bodies.length,
      jsBytes: bodies.reduce((sum, b) => sum + b.length, 0),
      jsGzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
    }
  }
}

/** What makes a page usable: an enabled button by its text, and optionally a heading by its text. */
interface Usable {
  readonly button: string
  readonly heading?: string
  readonly emailField?: boolean
}

/**
 * Time to usable, measured inside the page on every animation frame: the ms since navigation start
 * at which the page first is usable. Paint and DOM timings come from the browser's performance
 * entries. (The predicate is a function, not a string: the app's CSP rightly forbids eval.)
 */
const navigationTimings = async (page: Page, url: string, usable: Usable) => {
  await page.goto(url, { waitUntil: "commit" })
  const handle = await page.waitForFunction(
    // No named helpers inside: the runner's transpiler would wrap them in a helper the page lacks.
    (want: Usable) =>
      [...document.querySelectorAll("button")].some(
        (b) => (b.textContent ?? "").trim() === want.button && !b.disabled,
      ) &&
      (want.heading === undefined ||
        [...document.querySelectorAll("h1")].some((h) => (h.textContent ?? "").trim() === want.heading)) &&
      (!want.emailField || document.querySelector("input[type=email]") !== null)
        ? performance.now()
        : false,
    usable,
    { polling: "raf", timeout: 30_000 },
  )
  const usableMs = (await handle.jsonValue()) as number
  // Paint entries arrive asynchronously: wait for the page's load and its first contentful paint.
  await page.waitForLoadState("load")
  await page
    .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
      timeout: 5_000,
    })
    .catch(() => {})
  const entries = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    dcl:
      (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventEnd ?? NaN,
  }))
  return { usableMs, fcpMs: entries.fcp, dclMs: entries.dcl }
}

/** The login form can be used: the e-mail field is there and the sign-in button is enabled. */
const loginUsable: Usable = { button: "Sign in", emailField: true }

/** The report form can be used: its title shows and "Save and next" is enabled. */
const reportFormUsable = (title: string): Usable => ({ button: "Save and next", heading: title })

const figures = (
  runs: ReadonlyArray<{ usableMs: number; fcpMs: number; dclMs: number }>,
  bytes: { scripts: number; jsBytes: number; jsGzipBytes: number },
): PageFigures => ({
  ...bytes,
  firstContentfulPaintMs: median(runs.map((r) => r.fcpMs)),
  domContentLoadedMs: median(runs.map((r) => r.dclMs)),
  usableMs: median(runs.map((r) => r.usableMs)),
  repetitions: runs.length,
})

/** /login on a cold browser (a new context each time: nothing cached, no session). */
const measureLogin = async (browser: Browser, url: string, repetitions: number) => {
  const runs = []
  let bytes = { scripts: 0, jsBytes: 0, jsGzipBytes: 0 }
  for (let i = 0; i < repetitions; i++) {
    const context = await browser.newContext({ locale: "en-US" })
    const scripts = collectScripts(context)
    const page = await context.newPage()
    runs.push(await navigationTimings(page, `${url}/login?lng=en`, loginUsable))
    await page.waitForLoadState("networkidle")
    bytes = await scripts()
    await context.close()
  }
  return figures(runs, bytes)
}

/** Signs in through the form and opens the company, as a person does. */
const signIn = async (page: Page, url: string, user: WebUser) => {
  await page.goto(`${url}/login?lng=en`)
  await page.getByLabel("Email").fill(user.email)
  await page.getByLabel("Password").fill(user.password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
  const landing = page.getByRole("heading", { level: 1, name: /^(Dashboard|Select company)$/ })
  await landing.waitFor({ timeout: 30_000 })
  if ((await landing.textContent()) === "Select company")
    await page.getByRole("button", { name: new RegExp(user.companyName) }).click()
  await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor({ timeout: 30_000 })
}

/**
 * The report form opened anew by a signed-in person (a full page load in their browser: the app
 * restores the session from the refresh cookie, solves its attestation challenge, loads the report).
 */
const measureReportForm = async (browser: Browser, url: string, user: WebUser, repetitions: number) => {
  const context = await browser.newContext({ locale: "en-US" })
  const signInPage = await context.newPage()
  await signIn(signInPage, url, user)
  await signInPage.close()
  const runs = []
  let bytes = { scripts: 0, jsBytes: 0, jsGzipBytes: 0 }
  for (let i = 0; i < repetitions; i++) {
    const scripts = collectScripts(context)
    const page = await context.newPage()
    runs.push(
      await navigationTimings(page, `${url}/reports/${user.reportId}`, reportFormUsable(user.reportTitle)),
    )
    await page.waitForLoadState("networkidle")
    bytes = await scripts()
    await page.close()
  }
  await context.close()
  return figures(runs, bytes)
}

/** The web app in Chromium against a real API server serving the built app on PGlite. */
export const runWebBench = async (repetitions = 5): Promise<WebBenchResult> => {
  const server = await startChild<BenchServerReady>(new URL("../api/benchServer.ts", import.meta.url), {
    env: { BENCH_COMPANIES: "0", BENCH_WEB_USER: "1", BENCH_LOG_LEVEL: "warn" },
  })
  const browser = await launch()
  try {
    const { url, webUser } = server.ready
    const login = await measureLogin(browser, url, repetitions)
    const reportForm = await measureReportForm(browser, url, webUser!, repetitions)
    return { login, reportForm }
  } finally {
    await browser.close()
    await server.stop()
  }
}
